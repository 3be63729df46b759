/**
 * The Event deck (advanced variant): 16 original Event cards. One is flipped each month
 * before rosters are set and stays active for the month's four weeks; a fresh one is
 * flipped for the playoffs and applies to the Wild Card games and the whole Championship
 * Series. Effects on stats come first, then the characters' magic (see rules/battle.ts).
 */
import type { EventCard } from '../types';

export const EVENT_CARDS: readonly EventCard[] = [
  {
    id: 'e01',
    name: 'Blood Moon',
    text: 'Evil characters get +1 to each stat they have.',
    sidePlus: { side: 'evil', n: 1 },
  },
  {
    id: 'e02',
    name: 'Dawn Chorus',
    text: 'Good characters get +1 to each stat they have.',
    sidePlus: { side: 'good', n: 1 },
  },
  {
    id: 'e03',
    name: "Hitter's Park",
    text: 'Characters get +1 to each hitting stat they have.',
    kindPlus: { kind: 'hitting', n: 1 },
  },
  {
    id: 'e04',
    name: "Pitcher's Park",
    text: 'Characters get +1 to each pitching stat they have.',
    kindPlus: { kind: 'pitching', n: 1 },
  },
  {
    id: 'e05',
    name: 'Thin Air at Cloudpeak',
    text: 'HR and RBI count double in Win card totals.',
    double: ['HR', 'RBI'],
  },
  {
    id: 'e06',
    name: 'Bullpen Brawl',
    text: 'K and SV count double in Win card totals.',
    double: ['K', 'SV'],
  },
  {
    id: 'e07',
    name: 'Dead Ball Era',
    text: 'HR is blank on every character: it adds nothing and moves no Stat Track.',
    blank: ['HR'],
  },
  {
    id: 'e08',
    name: 'Iron Arm Week',
    text: 'Characters get +2 to IP and W when they have them.',
    statPlus: { stats: ['IP', 'W'], n: 2 },
  },
  {
    id: 'e09',
    name: 'Rookie Showcase',
    text: 'A Rookie that matches at least one stat of the Win card adds 3 to its total.',
    tierBonus: { tier: 'rookie', n: 3 },
  },
  {
    id: 'e10',
    name: 'Aging Legends',
    text: 'A Hall of Famer that matches at least one stat of the Win card loses 2 from its total (not below 0).',
    tierBonus: { tier: 'hallOfFame', n: -2 },
  },
  {
    id: 'e11',
    name: 'Underdog Spirit',
    text: 'The manager(s) with the fewest Wins add 2 to the total of a character that matches at least one stat.',
    underdog: 2,
  },
  {
    id: 'e12',
    name: 'Mana Drought',
    text: 'No bench magic may be used this month.',
    noMagic: true,
  },
  {
    id: 'e13',
    name: 'Rally Caps',
    text: 'Every Stat Track move this month is doubled.',
    trackMult: 2,
  },
  {
    id: 'e14',
    name: 'Crowd Favorite',
    text: "The week's winner also moves on the Stat Track for its matching banners.",
    winnerTracks: true,
  },
  {
    id: 'e15',
    name: 'Topsy-Turvy Day',
    text: 'On a tie, an Evil character beats a Good one.',
    tie: 'evil',
  },
  {
    id: 'e16',
    name: 'Trade Winds',
    text: 'Free Agency flips two more characters than usual.',
    faExtra: 2,
  },
];
