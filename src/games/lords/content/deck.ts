/**
 * The action (OPS) deck (LoB 2.2): every card has an OPS value, a coloured in-season event
 * and an off-season event. The cards the rulebook names (Injury, Trainer, Steroids, Trade
 * Bait, National Media, Player Strike, the compulsory Superstar free agent, a front office
 * reduction, "player to your right loses 4 games on an odd roll", cards hitting every
 * Superstar, re-roll and negative-DRM cards, VP events, keeping an extra card, more Phenoms,
 * Trade Impact) are all here; the texts are ours.
 */
import type { ActionCard, CardEvent, Effect, EventColor, Timing } from '../types';

const ev = (title: string, text: string, ...effects: Effect[]): CardEvent => ({
  title,
  text,
  effects,
});

interface Extra {
  timing?: Timing;
  compulsory?: boolean;
  cancels?: readonly string[];
  passes?: boolean;
}

const card = (
  id: string,
  ops: number,
  copies: number,
  color: EventColor,
  inSeason: CardEvent,
  offSeason: CardEvent,
  extra: Extra = {},
): ActionCard => ({
  id,
  ops,
  copies,
  color,
  timing: extra.timing ?? 'inSeason',
  compulsory: extra.compulsory ?? false,
  inSeason,
  offSeason,
  ...(extra.cancels ? { cancels: extra.cancels } : {}),
  ...(extra.passes ? { passes: true } : {}),
});

const ODD = [1, 3, 5, 7, 9];

