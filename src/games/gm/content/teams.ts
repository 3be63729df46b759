/**
 * The twelve two-sided Team/Manager cards (original, fictional). Budgets and bonuses were
 * tuned with the simulator so that no Team card wins more than 5 points beyond its fair
 * share (docs/games/gm.md, "Balance").
 */
import type { TeamManagerCard } from '../types';

export const TEAM_CARDS: readonly TeamManagerCard[] = [
  {
    id: 't01',
    team: {
      name: 'Harbor City Anchors',
      budget: 14,
      bonuses: [
        { k: 'pitchers', n: 1, wins: 1 },
        { k: 'maxed', n: 4, wins: 3 },
      ],
    },
    manager: { name: 'Dot Fairweather', ability: 'extraTeam', slots: 1 },
  },
  {
    id: 't02',
    team: {
      name: 'Prairie Plainsmen',
      budget: 15,
      bonuses: [
        { k: 'positions', n: 5, wins: 2 },
        { k: 'cash', n: 3, wins: 1 },
      ],
    },
    manager: { name: 'Hank Mulroney', ability: 'extraLeague', slots: 2 },
  },
  {
    id: 't03',
    team: {
      name: 'Bayside Barnacles',
      budget: 15,
      bonuses: [
        { k: 'allStars', n: 2, wins: 2 },
        { k: 'skill', skill: 'hit', n: 3, wins: 2 },
      ],
    },
    manager: { name: 'Lou Pettibone', ability: 'tiebreak', slots: 3 },
  },
  {
    id: 't04',
    team: {
      name: 'Summit Goats',
      budget: 14,
      bonuses: [
        { k: 'maxed', n: 3, wins: 2 },
        { k: 'pitchers', n: 2, wins: 1 },
      ],
    },
    manager: { name: 'Greta Vossberg', ability: 'freeRaise', slots: 2 },
  },
  {
    id: 't05',
    team: {
      name: 'Delta Cranes',
      budget: 14,
      bonuses: [
        { k: 'prospects', n: 1, wins: 1 },
        { k: 'scorers', n: 3, wins: 1 },
      ],
    },
    manager: { name: 'Mo Tallis', ability: 'prospectWins', slots: 2 },
  },
  {
    id: 't06',
    team: {
      name: 'Ironwood Lumbermen',
      budget: 14,
      bonuses: [
        { k: 'logo', logo: 'mules', n: 2, wins: 3 },
        { k: 'skill', skill: 'power', n: 2, wins: 2 },
      ],
    },
    manager: { name: 'Buck Ransome', ability: 'pitchWins', slots: 1 },
  },
  {
    id: 't07',
    team: {
      name: 'Canyon Coyotes',
      budget: 15,
      bonuses: [
        { k: 'logo', logo: 'foxes', n: 2, wins: 2 },
        { k: 'skill', skill: 'speed', n: 3, wins: 2 },
      ],
    },
    manager: { name: 'Ida Kestrel', ability: 'allStarWins', slots: 1 },
  },
  {
    id: 't08',
    team: {
      name: 'Lakeshore Loons',
      budget: 15,
      bonuses: [
        { k: 'logo', logo: 'owls', n: 2, wins: 2 },
        { k: 'cash', n: 4, wins: 1 },
      ],
    },
    manager: { name: 'Rollie Fenwick', ability: 'maxWins', slots: 1 },
  },
  {
    id: 't09',
    team: {
      name: 'Glacier Bears',
      budget: 14,
      bonuses: [
        { k: 'skill', skill: 'defense', n: 3, wins: 2 },
        { k: 'positions', n: 5, wins: 3 },
      ],
    },
    manager: { name: 'Opal Whitcombe', ability: 'doubleDuty', slots: 2 },
  },
  {
    id: 't10',
    team: {
      name: 'Riverport Paddlers',
      budget: 14,
      bonuses: [
        { k: 'logo', logo: 'kings', n: 2, wins: 2 },
        { k: 'maxed', n: 3, wins: 3 },
      ],
    },
    manager: { name: 'Sid Calloway', ability: 'holder', slots: 4 },
  },
  {
    id: 't11',
    team: {
      name: 'Foundry Forgers',
      budget: 15,
      bonuses: [
        { k: 'logo', logo: 'hawks', n: 2, wins: 2 },
        { k: 'skill', skill: 'arm', n: 3, wins: 2 },
      ],
    },
    manager: { name: 'Nell Brannigan', ability: 'discount', slots: 2 },
  },
  {
    id: 't12',
    team: {
      name: 'Mesa Miners',
      budget: 15,
      bonuses: [
        { k: 'logo', logo: 'comets', n: 2, wins: 2 },
        { k: 'skill', skill: 'eye', n: 3, wins: 2 },
      ],
    },
    manager: { name: 'Abe Quintero', ability: 'fullHouse', slots: 2 },
  },
];
