/**
 * The All-Star Game in the flow (LoB 11.2, advanced rule, option `allStarGame`): once a year,
 * in the mid season, as a free action on his turn, an owner sends up to three healthy
 * Superstars and All-Stars (or one Regular when he has neither) and collects their money at
 * once (allstar.ts). Then he rolls a d10 for each Superstar and All-Star sent, each roll
 * through a media window: 1 puts the player out for the year with no VP for him and calls
 * for an immediate retirement roll (he leaves the club if the retirement chart's row names
 * his type, a Utility coming up as a Journeyman in his place); 2 puts him out for the rest of
 * the mid season. His turn then goes on.
 */
import { ref } from '../../../engine/messages';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { FO_DRM, retirementRow } from '../content/charts';
import { moneyArg } from '../money';
import type { LordsState, RollPurpose } from '../state';
import { allStarInjury, allStarMoney } from './allstar';
import { addMl, addMoney, healthy, ownerAt, withOwner } from './owner';
import { normaliseRosters } from './roster';
import { checkActive } from './turn';
import { openRoll } from './windows';
import { editOwner, editState } from './copy';

type Nomination = { readonly ss: number; readonly as: number; readonly reg: number };

/** Sends the nominees and collects their money; the first injury roll opens (LoB 11.2). */
export function allStarGame(s: LordsState, seat: SeatId, n: Nomination, ctx: RulesCtx): LordsState {
  checkActive(s, seat);
  must(s.opts.allStarGame, 'option-off', '11.2', 'the All-Star Game is not played');
  must(s.phase === 'ms', 'mid-season-only', '11.2');
  const o = ownerAt(s, seat);
  const amount = allStarMoney(o, n);
  // Decision: an injured player cannot play in the game.
  must(
    n.ss <= healthy(o, 'ss', s.phaseIndex) && n.as <= healthy(o, 'as', s.phaseIndex),
    'injured-nominee',
    '11.2',
    'only healthy players go to the All-Star Game',
  );
  ctx.log('lords.allStar', { seat, ss: n.ss, as: n.as, reg: n.reg, amount: moneyArg(amount) });
  const next = withOwner(s, seat, editOwner(addMoney(o, amount), { allStarDone: true }));
  // Decision: a lone Regular earns his $500 and rolls no injury (injuries are kept for
  // Superstars and All-Stars only, 10.2).
  const rolls: ('ss' | 'as')[] = [
    ...Array.from({ length: n.ss }, () => 'ss' as const),
    ...Array.from({ length: n.as }, () => 'as' as const),
  ];
  return nextRoll(next, seat, rolls, ctx);
}

/** Opens the injury roll of the next nominee, if any. */
function nextRoll(
  s: LordsState,
  seat: SeatId,
  rolls: readonly ('ss' | 'as')[],
  ctx: RulesCtx,
): LordsState {
  const [type, ...rest] = rolls;
  if (type === undefined) return s;
  return openRoll(s, { k: 'allStar', seat, type, rest }, seat, ctx.rng);
}

/** A final All-Star roll: an injury roll, or the retirement roll of one hurt for the year. */
export function allStarRolled(
  s: LordsState,
  p: Extract<RollPurpose, { k: 'allStar' }>,
  value: number,
  ctx: RulesCtx,
): LordsState {
  const type = p.type;
  must(type === 'ss' || type === 'as', 'bad-nominee', '11.2');
  const closed = editState(s, { window: null });
  const o = ownerAt(closed, p.seat);
  const rest = p.rest ?? [];
  if (p.retire === true) {
    // The immediate retirement roll, modified as at the end of the year (6.2.4).
    const modified = value + FO_DRM[o.fo] + o.drm.retire;
    const row = retirementRow(modified);
    const named = type === 'ss' ? row.ssToFa > 0 : row.asToFa > 0;
    ctx.log(named ? 'lords.allStarRetired' : 'lords.allStarStays', {
      seat: p.seat,
      type: ref(`lords.type.${type}`),
      roll: value,
      modified,
    });
    if (!named) return nextRoll(closed, p.seat, rest, ctx);
    // He leaves with his injury and its no-VP mark; a Utility comes up as a Journeyman.
    const i = o.injured.findIndex((x) => x.type === type && x.noVp === true);
    const injured = o.injured.filter((_, k) => k !== i);
    const [filled] = normaliseRosters(editOwner(o, { ml: addMl(o.ml, type, -1), injured }));
    return nextRoll(withOwner(closed, p.seat, filled), p.seat, rest, ctx);
  }
  const hurt = allStarInjury(type, value, s.phaseIndex, s.phaseIndex + 1);
  const outcome = hurt === null ? 'fit' : hurt.noVp === true ? 'year' : 'ms';
  ctx.log(`lords.allStarRoll.${outcome}`, {
    seat: p.seat,
    type: ref(`lords.type.${type}`),
    roll: value,
  });
  if (hurt === null) return nextRoll(closed, p.seat, rest, ctx);
  const after = withOwner(closed, p.seat, editOwner(o, { injured: [...o.injured, hurt] }));
  if (hurt.noVp !== true) return nextRoll(after, p.seat, rest, ctx);
  return openRoll(after, { k: 'allStar', seat: p.seat, type, rest, retire: true }, p.seat, ctx.rng);
}
