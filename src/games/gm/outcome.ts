/**
 * The result: the GM who established the dynasty first, the others by trophies, then by wins
 * in the last season (ties share a place). Scores are the last season's wins, broken down by
 * player card, Team bonus and Manager, with the trophies alongside.
 */
import type { MsgArgs, Outcome } from '../../engine/types';
import { player, teamCard } from './content';
import type { GmState, ScoreLine } from './state';

/** A season score line as a labelled part of the breakdown. */
export function lineLabel(
  s: Pick<GmState, 'gms'>,
  m: number,
  l: ScoreLine,
): { msg: string; args: MsgArgs } {
  if (l.src === 'manager') {
    const id = s.gms[m]?.manager;
    return { msg: 'gm.bd.manager', args: { name: id ? teamCard(id).manager.name : '' } };
  }
  if (l.src.startsWith('bonus')) {
    const id = s.gms[m]?.team;
    return {
      msg: 'gm.bd.bonus',
      args: { team: id ? teamCard(id).team.name : '', n: Number(l.src.slice(5)) + 1 },
    };
  }
  const p = player(l.src);
  return { msg: `gm.bd.${l.why}`, args: { card: p.name, pos: p.pos, extra: l.extra } };
}

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
      ...(s.last?.lines[m] ?? []).map((l) => ({ ...lineLabel(s, m, l), value: l.wins })),
      { msg: 'gm.bd.trophies', args: { n: s.gms[m]?.trophies ?? 0 }, value: 0 },
    ]),
    msg: 'gm.end',
  };
}
