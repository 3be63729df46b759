/**
 * Roll-offs of tied owners: standing places (LoB 6.2.1.1 NOTE, A8), free-agent bids (6.2.4b,
 * A24) and Phenom bonuses (8.2). The tied owners roll a d10 one at a time, each roll in its own
 * window where any owner may spend media (7.3, decision A29), plus a DRM: the tie-breaker DRM
 * for places, the front office DRM for bids. The high roll wins; owners whose rolls tie roll
 * again among themselves. Standings settle every tied place, a bid only its winner.
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { FO_DRM } from '../content/charts';
import { firstRules, type LordsState, type RollOffKind, type RollPurpose } from '../state';
import { ownerAt } from './owner';
import { tiebreakDrm } from './postseason';
import { rollingGroup } from './rollStakes';
import { openRoll } from './windows';
import { editState } from './copy';

type RollOff = Extract<RollPurpose, { k: RollOffKind }>;

/** What follows a settled roll-off, given every seat of `ranked` best first. */
export type Settled = (s: LordsState, order: readonly SeatId[], ctx: RulesCtx) => LordsState;

const drmOf = (s: LordsState, kind: RollOffKind, k: SeatId): number => {
  const o = ownerAt(s, k);
  return kind === 'standingTie' ? tiebreakDrm(o.ml.jm, o.fm) : FO_DRM[o.fo];
};

/** Opens the first roll of the next level group, or, all settled, goes on with the order. */
export function rollOff(
  s: LordsState,
  k: RollOffKind,
  ranked: readonly (readonly SeatId[])[],
  ctx: RulesCtx,
  settled: Settled,
): LordsState {
  const p: RollOff = { k, ranked, rolls: [] };
  const group = rollingGroup(p);
  if (group === undefined) return settled(s, ranked.flat(), ctx);
  if (firstRules(s)) return settled(s, [firstRulesRollOff(s, p.k, group, ctx)], ctx);
  ctx.log(`lords.${k}`, { n: group.length });
  return openRoll(s, p, group[0] ?? 0, ctx.rng);
}

/**
 * A tie of bids under the first rules version (a game saved before version 2): rolled at
 * once, with no window, until one owner is high.
 */
function firstRulesRollOff(
  s: LordsState,
  k: RollOffKind,
  tied: readonly SeatId[],
  ctx: RulesCtx,
): SeatId {
  let left = tied.slice();
  while (left.length > 1) {
    const rolls = left.map((j) => ctx.rng.rollDie(10) + drmOf(s, k, j));
    const high = Math.max(...rolls);
    left = left.filter((_, i) => rolls[i] === high);
  }
  return left[0] ?? tied[0] ?? 0;
}

/**
 * A roll of a roll-off is final: it counts with the roller's DRM; the group's next owner
 * rolls, or, all rolled, the group is ordered by the rolls and level rolls roll again.
 */
export function rollOffRolled(
  s: LordsState,
  p: RollOff,
  value: number,
  ctx: RulesCtx,
  settled: Settled,
): LordsState {
  const next = editState(s, { window: null });
  const group = rollingGroup(p) ?? [];
  const rolls = [...p.rolls, value + drmOf(s, p.k, group[p.rolls.length] ?? 0)];
  if (rolls.length < group.length)
    return openRoll(next, { ...p, rolls }, group[rolls.length] ?? 0, ctx.rng);
  const levels = [...new Set(rolls)].sort((a, b) => b - a);
  const split = levels.map((r) => group.filter((_, i) => rolls[i] === r));
  const top = split[0] ?? [];
  if (top.length === 1) ctx.log('lords.rollOffWon', { seat: top[0] ?? 0 });
  const i = p.ranked.indexOf(group);
  return rollOff(
    next,
    p.k,
    [...p.ranked.slice(0, i), ...split, ...p.ranked.slice(i + 1)],
    ctx,
    settled,
  );
}
