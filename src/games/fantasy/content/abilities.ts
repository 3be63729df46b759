/**
 * The 21 magic abilities: display name and how this implementation plays each (in our own
 * words, with the decisions recorded in docs/games/fantasy.md).
 */
import type { Ability } from '../types';

export interface AbilityText {
  name: string;
  text: string;
}

export const ABILITY_TEXT: Readonly<Record<Ability, AbilityText>> = {
  abduct: {
    name: 'Abduct',
    text: "Swap two Win cards not yet resolved this month (this week's counts). Needs two.",
  },
  axe: {
    name: 'Axe',
    text: 'Two different opponents each drop 1 on a Stat Track row of your choice (one opponent in a two-manager game).',
  },
  berzerk: {
    name: 'Berzerk',
    text: "Pick one of this card's stats: it is added to your character in this and every later week of the month.",
  },
  blessing: {
    name: 'Blessing',
    text: "Use the ability of an opponent's face-up (used) bench card as if printed on this card.",
  },
  bruteForce: {
    name: 'Brute Force',
    text: 'Move up 1 on a Stat Track row where you already have at least one point.',
  },
  dig: {
    name: 'Dig',
    text: "Look through the Discard Pile and trade one of this month's lineup characters for a card there; keep it.",
  },
  flames: {
    name: 'Flames',
    text: "Turn one stat of an opponent's character this week to zero.",
  },
  focus: { name: 'Focus', text: 'Opponents do not move on the Stat Track this week.' },
  helper: {
    name: 'Helper',
    text: 'Your character this week uses its own ability (not Summon, Teleport or Helper).',
  },
  hibernate: { name: 'Hibernate', text: 'Nobody after you in Turn Order may use magic this week.' },
  justice: { name: 'Justice', text: 'Evil characters cannot win this week.' },
  meow: {
    name: 'Meow',
    text: "Send an opponent's Evil character this week to its owner's bench: it scores nothing this week.",
  },
  morph: {
    name: 'Morph',
    text: 'Exchange your active or a bench character with the top card of the Character Deck; keep it.',
  },
  pileOn: {
    name: 'Pile On',
    text: 'If your character this week is Evil, +1 to each of its stats.',
  },
  powerJuice: { name: 'Power Juice', text: '+1 to each stat of your character this week.' },
  recruit: {
    name: 'Recruit',
    text: 'Draw 3 from the Character Deck, keep 1 and put the rest at the bottom; then give up one bench card. Also usable as your Free Agency move.',
  },
  revive: {
    name: 'Revive',
    text: 'Turn one of your used bench cards face down again: its magic is available from next week.',
  },
  shapeshift: {
    name: 'Shapeshift',
    text: "Swap this week's character with any other of your characters, on the bench or in the lineup.",
  },
  summon: { name: 'Summon', text: "Add all of this card's stats to your character this week." },
  teleport: {
    name: 'Teleport',
    text: "This card becomes this week's character; the one it replaces goes to your bench face down.",
  },
  translucent: {
    name: 'Translucent',
    text: 'Rearrange the Waiver Order as you like; it takes effect from next week.',
  },
};
