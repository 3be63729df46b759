/**
 * The rules reference in our own words: a summary of the rulebook's flow, with the choices
 * this app makes where the rulebook is open. English here, French in text.fr.ts; `REF` picks
 * the active language.
 */

import type { RefSection } from '../../../ui/components/RulesDoc';
import { localized } from '../../../ui/language';
import * as FR from './text.fr';
import { counted } from '../../../engine/messages';

export const INTRO =
  'Each manager is a Wizard running a team of fantasy characters. Draft a roster, win weekly head-to-head battles for Win cards, climb the Stat Track, and reach the best-of-seven Championship Series. Win four games there to be the Ultimate Champion.';

export const SECTIONS: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Setup',
    steps: [
      'Each manager gets a Team Card at random. A random manager is first in Waiver Order; the others follow around the table.',
      'The Win cards are shuffled into the Win deck (and the Event cards into the Event deck, if you play with them).',
      'The characters are split into their five tiers. Each manager is dealt 3 Rookies, 1 Pro, 1 Specialist, 1 All-Star and 1 Hall of Famer for the Live Draft.',
    ],
  },
  {
    id: 'draft',
    title: 'Live Draft',
    steps: [
      'Everyone secretly keeps one character from the hand they hold, then passes the rest to the left.',
      'Repeat until everyone has kept 7 characters.',
      'Everyone discards one of their 7 face down: these form the Discard Pile. The characters not dealt form the Character Deck.',
    ],
  },
  {
    id: 'month',
    title: 'Each month (3 months in a season)',
    steps: [
      'Prepare: a Win card is dealt face up at each base (1st, 2nd, 3rd, Home). With Event cards, one Event is flipped and lasts the whole month.',
      'Free Agency (not in the first month): managers + 2 characters are flipped from the Character Deck. In Waiver Order, each manager may sign one and must at once give one of theirs back to the pool, or use a Recruit character instead, or pass. Leftovers go back into the Character Deck (or to the Discard Pile, by option).',
      'Set Rosters (secret): place one character face down at each base, in base order; the two left over go face down to your bench. Bench characters are your magic for the month.',
      'Play Ball: the four weeks are played base by base (below).',
      'Cleanup: the manager with the fewest Wins becomes first in Waiver Order (last in Turn Order); tied managers keep their order. Everyone takes all their characters back.',
    ],
  },
  {
    id: 'play',
    title: 'Play Ball: each week',
    steps: [
      "Everyone's character for this base is revealed at once.",
      'In Turn Order (most Wins first), each manager may flip one unused bench card face up to use its magic, or pass. A bench card is used once a month, unless revived.',
      "Each character adds up its stats that the Win card asks for (after the Event and the week's magic). The highest total takes the Win card.",
      'Ties: Good beats Evil. If still tied, nobody wins; the card goes to the bottom of the Win deck.',
      "Everyone who did not take the Win card checks the card's STAT TRACK banners: for each banner stat your character has, move your peg on that coloured row by the banner's number.",
    ],
  },
  {
    id: 'season',
    title: 'End of the Regular Season',
    body: [
      'On each of the five Stat Track rows, managers earn bonus Wins by place (chart below). You need at least 1 point on a row to earn anything; ties are friendly (both take the place, and the next manager takes the place after them).',
      'The two managers with the most Wins (Win cards plus bonus Wins) play the Championship Series. A tie for a place is settled by a Wild Card Game.',
    ],
  },
  {
    id: 'wildcard',
    title: 'Wild Card Game',
    points: [
      'One Win card is flipped; each contender secretly picks a character from their whole roster. No magic.',
      'The higher total goes through; ties are settled as in the Championship Series.',
      "The winner's Wild Card character sits out until game 5 of the Championship Series.",
    ],
  },
  {
    id: 'series',
    title: 'Championship Series (best of seven)',
    points: [
      'All Win cards are shuffled together and 4 are flipped, one for each of games 1-4. No bench magic; the Event (if any) applies throughout.',
      'Home field goes to the manager with more Wins. The away manager commits characters for games 1-4 and reveals game 1 first; then the home manager commits.',
      'Each game: higher total wins; ties go Good over Evil, then more Win cards are flipped for the same two characters until one is higher (with the deck exhausted, home field wins).',
      'Before game 5, the game 1 and Wild Card characters come back, and 3 more Win cards are flipped for games 5-7.',
      'The first to win 4 games is the Ultimate Champion.',
    ],
  },
  {
    id: 'variants',
    title: 'Variants',
    points: [
      'Event cards: an Event is active each month and through the playoffs.',
      'More Wins (4-5 managers): two Win cards per base, one upside down. When you place a character you also choose which one it contests; its orientation is revealed with it.',
      'Full Season: play 4 or 5 months.',
      'Wild Card Game by choice: the 2nd and 3rd teams always play one.',
      'Remove the Aliens: play without the two Abduct characters.',
    ],
  },
  {
    id: 'solo',
    title: 'Solo',
    points: [
      'You play against the Robot (15 characters, 3 of each tier) and the Deck.',
      "Each week you pick the Robot's character from those sharing a stat with that week's Win card (at random if none does, or always at random by option). Robot characters are not reused in the Regular Season.",
      'The Deck flips 3 characters from the Character Deck each week and plays the best total.',
      'The Robot and the Deck use no magic and skip Free Agency. If they finish first and second, you are out of the Championship Series.',
    ],
  },
];

export const TRACKS_NOTE =
  'Each Stat Track row is fed by one hitting and one pitching stat, so hitters and pitchers can climb every row:';

export const CHART_TITLE = 'Bonus Wins by place on each row';
export const CHART_MANAGERS = (n: number) => counted('en', n, 'manager', 'managers');
export const PLACES = ['1st', '2nd', '3rd', '4th', '5th'] as const;
export const ABILITIES_TITLE = 'The 21 magic abilities';
export const EVENTS_TITLE = 'Event cards';
export const CONTENTS = 'Contents';

/** The reference's words in the active language. */
export const REF = localized({
  en: {
    INTRO,
    SECTIONS,
    TRACKS_NOTE,
    CHART_TITLE,
    CHART_MANAGERS,
    PLACES,
    ABILITIES_TITLE,
    EVENTS_TITLE,
    CONTENTS,
  },
  fr: {
    INTRO: FR.INTRO_FR,
    SECTIONS: FR.SECTIONS_FR,
    TRACKS_NOTE: FR.TRACKS_NOTE_FR,
    CHART_TITLE: FR.CHART_TITLE_FR,
    CHART_MANAGERS: FR.CHART_MANAGERS_FR,
    PLACES: FR.PLACES_FR,
    ABILITIES_TITLE: FR.ABILITIES_TITLE_FR,
    EVENTS_TITLE: FR.EVENTS_TITLE_FR,
    CONTENTS: FR.CONTENTS_FR,
  },
});
