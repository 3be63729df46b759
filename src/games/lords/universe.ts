/**
 * Every card that could be in the game, by pool, read from a view (the generic
 * determinization deals what a seat cannot see). The action deck's pool '' also holds the
 * public per-owner action cards and Legends instances, which live in zones of that pool.
 */
import type { Card } from '../../engine/hidden';
import type { Universe } from '../../engine/deal';
import type { Options } from '../../engine/types';
import { COMMUNITY_CARDS } from './content/community';
import { DECK_IDS } from './content/deck';
import { DRAFT_CARDS } from './content/draft';
import { EXTRA_INNINGS_CARDS, LEGEND_CARDS } from './content/expansions';
import type { LordsView } from './state';

export function universe(view: LordsView, _seats: number, _options: Options): Universe {
  const owned: Card[] = view.owners.flatMap((o) => [
    ...o.actions.cards,
    ...o.usedActions.cards,
    ...o.legends.cards,
  ]);
  const legendIds = new Set(view.owners.flatMap((o) => o.legends.cards.map((c) => c.id)));
  return {
    '': [...DECK_IDS, ...owned],
    off: COMMUNITY_CARDS.map((c) => c.id),
    draft: DRAFT_CARDS.map((c) => c.id),
    ei: EXTRA_INNINGS_CARDS.map((c) => c.id),
    legend: LEGEND_CARDS.map((c) => c.id).filter((id) => !legendIds.has(id)),
    team: view.teamCards.cards,
  };
}
