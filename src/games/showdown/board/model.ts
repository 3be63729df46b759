/**
 * The adapter: turns what the holder may see (the view) and their legal actions into the
 * plain props the board's components draw. Reads only the view; no rules run here.
 */
import { zoneSize } from '../../../engine/hidden';
import type { Prompt, SeatId } from '../../../engine/types';
import type { SeatInfo } from '../../../ui/board';
import { card } from '../content';
import type { Phase, ShowdownAction, ShowdownView, Side } from '../state';
import type { PlayerId, Result } from '../types';
import { calledPlay, runChoices, shortOf, type Called, type RunChoice } from './expert';

/** One team as the scoreboard shows it. */
export interface TeamLine {
  seat: SeatId;
  name: string;
  manager: SeatInfo;
  line: readonly number[];
  runs: number;
  /** Hits (the line score's H column). */
  hits: number;
  batting: boolean;
  home: boolean;
}

/** A manager's strategy cards as this view shows them. */
export interface Hands {
  seat: SeatId;
  /** Card names when this view may see the hand, else null (backs only). */
  faces: readonly string[] | null;
  hand: number;
  deck: number;
  discard: number;
  /** Played this at-bat or left on a player: public faces. */
  table: readonly string[];
  kept: readonly string[];
  lastDiscard: string | null;
}

/** The dice of the last (or current) at-bat. */
export interface Dice {
  pitch: number | null;
  swing: number;
  adv: 'pitcher' | 'batter';
  chart: PlayerId;
  result: Result | null;
  /** Who batted: the dice are always captioned with him, never with the next batter. */
  batter: PlayerId;
  /** Runs the play scored (a finished at-bat only). */
  runs: number;
  /** Who scored them, by name (empty when unknown: a game saved before they were kept). */
  scorers: readonly string[];
  /** The at-bat under way (true) or the last one, already carried out (false). */
  current: boolean;
  /** Changes whenever a new at-bat is rolled, to restart the roll animation. */
  key: string;
}

export interface Matchup {
  batter: PlayerId;
  pitcher: PlayerId;
  /** On-Base and Control as they stand for this at-bat (cards included). */
  onBase: number;
  control: number;
  fatigue: number;
  ip: number;
  innings: number;
}

export interface BoardModel {
  view: ShowdownView;
  /** The decision asked now (from the board's props, never from the rules). */
  prompt: Prompt | null;
  phase: Phase;
  teams: TeamLine[];
  /** Away first, then home (scoreboard order). */
  innings: number;
  batting: SeatId;
  fielding: SeatId;
  turn: SeatId;
  matchup: Matchup;
  dice: Dice | null;
  /** The field of the defense: position -> player. */
  field: readonly PlayerId[];
  bases: readonly (PlayerId | null)[];
  hands: Hands[] | null;
  /** The holder's cards (null for the table view or in the basic game). */
  mine: Hands | null;
  /** Legal card plays by card name; the other actions by kind. */
  byCard: ReadonlyMap<string, ShowdownAction[]>;
  subs: ShowdownAction[];
  /** Expert: the extra-base (send) or throw choices, each runner with his chance of being out. */
  sends: RunChoice[];
  /** Expert: the intentional walk or bunt called now, or the last at-bat's. */
  called: Called | null;
  pass: ShowdownAction | null;
  all: readonly ShowdownAction[];
  seatInfo(seat: SeatId): SeatInfo;
}

function sideAt(v: ShowdownView, seat: SeatId): Side {
  return v.sides[seat] as Side;
}

function handsOf(v: ShowdownView, seat: SeatId): Hands | null {
  const c = v.cards?.[seat];
  if (!c) return null;
  const visible = c.hand.n === undefined;
  const discard = c.discard.cards;
  return {
    seat,
    faces: visible ? c.hand.cards : null,
    hand: zoneSize(c.hand),
    deck: zoneSize(c.deck),
    discard: zoneSize(c.discard),
    table: c.table.cards,
    kept: c.kept.cards,
    lastDiscard: discard.length > 0 ? (discard[discard.length - 1] as string) : null,
  };
}

