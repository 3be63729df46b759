/**
 * Media influence (LoB 3.1.1, 7.3): buying at most 3 a phase at $1,000, holding at most 15
 * (2★ front offices 2, 1★ 1), the 5★/4★ grants each phase, and changing die rolls around
 * the table (A11: roller first, then clockwise, roller last).
 */
import { must, type SeatId } from '../../../engine/types';
import { FO_MEDIA_CAP, FO_MEDIA_GRANT, MEDIA } from '../content/charts';
import type { Owner } from '../state';
import type { Stars } from '../types';
import { addMoney, cash } from './owner';
import { editOwner } from './copy';

/** The most media an owner may hold with this front office (LoB 3.1.1, A12). */
export const mediaCap = (fo: Stars, cap: number = MEDIA.cap): number =>
  Math.min(cap, FO_MEDIA_CAP[fo]);

/** Receives media (card, trade or grant): never above the holding cap (A12). */
export function gainMedia(o: Owner, n: number): Owner {
  return editOwner(o, { media: Math.max(0, Math.min(mediaCap(o.fo), o.media + n)) });
}

/** The phase-start grant of a 5★ (+2) or 4★ (+1) front office, up to the cap (A13). */
export const grantMedia = (o: Owner): Owner => gainMedia(o, FO_MEDIA_GRANT[o.fo]);

/**
 * A front office rating changes (LoB 3.1.1 NOTE): the new ability applies at once; a 2★ or
 * 1★ cap returns the cubes above it. Stars stay within 1-5.
 */
export function setFrontOffice(o: Owner, to: number): Owner {
  const fo = Math.max(1, Math.min(5, to)) as Stars;
  return editOwner(o, { fo, media: Math.min(o.media, mediaCap(fo)) });
}

/** Buys media at a payout or in the off-season (LoB 7.3): 3 a phase, $1,000 each. */
export function buyMedia(o: Owner, n: number): Owner {
  must(Number.isInteger(n) && n >= 1, 'bad-count', '7.3');
  must(
    o.mediaBought + n <= MEDIA.buyPerPhase,
    'three-a-phase',
    '7.3',
    `${o.mediaBought} bought already`,
  );
  must(
    o.media + n <= mediaCap(o.fo),
    'media-cap',
    '3.1.1',
    `holds ${o.media}, cap ${mediaCap(o.fo)}`,
  );
  must(cash(o) >= n * MEDIA.price, 'cannot-afford', '7.3');
  return editOwner(addMoney(o, -n * MEDIA.price), {
    media: o.media + n,
    mediaBought: o.mediaBought + n,
  });
}

/** Who may change a roll, in order: the roller, every other owner clockwise, the roller (A11). */
export function mediaOrder(roller: SeatId, seats: number): SeatId[] {
  const others = Array.from({ length: seats - 1 }, (_, i) => (roller + 1 + i) % seats);
  return [roller, ...others, roller];
}

/**
 * Spends `by` media (one cube per point, one direction) on a roll (LoB 7.3). Returns the owner
 * and the new value.
 */
export function spendMedia(o: Owner, value: number, by: number): [Owner, number] {
  must(Number.isInteger(by) && by !== 0, 'bad-media', '7.3');
  must(Math.abs(by) <= o.media, 'not-enough-media', '7.3', `holds ${o.media}`);
  return [editOwner(o, { media: o.media - Math.abs(by) }), value + by];
}

/** Converts pairs of media into VP at the end of the year (LoB 6.2.3, A27). */
export function convertMedia(o: Owner, pairs: number): [Owner, number] {
  must(Number.isInteger(pairs) && pairs >= 0 && pairs * 2 <= o.media, 'bad-pairs', '6.2.3');
  return [editOwner(o, { media: o.media - pairs * 2 }), pairs * 3];
}
