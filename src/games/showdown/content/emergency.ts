/**
 * The cards of emergency players (§EMERGENCY PLAYERS, Glossary EMERGENCY FIELDERS and
 * EMERGENCY RELIEVERS), resolved from their ids like any other card:
 * - `emergency-<n>`: an emergency fielder, every position at +0 (Arm +0), Speed B (15),
 *   On-Base 0, a chart that is never read (he never has the advantage), 0 points;
 * - `emergency-arm-<n>-<model>`: an emergency reliever, the model pitcher (the cheapest
 *   on both rosters) with IP 0 and Control 0; he relieves like any reliever.
 */
import { POSITIONS, type HitterCard, type PitcherCard, type PlayerId } from '../types';

export const EMERGENCY = 'emergency-';
const ARM = 'emergency-arm-';
const FIELDER_ID = /^emergency-(\d+)$/;
const ARM_ID = /^emergency-arm-(\d+)-(.+)$/;

export const emergencyFielder = (n: number): PlayerId => `${EMERGENCY}${n}`;
export const emergencyArm = (n: number, model: PlayerId): PlayerId => `${ARM}${n}-${model}`;

/** Whether this id names an emergency fielder. */
export const isEmergency = (p: PlayerId): boolean => p.startsWith(EMERGENCY) && FIELDER_ID.test(p);
/** Whether this id names an emergency reliever. */
export const isEmergencyArm = (p: PlayerId): boolean => p.startsWith(ARM);

/** The number in an emergency player's id (0 for anyone else). */
export function emergencyNumber(p: PlayerId): number {
  // Hot in random playouts: most ids are printed cards.
  if (!p.startsWith(EMERGENCY)) return 0;
  const m = FIELDER_ID.exec(p) ?? ARM_ID.exec(p);
  return m ? Number(m[1]) : 0;
}

export function emergencyFielderCard(p: PlayerId): HitterCard {
  return {
    id: p,
    kind: 'hitter',
    name: `Emergency fielder ${emergencyNumber(p)}`,
    points: 0,
    onBase: 0,
    speed: 15,
    bats: 'R',
    slots: POSITIONS.map((pos) => ({ pos, fld: 0 })),
    chart: 'K'.repeat(20),
  };
}

/** The emergency reliever copying `model`: IP 0, Control 0, a reliever. */
export function emergencyArmCard(p: PlayerId, model: PitcherCard): PitcherCard {
  return {
    ...model,
    id: p,
    name: `${model.name} (emergency reliever)`,
    role: 'reliever',
    ip: 0,
    control: 0,
  };
}

/** The model's id inside an emergency reliever's id. */
export function armModel(p: PlayerId): PlayerId | null {
  return ARM_ID.exec(p)?.[2] ?? null;
}
