/**
 * The result: the Champion first, the Championship Series loser second, the others by total
 * Wins (ties share a place). The series decides first place (the outcome's `final`); the
 * scores are Regular Season Wins (weekly + Stat Track bonus), which place the rest. Solo: the
 * Robot and the Deck are rivals with their own places and Wins; when they take both series
 * slots the series is not played and both stand above you.
 */
import { ref } from '../../engine/messages';
import type {
  MsgArg,
  MsgRef,
  Outcome,
  OutcomeNote,
  OutcomePart,
  OutcomeSide,
} from '../../engine/types';
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

/** The solo rivals' names, by manager index (1: the Robot, 2: the Deck). */
const RIVALS = ['fantasy.rival.robot', 'fantasy.rival.deck'] as const;

export function outcome(s: FantasyState): Outcome | null {
  if (s.phase !== 'over') return null;
  const total = s.season?.total ?? s.mgrs.map((g) => g.wins.cards.length);
  const weekly = s.season?.weekly ?? total;
  const bonus = s.season?.bonus ?? total.map(() => 0);
  const champion = s.po?.champion ?? -1;
  const runnerUp = s.po?.runnerUp ?? -1;
  const finalists = [champion, runnerUp].filter((m) => m >= 0);
  // Solo, eliminated: the Robot and the Deck hold both series slots; it is not played.
  const unplayed = s.opt.solo && champion < 0;
  // Every track's bonus Wins for every manager, worked out once (a playout ends here).
  const byTrack = TRACKS.map((_, k) =>
    trackBonus(
      s.mgrs.map((g) => g.track[k] ?? 0),
      s.mgrs.length,
    ),
  );
  const place = (m: number): number => {
    if (unplayed) return m === 0 ? 3 : 1;
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
  const seriesNote = (m: number): OutcomeNote => {
    if (unplayed) return { msg: m === 0 ? 'fantasy.bd.out' : 'fantasy.bd.unplayed' };
    if (m === champion) return { msg: 'fantasy.bd.champion', args: series(m) };
    if (m === runnerUp) return { msg: 'fantasy.bd.runnerUp', args: series(m) };
    return { msg: 'fantasy.bd.out' };
  };
  const parts = (m: number): OutcomePart[] =>
    [
      { msg: 'fantasy.bd.weekly', value: weekly[m] ?? 0 },
      { msg: 'fantasy.bd.bonus', args: { tracks: bonusDetail(byTrack, m) }, value: bonus[m] ?? 0 },
    ].filter((p) => p.value !== 0);
  const seats = Array.from({ length: s.seats }, (_, m) => m);
  // A manager as a side of the result: a seat, or a solo rival (-1 - i for rivals[i]).
  const side = (m: number): OutcomeSide => (m < s.seats ? m : -1 - (m - s.seats));
  const rivals = s.opt.solo
    ? RIVALS.map((msg, i) => {
        const m = s.seats + i;
        return {
          msg,
          rank: place(m),
          score: total[m] ?? 0,
          parts: parts(m),
          notes: [seriesNote(m)],
        };
      })
    : [];
  return {
    rank: seats.map(place),
    scores: seats.map((m) => total[m] ?? 0),
    unit: 'wins',
    ...(champion >= 0 &&
      runnerUp >= 0 && {
        final: {
          winner: side(champion),
          loser: side(runnerUp),
          won: series(champion).won,
          lost: series(champion).lost,
        },
      }),
    breakdown: seats.map(parts),
    notes: seats.map((m) => [seriesNote(m)]),
    ...(rivals.length && { rivals }),
    msg: champion >= 0 ? 'fantasy.end' : 'fantasy.endSolo',
  };
}
