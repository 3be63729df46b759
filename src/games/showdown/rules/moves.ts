/** Who must decide now (prompts) and every legal action for a seat (actions). */
import { ref } from '../../../engine/messages';
import type { Prompt, SeatId } from '../../../engine/types';
import { card, maskOf } from '../content';
import { backupActions, backupPinchHitters, pick } from './backups';
import { cardActions } from './cards';
import { dhMoves } from './dh';
import { fieldSwaps, lineupActions } from './pregame';
import { betweenActions } from './series';
import { buntAllowed } from './managerial';
import { defenseSubs, expertArms, expertBench, runnerSubs, sendChoices } from './expert-play';
import {
  callsInWindow,
  type ShowdownAction,
  type ShowdownState,
  type ShowdownView,
} from '../state';
import type { PlayerId } from '../types';
import {
  battingSeat,
  bench,
  bullpen,
  fielders,
  fieldingSeat,
  openable,
  pitcherRemovable,
  sideOf,
} from './lineup';

const PASS: ShowdownAction = { t: 'pass' };

export function prompts(s: ShowdownState): Prompt[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'relief') return [{ seat: s.turn, kind: 'turn', msg: 'showdown.prompt.relief' }];
  if (s.phase === 'lineup') return [{ seat: s.turn, kind: 'turn', msg: 'showdown.prompt.lineup' }];
  if (s.phase === 'backup') return [{ seat: s.turn, kind: 'turn', msg: 'showdown.prompt.backup' }];
  if (s.phase === 'between')
    return [
      {
        seat: s.turn,
        kind: 'turn',
        msg: 'showdown.prompt.between',
        args: { n: (s.series?.game ?? 1) + 1 },
      },
    ];
  const off = sideOf(s, battingSeat(s));
  const batter = card(off.order[off.up] as string).name;
  if (s.phase === 'ibb' || s.phase === 'bunt' || s.phase === 'send' || s.phase === 'throw')
    return [{ seat: s.turn, kind: 'turn', msg: `showdown.prompt.${s.phase}`, args: { batter } }];
  if (s.phase !== 'subs') {
    const r = s.ab?.result;
    const result = r ? ref(`showdown.w.result.${r}`) : '';
    const msg = `showdown.prompt.${s.phase}`;
    return [{ seat: s.turn, kind: 'response', msg, args: { batter, result } }];
  }
  const defense = s.turn === fieldingSeat(s);
  // Expert (F7): the passes carry the walk and bunt calls.
  const msg = !callsInWindow(s)
    ? defense
      ? 'showdown.prompt.defense'
      : 'showdown.prompt.offense'
    : defense
      ? 'showdown.prompt.defenseCall'
      : buntOffered(s)
        ? 'showdown.prompt.offenseCall'
        : 'showdown.prompt.offense';
  return [{ seat: s.turn, kind: 'turn', msg, args: { batter } }];
}

/**
 * Expert substitution window (F7): the offense may bunt with its pass when that pass closes
 * the window (the defense passed just before, without walking the batter) and a bunt is
 * allowed (§EXPERT MANAGERIAL OPTIONS).
 */
export function buntOffered(s: ShowdownView): boolean {
  return (
    callsInWindow(s) &&
    s.phase === 'subs' &&
    s.turn === battingSeat(s) &&
    s.passes === 1 &&
    !s.walk &&
    buntAllowed(s.bases, false)
  );
}

/** Pitchers a team may bring in: the bullpen, and emergency relievers in the expert game. */
export function relievers(s: ShowdownState, seat: SeatId): PlayerId[] {
  return s.level === 'expert' ? expertArms(s, seat) : bullpen(sideOf(s, seat));
}

/** Relievers the defense may bring in now (none while the starter must stay in). */
export function pitchingChanges(s: ShowdownState): PlayerId[] {
  const seat = fieldingSeat(s);
  return pitcherRemovable(s, seat) ? relievers(s, seat) : [];
}

/**
 * Hitters who may bat for the batter coming up: the new lineup must still fill every
 * position (Glossary LINEUP); batting for the pitcher needs a reliever to replace him.
 * `any`: stop at the first one found (whether there is one is all the caller asks).
 */
