import type { View } from '../../../engine/hidden';
/**
 * The adapter: turns what the holder may see (the view) and their legal actions into the
 * plain props the board's components draw. Reads only the view; no rules run here.
 */
import { zoneSize, type ZoneView } from '../../../engine/hidden';
import type { SeatId } from '../../../engine/types';
import type { SeatInfo } from '../../../ui/board';
import { TEAM_CARDS } from '../content';
import type { FantasyAction, FantasyView, Mgr } from '../state';
import type { ManagerKind } from '../types';
import { BASE_WORD, TXT } from './text';

/** A manager as the table shows them. */
export interface Person {
  m: number;
  name: string;
  initial: string;
  /** Seat colour 1-6 (the solo automata take colours no seat uses). */
  color: number;
  kind: ManagerKind;
  team: string;
  /** Win cards now, or the Regular Season total once the season is over. */
  wins: number;
  season: { weekly: number; bonus: number; total: number } | null;
  /** 1-based places in Waiver Order and Turn Order. */
  waiver: number;
  turn: number;
  track: readonly number[];
  /** Has chosen in the current secret step (roster set, pick made). */
  ready: boolean;
  holder: boolean;
}

/** One Win card place: a base's card (two with More Wins) or a playoff game's. */
export interface WinSpot {
  slot: number;
  id: string | null;
  turned: boolean;
}

/** A base (Regular Season) or a game (playoffs): its Win cards and lineup slot index. */
export interface Column {
  label: string;
  spots: WinSpot[];
  current: boolean;
}

export type Stage = 'draft' | 'season' | 'playoffs' | 'over';

export interface BoardModel {
  view: FantasyView;
  stage: Stage;
  people: Person[];
  /** The holder's manager, or null for the table's view. */
  me: Person | null;
  columns: Column[];
  /** Who must act now in a turn-based step (Free Agency, magic), or null. */
  acting: number | null;
  byCard: ReadonlyMap<string, FantasyAction[]>;
  loose: FantasyAction[];
}

const PLAYOFF_PHASES = new Set(['wc', 'csAway', 'csHome']);

export function stageOf(v: FantasyView): Stage {
  if (v.phase === 'draft' || v.phase === 'discard') return 'draft';
  if (v.phase === 'over') return 'over';
  if (PLAYOFF_PHASES.has(v.phase) || (v.phase === 'robot' && v.robotFor !== 'rs')) {
    return 'playoffs';
  }
  return 'season';
}

/** The card an action names, if any (place, pick, sign, magic, card…). */
export function cardOf(a: FantasyAction): string | null {
  return 'c' in a ? a.c : null;
}

function indexActions(actions: readonly FantasyAction[]) {
  const byCard = new Map<string, FantasyAction[]>();
  const loose: FantasyAction[] = [];
  for (const a of actions) {
    const c = cardOf(a);
    if (c === null) loose.push(a);
    else byCard.set(c, [...(byCard.get(c) ?? []), a]);
  }
  return { byCard, loose };
}

function colorsFor(n: number, seats: readonly SeatInfo[]): number[] {
  const used = new Set(seats.map((s) => s.color));
  const spare = [1, 2, 3, 4, 5, 6].filter((c) => !used.has(c));
  return Array.from({ length: n }, (_, m) => seats[m]?.color ?? spare.shift() ?? (m % 6) + 1);
}

function nameOf(g: View<Mgr>, m: number, seats: readonly SeatInfo[]): string {
  if (g.kind === 'robot') return 'Robot';
  if (g.kind === 'deck') return 'Deck';
  return seats[m]?.name ?? `Manager ${m + 1}`;
}

function people(v: FantasyView, seat: SeatId | null, seats: readonly SeatInfo[]): Person[] {
  const colors = colorsFor(v.n, seats);
  return v.mgrs.map((g, m) => {
    const name = nameOf(g, m, seats);
    const waiver = v.order.indexOf(m) + 1;
    const season = v.season
      ? {
          weekly: v.season.weekly[m] ?? 0,
          bonus: v.season.bonus[m] ?? 0,
          total: v.season.total[m] ?? 0,
        }
      : null;
    return {
      m,
      name,
      initial: name.slice(0, 1).toUpperCase(),
      color: colors[m] ?? 1,
      kind: g.kind,
      team: TEAM_CARDS[g.team].name,
      wins: season ? season.total : zoneSize(g.wins),
      season,
      waiver,
      turn: v.order.length - waiver + 1,
      track: g.track,
      ready: v.done[m] === true,
      holder: seat === m,
    };
  });
}

function seasonColumns(v: FantasyView): Column[] {
  return BASE_WORD.map((label, i) => {
    const slots = v.opt.moreWins ? [i * 2, i * 2 + 1] : [i];
    return {
      label,
      current: v.phase === 'magic' && v.week === i,
      spots: slots.map((slot, k) => ({
        slot,
        id: v.bases[slot]?.cards[0] ?? null,
        turned: k === 1,
      })),
    };
  });
}

function playoffColumns(v: FantasyView): Column[] {
  const po = v.po;
  if (!po) return [];
  const wc = v.phase === 'wc' || (v.phase === 'robot' && v.robotFor === 'wc');
  if (wc) {
    return [
      {
        label: TXT.wcTitle,
        current: true,
        spots: [{ slot: 0, id: pick(v.bases[0]), turned: false }],
      },
    ];
  }
  const n = po.set === 1 ? 3 : 4;
  return Array.from({ length: n }, (_, i) => ({
    label: TXT.gameN(po.set * 4 + i + 1),
    current: false,
    spots: [{ slot: i, id: pick(v.bases[i]), turned: false }],
  }));
}

const pick = (z: ZoneView | undefined): string | null => z?.cards[0] ?? null;

/** Who acts now in a turn-based step: Free Agency, magic, a Championship Series side. */
function actingOf(v: FantasyView): number | null {
  if (v.phase === 'fa' && v.fa) return v.order[v.fa.at] ?? null;
  if (v.phase === 'magic' && v.pending) return v.pending.m;
  if (v.phase === 'magic' && v.wk) return v.wk.turn[v.wk.at] ?? null;
  if (v.phase === 'csAway') return v.po?.away ?? null;
  if (v.phase === 'csHome') return v.po?.home ?? null;
  return null;
}

export function boardModel(
  view: FantasyView,
  seat: SeatId | null,
  actions: readonly FantasyAction[],
  seats: readonly SeatInfo[],
): BoardModel {
  const stage = stageOf(view);
  const ps = people(view, seat, seats);
  const { byCard, loose } = indexActions(actions);
  const columns =
    stage === 'season' ? seasonColumns(view) : stage === 'playoffs' ? playoffColumns(view) : [];
  return {
    view,
    stage,
    people: ps,
    me: seat === null ? null : (ps[seat] ?? null),
    columns,
    acting: actingOf(view),
    byCard,
    loose,
  };
}

/** The index of the first empty lineup slot among the first `k` (where a placement goes). */
export function nextOpen(g: View<Mgr>, k: number): number {
  for (let i = 0; i < k; i++)
    if (zoneSize(g.slots[i] ?? { $zone: 'all', cards: [] }) === 0) return i;
  return -1;
}

/** More Wins: the orientation of manager m's slot i when this view may know it. */
export function orientOf(g: View<Mgr>, i: number): number | null {
  const h = g.orient?.[i];
  if (!h || h.unseen) return null;
  return h.value;
}
