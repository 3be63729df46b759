// The engine property run's 'lords' shard (property-shards.ts).
import { describeShard } from './property-shards';

describeShard('lords');
