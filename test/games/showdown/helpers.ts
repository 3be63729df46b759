/** Test helpers: scripted dice, a fixed opening state, and at-bats with chosen results. */
import type { Rng } from '../../../src/engine/rng';
import type { LogLine, RulesCtx } from '../../../src/engine/types';
import { showdownModule } from '../../../src/games/showdown';
import { card, parseChart } from '../../../src/games/showdown/content';
import { battingSeat, fieldingSeat, sideOf } from '../../../src/games/showdown/rules/lineup';
import type { Cards, ShowdownState, Side } from '../../../src/games/showdown/state';
import type { Result } from '../../../src/games/showdown/types';

/** A context whose dice come from a list (it throws when the list runs out). */
export function scripted(rolls: number[]) {
  const queue = rolls.slice();
  const lines: LogLine[] = [];
  const take = () => {
    const r = queue.shift();
    if (r === undefined) throw new Error('scripted dice ran out');
    return r;
  };
  const rng: Rng = {
    next: () => (take() - 1) / 20,
    int: (n) => (take() - 1) % n,
    rollDie: () => take(),
    rollFaces: (f) => f[0] as never,
    pick: (xs) => xs[0] as never,
    shuffle: (xs) => xs.slice(),
    state: () => [0, 0, 0, 0],
    draws: 0,
  };
  const ctx: RulesCtx = {
    rng,
    log: (msg, args) => lines.push(args ? { msg, args } : { msg }),
  };
  return { ctx, lines, left: () => queue.length };
}

/**
 * Seat 0 (Herons) visits seat 1 (Lamplighters, AL rules at home: DH), first starters; the
 * lineup decisions before the game are open (§FULL GAME SETUP). Both managers stop at every
 * window (options stop0, stop1), so a rules test walks each window; flow.test.ts tests the
 * default, where a window skips a manager who may only pass.
 */
export function pregame(options: Record<string, string> = {}): ShowdownState {
  return showdownModule.setup(scripted([]).ctx, 2, {
    home: '1',
    rotation: '1',
    team0: 'herons',
    team1: 'lamplighters',
    stop0: 'every',
    stop1: 'every',
    ...options,
  });
}

/** The same, both managers keeping their written lineups ("Play ball"): the first at-bat. */
export function opening(options: Record<string, string> = {}): ShowdownState {
  const { ctx } = scripted([]);
  const s = pregame(options);
  const away = showdownModule.apply(s, s.turn, { t: 'pass' }, ctx);
  return showdownModule.apply(away, away.turn, { t: 'pass' }, ctx);
}

export function withSide(s: ShowdownState, seat: number, patch: Partial<Side>): ShowdownState {
  const sides = s.sides.slice();
  sides[seat] = { ...(sides[seat] as Side), ...patch };
  return { ...s, sides };
}

/** Dice [pitch, swing] that give the batter coming up this result, or null. */
export function diceFor(s: ShowdownState, result: Result): number[] | null {
  const off = sideOf(s, battingSeat(s));
  const def = sideOf(s, fieldingSeat(s));
  const batter = off.order[off.up] as string;
  const mine = card(batter).kind === 'hitter' ? parseChart(card(batter).chart).indexOf(result) : -1;
  // Pitch 1 gives the batter the advantage (Control <= 6 < On-Base); 20 the pitcher.
  if (mine >= 0) return [1, mine + 1];
  const theirs = parseChart(card(def.pitcher).chart).indexOf(result);
  if (theirs < 0) return null;
  return card(batter).kind === 'pitcher' ? [theirs + 1] : [20, theirs + 1];
}

/** Closes the window (both pass) and plays the at-bat with dice giving `result`. */
export function play(s: ShowdownState, result: Result) {
  const dice = diceFor(s, result);
  if (!dice) throw new Error(`no chart row gives ${result}`);
  return playDice(s, dice);
}

export function playDice(s: ShowdownState, dice: number[]) {
  const { ctx, lines } = scripted(dice);
  let g = showdownModule.apply(s, s.turn, { t: 'pass' }, ctx);
  if (g.phase === 'subs' && g.passes === 1) g = showdownModule.apply(g, g.turn, { t: 'pass' }, ctx);
  return { g, lines };
}

/** The batting team's side and the fielding team's side. */
export const off = (s: ShowdownState) => sideOf(s, battingSeat(s));
export const def = (s: ShowdownState) => sideOf(s, fieldingSeat(s));

/** The state with this seat's strategy hand replaced. */
export function withHand(s: ShowdownState, seat: number, names: string[]): ShowdownState {
  const all = (s.cards as readonly Cards[]).slice();
  const c = all[seat] as Cards;
  all[seat] = { ...c, hand: { ...c.hand, cards: names } };
  return { ...s, cards: all };
}

const passWith = (s: ShowdownState, dice: number[] = []) =>
  showdownModule.apply(s, s.turn, { t: 'pass' }, scripted(dice).ctx);

/** Both pass the substitutions: the "before the pitch" window is open. */
export const toBefore = (s: ShowdownState) => passWith(passWith(s));

/** Both pass before the pitch, with dice giving `result`: the "on a result" window. */
export function toOn(s: ShowdownState, result: Result): ShowdownState {
  const b = toBefore(s);
  return passWith(passWith(b), diceFor(b, result) ?? []);
}
