/**
 * The 40 Win cards: two or three stats added up in the battle, and one to three STAT TRACK
 * banners (stat, its track colour, steps). 14 hitting, 14 pitching and 12 mixed cards.
 * 40 cards cover the longest season: 5 months of More Wins deal 8 a month.
 */
import type { Banner, Stat, WinCard } from '../types';
import { TRACK_OF } from './tracks';

const b = (stat: Stat, steps: number): Banner => ({ stat, track: TRACK_OF[stat], steps });

// prettier-ignore
export const WIN_CARDS: readonly WinCard[] = [
  { id: 'w01', name: "Dragon's Den Classic", req: ['IP', 'SV'], banners: [b('K', 1), b('AVG', 1), b('ERA', 1)] },
  { id: 'w02', name: 'Moonlight Doubleheader', req: ['HR', 'W', 'K'], banners: [b('SB', 2), b('SV', 1)] },
  { id: 'w03', name: 'Crystal Cavern Showdown', req: ['SB', 'W'], banners: [b('ERA', 2), b('AVG', 1), b('RBI', 1)] },
  { id: 'w04', name: 'Goblin Market Game', req: ['ERA', 'IP', 'SV'], banners: [b('ERA', 2), b('HR', 1)] },
  { id: 'w05', name: "Wizard's Tower Rivalry", req: ['R', 'HR', 'SB'], banners: [b('AVG', 1), b('K', 1)] },
  { id: 'w06', name: 'Sunken Temple Series', req: ['IP', 'K'], banners: [b('K', 1), b('R', 1)] },
  { id: 'w07', name: 'Misty Marsh Matinee', req: ['ERA', 'K'], banners: [b('K', 1), b('RBI', 1)] },
  { id: 'w08', name: 'Thunder Peak Duel', req: ['AVG', 'R'], banners: [b('RBI', 2), b('SV', 1), b('SB', 1)] },
  { id: 'w09', name: 'Enchanted Orchard Opener', req: ['AVG', 'RBI'], banners: [b('R', 1), b('SV', 1)] },
  { id: 'w10', name: 'Troll Bridge Battle', req: ['AVG', 'R', 'SB'], banners: [b('R', 1), b('K', 1), b('SB', 1)] },
  { id: 'w11', name: 'Starlight Festival Game', req: ['W', 'K'], banners: [b('ERA', 2), b('R', 1)] },
  { id: 'w12', name: 'Ogre Valley Brawl', req: ['ERA', 'K', 'SV'], banners: [b('IP', 1), b('AVG', 1)] },
  { id: 'w13', name: 'Phoenix Rising Game', req: ['AVG', 'HR', 'K'], banners: [b('SV', 1), b('R', 1)] },
  { id: 'w14', name: 'Haunted Hollow Night Game', req: ['AVG', 'SB'], banners: [b('AVG', 2), b('SV', 1)] },
  { id: 'w15', name: 'Frost Giant Clash', req: ['ERA', 'W'], banners: [b('IP', 2), b('R', 1)] },
  { id: 'w16', name: 'Fairy Ring Fling', req: ['AVG', 'HR', 'RBI'], banners: [b('SB', 1), b('W', 1)] },
  { id: 'w17', name: 'Obsidian Keep Contest', req: ['AVG', 'R', 'RBI'], banners: [b('RBI', 1), b('SV', 1)] },
  { id: 'w18', name: 'Mermaid Lagoon Game', req: ['HR', 'RBI', 'SB'], banners: [b('HR', 1), b('W', 1)] },
  { id: 'w19', name: 'Golem Quarry Grudge Match', req: ['AVG', 'HR', 'SB'], banners: [b('R', 1), b('SV', 1)] },
  { id: 'w20', name: 'Unicorn Meadow Matinee', req: ['IP', 'W', 'K'], banners: [b('W', 1), b('AVG', 1), b('HR', 1)] },
  { id: 'w21', name: 'Witchwood Night Game', req: ['RBI', 'IP'], banners: [b('K', 1), b('AVG', 1)] },
  { id: 'w22', name: 'Kraken Cove Clash', req: ['HR', 'RBI'], banners: [b('AVG', 2), b('ERA', 1)] },
  { id: 'w23', name: "Griffin's Roost Game", req: ['IP', 'W', 'SV'], banners: [b('IP', 1), b('AVG', 1), b('R', 1)] },
  { id: 'w24', name: 'Ember Forge Faceoff', req: ['HR', 'ERA'], banners: [b('HR', 1), b('K', 1)] },
  { id: 'w25', name: 'Cloud Castle Classic', req: ['RBI', 'IP'], banners: [b('W', 1), b('RBI', 1)] },
  { id: 'w26', name: "Goblin King's Cup", req: ['R', 'K'], banners: [b('IP', 1), b('AVG', 1)] },
  { id: 'w27', name: 'Silver Lake Series', req: ['R', 'SB', 'IP'], banners: [b('SB', 2), b('K', 1)] },
  { id: 'w28', name: 'Shadowfen Showdown', req: ['ERA', 'W', 'K'], banners: [b('W', 2), b('RBI', 1)] },
  { id: 'w29', name: 'Dwarven Mine Derby', req: ['W', 'K', 'SV'], banners: [b('W', 1), b('HR', 1)] },
  { id: 'w30', name: 'Elven Glade Game', req: ['AVG', 'SV'], banners: [b('R', 1), b('W', 1)] },
  { id: 'w31', name: 'Basilisk Canyon Bout', req: ['R', 'RBI'], banners: [b('AVG', 1), b('W', 1)] },
  { id: 'w32', name: 'Mushroom Grove Matchup', req: ['ERA', 'W', 'SV'], banners: [b('SV', 1), b('HR', 1)] },
  { id: 'w33', name: 'Runestone Rally', req: ['R', 'SB'], banners: [b('SB', 2), b('SV', 1)] },
  { id: 'w34', name: 'Bog Witch Bash', req: ['ERA', 'SV'], banners: [b('SV', 1), b('HR', 1)] },
  { id: 'w35', name: 'Sky Serpent Series', req: ['AVG', 'SV'], banners: [b('W', 2), b('R', 1)] },
  { id: 'w36', name: 'Wyvern Ridge Rumble', req: ['W', 'SV'], banners: [b('W', 1), b('RBI', 1), b('SV', 1)] },
  { id: 'w37', name: 'Lantern Fair Finale', req: ['R', 'RBI', 'SB'], banners: [b('AVG', 1), b('K', 1), b('HR', 1)] },
  { id: 'w38', name: 'Clocktower Clash', req: ['RBI', 'SB'], banners: [b('HR', 1), b('ERA', 1)] },
  { id: 'w39', name: 'Hydra Harbor Game', req: ['HR', 'ERA'], banners: [b('SB', 2), b('W', 1), b('ERA', 1)] },
  { id: 'w40', name: 'Solstice Showcase', req: ['RBI', 'ERA', 'SV'], banners: [b('R', 1), b('K', 1), b('SV', 1)] },
];
