/**
 * The board's adapter: which dice the holder may pick up now (its rolled Team dice, the
 * Stadium's dice on its pick, the dice held on its Manager), and for the selected die the
 * actions that put it on each slot. Every action comes from the actions list as given.
 */
import { teamCard } from '../content';
import type { GmAction, GmView, ScoreLine } from '../state';
import type { Skill } from '../types';

/** Where a die to place comes from. */
export type Src = 'pool' | 'tray' | 'held';

export interface Pick {
  src: Src;
  face: Skill;
}

type Placing = Extract<GmAction, { card: number; slot: number }>;

const KIND: Readonly<Record<Src, GmAction['t']>> = { pool: 'place', tray: 'draft', held: 'move' };

/** The face an action places (held moves read the Manager's die). */
function faceOf(a: Placing, v: GmView, seat: number): Skill | null {
  if (a.t === 'move') return v.gms[seat]?.held[a.from] ?? null;
  return a.t === 'place' || a.t === 'draft' ? a.face : null;
}

/** Every die the holder can pick up now, one per distinct source and face. */
export function sources(v: GmView, seat: number | null, actions: readonly GmAction[]): Pick[] {
  if (seat === null) return [];
  const out: Pick[] = [];
  for (const a of actions) {
    if (a.t !== 'place' && a.t !== 'draft' && a.t !== 'move') continue;
    const src: Src = a.t === 'place' ? 'pool' : a.t === 'draft' ? 'tray' : 'held';
    const face = faceOf(a, v, seat);
    if (face && !out.some((p) => p.src === src && p.face === face)) out.push({ src, face });
  }
  return out;
}

/** The placing actions of the picked die. */
export function targetsOf(
  v: GmView,
  seat: number | null,
  actions: readonly GmAction[],
  pick: Pick | null,
): Placing[] {
  if (seat === null || pick === null) return [];
  return actions.filter(
    (a): a is Placing =>
      a.t === KIND[pick.src] && 'card' in a && 'slot' in a && faceOf(a, v, seat) === pick.face,
  );
}

export const samePick = (a: Pick | null, b: Pick | null): boolean =>
  a !== null && b !== null && a.src === b.src && a.face === b.face;

/** The steps in which dice are out on the table. */
export const DICE_PHASES: readonly string[] = ['team', 'league', 'final'];

/**
 * The score lines to show on a GM's cards: the live ones while dice are on the table, the
 * season just scored during Arbitration (what each player earned, to decide whom to keep),
 * the deciding season's once the game is over (the dice have gone back to the supply, D26),
 * and none between Arbitration and the next dice.
 */
export function shownLines(v: GmView, m: number): readonly ScoreLine[] | undefined {
  if (v.phase === 'over') return v.final?.[m];
  if (v.phase === 'arb') return v.last?.lines?.[m];
  return DICE_PHASES.includes(v.phase) ? v.live?.gms[m]?.lines : undefined;
}

/**
 * The die a tap picks up when it has a choice of slots; a die whose move is the only one of
 * its kind (one slot, or a die to discard) is played by its tap instead.
 */
export function onlyMove(
  v: GmView,
  seat: number | null,
  actions: readonly GmAction[],
  p: Pick,
): GmAction | undefined {
  const all = targetsOf(v, seat, actions, p);
  return all.length === 1 ? all[0] : undefined;
}

/** §5, D13: whether a Free Raise Manager makes the GM's next keep free (the first of each Arbitration). */
export const freeKeep = (g: GmView['gms'][number]): boolean =>
  g.manager !== null &&
  teamCard(g.manager).manager.ability === 'freeRaise' &&
  !g.roster.cards.some((c) => c.kept);
