/**
 * The board's adapter: turns the holder's legal actions and the view into what the controls
 * need (the cards that can be played and how, the roll window's media steps, the upgrade
 * rows), without any rule: every control sends an action taken from `actions` as it is.
 */
import type { SeatId } from '../../../engine/types';
import { actionCard } from '../content/deck';
import type { LordsAction, LordsView, OpsUse } from '../state';
import { ML_TYPES, type MlType } from '../types';
import { eventText } from './text';

export type Act<T extends LordsAction['t']> = Extract<LordsAction, { t: T }>;

/** The listed actions of one kind. */
export function ofKind<T extends LordsAction['t']>(
  actions: readonly LordsAction[],
  t: T,
): Act<T>[] {
  return actions.filter((a): a is Act<T> => a.t === t);
}

/** Kinds that the board draws with their own controls (the rest fall to the generic list). */
export const OWN_CONTROLS: readonly LordsAction['t'][] = [
  'loan',
  'repay',
  'offer',
  'accept',
  'reject',
  'withdraw',
  'team',
  'event',
  'ops',
  'promo',
  'media',
  'respond',
  'rollCard',
  'cancel',
  'bid',
  'buyMedia',
  'promote',
  'stopPromotion',
  'cycle',
  'managerTeam',
  'legend',
  'pass',
  'upgrade',
  'doneUpgrades',
  'roll',
  'cyclePlace',
  'cyclePlay',
  'tradeChart',
  'allStar',
];

/** How a card of the hand may be played now: its event targets and its OPS uses. */
export interface CardPlays {
  card: string;
  events: (Act<'event'> | Act<'cyclePlay'>)[];
  ops: (Act<'ops'> | Act<'cyclePlay'>)[];
  /** 12.2: OPS plays with a Legends card's bonus. */
  legendOps: Act<'ops'>[];
  promo: Act<'promo'> | undefined;
  place: Act<'cyclePlace'>[];
}

/** The plays of each distinct card the holder may play now (hand or Cycle draw). */
export function cardPlays(actions: readonly LordsAction[]): CardPlays[] {
  const by = new Map<string, CardPlays>();
  const get = (card: string) => {
    let p = by.get(card);
    if (!p) {
      p = { card, events: [], ops: [], legendOps: [], promo: undefined, place: [] };
      by.set(card, p);
    }
    return p;
  };
  for (const a of actions) {
    if (a.t === 'event') get(a.card).events.push(a);
    else if (a.t === 'ops')
      (a.legend === undefined ? get(a.card).ops : get(a.card).legendOps).push(a);
    else if (a.t === 'promo') get(a.card).promo = a;
    else if (a.t === 'cyclePlace') get(a.card).place.push(a);
    else if (a.t === 'cyclePlay')
      if (a.use === 'event') get(a.card).events.push(a);
      else get(a.card).ops.push(a);
  }
  return [...by.values()];
}

/** The OPS plays of a card grouped by use, each use with its targets. */
export function opsByUse(
  ops: readonly (Act<'ops'> | Act<'cyclePlay'>)[],
): { use: OpsUse; plays: (Act<'ops'> | Act<'cyclePlay'>)[] }[] {
  const out: { use: OpsUse; plays: (Act<'ops'> | Act<'cyclePlay'>)[] }[] = [];
  for (const a of ops) {
    const use = a.use as OpsUse;
    const row = out.find((r) => r.use === use);
    if (row) row.plays.push(a);
    else out.push({ use, plays: [a] });
  }
  return out;
}

/** The card's OPS value, titles (as printed) and texts (in the active language). */
export function cardFacts(id: string) {
  const c = actionCard(id);
  return {
    ops: c?.ops ?? 0,
    color: c?.color ?? 'blue',
    compulsory: c?.compulsory ?? false,
    inTitle: c?.inSeason.title ?? id,
    inText: c ? eventText(id, 'in') : '',
    offTitle: c?.offSeason.title ?? id,
    offText: c ? eventText(id, 'off') : '',
  };
}

/** The roll window's media steps, split by direction, smallest first. */
export function mediaSteps(actions: readonly LordsAction[]) {
  const media = ofKind(actions, 'media');
  return {
    up: media.filter((a) => a.by > 0).sort((a, b) => a.by - b.by),
    down: media.filter((a) => a.by < 0).sort((a, b) => b.by - a.by),
  };
}

/** The setup choices: team cards, and the farm and manager stars legal with each. */
export function setupChoices(actions: readonly LordsAction[]) {
  const teams = ofKind(actions, 'team');
  const ids = [...new Set(teams.map((a) => a.team))];
  return {
    teams: ids,
    find: (team: string, fs: number, fm: number) =>
      teams.find((a) => a.team === team && a.fs === fs && a.fm === fm),
    fsFor: (team: string) =>
      [...new Set(teams.filter((a) => a.team === team).map((a) => a.fs))].sort(),
    fmFor: (team: string, fs: number) =>
      [...new Set(teams.filter((a) => a.team === team && a.fs === fs).map((a) => a.fm))].sort(),
  };
}

/** The major-league roster as a 25-cell grid, best first (the mat's chits). */
export function rosterCells(ml: Readonly<Record<MlType, number>>): MlType[] {
  return ML_TYPES.flatMap((t) => Array.from({ length: ml[t] }, () => t));
}

/** An owner's money as the holder may see it: null when hidden from them. */
export function moneyShown(v: LordsView, seat: SeatId): number | null {
  const m = v.owners[seat]?.money;
  if (!m || m.unseen) return null;
  return m.value;
}

/** Wins on the wins track: 45 base wins plus the year's decided wins (LoB 5.5). */
export const trackWins = (seasonW: number): number => 45 + seasonW;

/** The seat whose turn the table is waiting on (the first prompt), for "waiting for". */
export function waitingOn(prompts: readonly { seat: SeatId }[]): SeatId | null {
  return prompts[0]?.seat ?? null;
}

/**
 * Each owner's final place (1st = 1) by LoB 9: most VP; a tie goes to the most money, then
 * the most pennants (owners level on all three share the place), as the game's outcome ranks.
 */
export function finalPlaces(v: LordsView): number[] {
  const key = v.owners.map((o) => [o.vp, o.money.unseen ? 0 : o.money.value, o.pennants]);
  const beats = (a: readonly number[], b: readonly number[]) =>
    (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  return key.map((k) => 1 + key.filter((other) => beats(other, k) > 0).length);
}
