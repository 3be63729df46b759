/**
 * The rules reference in our own words: a summary of the rulebook's season, with the choices
 * this app makes where the rulebook is open (docs/games/gm.md). English here, French in
 * text.fr.ts; `REF` picks the active language.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';
import { localized } from '../../../ui/language';
import * as FR from './text.fr';

export const INTRO =
  'You are the new General Manager of a big-league club that is five good players away from contention. Sign players within your budget, fill their die slots with skill dice, and score the most wins in a season to take its championship trophy. Win enough trophies and you have built a dynasty: that wins the game.';

export const CONTENTS = 'Contents';

export const SECTIONS: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Setup',
    steps: [
      'Every GM is dealt two Team/Manager cards. Each card has a Team on one side and a Manager on the other.',
      'Choose one of the two to play Team side up; the other is your Manager. The choice is open, and everyone makes it at the same time.',
      "Your Team's budget is your money for the whole game (in $M). The player cards are shuffled into the player deck.",
    ],
  },
  {
    id: 'winning',
    title: 'Winning the game',
    body: [
      'Each season ends with a championship trophy for the team with the most wins. With 2 or 3 GMs, the first to 3 trophies establishes a dynasty and wins; with 4 to 6 GMs, 2 trophies are enough. The game ends at once, without Arbitration.',
    ],
  },
  {
    id: 'draft',
    title: '1. Free Agency Draft',
    steps: [
      'Everyone draws five player cards.',
      'Everyone at once, in secret: sign one player from your hand, or decline (discard) one. A signed player joins the right end of your Active Roster, and you put his salary from your free money on the card. A prospect costs nothing and goes to your Minor Leagues instead.',
      'When everyone has chosen, the choices are revealed together and the hands pass clockwise (to the next seat). Repeat until the hands are empty.',
    ],
    points: [
      'Your Active Roster holds at most five players. With five, you may still sign a prospect, or decline.',
      'You cannot sign a player whose salary is more than your uncommitted (free) money.',
      'The app passes the tablet between human GMs for each secret choice; nobody sees another hand.',
    ],
  },
  {
    id: 'team',
    title: '2. Team Dice',
    steps: [
      'Everyone rolls one die for each blue Team die icon on their Active Roster (and for abilities that add one).',
      'Put every die on an open die slot of one of your players, or hold it on an open slot of your Manager.',
      'A die whose face matches an open slot on that card goes on that slot, square in it. A die that matches nothing open on the card is turned 45 degrees in any open slot: the player can still score, but only Base Wins.',
      'If all your slots are full, the extra dice are discarded.',
    ],
  },
  {
    id: 'league',
    title: '3. League Dice Draft',
    steps: [
      'Everyone puts one die into the Stadium for each red League die icon on their Active Roster.',
      'The GM who put in the most rolls them all and picks first. Ties go to the GM with the most free money, then to a roll-off.',
      'Going clockwise, each GM takes one die at a time and places it as in Team Dice, until the Stadium is empty. A GM with no open slot still takes a turn, and discards the die taken.',
    ],
  },
  {
    id: 'manager',
    title: 'Dice held on the Manager',
    body: [
      'Dice on your Manager can move to open slots of your players at any time during the dice steps, and once more just before scoring (then press "Ready for scoring"). Dice never move back to the Manager or from one player to another.',
    ],
  },
  {
    id: 'scoring',
    title: '4. Scoring',
    steps: [
      'A player with every die slot filled scores his Base Wins; if every die matches its slot, his Max Wins instead. Abilities add wins only to a player who scores.',
      'Only one player per position scores, except pitchers: all of them do. Where two share a position, the one with more wins scores (the left-most on a tie).',
      "Add the win bonuses on your Team card whose conditions you meet, and your Manager's ability.",
      'Most wins takes the trophy. A tie goes to the GM with more free money; still tied, nobody takes the trophy that season.',
      'Then all the dice go back to the supply.',
    ],
  },
  {
    id: 'arb',
    title: '5. Arbitration',
    steps: [
      'For each player on your Active Roster: keep him by putting $1M more on his card, or release him and take back all the money on the card.',
      'If you cannot pay for a player you want to keep, release others first to get their money back.',
      'If you have prospects waiting, release enough players to make room for them: the roster never goes over five.',
    ],
  },
  {
    id: 'promote',
    title: '6. Promote Prospects',
    body: [
      'Prospects signed this season join the right end of the Active Roster, and the next season begins with a new Free Agency Draft. Prospects usually bring no dice, but they can score.',
    ],
  },
  {
    id: 'cards',
    title: 'Reading a player card',
    points: [
      'Top: name, position, and the salary (large, in $M). On your roster the corner shows the money on the card.',
      'The logo of his club (Owls, Hawks, Mules, Kings, Foxes or Comets), a star and the word All-Star for the best players, and the word Prospect for prospects.',
      'T: the Team dice he rolls for you; L: the League dice he adds to the Stadium.',
      'The die slots, each showing the skill it asks for: Hit, Power, Speed, Defense, Strike Zone or Arm. A die has those six faces.',
      'Bottom: Base Wins and Max Wins, and his ability, if any.',
    ],
  },
];

export const TEAMS_TITLE = 'The twelve Team/Manager cards';
/** A Team/Manager card's line: the team, its budget, the manager and his dice slots. */
export const TEAM_LINE = (team: string, budget: string, manager: string, slots: string) =>
  `${team} (${budget}) / Manager ${manager} (${slots})`;
/** The card's bonuses, then the manager's ability. */
export const TEAM_TEXT = (bonuses: readonly string[], ability: string) =>
  `${bonuses.join('; ')}. Manager: ${ability}`;

/** The reference's words in the active language. */
export const REF = localized({
  en: { INTRO, CONTENTS, SECTIONS, TEAMS_TITLE, TEAM_LINE, TEAM_TEXT },
  fr: {
    INTRO: FR.INTRO_FR,
    CONTENTS: FR.CONTENTS_FR,
    SECTIONS: FR.SECTIONS_FR,
    TEAMS_TITLE: FR.TEAMS_TITLE_FR,
    TEAM_LINE: FR.TEAM_LINE_FR,
    TEAM_TEXT: FR.TEAM_TEXT_FR,
  },
});
