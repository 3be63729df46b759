/** Test helpers for Lords of Baseball: owners and tables built through the rules. */
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { Owner, LordsState, Opts } from '../../../src/games/lords/state';
import { blankOwner, chooseSetup, normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import type { Stars } from '../../../src/games/lords/types';

export const OPTS: Opts = normaliseOpts({});

/** A context with a seeded generator, for rules that roll or shuffle. */
export const ctxFor = (seed = 'lords') => makeCtx(parseSeed(seed), 0).ctx;

/** An owner set up with a team card, farm and manager (seat 0 unless given). */
export function ownerWith(team: string, fs: Stars = 3, fm: Stars = 3, seat = 0): Owner {
  return chooseSetup(blankOwner(seat, OPTS), { team, fs, fm }, [], 0);
}

/** An owner with overrides laid over a set-up one. */
export function owner(patch: Partial<Owner> = {}, team = 'quarrymen'): Owner {
  return { ...ownerWith(team), ...patch };
}

/** A fresh table with `seats` owners, nothing set up. */
export function table(seats = 4, seed = 'lords', opts: Opts = OPTS): LordsState {
  return newTable(ctxFor(seed), seats, opts);
}

/** A table whose owners have chosen these team cards (3★ farm, 3★ manager), in a phase. */
export function seated(
  teams: readonly string[],
  phase: LordsState['phase'] = 'es',
  phaseIndex = 1,
): LordsState {
  const s = table(teams.length);
  const owners = teams.map((t, k) =>
    chooseSetup(blankOwner(k, OPTS), { team: t, fs: 3, fm: 3 }, [], 0),
  );
  return { ...s, owners, phase, phaseIndex, step: phase === 'off' ? 'offCards' : 'season' };
}