export const ACTION_CARDS: readonly ActionCard[] = [
  // Wins and losses.
  card(
    'hot-streak',
    3,
    4,
    'green',
    ev('Hot Streak', 'Your team wins 3 games.', { k: 'wins', n: 3 }),
    ev('Spring Buzz', 'Season-ticket sales: gain $1,500.', { k: 'money', amount: 1_500 }),
  ),
  card(
    'sweep',
    1,
    3,
    'green',
    ev('Doubleheader Sweep', 'Your team wins 2 games.', { k: 'wins', n: 2 }),
    ev('Fan Fest', 'Gain $1,000.', { k: 'money', amount: 1_000 }),
  ),
  card(
    'pennant-fever',
    4,
    2,
    'green',
    ev('Pennant Fever', 'Your team wins 4 games.', { k: 'wins', n: 4 }),
    ev('Breakout Camp', 'One of your Regulars becomes an All-Star.', {
      k: 'ml',
      from: 'reg',
      to: 'as',
      n: 1,
    }),
  ),
  card(
    'slump',
    3,
    4,
    'red',
    ev('Slump', 'The target loses 3 games.', { k: 'losses', n: 3 }),
    ev('Bad Press', 'The target pays $1,000.', { k: 'money', amount: -1_000 }),
  ),
  card(
    'clubhouse-feud',
    4,
    2,
    'red',
    ev('Clubhouse Feud', 'The target loses 4 games.', { k: 'losses', n: 4 }),
    ev('Trade Demand', "One of the target's All-Stars is dealt away for a Regular.", {
      k: 'ml',
      from: 'as',
      to: 'reg',
      n: 1,
    }),
  ),
  card(
    'road-trip',
    3,
    2,
    'blue',
    ev('Road Trip Blues', 'Roll a d10: on an odd roll the owner on your right loses 4 games.', {
      k: 'roll',
      on: ODD,
      then: [{ k: 'losses', n: 4, who: 'right' }],
    }),
    ev('Winter Ball', 'Gain $1,000.', { k: 'money', amount: 1_000 }),
  ),
  card(
    'home-stand',
    2,
    2,
    'blue',
    ev(
      'Long Home Stand',
      'Roll a d10: on an even roll you win 3 games, on an odd roll you lose 1.',
      {
        k: 'roll',
        on: [2, 4, 6, 8, 10],
        then: [{ k: 'wins', n: 3 }],
        otherwise: [{ k: 'losses', n: 1 }],
      },
    ),
    ev(
      'Ballpark Renovation',
      'Pay $1,000; your payout roll in the early season gets +1.',
      { k: 'money', amount: -1_000 },
      { k: 'payoutDrm', n: 1 },
    ),
  ),
  card(
    'blockbuster',
    3,
    3,
    'blue',
    ev('Blockbuster Trade', 'The target rolls on the Trade Impact chart.', { k: 'tradeImpact' }),
    ev('Winter Meetings', 'One Journeyman of the target becomes a Regular.', {
      k: 'ml',
      from: 'jm',
      to: 'reg',
      n: 1,
    }),
  ),
  // Injuries and their cures.
  card(
    'injury',
    2,
    4,
    'red',
    ev(
      'Injury',
      'The target rolls a d10: on 1-5 a Superstar, else an All-Star, misses this phase.',
      {
        k: 'roll',
        on: [1, 2, 3, 4, 5],
        then: [{ k: 'injury', type: 'ss', phases: 1 }],
        otherwise: [{ k: 'injury', type: 'as', phases: 1 }],
      },
    ),
    ev('Winter Surgery', "One of the target's All-Stars misses the early season.", {
      k: 'injury',
      type: 'as',
      phases: 1,
    }),
  ),
  card(
    'holdout',
    2,
    2,
    'red',
    ev('All-Star Holdout', "One of the target's All-Stars misses this phase and the next.", {
      k: 'injury',
      type: 'as',
      phases: 2,
    }),
    ev('Contract Holdout', "One of the target's Superstars misses the early season.", {
      k: 'injury',
      type: 'ss',
      phases: 1,
    }),
  ),
  card(
    'steroids',
    3,
    2,
    'blue',
    ev(
      'Steroids',
      'For each Superstar (injured or not) the target rolls a d10: 1-3 he misses 2 phases and the team loses 2 games; 4-10 the team wins 2 games.',
      {
        k: 'per',
        type: 'ss',
        each: [
          {
            k: 'roll',
            on: [1, 2, 3],
            then: [
              { k: 'injury', type: 'ss', phases: 2 },
              { k: 'losses', n: 2 },
            ],
            otherwise: [{ k: 'wins', n: 2 }],
          },
        ],
      },
    ),
    ev('Supplement Scandal', 'The target pays $1,000 for each Superstar he has.', {
      k: 'per',
      type: 'ss',
      each: [{ k: 'money', amount: -1_000 }],
    }),
  ),
  card(
    'drug-testing',
    3,
    2,
    'blue',
    ev(
      'League Drug Testing',
      'Every owner at the table rolls a d10 for each Superstar: on 1-2 he misses this phase.',
      {
        k: 'per',
        type: 'ss',
        who: 'table',
        each: [{ k: 'roll', on: [1, 2], then: [{ k: 'injury', type: 'ss', phases: 1 }] }],
      },
    ),
    ev('Testing Fees', 'Every owner pays $500 for each Superstar he has.', {
      k: 'per',
      type: 'ss',
      who: 'table',
      each: [{ k: 'money', amount: -500 }],
    }),
  ),
  card(
    'trainer',
    2,
    3,
    'green',
    ev(
      'Trainer',
      'An injured Superstar or All-Star of yours returns now. As a response: cancel an Injury, Holdout or Steroids card just played.',
      { k: 'heal' },
    ),
    ev('Conditioning Camp', 'Your retirement roll this year gets +1.', { k: 'retireDrm', n: 1 }),
    { timing: 'anytime', cancels: ['injury', 'holdout', 'steroids'] },
  ),
  // Money and media.
  card(
    'tv-deal',
    3,
    2,
    'green',
    ev('Regional TV Deal', 'Gain $3,000.', { k: 'money', amount: 3_000 }),
    ev('Naming Rights', 'Gain $2,000.', { k: 'money', amount: 2_000 }),
  ),
  card(
    'bad-contract',
    2,
    2,
    'red',
    ev('Bad Contract', 'The target pays $2,000.', { k: 'money', amount: -2_000 }),
    ev('Arbitration Loss', 'The target pays $2,000.', { k: 'money', amount: -2_000 }),
  ),
  card(
    'sellout',
    2,
    3,
    'green',
    ev('Sellout Crowds', 'Your payout roll at the end of this phase gets +2.', {
      k: 'payoutDrm',
      n: 2,
    }),
    ev('Season Tickets', 'Your payout roll in the early season gets +1.', { k: 'payoutDrm', n: 1 }),
  ),
  card(
    'empty-seats',
    2,
    2,
    'red',
    ev('Empty Seats', "The target's payout roll at the end of this phase gets -2.", {
      k: 'payoutDrm',
      n: -2,
    }),
    ev('Cold Spring', "The target's payout roll in the early season gets -1.", {
      k: 'payoutDrm',
      n: -1,
    }),
  ),
  card(
    'media-blitz',
    2,
    3,
    'green',
    ev('Media Blitz', 'Gain 2 media influence (within your limit).', { k: 'media', n: 2 }),
    ev('Press Tour', 'Gain 1 media influence (within your limit).', { k: 'media', n: 1 }),
  ),
  card(
    'national-media',
    2,
    2,
    'green',
    ev(
      'National Media',
      'Until the end of the year you collect the payout media bonus as if you held media. Not media influence: no limit, no front office effect.',
      { k: 'nationalMedia' },
    ),
    ev(
      'National Media',
      'Until the end of the year you collect the payout media bonus as if you held media. Not media influence: no limit, no front office effect.',
      { k: 'nationalMedia' },
    ),
  ),
  // Organisation.
  card(
    'ownership-scandal',
    3,
    2,
    'red',
    ev('Ownership Scandal', "The target's front office loses 2 stars.", {
      k: 'stars',
      part: 'fo',
      n: -2,
    }),
    ev('Ownership Scandal', "The target's front office loses 2 stars.", {
      k: 'stars',
      part: 'fo',
      n: -2,
    }),
  ),
  card(
    'front-office-hire',
    2,
    2,
    'green',
    ev('Savvy Executive', 'Your front office gains 1 star.', { k: 'stars', part: 'fo', n: 1 }),
    ev('Savvy Executive', 'Your front office gains 1 star.', { k: 'stars', part: 'fo', n: 1 }),
  ),
  card(
    'manager-feud',
    2,
    2,
    'red',
    ev('Manager Feud', "The target's field manager loses 1 star.", {
      k: 'stars',
      part: 'fm',
      n: -1,
    }),
    ev('Manager Walks', "The target's field manager loses 1 star.", {
      k: 'stars',
      part: 'fm',
      n: -1,
    }),
  ),
  card(
    'manager-guru',
    2,
    2,
    'green',
    ev('Bench Coach Guru', 'Your field manager gains 1 star.', { k: 'stars', part: 'fm', n: 1 }),
    ev('Bench Coach Guru', 'Your field manager gains 1 star.', { k: 'stars', part: 'fm', n: 1 }),
  ),
  card(
    'new-academy',
    2,
    2,
    'green',
    ev('New Academy', 'Your farm system gains 1 star.', { k: 'stars', part: 'fs', n: 1 }),
    ev('New Academy', 'Your farm system gains 1 star.', { k: 'stars', part: 'fs', n: 1 }),
  ),
  card(
    'academy-fire',
    2,
    1,
    'red',
    ev('Academy Fire', "The target's farm system loses 1 star.", { k: 'stars', part: 'fs', n: -1 }),
    ev('Academy Fire', "The target's farm system loses 1 star.", { k: 'stars', part: 'fs', n: -1 }),
  ),
  card(
    'legal-team',
    2,
    2,
    'green',
    ev(
      'Legal Team',
      'Gain $1,000. As a response: cancel an Ownership Scandal, Bad Contract or Waiver Raid card just played.',
      { k: 'money', amount: 1_000 },
    ),
    ev('Legal Team', 'Gain $1,000.', { k: 'money', amount: 1_000 }),
    { timing: 'anytime', cancels: ['ownership-scandal', 'bad-contract', 'waiver-raid'] },
  ),
  // Players.
  card(
    'scouting-coup',
    2,
    3,
    'green',
    ev('Scouting Coup', 'One of your Prospects becomes a Phenom.', {
      k: 'fs',
      from: 'prospect',
      to: 'phenom',
      n: 1,
    }),
    ev('Bonus Baby', 'One of your Utility players becomes a Phenom.', {
      k: 'fs',
      from: 'utility',
      to: 'phenom',
      n: 1,
    }),
  ),
  card(
    'call-up',
    2,
    2,
    'green',
    ev(
      'September Call-up',
      'One of your Journeymen becomes a Regular; a Prospect drops to Utility.',
      { k: 'ml', from: 'jm', to: 'reg', n: 1 },
      { k: 'fs', from: 'prospect', to: 'utility', n: 1 },
    ),
    ev('Utility Camp', 'Up to two of your Utility players become Prospects.', {
      k: 'fs',
      from: 'utility',
      to: 'prospect',
      n: 2,
    }),
  ),
  card(
    'waiver-raid',
    3,
    2,
    'red',
    ev('Waiver Raid', "Two of the target's Regulars become Journeymen.", {
      k: 'ml',
      from: 'reg',
      to: 'jm',
      n: 2,
    }),
    ev('Waiver Raid', "Two of the target's Regulars become Journeymen.", {
      k: 'ml',
      from: 'reg',
      to: 'jm',
      n: 2,
    }),
  ),
  card(
    'trade-bait',
    2,
    1,
    'blue',
    ev(
      'Trade Bait',
      'The target rolls on the Trade Impact chart. Then this card goes to the hand of an owner who has not had it this year, or is swapped with the top of the deck.',
      { k: 'tradeImpact' },
    ),
    ev('Trade Rumours', 'The target pays $1,000. Then this card moves on as in-season.', {
      k: 'money',
      amount: -1_000,
    }),
    { passes: true },
  ),
  // Victory points, dice and the year.
  card(
    'hall-of-fame',
    3,
    2,
    'green',
    ev('Hall of Fame Induction', "Gain 2 VP at this phase's payout.", { k: 'vp', n: 2 }),
    ev('Community Award', 'Gain 1 VP.', { k: 'vp', n: 1 }),
  ),
  card(
    'veterans',
    1,
    2,
    'green',
    ev('Veteran Leadership', 'Your retirement roll this year gets +2.', { k: 'retireDrm', n: 2 }),
    ev('Veteran Leadership', 'Your retirement roll this year gets +2.', { k: 'retireDrm', n: 2 }),
  ),
  card(
    'aging-core',
    1,
    2,
    'red',
    ev('Aging Core', "The target's retirement roll this year gets -2.", { k: 'retireDrm', n: -2 }),
    ev('Aging Core', "The target's retirement roll this year gets -2.", { k: 'retireDrm', n: -2 }),
  ),
  card(
    'playoff-experience',
    2,
    2,
    'green',
    ev(
      'Playoff Experience',
      'If you play in the Championship Series this year, your roll gets +2.',
      { k: 'csDrm', n: 2 },
    ),
    ev(
      'Playoff Experience',
      'If you play in the Championship Series this year, your roll gets +2.',
      { k: 'csDrm', n: 2 },
    ),
  ),
  card(
    'second-look',
    2,
    3,
    'blue',
    ev(
      'Second Look',
      'Play on any die roll just made (the Championship Series included): it is rolled again.',
      { k: 'reroll' },
    ),
    ev('Second Look', 'Play on any die roll just made: it is rolled again.', { k: 'reroll' }),
    { timing: 'anytime' },
  ),
  card(
    'jinx',
    2,
    2,
    'red',
    ev('Jinx', 'Play on any die roll just made (the Championship Series included): -2.', {
      k: 'rollMod',
      n: -2,
    }),
    ev('Jinx', 'Play on any die roll just made: -2.', { k: 'rollMod', n: -2 }),
    { timing: 'anytime' },
  ),
  card(
    'long-term-plan',
    1,
    2,
    'green',
    ev('Long-term Plan', 'You may keep one more card at the end of the late season, free.', {
      k: 'keepCards',
      n: 1,
    }),
    ev('Long-term Plan', 'You may keep one more card at the end of the late season, free.', {
      k: 'keepCards',
      n: 1,
    }),
  ),
  card(
    'advance-scouting',
    1,
    2,
    'green',
    ev('Advance Scouting', 'Draw 2 cards.', { k: 'drawCards', n: 2 }),
    ev('Advance Scouting', 'Draw 2 cards.', { k: 'drawCards', n: 2 }),
  ),
  card(
    'schedule-change',
    2,
    1,
    'blue',
    ev('Double Duty', 'Your team wins 2 games.', { k: 'wins', n: 2 }),
    ev(
      'Schedule Change',
      'The wins needed for the pennant this year change by +2 (play after the pennant roll).',
      { k: 'pennantTarget', n: 2 },
    ),
  ),
  card(
    'player-strike',
    1,
    1,
    'blue',
    ev(
      'Player Strike',
      'Play in the early or mid season: the season ends with this phase (LoB 6.2.1.2).',
      { k: 'strike' },
    ),
    ev('Labor Talks', 'Every owner pays $1,000.', { k: 'money', amount: -1_000, who: 'table' }),
  ),
  // Compulsory cards: played for the event, on their holder (LoB 3.5).
  card(
    'contract-dispute',
    2,
    2,
    'red',
    ev(
      'Contract Dispute',
      'Compulsory. One of your Superstars becomes a free agent next off-season.',
      { k: 'freeAgent', type: 'ss' },
    ),
    ev('Contract Dispute', 'Compulsory. One of your Superstars becomes a free agent now.', {
      k: 'freeAgent',
      type: 'ss',
    }),
    { compulsory: true },
  ),
  card(
    'stadium-repairs',
    1,
    2,
    'red',
    ev('Stadium Repairs', 'Compulsory. Pay $3,000.', { k: 'money', amount: -3_000 }),
    ev('Stadium Repairs', 'Compulsory. Pay $2,000.', { k: 'money', amount: -2_000 }),
    { compulsory: true },
  ),
  card(
    'clubhouse-flu',
    1,
    2,
    'red',
    ev('Clubhouse Flu', 'Compulsory. Your team loses 3 games.', { k: 'losses', n: 3 }),
    ev('Spring Flu', 'Compulsory. One of your All-Stars misses the early season.', {
      k: 'injury',
      type: 'as',
      phases: 1,
    }),
    { compulsory: true },
  ),
];

/** Every card copy of the deck, by id (one entry per copy), for building and universe(). */
export const DECK_IDS: readonly string[] = ACTION_CARDS.flatMap((c) =>
  Array.from({ length: c.copies }, () => c.id),
);

const byId: Record<string, ActionCard> = {};
for (const c of ACTION_CARDS) byId[c.id] = c;

/** An action card by id. */
export function actionCard(id: string): ActionCard | undefined {
  return byId[id];
}
