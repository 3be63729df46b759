/**
 * The Off-Season deck (LoB 4.1.3): one community event a year, resolved for every owner.
 * Texts are ours; effects use the same typed vocabulary as the action cards.
 */
import type { CommunityCard, Effect } from '../types';

const cc = (id: string, title: string, text: string, ...effects: Effect[]): CommunityCard => ({
  id,
  title,
  text,
  effects,
});

export const COMMUNITY_CARDS: readonly CommunityCard[] = [
  cc('new-tv-contract', 'New League TV Contract', 'Every owner gains $2,000.', {
    k: 'money',
    amount: 2_000,
  }),
  cc('revenue-sharing', 'Revenue Sharing', 'Every owner gains $1,000.', {
    k: 'money',
    amount: 1_000,
  }),
  cc('league-fees', 'League Office Fees', 'Every owner pays $1,000.', {
    k: 'money',
    amount: -1_000,
  }),
  cc('stadium-tax', 'Stadium Tax', 'Every owner pays $500 for each Superstar he has.', {
    k: 'per',
    type: 'ss',
    each: [{ k: 'money', amount: -500 }],
  }),
  cc('media-boom', 'Media Boom', 'Every owner gains 1 media influence (within his limit).', {
    k: 'media',
    n: 1,
  }),
  cc(
    'scouting-combine',
    'Scouting Combine',
    'Every owner turns one Utility player into a Prospect.',
    { k: 'fs', from: 'utility', to: 'prospect', n: 1 },
  ),
  cc(
    'winter-injuries',
    'Winter Injuries',
    'Every owner rolls a d10: on 1-2 one of his All-Stars misses the early season.',
    { k: 'roll', on: [1, 2], then: [{ k: 'injury', type: 'as', phases: 1 }] },
  ),
  cc(
    'short-spring',
    'Short Spring Training',
    "Every owner's payout roll in the early season gets -1.",
    { k: 'payoutDrm', n: -1 },
  ),
  cc('ballpark-boom', 'Ballpark Boom', "Every owner's payout roll in the early season gets +1.", {
    k: 'payoutDrm',
    n: 1,
  }),
  cc('parity-push', 'Parity Push', 'The wins needed for the pennant this year change by -2.', {
    k: 'pennantTarget',
    n: -2,
  }),
  cc(
    'expanded-schedule',
    'Expanded Schedule',
    'The wins needed for the pennant this year change by +2.',
    { k: 'pennantTarget', n: 2 },
  ),
  cc(
    'veteran-exodus',
    'Veteran Exodus',
    'Every owner rolls a d10: on 1-3 one of his Regulars becomes a Journeyman.',
    { k: 'roll', on: [1, 2, 3], then: [{ k: 'ml', from: 'reg', to: 'jm', n: 1 }] },
  ),
  cc('quiet-winter', 'A Quiet Winter', 'Nothing happens.'),
  cc('charity-gala', 'Charity Gala', 'Every owner gains 1 VP.', { k: 'vp', n: 1 }),
];