function matchupOf(v: ShowdownView, batting: SeatId, fielding: SeatId): Matchup {
  const off = sideAt(v, batting);
  const def = sideAt(v, fielding);
  // In the "after" window the result has been carried out and the next batter is up; the
  // at-bat (and its card changes) still belongs to the one who just batted.
  const done = v.phase === 'after' && v.last ? v.last : null;
  const batter = done ? done.batter : (off.order[off.up] as PlayerId);
  const pitcher = done ? done.pitcher : def.pitcher;
  const line = def.pitchers[def.pitchers.length - 1];
  const kept = (p: PlayerId, stat: 'onBase' | 'control') =>
    v.mods.filter((m) => m.p === p && m.stat === stat).reduce((n, m) => n + m.n, 0);
  const b = card(batter);
  const p = card(pitcher);
  const baseOb = b.kind === 'hitter' ? b.onBase : 0;
  const baseCtl = p.kind === 'pitcher' ? p.control : 0;
  return {
    batter,
    pitcher,
    onBase: baseOb + kept(batter, 'onBase') + (v.ab?.ob ?? 0),
    control: baseCtl + kept(pitcher, 'control') + (v.ab?.ctl ?? 0),
    fatigue: v.live?.fatigue[fielding] ?? 0,
    ip: line?.ip ?? (p.kind === 'pitcher' ? p.ip : 0),
    innings: line?.inn ?? 0,
  };
}

/** The batter at the plate now. */
function battingBatter(v: ShowdownView): PlayerId {
  const off = v.sides[v.half === 0 ? 1 - v.home : v.home];
  return (off?.order[off.up] ?? '') as PlayerId;
}

function diceOf(v: ShowdownView): Dice | null {
  const ab = v.ab;
  if (ab && ab.result !== null) {
    return {
      pitch: ab.pitch,
      swing: ab.swing,
      adv: ab.adv,
      chart: ab.chart,
      result: ab.result,
      batter: battingBatter(v),
      runs: 0,
      scorers: [],
      current: true,
      key: `ab-${v.inning}-${v.half}-${v.outs}-${ab.swing}-${ab.pitch ?? 'x'}`,
    };
  }
  const l = v.last;
  if (!l) return null;
  return {
    pitch: l.pitch,
    swing: l.swing,
    adv: l.adv,
    chart: l.adv === 'pitcher' ? l.pitcher : l.batter,
    result: l.result,
    batter: l.batter,
    runs: l.runs,
    scorers: l.scorers ?? [],
    current: false,
    key: `last-${l.batter}-${l.swing}-${l.pitch ?? 'x'}-${l.result}`,
  };
}

export function boardModel(
  v: ShowdownView,
  seat: SeatId | null,
  actions: readonly ShowdownAction[],
  prompts: readonly Prompt[],
  seats: readonly SeatInfo[],
): BoardModel {
  const batting: SeatId = v.half === 0 ? 1 - v.home : v.home;
  const fielding: SeatId = 1 - batting;
  const seatInfo = (s: SeatId): SeatInfo =>
    seats[s] ?? { name: `Manager ${s + 1}`, color: s + 1, kind: 'human' };
  const away: SeatId = 1 - v.home;
  const teams = [away, v.home].map((s) => {
    const side = sideAt(v, s);
    return {
      seat: s,
      name: side.name,
      manager: seatInfo(s),
      line: side.line,
      runs: side.runs,
      hits: side.hits ?? 0,
      batting: s === batting && v.phase !== 'over',
      home: s === v.home,
    };
  });
  const byCard = new Map<string, ShowdownAction[]>();
  const subs: ShowdownAction[] = [];
  let pass: ShowdownAction | null = null;
  for (const a of actions) {
    if (a.t === 'card') byCard.set(a.c, [...(byCard.get(a.c) ?? []), a]);
    else if (a.t === 'pass') pass = a;
    else if (a.t !== 'ibb' && a.t !== 'bunt' && a.t !== 'send' && a.t !== 'throw' && a.t !== 'swap')
      subs.push(a);
  }
  const hands = v.cards ? [0, 1].map((s) => handsOf(v, s) as Hands) : null;
  const innings = Math.max(9, v.inning, ...v.sides.map((s) => s.line.length));
  return {
    view: v,
    prompt: prompts[0] ?? null,
    phase: v.phase,
    teams,
    innings,
    batting,
    fielding,
    turn: v.turn,
    matchup: matchupOf(v, batting, fielding),
    dice: diceOf(v),
    field: sideAt(v, fielding).field,
    bases: v.bases.map((r) => (r ? r.p : null)),
    hands,
    mine: seat !== null && hands ? (hands[seat] ?? null) : null,
    byCard,
    subs,
    sends: runChoices(v, actions),
    called: calledPlay(v),
    pass,
    all: actions,
    seatInfo,
  };
}

/** A player's surname, for tight places (the field). */
export function shortName(id: PlayerId): string {
  return shortOf(id);
}
