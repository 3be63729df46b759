/**
 * §4 Scoring, as a pure function of one GM's table: each player's Base or Max Wins and
 * ability wins, one scorer per position except pitchers, the Team card's bonuses and the
 * Manager's ability. Works on a state or a view (rosters are public).
 */
import type { ZoneView } from '../../../engine/hidden';
import type { MsgArgs } from '../../../engine/types';
import { player, teamCard } from '../content';
import type { ScoreLine, Signed } from '../state';
import type { Ability, Bonus, Skill } from '../types';
import { managerAbility } from './helpers';

/** What scoring reads of a GM. */
export interface Table {
  roster: ZoneView<Signed>;
  team: string | null;
  manager: string | null;
  cash: number;
}

/** A player's own result before positions are counted. */
interface Played {
  filled: boolean;
  max: boolean;
  wins: number;
  extra: number;
}

const count = <T>(xs: readonly T[], f: (x: T) => boolean): number =>
  xs.reduce((n, x) => n + (f(x) ? 1 : 0), 0);

/** Ability wins of a filled player (D2: only a filled player that scores gets them). */
export function abilityWins(
  ab: Ability | null,
  c: Signed,
  roster: readonly Signed[],
  self: number,
): number {
  if (!ab) return 0;
  const others = roster.filter((_, i) => i !== self).map((x) => player(x.id));
  switch (ab.k) {
    case 'perSkill':
      return ab.n * count(c.dice, (d) => d === ab.skill);
    case 'perAllStar':
      return ab.n * count(others, (p) => p.allStar);
    case 'withLogo':
      return others.some((p) => p.logo === ab.logo) ? ab.n : 0;
    case 'withPos':
      return others.some((p) => p.pos === ab.pos) ? ab.n : 0;
    default:
      return 0;
  }
}

/** §4: Base Wins with every slot filled; Max Wins if every die matches its slot's icon. */
export function played(c: Signed, roster: readonly Signed[], self: number): Played {
  const p = player(c.id);
  if (c.dice.some((d) => d === null)) return { filled: false, max: false, wins: 0, extra: 0 };
  const max = c.dice.every((d, j) => d === p.slots[j]);
  const extra = abilityWins(p.ability, c, roster, self);
  return { filled: true, max, wins: (max ? p.max : p.base) + extra, extra };
}

/**
 * §4 1 Important: one scorer per non-pitcher position, the one with most wins (D1: the
 * left-most on a tie); every pitcher scores. With Double Duty one position scores twice.
 */
function counted(
  roster: readonly Signed[],
  results: readonly Played[],
  doubleDuty: boolean,
): boolean[] {
  const out = roster.map(() => true);
  const byPos = new Map<string, number[]>();
  roster.forEach((c, i) => {
    const pos = player(c.id).pos;
    if (pos === 'P') return;
    byPos.set(pos, [...(byPos.get(pos) ?? []), i]);
  });
  let spare = -1;
  let spareWins = -1;
  for (const idx of byPos.values()) {
    const ranked = idx
      .slice()
      .sort((a, b) => (results[b]?.wins ?? 0) - (results[a]?.wins ?? 0) || a - b);
    ranked.slice(1).forEach((i) => (out[i] = false));
    const second = ranked[1];
    if (second !== undefined && (results[second]?.wins ?? 0) > spareWins) {
      spare = second;
      spareWins = results[second]?.wins ?? 0;
    }
  }
  if (doubleDuty && spare >= 0) out[spare] = true;
  return out;
}

/** Whether a Team card bonus holds. */
function bonusHolds(
  b: Bonus,
  t: Table,
  roster: readonly Signed[],
  scoring: readonly boolean[],
  maxed: readonly boolean[],
): boolean {
  const cards = roster.map((c) => player(c.id));
  switch (b.k) {
    case 'pitchers':
      return count(cards, (p) => p.pos === 'P') >= b.n;
    case 'allStars':
      return count(cards, (p) => p.allStar) >= b.n;
    case 'logo':
      return count(cards, (p) => p.logo === b.logo) >= b.n;
    case 'positions':
      return new Set(cards.map((p) => p.pos)).size >= b.n;
    case 'scorers':
      return count(scoring, Boolean) >= b.n;
    case 'maxed':
      return count(maxed, Boolean) >= b.n;
    case 'cash':
      return t.cash >= b.n;
    case 'skill':
      return (
        roster.reduce((n, c) => n + count(c.dice, (d: Skill | null) => d === b.skill), 0) >= b.n
      );
    case 'prospects':
      return count(cards, (p) => p.prospect) >= b.n;
  }
}

/** One GM's season: a line per player (roster order), the two Team bonuses, the Manager. */
export function scoreTable(t: Table): ScoreLine[] {
  const roster = t.roster.cards;
  const results = roster.map((c, i) => played(c, roster, i));
  const mgr = managerAbility(t);
  const count_ = counted(roster, results, mgr === 'doubleDuty');
  const scoring = results.map((r, i) => r.filled && (count_[i] ?? false));
  const maxed = results.map((r, i) => r.max && (scoring[i] ?? false));
  const lines: ScoreLine[] = roster.map((c, i) => {
    const r = results[i] as Played;
    if (!r.filled) return { src: c.id, wins: 0, why: 'empty', extra: 0 };
    if (!scoring[i]) return { src: c.id, wins: 0, why: 'bench', extra: 0 };
    return { src: c.id, wins: r.wins, why: r.max ? 'max' : 'base', extra: r.extra };
  });
  if (t.team) {
    teamCard(t.team).team.bonuses.forEach((b, k) => {
      const wins = bonusHolds(b, t, roster, scoring, maxed) ? b.wins : 0;
      lines.push({ src: `bonus${k}`, wins, why: 'bonus', extra: 0 });
    });
  }
  const cards = roster.map((c) => player(c.id));
  const scored = (f: (i: number) => boolean) =>
    count(
      roster.map((_, i) => i),
      (i) => (scoring[i] ?? false) && f(i),
    );
  let m: number;
  switch (mgr) {
    case 'prospectWins':
      m = scored((i) => cards[i]?.prospect === true);
      break;
    case 'pitchWins':
      m = scored((i) => cards[i]?.pos === 'P');
      break;
    case 'allStarWins':
      m = scored((i) => cards[i]?.allStar === true);
      break;
    case 'maxWins':
      m = count(maxed, Boolean);
      break;
    case 'fullHouse':
      m = roster.length === 5 && count(scoring, Boolean) === 5 ? 2 : 0;
      break;
    default:
      m = 0;
  }
  lines.push({ src: 'manager', wins: m, why: 'manager', extra: 0 });
  return lines;
}

/** The season's total wins of one GM. */
export const totalWins = (lines: readonly ScoreLine[]): number =>
  lines.reduce((n, l) => n + l.wins, 0);

/** A score line's label: a message suffix (`gm.bd.<msg>`, `gm.log.line.<msg>`) and its args. */
export function lineLabel(
  s: { gms: readonly { team: string | null; manager: string | null }[] },
  m: number,
  l: ScoreLine,
): { msg: string; args: MsgArgs } {
  if (l.src === 'manager') {
    const id = s.gms[m]?.manager;
    return { msg: 'manager', args: { name: id ? teamCard(id).manager.name : '' } };
  }
  if (l.src.startsWith('bonus')) {
    const id = s.gms[m]?.team;
    return {
      msg: 'bonus',
      args: { team: id ? teamCard(id).team.name : '', n: Number(l.src.slice(5)) + 1 },
    };
  }
  const p = player(l.src);
  return { msg: l.why, args: { card: p.name, pos: p.pos, extra: l.extra } };
}
