/**
 * The in-season record (LoB 5.2, 5.4, 5.5): roster depth before each phase, the games each
 * phase decides, and fitting a record to them at the end of the phase.
 */
import { GAMES, ROSTER_DEPTH, jmBand } from '../content/charts';
import type { SeasonPhase } from '../types';

/** A phase's record: wins and losses among its games to be decided. */
export interface PhaseRecord {
  readonly w: number;
  readonly l: number;
}

/** The RD chart's wins (+) or losses (-) for a Journeyman count in a phase (LoB 5.2). */
export function rosterDepth(jm: number, phase: SeasonPhase): number {
  const row = ROSTER_DEPTH[jmBand(jm)];
  return row ? row[phase] : 0;
}

/** The record a phase starts with (LoB 5.2). */
export function startRecord(jm: number, phase: SeasonPhase): PhaseRecord {
  const rd = rosterDepth(jm, phase);
  return rd >= 0 ? { w: rd, l: 0 } : { w: 0, l: -rd };
}

/**
 * Fits a record to the games to be decided at the end of a phase (LoB 5.4):
 * over the games, the losses stand and wins fill the rest (A19: losses alone over G cap at
 * G); short of them, the gap is split, the odd game a loss (A18).
 */
export function fitRecord(r: PhaseRecord, games: number): PhaseRecord {
  const played = r.w + r.l;
  if (played > games) {
    const l = Math.min(r.l, games);
    return { w: games - l, l };
  }
  const gap = games - played;
  return { w: r.w + Math.floor(gap / 2), l: r.l + Math.ceil(gap / 2) };
}

/** Whether an owner may still change his own W/L (LoB 5.4): not once W + L reaches G. */
export const mayChangeOwnRecord = (r: PhaseRecord, phase: SeasonPhase): boolean =>
  r.w + r.l < GAMES[phase];
