// The engine property run's 'gm' shard (property-shards.ts).
import { describeShard } from './property-shards';

describeShard('gm');
