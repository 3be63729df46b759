/**
 * Fuzzing the open-ended moves of the property run (GameModule.open: moves a game cannot list,
 * which the engine's door hands to `apply` alone). Each game that declares open moves gives
 * here well-formed samples for a table and a seat; the run mutates them field by field. An
 * open move's numbers are whole counts, amounts and ids and its objects have the game's fields
 * only, so some mutants are illegal in every game (a negative or fractional number, a number
 * as text, a word for a number or a flag, a field of its own): the rules must refuse them with
 * a RulesError. Every other mutant (another whole number, a field or list item dropped, a
 * list item twice) may be legal: refused with a RulesError, or played with every invariant kept.
 */
import type { SeatId } from '../../src/engine/types';
import type { LordsState } from '../../src/games/lords/state';
import { lordsOpenMoves } from '../games/lords/openSamples';

/** A game's samples for a table and a seat: well-formed open moves, and moves it refuses. */
export interface OpenMoveSamples {
  readonly valid: (g: unknown, seat: SeatId) => unknown[];
  /** Open moves of the right shape whose values the rules refuse at any table. */
  readonly refused: readonly unknown[];
}

/** The samples of each game that declares open-ended moves, by game id. */
export const OPEN_MOVE_SAMPLES: Readonly<Record<string, OpenMoveSamples>> = {
  lords: {
    valid: (g, seat) => lordsOpenMoves(g as LordsState, seat),
    // 2.5.3: $5,000 of either loan or the $10,000 loan in full, nothing else.
    refused: [
      { t: 'repay', slot: 'small', amount: 7 },
      { t: 'repay', slot: 'small', amount: 10_000 },
      { t: 'repay', slot: 'large', amount: 7_500 },
    ],
  },
};

/** A mutant of a move, and whether every game must refuse it. */
export interface Mutant {
  readonly action: unknown;
  readonly illegal: boolean;
  readonly what: string;
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/** `root` with the value at `path` replaced (or removed, for `undefined`), copied along the path. */
function replaced(root: Json, path: readonly (string | number)[], value: Json | undefined): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value ?? null;
  if (Array.isArray(root)) {
    const copy: Json[] = root.slice();
    if (rest.length === 0 && value === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)] ?? null, rest, value);
    return copy;
  }
  if (typeof root !== 'object' || root === null) return root;
  const copy: { [k: string]: Json } = { ...(root as { readonly [k: string]: Json }) };
  if (rest.length === 0 && value === undefined) delete copy[String(head)];
  else copy[String(head)] = replaced(copy[String(head)] ?? null, rest, value);
  return copy;
}

/** Every mutant of a move: each leaf, list and object changed in turn (its `t` kept). */
export function mutants(action: unknown): Mutant[] {
  const root = action as Json;
  const out: Mutant[] = [];
  const add = (path: (string | number)[], value: Json | undefined, illegal: boolean) =>
    out.push({
      action: replaced(root, path, value),
      illegal,
      what: `${path.join('.')} ${value === undefined ? 'removed' : JSON.stringify(value)}`,
    });
  const walk = (x: Json, path: (string | number)[]): void => {
    if (typeof x === 'number') {
      for (const v of [-1, x + 0.5, `${x}`]) add(path, v, true);
      for (const v of [0, 7, x + 1, 1e9]) add(path, v, false);
    } else if (typeof x === 'boolean') {
      add(path, x ? 1 : 0, true);
    } else if (typeof x === 'string') {
      if (path.length > 0 && path[path.length - 1] !== 't') add(path, 7, true);
    } else if (Array.isArray(x)) {
      x.forEach((v, i) => walk(v as Json, [...path, i]));
      if (x.length > 0) {
        add([...path, 0], undefined, false);
        add(path, [...x, x[0] ?? null], false);
      }
      add(path, [...x, -1], true);
    } else if (x !== null && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        walk(v, [...path, k]);
        if (k !== 't') add([...path, k], undefined, false);
      }
      add([...path, 'zz'], 1, true);
    }
  };
  walk(root, []);
  return out;
}