export function pinchHitters(s: ShowdownState, any = false): PlayerId[] {
  const seat = battingSeat(s);
  const side = sideOf(s, seat);
  const up = side.up;
  const expert = s.level === 'expert';
  // Expert: emergency fielders may pinch-hit, and the field is mended when the team takes it.
  const candidates = expert ? expertBench(s, side, side.order[up] as PlayerId) : bench(s, side);
  const pitcherOk = () => pitcherRemovable(s, seat) && relievers(s, seat).length > 0;
  // A backup before the 7th (R1): he must be replaceable when the team takes the field.
  const early = expert ? null : backupPinchHitters(s, seat, candidates, pitcherOk, any);
  if (early) return early;
  if (up === side.dhSlot) return candidates;
  if (up === side.pSlot) return pitcherOk() ? candidates : [];
  if (expert) return candidates;
  const others = fielders(side);
  const batter = side.order[up] as string;
  // Hot in search playouts: a man who can take the batter's own position fills the field
  // (the others keep theirs) without the matching, when the field is still this lineup's.
  const pos = side.field.indexOf(batter);
  const asFielded = pos >= 0 && side.field.every((f, i) => i === pos || others.includes(f));
  // Otherwise he must qualify where the other seven can leave a position open.
  const at = others.indexOf(batter);
  let open = -1;
  return pick(
    candidates,
    (p) => {
      if (asFielded && (maskOf(p) >> pos) & 1) return true;
      if (open < 0) open = others.length === 8 ? openable(others.filter((_, i) => i !== at)) : 0;
      return (maskOf(p) & open) !== 0;
    },
    any,
  );
}

/**
 * Moves that do not stop a window by themselves: a pass, the DH going into the field, and
 * fielders trading positions, except right after a substitution placed newcomers on the
 * field (`juggle`): then where they play is the manager's choice to make (decision F5).
 */
export const idle =
  (g: ShowdownState) =>
  (a: ShowdownAction): boolean =>
    a.t === 'pass' || a.t === 'dh' || (a.t === 'field' && g.juggle !== true);

/**
 * Whether `actions(s, seat)` holds a move that is not `idle`, in a window (subs, before, on,
 * after): what decides if the window stops for this seat. The same answer as the list,
 * without building the moves that are always idle (the DH's) or the rest of a list once one
 * is found; it runs before every window of every search playout.
 * test/games/showdown/flow.test.ts checks it against the list.
 */
export function hasDecision(s: ShowdownState, seat: SeatId): boolean {
  if (s.phase === 'over' || seat !== s.turn) return false;
  if (s.phase !== 'subs') {
    if (s.phase !== 'before' && s.phase !== 'on' && s.phase !== 'after')
      return actions(s, seat).some((a) => !idle(s)(a));
    return s.cards ? cardActions(s, seat).length > 0 : false;
  }
  const expert = s.level === 'expert';
  if (seat === fieldingSeat(s)) {
    if (callsInWindow(s)) return true;
    if (pitchingChanges(s).length > 0) return true;
    if (expert && defenseSubs(s, seat).length > 0) return true;
    return s.juggle === true && fieldSwaps(s, sideOf(s, seat)).length > 0;
  }
  if (buntOffered(s)) return true;
  if (pinchHitters(s, true).length > 0) return true;
  return expert && runnerSubs(s, seat).length > 0;
}

export function actions(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  if (s.phase === 'relief') return relievers(s, seat).map((p) => ({ t: 'relief', p }));
  if (s.phase === 'backup') return backupActions(s, seat);
  if (s.phase === 'lineup') return [PASS, ...lineupActions(s, seat)];
  if (s.phase === 'between') return betweenActions(s, seat);
  if (s.phase === 'throw') return (s.ab?.sent ?? []).map((b) => ({ t: 'throw', b }));
  const out: ShowdownAction[] = [PASS];
  if (s.phase === 'ibb') return [PASS, { t: 'ibb' }];
  if (s.phase === 'bunt') return [PASS, { t: 'bunt' }];
  if (s.phase === 'send') return out.concat(sendChoices(s).map((b) => ({ t: 'send', b })));
  if (s.phase !== 'subs') return s.cards ? out.concat(cardActions(s, seat)) : out;
  const expert = s.level === 'expert';
  if (seat === fieldingSeat(s)) {
    // Expert (F7): every pass of the defense may walk the batter instead.
    if (callsInWindow(s)) out.push({ t: 'ibb' });
    for (const p of pitchingChanges(s)) out.push({ t: 'pitcher', p });
    if (expert) out.push(...defenseSubs(s, seat));
    out.push(...dhMoves(s, seat));
    if (s.juggle) out.push(...fieldSwaps(s, sideOf(s, seat)));
  } else {
    if (buntOffered(s)) out.push({ t: 'bunt' });
    for (const p of pinchHitters(s)) out.push({ t: 'pinch', p });
    if (expert) out.push(...runnerSubs(s, seat));
  }
  return out;
}
