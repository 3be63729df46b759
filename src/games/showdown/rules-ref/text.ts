/**
 * The rules reference in our own words: the basic game as this app plays it
 * (docs/games/showdown.md), the advanced game's windows and cards, the expert rules, the
 * charts and the team construction rules. English here, French in text.fr.ts; `REF` picks
 * the active language.
 */

import type { RefSection } from '../../../ui/components/RulesDoc';
import { localized } from '../../../ui/language';
import * as FR from './text.fr';

export const INTRO =
  'Two managers, one team each. Every at-bat is a duel of two cards: the pitcher rolls to win the advantage, then the batter swings and the result is read on the chart of whoever has it. Nine innings; the team with more runs wins.';

export const CONTENTS = 'Contents';

export const SECTIONS: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Setting up',
    steps: [
      'Each manager brings one ready-made team of 20 players: 9 regulars, 2 bench hitters, 2 backups, 4 starting pitchers, 2 relievers and a closer.',
      'Both managers roll a d20; the higher roll is the home team (reroll ties). The home team bats second.',
      'The home team rolls for the rotation: 1-5 the first starters pitch, 6-10 the second, 11-15 the third, 16-20 the fourth. Both teams use the same number.',
      "The home team's league decides the designated hitter: AL rules, both teams use a DH; NL rules, the DH is dropped and the pitcher bats ninth.",
      'Lineups are the written batting orders, announced to both managers.',
    ],
  },
  {
    id: 'innings',
    title: 'Innings and the end of the game',
    points: [
      'Nine innings of three outs. The visitors bat in the top half, the home team in the bottom half.',
      'After the top of the 9th (or later), a home lead ends the game. After a bottom half of the 9th or later, any lead ends it; a tie goes to extra innings.',
      'In the bottom of the 9th or later the game ends the moment the home team takes the lead (a walk-off).',
    ],
  },
  {
    id: 'atbat',
    title: 'The at-bat',
    steps: [
      'Substitutions: the defense may change pitchers, then the offense may send up a pinch hitter, and so on. A change hands the decision to the other manager; two passes in a row close the window.',
      "The pitch: the pitcher rolls d20 + Control − fatigue. If the total is higher than the batter's On-Base, the pitcher has the advantage; otherwise (ties included) the batter has it. A pitcher at the plate never gets the advantage: no pitch is rolled.",
      'The swing: the batter rolls d20 and reads it on the chart of whoever has the advantage. A swing above 20 reads 20; below 1 reads 1.',
      'The result is carried out: outs move nobody; walks force runners; hits move every runner as many bases as the hit.',
    ],
  },
  {
    id: 'advance',
    title: 'Moving runners',
    points: [
      'SO, PU, GB, FB: the batter is out; runners stay where they are.',
      'BB (walk): the batter takes first; runners move up only when forced.',
      '1B (single): every runner moves one base; the batter takes first.',
      '1B+ (single plus): as a single, then the batter takes second if it is open.',
      '2B (double), 3B (triple): every runner moves two or three bases. A triple clears the bases.',
      'HR (home run): everyone scores.',
      'Each run is charged to the pitcher who was pitching when that runner reached base.',
    ],
  },
  {
    id: 'pitching',
    title: 'Innings pitched and fatigue',
    points: [
      'An inning counts against a pitcher as soon as he pitches in it, or when he comes in during it.',
      'Fatigue = innings counted beyond his IP (an IP below 0 counts as 0). Fatigue comes off his Control. A starter with IP 6 pitching in the 9th has −3.',
      'You cannot take your starter out before the 5th inning unless he is tired. That includes pinch-hitting for him.',
      'Only relievers and closers come in from the bullpen; starters never relieve. A player taken out of the game cannot come back.',
      'If your pitcher was pinch-hit for, you must bring in a reliever or closer as your team takes the field.',
      'Backups are offered as pinch hitters only from the bottom of the 6th on.',
    ],
  },
  {
    id: 'advanced',
    title: 'The advanced game: strategy cards',
    body: [
      'Each team brings a 60-card strategy deck. Each manager shuffles it and draws 3 cards; when a team comes up to bat, both managers draw 1 more (so 4 before the first pitch). An empty deck gives nothing. Your hand is secret; your deck count, discard pile and every card played are public.',
      'Offense cards (▲) only for the team at the plate, defense cards (■) only for the team in the field, utility cards (●) for either side.',
    ],
  },
  {
    id: 'windows',
    title: 'The card windows of an at-bat',
    steps: [
      'Substitutions: pitching changes and pinch hitters, as in the basic game. No cards here.',
      'Before the pitch: cards timed "before the pitch" (stat changes, swing changes, steals, draws, IP changes).',
      'The pitch and the swing are rolled together: no card between them.',
      'On the result: cards timed "on a …" that match the result just read. They may change it.',
      'The result is carried out.',
      'After the play: cards timed "after a hit", "after an out" or "after a walk" that match what was carried out. There is no after window when the third out is made or the game has been won.',
    ],
    points: [
      'In every window the defense decides first. Playing a card hands the decision to the other manager; the window closes when both pass in a row.',
      'Cards played this at-bat go to the discard pile at its end. A stat change with no duration stays on its player while he is in the game.',
      'A Fielding check adds d20 to the Fielding of the infield (1B, 2B, 3B, SS) or the outfield (LF, CF, RF); 21 or more passes.',
      "A steal: a runner on first or second tries for the next base (never home). The catcher rolls d20 + Arm (+5 for third) and must beat the runner's Speed.",
      'A discard card makes the other manager discard at random, face up.',
    ],
  },
  {
    id: 'expert',
    title: 'The expert game',
    steps: [
      'Substitutions: as in the advanced game, plus pinch runners (a bench player takes a runner’s base and batting spot), defensive replacements (a bench player takes a fielder’s batting spot; the field is re-arranged) and, without a DH, double switches (a new pitcher and a new fielder swap the old ones’ batting spots).',
      'Intentional walk: the defense may walk the batter, with its pass in the substitutions (“Walk him intentionally” instead of “Pitch to him”). No pitch and no swing; it is not a “walk” result for strategy cards.',
      'Sacrifice bunt: unless the batter was walked or a runner is on third, the offense may bunt, with the pass that ends the substitutions once the defense has passed (“Bunt” instead of “Swing away”). The batter is out and every runner moves up one base; with 2 outs the bunt is the third out and nobody moves.',
      'The card windows, the pitch and the swing, as in the advanced game (skipped for a walk or a bunt).',
      'Extra bases: after a single, single+, double or a fly ball that is not the third out, the offense may send runners who stopped on second or third one more base.',
      'The throw: the defense picks one runner sent; the outfield rolls d20 + its Fielding against his Speed (+5 going home, +5 with 2 outs). Beat it and he is out; a tie goes to the runner. Runs ahead of him still count.',
    ],
    points: [
      'Ground balls: with a runner on first, the runner from first is out and the infield rolls d20 + its Fielding against the batter’s Speed to double him up. Runners on second and third move up.',
      'Anyone but a pitcher may play first base: Fielding −1 if he does not qualify there, −2 if he qualifies nowhere.',
      'Emergency fielders (marked “!” on the field) fill the positions a team can no longer fill: every position at +0, Speed 15, and at the plate he never has the advantage (no pitch).',
      'An emergency reliever copies the cheapest pitcher on either roster with IP 0 and Control 0.',
      'Every third run charged to a pitcher lowers his IP by 1 at once.',
    ],
  },
  {
    id: 'series',
    title: 'Playing a series',
    points: [
      'Choose a best-of-3, 5 or 7 series when you start: the first team to win a majority of the games takes it.',
      'Each game is set up afresh: home field alternates after the first game, and the home team’s preference decides the designated hitter.',
      'Your starters take turns: each game both teams start their next pitcher, and the fourth is followed by the first.',
      'Between games each manager in turn may swap cards between his deck and his sideboard, one for one, so the sideboard keeps 15 cards. Nobody else sees the swaps. There is no swapping before the first game.',
      'Expert game: a reliever or closer who pitched in both of the last two games starts the next one at IP 0; one game off restores him.',
    ],
  },
  {
    id: 'team',
    title: 'Building a team',
    points: [
      'At most 5,000 points; a backup counts one-fifth of his points.',
      'Exactly 20 players, each card once, with exactly 4 starting pitchers listed in rotation order.',
      'At least 9 fielders and other hitters, able to fill C, 1B, 2B, 3B, SS, LF, CF and RF at once (OF covers LF, CF and RF).',
      'Declare AL or NL rules for your home games.',
      'A written lineup with one qualified player at each position and a DH, each once.',
      'Backups are hitters beyond the first 9; pitchers cannot be backups, and backups never start.',
      'A strategy deck of exactly 60 cards plus a 15-card sideboard, with at most 4 copies of any one card name across the 75.',
    ],
  },
  {
    id: 'cards',
    title: 'Reading a player card',
    points: [
      'Hitters: On-Base (large), Speed (A 18+, B 13-17, C 12 or less), the positions they can play with their Fielding (for catchers, their Arm), bats left, right or switch, and points.',
      'Pitchers: Control (large), IP, throws left or right, role (starter, reliever, closer) and points. Pitchers have Speed C (10) and Fielding +0.',
      'The chart: 20 rows, each a result. SO strikeout, PU popup, GB ground ball, FB fly ball, BB walk, 1B single, 1B+ single plus, 2B double, 3B triple, HR home run.',
    ],
  },
];

export const RESULTS_TITLE = 'The results';
export const STRATEGY_TITLE = 'The 60 strategy cards';
export const CHART_EXAMPLE_TITLE = 'An example chart';
export const CHART_CAPTION = (name: string, onBase: number) =>
  `${CHART_EXAMPLE_TITLE}: ${name} (On-Base ${onBase})`;

/** The reference's words in the active language. */
export const REF = localized({
  en: {
    INTRO,
    CONTENTS,
    SECTIONS,
    RESULTS_TITLE,
    STRATEGY_TITLE,
    CHART_EXAMPLE_TITLE,
    CHART_CAPTION,
  },
  fr: {
    INTRO: FR.INTRO_FR,
    CONTENTS: FR.CONTENTS_FR,
    SECTIONS: FR.SECTIONS_FR,
    RESULTS_TITLE: FR.RESULTS_TITLE_FR,
    STRATEGY_TITLE: FR.STRATEGY_TITLE_FR,
    CHART_EXAMPLE_TITLE: FR.CHART_EXAMPLE_TITLE_FR,
    CHART_CAPTION: FR.CHART_CAPTION_FR,
  },
});
