/**
 * The live facts a seat's view carries (`GmLive`), so the board shows them without running
 * rules: each GM's season score if it ended now (one line per player, Team bonus and
 * Manager), the dice each GM brings, and the signing cost of each card in a hand the seat
 * sees. Every input is public (rosters, Team and Manager cards, money) or the seat's own
 * hand, and they are worked out from the redacted view, so a hidden card never counts.
 */
import type { Gm, GmLive, GmView } from '../state';
import { costFor } from './draft';
import { diceOf } from './helpers';
import { scoreTable, totalWins } from './scoring';

/** The live facts of a view. */
export function liveOf(v: GmView): GmLive {
  return {
    gms: v.gms.map((g) => {
      // Scoring and the dice counts read only public fields (rosters, cards, money).
      const table = g as unknown as Gm;
      const lines = g.team ? scoreTable(g) : [];
      return {
        lines,
        wins: totalWins(lines),
        team: diceOf(table, 'team'),
        league: diceOf(table, 'league'),
        costs: g.hand.cards.map((c) => costFor(table, c)),
      };
    }),
  };
}
