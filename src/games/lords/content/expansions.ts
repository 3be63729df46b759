/**
 * Expansion content. Extra Innings (LoB 12.1): one table-wide rule card, drawn face up before
 * set-up and optionally replaced each off-season (rules/extraInnings.ts); each changes one
 * number the rulebook gives. Legends and Superstars (LoB 12.2): one card per Superstar or
 * All-Star on a starting roster, each with an extra action and an OPS option, one aspect of
 * one card per phase. Names are fictional.
 */
import type { ExtraInningsCard, LegendCard } from '../types';

export const EXTRA_INNINGS_CARDS: readonly ExtraInningsCard[] = [
  {
    id: 'gate-receipts',
    title: 'Gate Receipts',
    text: 'Every payout pays $1,000 more.',
    rule: { k: 'payoutBonus', amount: 1_000 },
  },
  {
    id: 'prime-time',
    title: 'Prime-Time Series',
    text: 'The Championship Series pays $2,000 more, won or lost.',
    rule: { k: 'csBonus', amount: 2_000 },
  },
  {
    id: 'easy-credit',
    title: 'Easy Credit',
    text: 'Loan interest is 5% instead of 10%.',
    rule: { k: 'interest', percent: 5 },
  },
  {
    id: 'tight-credit',
    title: 'Tight Credit',
    text: 'Loan interest is 20% instead of 10%.',
    rule: { k: 'interest', percent: 20 },
  },
  {
    id: 'player-development',
    title: 'Player Development',
    text: 'Farm promotion rolls cost $250 instead of $500.',
    rule: { k: 'promotionFee', amount: 250 },
  },
  {
    id: 'dead-ball',
    title: 'Dead-Ball Era',
    text: 'The wins needed for the pennant are 2 lower every year.',
    rule: { k: 'pennantShift', n: -2 },
  },
  {
    id: 'card-show',
    title: 'Card Show',
    text: 'Every Cycle purchase costs $500 less.',
    rule: { k: 'cycleDiscount', amount: 500 },
  },
  {
    id: 'small-markets',
    title: 'Small Markets',
    text: 'A winning season is worth 2 more VP.',
    rule: { k: 'winningSeasonBonus', vp: 2 },
  },
  {
    id: 'roster-freedom',
    title: 'Roster Freedom',
    text: 'The first two Regular/Journeyman switches each off-season are free.',
    rule: { k: 'freeSwitches', n: 2 },
  },
];

export const LEGEND_CARDS: readonly LegendCard[] = [
  {
    id: 'ss-moss',
    type: 'ss',
    name: 'Abner "Ironhand" Moss',
    action: { title: 'Walk-off', text: 'Win 2 games.', effects: [{ k: 'wins', n: 2 }] },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'ss-valdane',
    type: 'ss',
    name: 'Teo Valdane',
    action: {
      title: 'Endorsement',
      text: 'Gain $2,000.',
      effects: [{ k: 'money', amount: 2_000 }],
    },
    opsBonus: { on: 'money', n: 2 },
  },
  {
    id: 'ss-okafor',
    type: 'ss',
    name: 'Desmond Okafor-Lyle',
    action: {
      title: 'Intimidation',
      text: 'An opponent loses 2 games.',
      effects: [{ k: 'losses', n: 2 }],
    },
    opsBonus: { on: 'losses', n: 1 },
  },
  {
    id: 'ss-brannigan',
    type: 'ss',
    name: 'Cole Brannigan',
    action: {
      title: 'Cover Story',
      text: 'Gain 1 media influence.',
      effects: [{ k: 'media', n: 1 }],
    },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'ss-hallecourt',
    type: 'ss',
    name: 'Rafe Hallecourt',
    action: {
      title: 'Mentor',
      text: 'One of your Prospects becomes a Phenom.',
      effects: [{ k: 'fs', from: 'prospect', to: 'phenom', n: 1 }],
    },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'as-pruitt',
    type: 'as',
    name: 'Lonnie Pruitt',
    action: { title: 'Clutch Hit', text: 'Win 1 game.', effects: [{ k: 'wins', n: 1 }] },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'as-castellan',
    type: 'as',
    name: 'Ivo Castellan',
    action: {
      title: 'Autograph Day',
      text: 'Gain $1,000.',
      effects: [{ k: 'money', amount: 1_000 }],
    },
    opsBonus: { on: 'money', n: 1 },
  },
  {
    id: 'as-whitcombe',
    type: 'as',
    name: 'Garrett Whitcombe',
    action: {
      title: 'Bench Jockey',
      text: 'An opponent loses 1 game.',
      effects: [{ k: 'losses', n: 1 }],
    },
    opsBonus: { on: 'losses', n: 1 },
  },
  {
    id: 'as-delacroix',
    type: 'as',
    name: 'Marcel Delacroix-Ruiz',
    action: {
      title: 'Fan Favourite',
      text: 'Your payout roll this phase gets +1.',
      effects: [{ k: 'payoutDrm', n: 1 }],
    },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'as-tanaka',
    type: 'as',
    name: 'Ren Tanabe',
    action: {
      title: 'Team Captain',
      text: 'Your retirement roll this year gets +1.',
      effects: [{ k: 'retireDrm', n: 1 }],
    },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'as-fairholm',
    type: 'as',
    name: 'Buck Fairholm',
    action: {
      title: 'Iron Man',
      text: 'An injured player of yours returns now.',
      effects: [{ k: 'heal' }],
    },
    opsBonus: { on: 'wins', n: 1 },
  },
  {
    id: 'as-quill',
    type: 'as',
    name: 'Sid Quill',
    action: { title: 'Gold Glove', text: 'Win 1 game.', effects: [{ k: 'wins', n: 1 }] },
    opsBonus: { on: 'losses', n: 1 },
  },
];
