/**
 * The rules reference in our own words: the game as this app plays it
 * (docs/games/highlights.md), after the Baseball Highlights 2045 rulebook (French translation).
 * English here, French in text.fr.ts; `REF` picks the active language.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';
import { localized } from '../../../ui/language';
import * as FR from './text.fr';

export const INTRO =
  'A deck-building baseball game. Each manager owns a roster of 15 cards; a mini-game is six cards each, played in turn. Every card is a player: its immediate action acts at once, its Hit Boxes threaten hits that the other side may still stop with its next card. Between games you buy Free Agents with the revenue of the cards you played. After the rules of Baseball Highlights 2045 by Mike Fitzgerald (Eagle-Gryphon Games); French translation by Barney521.';

export const CONTENTS = 'Contents';

export const SECTIONS: readonly RefSection[] = [
  {
    id: 'card',
    title: 'Reading a card',
    points: [
      'Top left, in a red diamond: the cost to buy the card. Top right, in a green circle: the revenue it brings when it is In Play at the end of a mini-game.',
      'Its type, with an emblem and a word: Natural (leaf), Robot (square head) or Cyborg (half-ring). Naturals field and earn most; Robots hit hardest and earn little; Cyborgs pitch.',
      'Its immediate action, lettered D (defensive), O (offensive) or S (special), with its text.',
      'Its Hit Boxes (1B Single, 2B Double, 3B Triple, HR Homerun), from none to three.',
      'Its speed: Slow (white), Average (blue) or Fast (red); the word is printed too. Runners from its hits take that colour.',
      'PH: the card may be discarded to pinch-hit.',
    ],
  },
  {
    id: 'setup',
    title: 'Before each mini-game',
    steps: [
      'Each manager shuffles a starting team of 15 into a Lineup. Six Free Agents are laid face up as the Buy Row.',
      'If you kept a card On Deck from the last game, keep it there, discard it, or put it on top of your Lineup.',
      'Draw 6 cards (when the Lineup runs out, the Dugout is shuffled into a new Lineup).',
      'You may then set one card of your hand face down On Deck and draw one to replace it. Only you see your On Deck card.',
      'The Visitor plays first. Who is home depends on the part of the match (see Modes).',
    ],
  },
  {
    id: 'turn',
    title: 'A turn',
    steps: [
      'Play a card from your hand In Play; or pinch-hit: discard a PH card from your hand to the Dugout and play your On Deck card or the top card of your Lineup instead.',
      'Resolve its immediate action, if it can act. It acts against the hits the other side has threatened at its home plate, or on its runners.',
      'The threatened hits of the other side that are left now happen, left to right: runners move, then the batter takes his base. A runner who crosses home scores a run.',
      'Put one batter at your home plate for each of your card’s Hit Boxes, in its speed colour. They are threatened until the other side’s next card.',
      'Turns alternate until both sides have played 6 cards. There is no drawing during a mini-game.',
    ],
  },
  {
    id: 'running',
    title: 'Running the bases',
    points: [
      'Slow runners move exactly as many bases as the hit.',
      'Average runners do the same, but score from 2nd on a Single.',
      'Fast runners move one base more than the hit, but only when they start from a base (a batter never does).',
      'One runner per base; nobody passes the runner ahead, so a fast runner can be held up by a slower one.',
      'A Walk forces: the batter takes 1st and each runner moves up only if the one behind pushes him.',
    ],
  },
  {
    id: 'end',
    title: 'The end of a mini-game',
    steps: [
      'Visitor Save: the Visitor may show his On Deck card or the top card of his Lineup and use its action, if it is defensive (D) only; the card then goes to the Dugout.',
      'The Home side’s last threatened hits then happen.',
      'Most runs wins. In a tie (two players), extra innings: each side fills its hand to 3 cards when empty, picks one face down, both are shown; Home’s action, then the Visitor’s, then both Hit Boxes; repeat until someone leads. Runners stay on base. There are no ties.',
    ],
  },
  {
    id: 'buy',
    title: 'Buy rounds',
    steps: [
      'Each side’s revenue is the total of the green circles of its cards In Play.',
      'The lowest revenue buys first (a tie: the loser of the mini-game; in a buy-only round, at random).',
      'Buy any cards of the Buy Row whose costs add up to at most your revenue. Each bought card goes face up on top of your Lineup, and for each one you send one of your In Play cards to the Minor Leagues: the roster stays at 15. The Buy Row is refilled at once.',
      'The rest of In Play goes to the Dugout.',
    ],
  },
  {
    id: 'modes',
    title: 'Modes',
    points: [
      'Standard (2 players): a season of 3 mini-games (home drawn at random for game 1, then alternating), then the World Series, first to 4 wins. The season winner is home in games 1, 2, 6 and 7. A buy round follows every game except the last.',
      'Short (2 players): 3 buy-only rounds (draw 6, buy with them), then the World Series with home field drawn at random.',
      'Long (2 players): the 3 buy-only rounds, the season, then the World Series.',
      'Solo: you against the AI, a deck of 15 random Free Agents that is always home and plays its top card each turn, without On Deck, pinch-hitting or buying. Choose 0 to 6 buy rounds first (0 is very hard, 2 a real challenge, 4 or more in your favour), then a best-of-7 World Series with a buy round after each game.',
      'Hot Pepper (3 players): three exhibition games or three buy rounds, a season of 6 mini-games scored in points, then a best-of-3 playoff between the top two. Your actions and the hits you face are those of the player just before you; the order changes each round.',
    ],
  },
];

export const ACTIONS_TITLE = 'Immediate actions';
export const EXP_TITLE = 'Expansions';
export const EXPANSIONS_TEXT: readonly string[] = [
  'Rally Cap (cards 136-150): Rally, Teamwork, Closer and Hold.',
  'Naturals Magna Glove (151-160): Magna Glove and Teamwork.',
  'Robot Hitters (161-170): Cloning, Gambler and Replace.',
  'Cyborg Pitchers (171-180): Slider and Pick Off all.',
  'Error! (181-195): Checks (the top Free Agent is shown; its type decides, then it goes under the deck), Wild Pitch, Cyborg out, Error, Contact, Bean Ball.',
  'Big Fly! (196-210): Pinch Runner, Hit & Run, Quick Eye for 2 Walks, Clutch Homerun with the bases loaded, Sinkerball.',
  'Each expansion chosen in the options adds its cards to the Free Agent deck.',
];

/** The reference's words in the active language. */
export const REF = localized({
  en: { INTRO, CONTENTS, SECTIONS, ACTIONS_TITLE, EXP_TITLE, EXPANSIONS_TEXT },
  fr: {
    INTRO: FR.INTRO_FR,
    CONTENTS: FR.CONTENTS_FR,
    SECTIONS: FR.SECTIONS_FR,
    ACTIONS_TITLE: FR.ACTIONS_TITLE_FR,
    EXP_TITLE: FR.EXP_TITLE_FR,
    EXPANSIONS_TEXT: FR.EXPANSIONS_TEXT_FR,
  },
});
