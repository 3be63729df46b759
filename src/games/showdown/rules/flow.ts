/**
 * Turn structure as small checks run after each at-bat: walk-off? three outs? game over?
 * Basic game: nine innings of three outs, the home team bats second, extra innings until
 * an inning ends with a leader, no bottom half when the home team already leads.
 */
import { ref } from '../../../engine/messages';
import type { RulesCtx, SeatId } from '../../../engine/types';
import { backupsToClear } from './backups';
import { card } from '../content';
import type { ShowdownState } from '../state';
import { drawBoth } from './cards';
import { expertTakeField } from './expert-play';
import type { Mutable } from '../../../engine/copy';
import { copySide, withSide } from './copy';
import { assignField, battingSeat, fielders, fieldingSeat, sideOf } from './lineup';

const EMPTY: readonly null[] = [null, null, null];

/** Opens the substitution window of the next at-bat: the defense decides first. */
export function startAtBat(g: Mutable<ShowdownState>): void {
  g.phase = 'subs';
  g.turn = fieldingSeat(g);
  g.passes = 0;
}

/** The home team leads in the bottom of the 9th or later: the game is over. */
export function walkedOff(g: ShowdownState): boolean {
  return g.half === 1 && g.inning >= 9 && sideOf(g, g.home).runs > sideOf(g, 1 - g.home).runs;
}

/** After a play: the game may be over, the half-inning may be over, or the next batter is up. */
export function afterPlay(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  if (walkedOff(g)) {
    const home = sideOf(g, g.home).runs;
    const away = sideOf(g, 1 - g.home).runs;
    ctx.log('showdown.log.walkoff', { seat: g.home, home, away });
    return endGame(g, ctx);
  }
  if (g.outs >= 3) return endHalf(g, ctx);
  startAtBat(g);
}

function endGame(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  g.phase = 'over';
  const home = sideOf(g, g.home).runs;
  const away = sideOf(g, 1 - g.home).runs;
  ctx.log('showdown.log.final', {
    seatWin: home > away ? g.home : 1 - g.home,
    win: Math.max(home, away),
    lose: Math.min(home, away),
    innings: g.inning,
  });
}

/** Three outs: the sides change, unless the game is decided. */
export function endHalf(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  const home = sideOf(g, g.home).runs;
  const away = sideOf(g, 1 - g.home).runs;
  ctx.log('showdown.log.sideRetired', { inning: g.inning, half: ref(`showdown.w.half.${g.half}`) });
  // The bottom half is not played when the home team leads after the top of the 9th or later.
  if (g.inning >= 9 && ((g.half === 0 && home > away) || (g.half === 1 && home !== away)))
    return endGame(g, ctx);
  const takingField = battingSeat(g);
  if (g.half === 0) g.half = 1;
  else {
    g.half = 0;
    g.inning += 1;
  }
  g.outs = 0;
  g.bases = EMPTY;
  g.last = null;
  g.called = null;
  const bs = battingSeat(g);
  const off = copySide(sideOf(g, bs));
  off.line = [...off.line, 0];
  const sides = g.sides.slice();
  sides[bs] = off;
  g.sides = sides;
  ctx.log(g.half === 0 ? 'showdown.log.top' : 'showdown.log.bottom', {
    inning: g.inning,
    seat: bs,
    batter: card(off.order[off.up] as string).name,
  });
  // A team's turn at the plate starts: each manager draws 1 (§STRATEGY CARDS).
  drawBoth(g, 1, ctx);
  // Backups in the lineup leave before the team takes the field before the 7th (R1).
  if (backupsToClear(sideOf(g, takingField), g.inning).length > 0) {
    g.phase = 'backup';
    g.turn = takingField;
    g.passes = 0;
    return;
  }
  takeField(g, takingField, ctx);
}

/** The fielding team is placed on the field; then its new pitcher if it needs one. */
export function takeField(g: Mutable<ShowdownState>, takingField: SeatId, ctx: RulesCtx): void {
  const before = sideOf(g, takingField).field;
  const def = copySide(sideOf(g, takingField));
  if (g.level === 'expert') expertTakeField(def, ctx, takingField);
  else {
    const field = assignField(fielders(def), def.field);
    if (!field) throw new Error('showdown: a lineup that cannot fill the positions took the field');
    def.field = field;
  }
  withSide(g, takingField, def);
  // Newcomers were placed automatically: the manager may move his fielders (rules/pregame.ts).
  g.juggle = def.field.some((p) => !before.includes(p));
  if (def.needP) {
    g.phase = 'relief';
    g.turn = takingField;
    g.passes = 0;
    return;
  }
  startAtBat(g);
}
