/**
 * Backups in the lineup (§BUILDING YOUR OWN TEAM, Glossary BACKUP, R1): a backup may
 * pinch-hit (expert: pinch-run) at any time, but before the 7th inning a team cannot take
 * the field with a backup in its lineup. A backup who came in earlier is replaced by a
 * regular player (expert: or an emergency fielder) when his team takes the field: the
 * phase `backup`, one replacement per backup, before the field is placed. A backup may
 * come in early only if such replacements will exist then.
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { must } from '../../../engine/types';
import { card, maskOf } from '../content';
import { emergencyFielder } from '../content/emergency';
import type { ShowdownAction, ShowdownState, Side } from '../state';
import type { PlayerId, RosterEntry } from '../types';
import type { Mutable } from '../../../engine/copy';
import { copySide, withSide } from './copy';
import { nextEmergency } from './expert-play';
import { assignField, bench, fielders, openable, pitchingInning, sideOf } from './lineup';

const SECTION = '§BUILDING YOUR OWN TEAM';

/** Each roster's backups, found once (a roster array is never changed once made). */
const BACKUPS = new WeakMap<readonly RosterEntry[], ReadonlySet<PlayerId>>();

/** Whether `p` is one of this side's backups. */
export function isBackup(side: Side, p: PlayerId): boolean {
  let set = BACKUPS.get(side.roster);
  if (!set) {
    set = new Set(side.roster.filter((e) => e.backup === true).map((e) => e.p));
    BACKUPS.set(side.roster, set);
  }
  return set.has(p);
}

/**
 * The backups in the lineup who must leave before the team takes the field in `inning`:
 * all of them before the 7th, except one in the pitcher's spot when a reliever must come
 * in (the reliever takes that spot).
 */
export function backupsToClear(side: Side, inning: number): PlayerId[] {
  if (inning >= 7) return [];
  const out: PlayerId[] = [];
  side.order.forEach((p, i) => {
    if (isBackup(side, p) && !(i === side.pSlot && side.needP)) out.push(p);
  });
  return out;
}

/** Regular (not backup) hitters on the bench. */
function regulars(s: ShowdownState, side: Side): PlayerId[] {
  return bench(s, side).filter((p) => !isBackup(side, p));
}

/** `side` with `p` in the batting spot of `out`, who leaves the game. */
function swapIn(side: Side, out: PlayerId, p: PlayerId): Mutable<Side> {
  const next = copySide(side);
  const order = side.order.slice();
  order[order.indexOf(out)] = p;
  next.order = order;
  next.gone = [...side.gone, out];
  return next;
}

/**
 * Whether every backup to clear can be replaced by a distinct regular from `pool` so that
 * the lineup fills the positions (the expert game always can: emergency fielders).
 */
function clearable(side: Side, inning: number, pool: readonly PlayerId[]): boolean {
  const [first] = backupsToClear(side, inning);
  if (first === undefined) return assignField(fielders(side)) !== null;
  return pool.some((p) =>
    clearable(
      swapIn(side, first, p),
      inning,
      pool.filter((q) => q !== p),
    ),
  );
}

/**
 * Pinch hitters (basic and advanced games) when a backup is involved before his team takes
 * the field before the 7th: any of `candidates` after whom regulars can replace every
 * backup and fill the positions (null: no backup involved, the usual check applies).
 * `pitcherOk`: whether the pitcher may be taken out now (for his batting spot); `any`: stop
 * at the first one found. `quick`: answer the common case (no backup in the lineup, a
 * fielder batting) through `openable` instead of a matching per candidate; false (tests
 * only) always searches every replacement, the definition the quick answer must match.
 */
export function backupPinchHitters(
  s: ShowdownState,
  seat: SeatId,
  candidates: readonly PlayerId[],
  pitcherOk: () => boolean,
  any = false,
  quick = true,
): PlayerId[] | null {
  const side = sideOf(s, seat);
  const inning = pitchingInning(s, seat);
  if (inning >= 7) return null;
  if (!candidates.some((p) => isBackup(side, p)) && backupsToClear(side, inning).length === 0)
    return null;
  const up = side.up;
  if (up === side.pSlot && !pitcherOk()) return [];
  const batter = side.order[up] as PlayerId;
  // After the swap the bench is this one without p (the batter is gone, not benched).
  const pool = regulars(s, side);
  const others = fielders(side);
  if (
    quick &&
    up !== side.dhSlot &&
    up !== side.pSlot &&
    others.length === 8 &&
    backupsToClear(side, inning).length === 0
  ) {
    // No backup in the lineup and a fielder batting: the seven others must leave a position
    // open that the new man fills (openable), a regular at once, a backup through the
    // regular who will replace him, who is any regular on the bench who fits.
    const open = openable(others.filter((f) => f !== batter));
    let regularFits: boolean | null = null;
    const fits = (p: PlayerId) => (maskOf(p) & open) !== 0;
    return pick(
      candidates,
      (p) => (isBackup(side, p) ? (regularFits ??= pool.some(fits)) : fits(p)),
      any,
    );
  }
  return pick(
    candidates,
    (p) => {
      const next = swapIn(side, batter, p);
      if (up === side.pSlot) next.needP = true;
      return clearable(
        next,
        inning,
        pool.filter((q) => q !== p),
      );
    },
    any,
  );
}

/** The players that pass `test`; with `any`, only the first of them (or none). */
export function pick(
  players: readonly PlayerId[],
  test: (p: PlayerId) => boolean,
  any: boolean,
): PlayerId[] {
  if (!any) return players.filter(test);
  const p = players.find(test);
  return p === undefined ? [] : [p];
}

/** The replacements offered in the phase `backup`: a regular (or emergency fielder) for a backup. */
export function backupActions(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const side = sideOf(s, seat);
  const out: ShowdownAction[] = [];
  const pool = regulars(s, side);
  const expert = s.level === 'expert';
  const clear = backupsToClear(side, s.inning);
  for (const b of clear) {
    for (const p of pool) {
      const next = swapIn(side, b, p);
      if (
        expert ||
        clearable(
          next,
          s.inning,
          pool.filter((q) => q !== p),
        )
      )
        out.push({ t: 'replace', out: b, p });
    }
    if (expert) out.push({ t: 'replace', out: b, p: emergencyFielder(nextEmergency(side)) });
  }
  return out;
}

/**
 * A backup replaced as his team takes the field (already checked as listed): the new man
 * takes his batting spot; the team takes the field once no backup is left to clear.
 */
export function replaceBackup(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  out: PlayerId,
  p: PlayerId,
  ctx: RulesCtx,
): boolean {
  const side = sideOf(g, seat);
  must(backupsToClear(side, g.inning).includes(out), 'not-a-backup', SECTION);
  withSide(g, seat, swapIn(side, out, p));
  ctx.log('showdown.log.backupOut', { seat, player: card(p).name, old: card(out).name });
  return backupsToClear(sideOf(g, seat), g.inning).length === 0;
}
