// The engine property run's 'lords-4' shard (property-shards.ts).
import { describeShard } from './property-shards';

describeShard('lords-4');
