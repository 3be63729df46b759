// The engine property run's 'fantasy' shard (property-shards.ts).
import { describeShard } from './property-shards';

describeShard('fantasy');
