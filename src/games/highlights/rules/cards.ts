/** Moving one side's cards between its zones, keeping per-card knowledge in step. */
import type { Vis, Zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { drawTop, putBottom, putTop, shuffleZone } from '../../../engine/zones';
import { TEAM_NAMES } from '../content';
import type { HlState, Side } from '../state';

/** The zone without card `id` (its first copy), and who had seen it there. */
export function take(z: Zone, id: string): [Zone, Vis] {
  const i = z.cards.indexOf(id);
  if (i < 0) throw new Error(`card ${id} is not in the zone`);
  const cards = z.cards.filter((_, k) => k !== i);
  const seenAt = z.$seen?.[i] ?? 'none';
  if (!z.$seen) return [{ ...z, cards }, seenAt];
  const $seen = z.$seen.filter((_, k) => k !== i);
  const { $seen: _old, ...rest } = z;
  return [$seen.some((v) => v !== 'none') ? { ...rest, cards, $seen } : { ...rest, cards }, seenAt];
}

/** Whether a side can still draw a card (from its Lineup, or its Dugout reshuffled). */
export const canDraw = (side: Side): boolean =>
  side.lineup.cards.length > 0 || side.dugout.cards.length > 0;

/** The top card of a side's Lineup, the Dugout shuffled into a new Lineup first if it is empty. */
export function drawOne(side: Side, ctx: RulesCtx, team: string): string | null {
  if (side.lineup.cards.length === 0) {
    if (side.dugout.cards.length === 0) return null;
    side.lineup = shuffleZone(putBottom(side.lineup, side.dugout.cards), ctx.rng);
    side.dugout = { ...side.dugout, cards: [] };
    ctx.log('hl.reshuffle', { team });
  }
  const [top, rest] = drawTop(side.lineup);
  side.lineup = rest;
  return top[0] ?? null;
}

/** Draws up to `n` cards into the hand (the owner sees them; the log tells only the owner). */
export function drawHand(side: Side, n: number, ctx: RulesCtx, team: string): number {
  let got = 0;
  for (let k = 0; k < n; k++) {
    const c = drawOne(side, ctx, team);
    if (c === null) break;
    side.hand = putBottom(side.hand, [c]);
    got++;
  }
  if (got && side.seat !== null) ctx.log('hl.draw', { seat: side.seat, n: got }, [side.seat]);
  return got;
}

/** Puts a card face up on top of In Play. */
export function toInPlay(side: Side, id: string): void {
  side.inPlay = putTop(side.inPlay, [id]);
}

/** Every card left in In Play, hand and the pick goes to the Dugout (face up). */
export function clearTable(side: Side): void {
  const cards = [...side.inPlay.cards, ...side.hand.cards, ...side.pick.cards];
  side.dugout = putTop(side.dugout, cards);
  side.inPlay = { ...side.inPlay, cards: [] };
  side.hand = {
    $zone: side.hand.$zone,
    cards: [],
    ...(side.hand.pool ? { pool: side.hand.pool } : {}),
  };
  side.pick = {
    $zone: side.pick.$zone,
    cards: [],
    ...(side.pick.pool ? { pool: side.pick.pool } : {}),
  };
}

/** A side's name in messages: its starting team's, or the solo AI's. */
export const teamName = (s: HlState, side: number): string => {
  const team = s.sides[side]?.team;
  return team ? TEAM_NAMES[team] : AI_NAME;
};
export const AI_NAME = 'Free Agent All-Stars';
