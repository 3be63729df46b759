/**
 * Basic advancement (Glossary ADVANCEMENT, WALK, SINGLE+): hits move every runner as many
 * bases as the hit, walks force, outs move nobody. Pure functions over the three bases.
 */
import type { Runner } from '../state';
import type { Result } from '../types';

export type Bases = readonly (Runner | null)[];

export interface Advanced {
  readonly bases: (Runner | null)[];
  /** Runners who crossed the plate, in order (the batter last on a homer). */
  readonly scored: Runner[];
}

/** Every runner moves `n` bases and the batter takes base `n` (4: he scores too). */
function hit(bases: Bases, batter: Runner, n: number): Advanced {
  const out: (Runner | null)[] = [null, null, null];
  const scored: Runner[] = [];
  for (let b = 2; b >= 0; b--) {
    const r = bases[b];
    if (!r) continue;
    if (b + n >= 3) scored.push(r);
    else out[b + n] = r;
  }
  if (n >= 4) scored.push(batter);
  else out[n - 1] = batter;
  return { bases: out, scored };
}

/** A walk: the batter takes first and forces only the runners behind him. */
function walk(bases: Bases, batter: Runner): Advanced {
  const out = bases.slice();
  const scored: Runner[] = [];
  let moving: Runner | null = batter;
  for (let b = 0; b < 3 && moving; b++) {
    const here: Runner | null = out[b] ?? null;
    out[b] = moving;
    moving = here;
  }
  if (moving) scored.push(moving);
  return { bases: out, scored };
}

/** Carries out a swing result for the batter (outs move nobody in the basic game). */
export function advance(bases: Bases, result: Result, batter: Runner): Advanced {
  switch (result) {
    case 'BB':
      return walk(bases, batter);
    case '1B':
      return hit(bases, batter, 1);
    case '1B+': {
      const r = hit(bases, batter, 1);
      // The batter steals second without a throw when it is open after advancing.
      if (!r.bases[1]) {
        r.bases[1] = batter;
        r.bases[0] = null;
      }
      return r;
    }
    case '2B':
      return hit(bases, batter, 2);
    case '3B':
      return hit(bases, batter, 3);
    case 'HR':
      return hit(bases, batter, 4);
    default:
      return { bases: bases.slice(), scored: [] };
  }
}
