/**
 * Cuts by the owner's choice (LoB 2.4.1, A24): whenever a club goes over 25 it cuts players
 * of its owner's choosing, one `cut` action each, before anything else is played (windows
 * aside). Why the club is over decides what it may cut:
 * - `agent` (6.2.4b): any player but the free agent just signed; free agency then resumes;
 * - `journeymen` (5.3.7): only non-Journeymen (the forced Journeymen stay);
 * - `phenom` (8.3): any player, the new call-up included;
 * - `trade` (5.7.1): any player.
 * Several clubs owing cuts (a trade) answer one after the other (`moreCuts`).
 */
import { ref } from '../../../engine/messages';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import type { Cut, LordsState } from '../state';
import type { MlType } from '../types';
import { nextAuction } from './freeAgency';
import { ownerAt, withOwner } from './owner';
import { cutPlayer } from './roster';
import { editState } from './copy';

/** Queues cuts owed; the first becomes the one asked now. */
export function oweCuts(s: LordsState, cuts: readonly Cut[]): LordsState {
  const owed = [...(s.cut === null ? [] : [s.cut]), ...s.moreCuts, ...cuts.filter((c) => c.n > 0)];
  return editState(s, { cut: owed[0] ?? null, moreCuts: owed.slice(1) });
}

/** Which types a cut may take (LoB 5.3.7, 6.2.4b). */
export function mayCut(s: LordsState, c: Cut, type: MlType): boolean {
  const o = ownerAt(s, c.seat);
  if (o.ml[type] <= 0) return false;
  if (c.why === 'journeymen') return type !== 'jm';
  if (c.why === 'agent') return type !== c.signed || o.ml[type] >= 2;
  return true;
}

/** One player cut by the owner who owes the cut; the next cut, or the step resumes. */
export function cutOne(s: LordsState, seat: SeatId, type: MlType, ctx: RulesCtx): LordsState {
  const c = s.cut;
  must(c !== null && c.seat === seat, 'no-cut-due', '2.4.1');
  if (c.why === 'journeymen')
    must(type !== 'jm', 'cut-journeyman', '5.3.7', 'he cuts non-Journeymen');
  if (c.why === 'agent')
    must(mayCut(s, c, type), 'cut-signed-player', '6.2.4b', 'the free agent just signed stays');
  const after = withOwner(s, seat, cutPlayer(ownerAt(s, seat), type));
  ctx.log('lords.cut', { seat, type: ref(`lords.type.${type}`) });
  if (c.n > 1) return editState(after, { cut: { ...c, n: c.n - 1 } });
  const next = editState(after, { cut: s.moreCuts[0] ?? null, moreCuts: s.moreCuts.slice(1) });
  return c.why === 'agent' ? nextAuction(next) : next;
}
