/**
 * The seven Front Office & Team Roster cards (LoB 3.1): each a front office rating and a
 * predetermined 25-man roster, priced by `teamCardOf` (LoB 7.2). Every card is affordable with
 * a 1★ farm system, a 1★ manager and at most one set-up loan. The better the front office, the
 * more Journeymen on the bench: the rosters are tuned with the simulator so that no card
 * dominates (docs/games/lords.md, "Balance" and decision "3.1, 5.2 (balance)").
 * Cities and nicknames are fictional.
 */
import type { TeamCard } from '../types';
import { teamCardOf as card } from './charts';

export { rosterSalary } from './charts';

export const TEAM_CARDS: readonly TeamCard[] = [
  card('lanterns', 'Port Callow', 'Lanterns', 5, { ss: 2, as: 4, reg: 6, jm: 13 }),
  card('ironbacks', 'Mill River', 'Ironbacks', 4, { ss: 2, as: 2, reg: 12, jm: 9 }),
  card('herons', 'Saltmarsh', 'Herons', 4, { ss: 1, as: 3, reg: 11, jm: 10 }),
  card('quarrymen', 'Granite Falls', 'Quarrymen', 3, { ss: 1, as: 4, reg: 12, jm: 8 }),
  card('comets', 'Bellwether', 'Comets', 3, { ss: 2, as: 3, reg: 12, jm: 8 }),
  card('foxhounds', 'Duncastle', 'Foxhounds', 2, { ss: 2, as: 3, reg: 13, jm: 7 }),
  card('mudcats', 'Lower Tamsin', 'Mudcats', 1, { ss: 1, as: 3, reg: 15, jm: 6 }),
];

/** A team card by id. */
export function teamCard(id: string): TeamCard | undefined {
  return TEAM_CARDS.find((t) => t.id === id);
}
