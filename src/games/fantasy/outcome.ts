/**
 * The result: the Champion first, the Championship Series loser second, the others by total
 * Wins (ties share a place). Scores are Regular Season Wins (weekly + Stat Track bonus).
 */
import { ref } from '../../engine/messages';
import type { MsgArg, MsgRef, Outcome } from '../../engine/types';
import { trackBonus } from './rules/season';
import type { FantasyState } from './state';
import { TRACKS } from './types';

/** Each Stat Track's bonus Wins for manager m, as "red 2, blue 1" (none: "none"). */
function bonusDetail(byTrack: readonly (readonly number[])[], m: number): MsgArg {
  const parts: MsgRef[] = [];
  TRACKS.forEach((track, k) => {
    const won = byTrack[k]?.[m];
    if (won)
      parts.push(ref('fantasy.w.trackWins', { track: ref(`fantasy.w.track.${track}`), n: won }));
  });
  return parts.length ? parts : ref('fantasy.w.none');
}

export function outcome(s: FantasyState): Outcome | null {
  if (s.phase !== 'over') return null;
  const total = s.season?.total ?? s.mgrs.map((g) => g.wins.cards.length);
  const weekly = s.season?.weekly ?? total;
  const bonus = s.season?.bonus ?? total.map(() => 0);
  const champion = s.po?.champion ?? -1;
  const runnerUp = s.po?.runnerUp ?? -1;
  const finalists = [champion, runnerUp].filter((m) => m >= 0);
  const seats: number[] = [];
  for (let m = 0; m < s.seats; m++) seats.push(m);
  // Every track's bonus Wins for every manager, worked out once (a playout ends here).
  const byTrack = TRACKS.map((_, k) =>
    trackBonus(
      s.mgrs.map((g) => g.track[k] ?? 0),
      s.mgrs.length,
    ),
  );
  const place = (m: number): number => {
    if (m === champion) return 1;
    if (m === runnerUp) return 2;
    // Solo: missing the Championship Series is third of the three managers.
    if (s.opt.solo) return 3;
    const mine = total[m] ?? 0;
    const above = total.filter((t, o) => o !== m && !finalists.includes(o) && t > mine).length;
    return finalists.length + 1 + above;
  };
  const series = (m: number) => {
    const po = s.po;
    if (!po || (m !== po.home && m !== po.away)) return { won: 0, lost: 0 };
    const [h = 0, a = 0] = po.score;
    return m === po.home ? { won: h, lost: a } : { won: a, lost: h };
  };
  return {
    rank: seats.map(place),
    scores: seats.map((m) => total[m] ?? 0),
    breakdown: seats.map((m) => [
      { msg: 'fantasy.bd.weekly', value: weekly[m] ?? 0 },
      { msg: 'fantasy.bd.bonus', args: { tracks: bonusDetail(byTrack, m) }, value: bonus[m] ?? 0 },
      {
        msg:
          m === champion
            ? 'fantasy.bd.champion'
            : m === runnerUp
              ? 'fantasy.bd.runnerUp'
              : 'fantasy.bd.out',
        args: series(m),
        value: 0,
      },
    ]),
    msg: champion >= 0 ? 'fantasy.end' : 'fantasy.endSolo',
  };
}
