// @vitest-environment happy-dom
/**
 * Highlights 2045 in French: the catalog matches the English one key for key, the board's
 * words, the cards' action texts and the rules reference follow the active language, and a
 * board drawn in French at each phase of a match shows no English board word and no raw key.
 */
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../src/engine/session';
import { highlightsModule } from '../../../src/games/highlights';
import { Board } from '../../../src/games/highlights/board/Board';
import * as EN from '../../../src/games/highlights/board/text';
import * as FR from '../../../src/games/highlights/board/text.fr';
import { CARDS } from '../../../src/games/highlights/content';
import { MESSAGES } from '../../../src/games/highlights/messages';
import { MESSAGES_FR } from '../../../src/games/highlights/messages.fr';
import { Rules } from '../../../src/games/highlights/rules-ref/Rules';
import { REF, SECTIONS } from '../../../src/games/highlights/rules-ref/text';
import { SECTIONS_FR } from '../../../src/games/highlights/rules-ref/text.fr';
import type { HlState } from '../../../src/games/highlights/state';
import { activeLanguage } from '../../../src/ui/language';
import { expectSameShape, sayIn } from '../../app/catalog-check';
import { englishLeft, englishStrings, rawKeys, sectionShape } from '../../app/english-left';
import { NAMES, newGame, propsFor, state, type Game } from './board/table';

afterEach(() => {
  activeLanguage.value = 'en';
});

const sayFr = sayIn(MESSAGES, MESSAGES_FR, NAMES);

const CARD_LIST = Object.values(CARDS);
const english = englishStrings([
  EN.LETTER_NAME_EN,
  EN.TXT_EN,
  CARD_LIST.map((c) => EN.iaTextEn(c.ia).text),
]);
const french = englishStrings([FR.LETTER_NAME_FR, FR.TXT_FR]);

/** Cards played so far in this mini-game, by every side. */
const played = (s: HlState) => s.sides.reduce((n, sd) => n + sd.inPlay.cards.length, 0);

/** Plays seeded random moves (every option is legal) until `done`. */
function playUntil(g0: Game, done: (s: HlState) => boolean, seed = 7): Game {
  let g = g0;
  let x = seed;
  for (let guard = 0; guard < 5000 && !done(state(g)); guard++) {
    const p = highlightsModule.prompts(state(g))[0];
    if (!p) break;
    const acts = highlightsModule.actions(state(g), p.seat);
    x = (x * 1103515245 + 12345) % 2147483648;
    const a = acts[x % acts.length];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  return g;
}

function drawnInFrench(g: Game) {
  activeLanguage.value = 'fr';
  const seat = highlightsModule.prompts(state(g))[0]?.seat ?? 0;
  const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} say={sayFr} />);
  const result = {
    left: englishLeft(container, english, french),
    keys: rawKeys(container, 'hl'),
    text: container.textContent ?? '',
  };
  // French words hyphenate by the French dictionary: the board says its language.
  expect(container.firstElementChild?.getAttribute('lang')).toBe('fr');
  unmount();
  return result;
}

describe('highlights: French', () => {
  it('messages have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('messages are what the module offers, lazily, for fr', async () => {
    expect(await highlightsModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });

  it('every card action reads in French; keywords stay the printed ones', () => {
    activeLanguage.value = 'fr';
    for (const c of CARD_LIST) {
      const en = EN.iaTextEn(c.ia);
      const fr = EN.iaText(c.ia);
      expect(fr.text, c.name).not.toBe(en.text);
      // "Glove", "Clutch : Single": the printed keyword, French punctuation.
      if (c.ia.k !== 'rallyNext' && c.ia.k !== 'pickOffAll')
        expect(fr.key).toBe(en.key.replace(': ', '\u202f: '));
    }
    expect(EN.TXT.yourMove).toBe('À vous');
  });

  it('the rules reference has the same sections in French and follows the language', () => {
    expect(sectionShape(SECTIONS_FR)).toEqual(sectionShape(SECTIONS));
    expect(REF.SECTIONS).toBe(SECTIONS);
    activeLanguage.value = 'fr';
    expect(REF.SECTIONS).toBe(SECTIONS_FR);
    const { container, unmount } = render(<Rules say={sayFr} />);
    expect(container.textContent).toContain('Se déplacer sur les bases');
    expect(englishLeft(container, english, french)).toEqual([]);
    unmount();
  });

  it.each([
    ['two players, before the first mini-game', 2, {}, (s: HlState) => s.phase === 'prep'],
    ['two players, mid mini-game', 2, {}, (s: HlState) => s.phase === 'play' && played(s) > 3],
    ['two players, a buy round', 2, {}, (s: HlState) => s.phase === 'buy'],
    ['two players, a decision', 2, {}, (s: HlState) => s.pending !== null],
    ['three players (Hot Pepper)', 3, {}, (s: HlState) => s.phase === 'play' && played(s) > 4],
    ['the end of the match', 2, {}, (s: HlState) => s.phase === 'over'],
  ] as const)(
    'a board drawn in French (%s) has no English board word',
    (_, seats, options, done) => {
      const g = playUntil(newGame(seats, options, 'fr'), done);
      expect(done(state(g))).toBe(true);
      const { left, keys, text } = drawnInFrench(g);
      expect(keys).toEqual([]);
      expect(left).toEqual([]);
      expect(text).not.toMatch(/Tap a card|the Lineup\b| runner on /);
    },
  );
});
