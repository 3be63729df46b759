/**
 * The result: the GM who established the dynasty first, the others by trophies, then by wins
 * in the last season (ties share a place). Scores are the last season's wins, broken down by
 * player card, Team bonus and Manager, with the trophies alongside.
 */
import type { Outcome } from '../../engine/types';
import { lineLabel } from './rules/scoring';
import type { GmState } from './state';

export function outcome(s: GmState): Outcome | null {
  if (s.phase !== 'over') return null;
  const wins = s.last?.wins ?? s.gms.map(() => 0);
  const key = (m: number) =>
    (m === s.winner ? 1e6 : 0) + (s.gms[m]?.trophies ?? 0) * 1000 + (wins[m] ?? 0);
  const seats = s.gms.map((_, m) => m);
  return {
    rank: seats.map((m) => 1 + seats.filter((o) => key(o) > key(m)).length),
    scores: seats.map((m) => wins[m] ?? 0),
    breakdown: seats.map((m) => [
      ...(s.final?.[m] ?? []).map((l) => {
        const { msg, args } = lineLabel(s, m, l);
        return { msg: `gm.bd.${msg}`, args, value: l.wins };
      }),
      { msg: 'gm.bd.trophies', args: { n: s.gms[m]?.trophies ?? 0 }, value: 0 },
    ]),
    msg: 'gm.end',
  };
}
