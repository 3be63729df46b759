/**
 * The seven Front Office & Team Roster cards (LoB 3.1): each a front office rating and a
 * predetermined 25-man roster. A card's cost is its front office salary plus the roster's
 * first-year salaries (LoB 7.2), so setup and every later off-season price a roster alike.
 * Every card is affordable with a 1★ farm system, a 1★ manager and at most one set-up loan.
 * Cities and nicknames are fictional.
 */
import type { MlCounts, Stars, TeamCard } from '../types';
import { FO_PER_STAR, SALARY } from './charts';

/** Player salaries of a roster (LoB 7.2: Regulars and Journeymen as flat totals). */
export function rosterSalary(r: MlCounts): number {
  return (
    r.ss * SALARY.ss +
    r.as * SALARY.as +
    (r.reg > 0 ? SALARY.regFlat : 0) +
    (r.jm > 0 ? SALARY.jmFlat : 0)
  );
}

const card = (id: string, city: string, name: string, fo: Stars, roster: MlCounts): TeamCard => ({
  id,
  city,
  name,
  fo,
  roster,
  cost: fo * FO_PER_STAR + rosterSalary(roster),
});

export const TEAM_CARDS: readonly TeamCard[] = [
  card('lanterns', 'Port Callow', 'Lanterns', 5, { ss: 2, as: 4, reg: 15, jm: 4 }),
  card('ironbacks', 'Mill River', 'Ironbacks', 4, { ss: 2, as: 3, reg: 12, jm: 8 }),
  card('herons', 'Saltmarsh', 'Herons', 4, { ss: 1, as: 4, reg: 14, jm: 6 }),
  card('quarrymen', 'Granite Falls', 'Quarrymen', 3, { ss: 1, as: 3, reg: 10, jm: 11 }),
  card('comets', 'Bellwether', 'Comets', 3, { ss: 1, as: 2, reg: 8, jm: 14 }),
  card('foxhounds', 'Duncastle', 'Foxhounds', 2, { ss: 0, as: 2, reg: 6, jm: 17 }),
  card('mudcats', 'Lower Tamsin', 'Mudcats', 1, { ss: 0, as: 1, reg: 2, jm: 22 }),
];

/** A team card by id. */
export function teamCard(id: string): TeamCard | undefined {
  return TEAM_CARDS.find((t) => t.id === id);
}
