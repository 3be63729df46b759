/**
 * The result: the GM who established the dynasty first, the others by trophies, then by wins
 * in the last season (ties share a place). Trophies decide the game, so they are the score;
 * the last season's wins follow as a note, with the player cards, Team bonuses and Manager
 * that brought them (a line that brought none is left out).
 */
import type { Outcome } from '../../engine/types';
import { lineLabel } from './rules/scoring';
import type { GmState } from './state';

export function outcome(s: GmState): Outcome | null {
  if (s.phase !== 'over') return null;
  const wins = s.last?.wins ?? s.gms.map(() => 0);
  const trophies = (m: number) => s.gms[m]?.trophies ?? 0;
  const key = (m: number) => (m === s.winner ? 1e6 : 0) + trophies(m) * 1000 + (wins[m] ?? 0);
  const seats = s.gms.map((_, m) => m);
  return {
    rank: seats.map((m) => 1 + seats.filter((o) => key(o) > key(m)).length),
    scores: seats.map(trophies),
    unit: 'trophies',
    notes: seats.map((m) => [
      {
        msg: 'gm.bd.season',
        args: { season: s.last?.season ?? s.season, wins: wins[m] ?? 0 },
        parts: (s.final?.[m] ?? [])
          .filter((l) => l.wins !== 0)
          .map((l) => {
            const { msg, args } = lineLabel(s, m, l);
            return { msg: `gm.bd.${msg}`, args, value: l.wins };
          }),
      },
    ]),
    msg: 'gm.end',
  };
}
