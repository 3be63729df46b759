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
  card('ironbacks', 'Mill River', 'Ironbacks', 4, { ss: 2, as: 2, reg: 11, jm: 10 }),
  card('herons', 'Saltmarsh', 'Herons', 4, { ss: 1, as: 2, reg: 12, jm: 10 }),
  card('quarrymen', 'Granite Falls', 'Quarrymen', 3, { ss: 1, as: 4, reg: 12, jm: 8 }),
  card('comets', 'Bellwether', 'Comets', 3, { ss: 2, as: 3, reg: 12, jm: 8 }),
  card('foxhounds', 'Duncastle', 'Foxhounds', 2, { ss: 2, as: 3, reg: 13, jm: 7 }),
  card('mudcats', 'Lower Tamsin', 'Mudcats', 1, { ss: 1, as: 4, reg: 14, jm: 6 }),
];

/**
 * The rosters of the first rules version (SS/AS/REG/JM by card, in TEAM_CARDS order), kept so
 * games saved under it replay as they were played (docs/games/lords.md, "Rules versions").
 */
const FIRST_ROSTERS = [
  [2, 4, 15, 4],
  [2, 3, 12, 8],
  [1, 4, 14, 6],
  [1, 3, 10, 11],
  [1, 2, 8, 14],
  [0, 2, 6, 17],
  [0, 1, 2, 22],
] as const;

/** A team card by id; `first`: as the first rules version printed it. */
export function teamCard(id: string, first = false): TeamCard | undefined {
  const i = TEAM_CARDS.findIndex((t) => t.id === id);
  const t = TEAM_CARDS[i];
  const r = FIRST_ROSTERS[i];
  if (!t || !first || !r) return t;
  return card(t.id, t.city, t.name, t.fo, { ss: r[0], as: r[1], reg: r[2], jm: r[3] });
}
