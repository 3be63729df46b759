/**
 * §4 Scoring, as a pure function of one GM's table: each player's Base or Max Wins and
 * ability wins, one scorer per position except pitchers, the Team card's bonuses and the
 * Manager's ability. Works on a state or a view (rosters are public).
 */
import type { MsgArg } from '../../../engine/types';
import type { ZoneView } from '../../../engine/hidden';
import { player, teamCard } from '../content';
import type { ScoreLine, Signed } from '../state';
import type { Ability, Bonus, ManagerAbility, PlayerCard, Skill } from '../types';
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

/** How many of these players pass a test (a loop: playouts score every season). */
function countCards(cards: readonly PlayerCard[], f: (p: PlayerCard) => boolean): number {
  let n = 0;
  for (const p of cards) if (f(p)) n++;
  return n;
}

/** How many dice on these players show `skill`. */
function diceShowing(roster: readonly Signed[], skill: Skill): number {
  let n = 0;
  for (const c of roster) for (const d of c.dice) if (d === skill) n++;
  return n;
}

/** Whether a player other than number `self` passes a test. */
function another(cards: readonly PlayerCard[], self: number, f: (p: PlayerCard) => boolean) {
  for (let i = 0; i < cards.length; i++) if (i !== self && f(cards[i] as PlayerCard)) return true;
  return false;
}

/** Ability wins of a filled player (D2: only a filled player that scores gets them). */
export function abilityWins(
  ab: Ability | null,
  c: Signed,
  roster: readonly Signed[],
  self: number,
): number {
  if (!ab) return 0;
  const cards = roster.map((x) => player(x.id));
  return abilityOn(ab, c, cards, self);
}

function abilityOn(ab: Ability, c: Signed, cards: readonly PlayerCard[], self: number): number {
  switch (ab.k) {
    case 'perSkill':
      return ab.n * diceShowing([c], ab.skill);
    case 'perAllStar':
      return ab.n * (countCards(cards, (p) => p.allStar) - (cards[self]?.allStar ? 1 : 0));
    case 'withLogo':
      return another(cards, self, (p) => p.logo === ab.logo) ? ab.n : 0;
    case 'withPos':
      return another(cards, self, (p) => p.pos === ab.pos) ? ab.n : 0;
    default:
      return 0;
  }
}

/** §4: Base Wins with every slot filled; Max Wins if every die matches its slot's icon. */
function played(c: Signed, p: PlayerCard, cards: readonly PlayerCard[], self: number): Played {
  let max = true;
  for (let j = 0; j < c.dice.length; j++) {
    const d = c.dice[j];
    if (d === null) return { filled: false, max: false, wins: 0, extra: 0 };
    if (d !== p.slots[j]) max = false;
  }
  const extra = p.ability ? abilityOn(p.ability, c, cards, self) : 0;
  return { filled: true, max, wins: (max ? p.max : p.base) + extra, extra };
}

/**
 * §4 1 Important: one scorer per non-pitcher position, the one with most wins (D1: the
 * left-most on a tie); every pitcher scores. With Double Duty one position scores twice.
 */
function counted(
  cards: readonly PlayerCard[],
  results: readonly Played[],
  doubleDuty: boolean,
): boolean[] {
  const out = cards.map(() => true);
  const done = cards.map((p) => p.pos === 'P');
  // Ranks a group's players: most wins first, the left-most first on a tie.
  const rank = (a: number, b: number) => (results[b]?.wins ?? 0) - (results[a]?.wins ?? 0) || a - b;
  let spare = -1;
  for (let i = 0; i < cards.length; i++) {
    if (done[i]) continue;
    const group: number[] = [];
    for (let k = i; k < cards.length; k++) {
      if (cards[k]?.pos === cards[i]?.pos) {
        group.push(k);
        done[k] = true;
      }
    }
    group.sort(rank);
    for (const k of group.slice(1)) out[k] = false;
    const second = group[1];
    if (second !== undefined && (spare < 0 || rank(second, spare) < 0)) spare = second;
  }
  if (doubleDuty && spare >= 0) out[spare] = true;
  return out;
}

/** Whether a Team card bonus holds. */
function bonusHolds(
  b: Bonus,
  t: Table,
  roster: readonly Signed[],
  cards: readonly PlayerCard[],
  scorers: number,
  maxed: number,
): boolean {
  switch (b.k) {
    case 'pitchers':
      return countCards(cards, (p) => p.pos === 'P') >= b.n;
    case 'allStars':
      return countCards(cards, (p) => p.allStar) >= b.n;
    case 'logo':
      return countCards(cards, (p) => p.logo === b.logo) >= b.n;
    case 'positions':
      return new Set(cards.map((p) => p.pos)).size >= b.n;
    case 'scorers':
      return scorers >= b.n;
    case 'maxed':
      return maxed >= b.n;
    case 'cash':
      return t.cash >= b.n;
    case 'skill':
      return diceShowing(roster, b.skill) >= b.n;
    case 'prospects':
      return countCards(cards, (p) => p.prospect) >= b.n;
  }
}

/** The Manager's wins: per scoring player of a kind, per player at Max, or a full house. */
function managerWins(
  mgr: ManagerAbility | null,
  cards: readonly PlayerCard[],
  scoring: readonly boolean[],
  maxed: number,
): number {
  let n = 0;
  let scorers = 0;
  for (let i = 0; i < cards.length; i++) {
    if (!scoring[i]) continue;
    scorers++;
    const p = cards[i] as PlayerCard;
    if (mgr === 'prospectWins' && p.prospect) n++;
    if (mgr === 'pitchWins' && p.pos === 'P') n++;
    if (mgr === 'allStarWins' && p.allStar) n++;
  }
  if (mgr === 'maxWins') return maxed;
  if (mgr === 'fullHouse') return cards.length === 5 && scorers === 5 ? 2 : 0;
  return n;
}

/** One GM's season: a line per player (roster order), the two Team bonuses, the Manager. */
export function scoreTable(t: Table): ScoreLine[] {
  const roster = t.roster.cards;
  const cards = roster.map((c) => player(c.id));
  const results = roster.map((c, i) => played(c, cards[i] as PlayerCard, cards, i));
  const mgr = managerAbility(t);
  const counts = counted(cards, results, mgr === 'doubleDuty');
  const scoring = results.map((r, i) => r.filled && (counts[i] ?? false));
  let scorers = 0;
  let maxed = 0;
  const lines: ScoreLine[] = roster.map((c, i) => {
    const r = results[i] as Played;
    if (!r.filled) return { src: c.id, wins: 0, why: 'empty', extra: 0 };
    if (!scoring[i]) return { src: c.id, wins: 0, why: 'bench', extra: 0 };
    scorers++;
    if (r.max) maxed++;
    return { src: c.id, wins: r.wins, why: r.max ? 'max' : 'base', extra: r.extra };
  });
  if (t.team) {
    const bonuses = teamCard(t.team).team.bonuses;
    for (let k = 0; k < bonuses.length; k++) {
      const b = bonuses[k] as Bonus;
      const wins = bonusHolds(b, t, roster, cards, scorers, maxed) ? b.wins : 0;
      lines.push({ src: `bonus${k}`, wins, why: 'bonus', extra: 0 });
    }
  }
  lines.push({
    src: 'manager',
    wins: managerWins(mgr, cards, scoring, maxed),
    why: 'manager',
    extra: 0,
  });
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
): { msg: string; args: Record<string, MsgArg> } {
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
