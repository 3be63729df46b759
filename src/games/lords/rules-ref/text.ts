/**
 * The rules reference in our own words: a summary of the Lords of Baseball v6.25 rulebook
 * (Robert & Max Jamelli), with the choices this app makes where the rulebook is open
 * (docs/games/lords.md, "Decisions"). English here, French in text.fr.ts; `REF` picks the
 * active language.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';
import { localized } from '../../../ui/language';
import * as FR from './text.fr';

export const INTRO =
  'You own a big-league club. Over three, five or seven years you hire a front office, a farm system and a field manager, play action cards to win games and hurt your rivals, borrow, trade and promote your young players, and score victory points (VP) at the end of every year. Most VP after the last year wins. This is our summary of the Lords of Baseball v6.25 rulebook by Robert & Max Jamelli.';

export const CONTENTS = 'Contents';

export const SECTIONS: readonly RefSection[] = [
  {
    id: 'aim',
    title: 'The game in short',
    body: [
      'A year has an off-season and three in-season phases (early, mid and late season), plus a Championship Series when someone wins the pennant. Each phase decides a number of games: 23 in the early season, 24 in mid season, 25 in the late season. Every club also starts the year with 45 wins and 45 losses already decided, so the wins track starts at 45.',
      'Victory points come at the end of each year from wins, ratings, your stars and depth, your standing, cash and media; final bonuses come after the last year.',
    ],
  },
  {
    id: 'setup',
    title: 'Setting up',
    steps: [
      'Every owner starts with $42,000.',
      'In seat order, each owner chooses a Front Office & Team Roster card (its front office rating, 1 to 5 stars, and a 25-man roster of Superstars, All-Stars, Regulars and Journeymen), a farm system (1 to 5 stars, 15 players: Phenoms, Prospects and Utility players) and a field manager ($1,000 a star). The costs are paid at once; one set-up loan is allowed if the money runs short. The option "Team cards: dealt at random" deals the team cards instead.',
      'Each owner is dealt 10 cards. An owner holding three or more compulsory cards may put one back and draw again (a second compulsory card drawn must be kept).',
    ],
  },
  {
    id: 'front-office',
    title: 'Front office abilities',
    points: [
      '5★: gains 2 media cubes at the start of every phase; 4★: gains 1.',
      '3★: one free farm promotion roll a phase (the $500 roll fee is waived).',
      '2★ and 1★: may never hold more than 2 (or 1) media cubes.',
      'Anyone may hold up to 15 cubes and buy at most 3 a phase. A rating that changes changes its ability at once.',
    ],
  },
  {
    id: 'off-season',
    title: 'The off-season',
    steps: [
      'Turn order: in the first year, the owner with the fewest stars (front office, farm system and manager together; ties by the front office, then a roll) chooses who starts. Later, the owner with the fewest VP chooses.',
      'Promotional discard: everyone puts one card face down at the same time; the bank pays $1,000 for each OP on it.',
      'A community event from the off-season deck hits every owner.',
      'In turn order, each owner plays one card for its off-season event, on himself or on a rival.',
      'The starting owner rolls for the pennant target: the wins needed this year (92 to 104).',
    ],
  },
  {
    id: 'season',
    title: 'The in-season action loop',
    body: [
      'Each phase starts with every record set by roster depth: many Journeymen start the phase with losses, few with wins. Then the owners take turns, one action each, until all have passed. You must play at least one card a phase; you may pass from your second turn on.',
    ],
    points: [
      'Play a card for its event (green helps you, red hurts a rival, blue can do either).',
      'Play a card for its OPS with your Superstars (the first one doubles the OPS, each other healthy one adds a win), with your All-Stars (OPS plus one a further All-Star) or with your manager (OPS plus the manager chart). Each of these uses its action card, once a phase.',
      'Manager/Team: wins (or losses) from the manager chart without a card, once a phase.',
      'OPS for money: $500 an OP, not in the late season.',
      'OPS against a rival: that many losses, or that many Journeymen forced onto his roster (he cuts as many other players of his choice).',
      'Hit for the cycle: pay $1,000 to $4,000 to draw 1 to 4 cards; you play one, discard one and keep the rest as the hit says. Once a phase.',
      'Farm promotions: try to bring a Phenom up to the majors, or turn a Prospect into a Phenom. Each roll costs $500, plus $500 for each +1 you buy (up to +3); you may roll up to your farm system\u2019s stars in one attempt and keep the last result.',
      'Pass: you are out of the phase. No event or OPS may be played directly on you any more, but cards against the whole table still reach you.',
    ],
  },
  {
    id: 'limits',
    title: 'Limits and the record',
    points: [
      'A rival may play at most one event and two OPS cards on you each phase (the mat counts them).',
      'Once your wins and losses reach the games to be decided, nothing more may change your record. At the end of the phase an owner over the games keeps his losses and has his wins cut to fit; an owner short of them adds the missing games, split evenly with the odd game a loss.',
      'You must play all your cards by the end of the late season. A card left over costs $1,000 to discard, or $2,000 to keep for next year (three at most).',
    ],
  },
  {
    id: 'media',
    title: 'Media and die rolls',
    body: [
      'Every die roll opens a media window: the roller first, then each other owner in turn, then the roller again may spend media cubes to push the roll up or down, one point a cube, or play a card that changes or re-rolls it. A trade accepted during the window locks the roll to the two partners. With two owners a media challenge may be made instead.',
      'In the Championship Series only the pennant winner may spend media, and only upwards (or nobody, by option).',
    ],
  },
  {
    id: 'money',
    title: 'Loans and trades',
    points: [
      'At any time, even in a rival\u2019s turn, you may take a loan of $5,000 or $10,000 (one new loan a phase, two at most). Each costs 10% interest at every in-season payout.',
      'Repaying costs the loan plus its interest ($5,500 for $5,000; $6,000 to bring $10,000 down to $5,000; $11,000 for the whole $10,000).',
      'A year ended with a loan out scores no cash VP; at the end of the game every $1,000 still owed costs 1 VP.',
      'Owners may trade money, major and farm players, media cubes, draft picks and their field managers at any time (never cards or VP). Send an offer from the Trade button; the other owner accepts, rejects or counters it when he holds the tablet. A club left over 25 players cuts players of its owner\u2019s choice.',
      'The Trade Chart trades with the bank once a phase as an action.',
    ],
  },
  {
    id: 'phase-end',
    title: 'End of each phase',
    body: [
      'Every owner rolls on the Payout Chart for money (a high roll may add media), pays the interest on his loans, and may buy up to 3 media cubes at $1,000 each.',
    ],
  },
  {
    id: 'year-end',
    title: 'End of the year',
    steps: [
      'Leftover cards are discarded or kept (see the limits). Compulsory cards still in hand resolve first.',
      'Pennant: the best record at or above the target wins it; tied owners roll off. The winner plays the Championship Series: one roll with his momentum and manager modifiers, for VP and money.',
      'Media pairs: each owner may turn two media cubes into 3 VP, as many pairs as he likes.',
      'Victory points: one per win on the wins track, the stars of the front office, farm system and manager, a winning-season bonus (bigger for smaller front offices), the standing (5, 3, 1, 0; without a pennant winner, 3, 1, 0, 0), 6 for each Superstar, 4 for each All-Star and 2 for each Phenom, the depth chart by Journeymen (-2 to +4), and one per $10,000 of cash if no loan is out. Money hidden by the option is shown now.',
      'Luxury tax: the leader pays the last owner (and, with four, the second pays the third).',
      'Retirement rolls: some players retire, some leave as free agents and are auctioned by blind bids; Phenoms over a farm\u2019s limit may be claimed by rivals.',
      'The Amateur Draft card is drawn; everyone rolls for draft picks (picks may have been traded).',
    ],
  },
  {
    id: 'regular-off-season',
    title: 'The following off-seasons',
    body: [
      'Every later year starts with 9 new cards each, free agency and claims, the draft, then upgrades and downgrades: change the front office, farm system and manager by up to two stars each, make a Regular an All-Star ($1,000) or an All-Star a Superstar ($2,000) once, switch Regulars and Journeymen ($1,000 each, up to four), and turn Utility players into Prospects. Then everyone pays salaries for players and organisation, buys media, and the off-season goes on as in the first year.',
    ],
  },
  {
    id: 'final',
    title: 'Final scoring',
    body: [
      'After the last year: 15, 10 and 5 VP for the most money, 5 and 3 VP for the most pennants won, a bonus or penalty from how the number of Journeymen changed since the start, and 1 VP lost per $1,000 of loans still out. Most VP wins; ties go to the owner with more money, then more pennants.',
    ],
  },
  {
    id: 'app',
    title: 'How this app plays it',
    points: [
      'The two-player rules (luxury tax and standings by the win gap, media challenges) apply whenever two owners play.',
      'Ties of standings (or, by option, split VP), bids and Phenom bonuses roll off one owner at a time; media may change each roll.',
      'Optional rules, chosen on the new-game form: the extended off-season (11.1: off-season cards in rounds until all pass), the All-Star Game (11.2), Extra Innings (12.1: one table-rule card, kept all game or replaced each off-season) and Legends and Superstars (12.2: a Superstar card and an All-Star card, each with an extra action and an OPS bonus, one use a phase).',
      'Every decision and its reason is listed in the game\u2019s notes (docs/games/lords.md).',
    ],
  },
];

export const TEAMS_TITLE = 'Front Office & Team Roster cards';

/** The reference's words in the active language. */
export const REF = localized({
  en: { INTRO, CONTENTS, SECTIONS, TEAMS_TITLE },
  fr: {
    INTRO: FR.INTRO_FR,
    CONTENTS: FR.CONTENTS_FR,
    SECTIONS: FR.SECTIONS_FR,
    TEAMS_TITLE: FR.TEAMS_TITLE_FR,
  },
});
