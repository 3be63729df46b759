/**
 * Every card that could be in the game, by pool, read from a view: the roster decks change
 * by buying, in public, so each seat's pool is its public roster plus its Minor Leagues and
 * the cards it lost from the game; the Free Agent pool is the rest.
 */
import type { Universe } from '../../engine/deal';
import type { Options } from '../../engine/types';
import { freeAgentIds, isFreeAgent } from './content';
import { FA_POOL, poolOf } from './rules/setup';
import type { HlView } from './state';
import type { Expansion } from './types';

export function universe(view: HlView, _seats: number, _options: Options): Universe {
  const pools: Record<string, string[]> = {};
  const taken: string[] = [];
  for (const sd of view.sides) {
    if (sd.seat === null) continue;
    const mine = [...sd.roster, ...sd.minors.cards, ...sd.out.cards];
    pools[poolOf(sd.seat)] = mine;
    taken.push(...mine.filter(isFreeAgent));
  }
  const fa = freeAgentIds(view.opt.expansions as Expansion[]);
  for (const id of taken) fa.splice(fa.indexOf(id), 1);
  pools[FA_POOL] = fa;
  return pools;
}
