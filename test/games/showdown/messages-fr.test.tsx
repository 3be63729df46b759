// @vitest-environment happy-dom
/**
 * Showdown in French: the catalog matches the English one key for key, the board's words,
 * the strategy card texts, the team builder and the rules reference follow the active
 * language, and a board drawn in French shows no English board word and no raw key.
 */
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showdownModule } from '../../../src/games/showdown';
import { Board } from '../../../src/games/showdown/board/Board';
import * as EN from '../../../src/games/showdown/board/text';
import * as FR from '../../../src/games/showdown/board/text.fr';
import { BT, BT_EN } from '../../../src/games/showdown/builder/text';
import { BT_FR } from '../../../src/games/showdown/builder/text.fr';
import { STRATEGY, strat } from '../../../src/games/showdown/content';
import { MESSAGES } from '../../../src/games/showdown/messages';
import { MESSAGES_FR } from '../../../src/games/showdown/messages.fr';
import { Rules } from '../../../src/games/showdown/rules-ref/Rules';
import { REF, SECTIONS } from '../../../src/games/showdown/rules-ref/text';
import { SECTIONS_FR } from '../../../src/games/showdown/rules-ref/text.fr';
import type { ShowdownState } from '../../../src/games/showdown/state';
import { activeLanguage } from '../../../src/ui/language';
import { expectSameShape, sayIn } from '../../app/catalog-check';
import { englishLeft, englishStrings, rawKeys, sectionShape } from '../../app/english-left';
import { NAMES, newGame, playUntil, propsFor, state, type Game } from './board/table';

afterEach(() => {
  activeLanguage.value = 'en';
});

const sayFr = sayIn(MESSAGES, MESSAGES_FR, NAMES);

const BOARD_EN = [
  EN.RESULT_NAME_EN,
  EN.WINDOW_NAME_EN,
  EN.STEP_NAME_EN,
  EN.XTXT_EN,
  EN.TYPE_NAME_EN,
  EN.TXT_EN,
  EN.BOX_EN,
  EN.BETWEEN_EN,
];
const BOARD_FR = [
  FR.RESULT_NAME_FR,
  FR.WINDOW_NAME_FR,
  FR.STEP_NAME_FR,
  FR.XTXT_FR,
  FR.TYPE_NAME_FR,
  FR.TXT_FR,
  FR.BOX_FR,
  FR.BETWEEN_FR,
];
const english = englishStrings(BOARD_EN);
const french = englishStrings(BOARD_FR);

/** Draws the board for the prompted seat in French and returns what is left in English. */
function drawnInFrench(g: Game) {
  activeLanguage.value = 'fr';
  const seat = showdownModule.prompts(state(g))[0]?.seat ?? 0;
  const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} say={sayFr} />);
  const left = englishLeft(container, english, french);
  const keys = rawKeys(container, 'showdown');
  const text = container.textContent ?? '';
  // describe() fills card texts and players' numbers in English: the labels put them back.
  for (const s of STRATEGY) expect(text).not.toContain(EN.STRAT_EN.text(s));
  expect(text).not.toMatch(/Control \d|On-Base \d/);
  // French words hyphenate by the French dictionary: the board says its language.
  expect(container.firstElementChild?.getAttribute('lang')).toBe('fr');
  unmount();
  return { left, keys, text };
}

const passing = (_s: ShowdownState, _m: number, acts: readonly { t: string }[]) =>
  acts.find((a) => a.t === 'pass') as never;

describe('showdown: French', () => {
  it('messages have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('messages are what the module offers, lazily, for fr', async () => {
    expect(await showdownModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });

  it('the board words, card texts and builder words follow the active language', () => {
    expect(EN.TXT.inning(0, 5)).toBe('Top 5th');
    expect(EN.STRAT.text(strat('Gap Shot'))).toBe(
      'Offense. Play on a single. The result becomes a double.',
    );
    activeLanguage.value = 'fr';
    expect(EN.TXT.inning(0, 1)).toBe('Début de la 1re');
    expect(EN.TXT.inning(1, 5)).toBe('Fin de la 5e');
    expect(EN.RESULT_NAME.HR).toBe('Circuit');
    expect(EN.STRAT.text(strat('Gap Shot'))).toBe(
      'Attaque. À jouer sur un simple. Le résultat devient un double.',
    );
    expect(BT.newTeam).toBe('Nouvelle équipe');
    // Every card reads in French, and differently from English.
    for (const s of STRATEGY) expect(EN.STRAT.text(s)).not.toBe(EN.STRAT_EN.text(s));
  });

  it('the builder words are translated, key for key', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(BT_FR)).toEqual(keys(BT_EN));
    expect(keys(BT_FR.kinds)).toEqual(keys(BT_EN.kinds));
  });

  it('the rules reference has the same sections in French and follows the language', () => {
    expect(sectionShape(SECTIONS_FR)).toEqual(sectionShape(SECTIONS));
    expect(REF.SECTIONS).toBe(SECTIONS);
    activeLanguage.value = 'fr';
    expect(REF.SECTIONS).toBe(SECTIONS_FR);
    const { container, unmount } = render(<Rules say={sayFr} />);
    expect(container.textContent).toContain('Les 60 cartes stratégie');
    expect(container.textContent).toContain('Le résultat devient un double.');
    expect(container.textContent).not.toContain('The result becomes');
    unmount();
  });

  it.each([
    ['advanced, before the pitch', { level: 'advanced', home: '1', rotation: '1' }, 'before'],
    ['advanced, on the result', { level: 'advanced', home: '1', rotation: '1' }, 'on'],
    ['expert, the lineups', { level: 'expert', home: '1', rotation: '1' }, 'lineup'],
    ['expert, substitutions', { level: 'expert', home: '1', rotation: '1' }, 'subs'],
    ['expert, extra bases', { level: 'expert', home: '1', rotation: '1' }, 'send'],
  ] as const)('a board drawn in French (%s) has no English board word', (_, options, phase) => {
    const g = playUntil(newGame({ ...options }, 'fr'), (s) => s.phase === phase, passing);
    expect(state(g).phase).toBe(phase);
    const { left, keys, text } = drawnInFrench(g);
    expect(keys).toEqual([]);
    expect(left).toEqual([]);
    expect(text).toMatch(/manche|Manche|Début|Fin/);
  });

  it('a finished game is drawn in French', () => {
    const g = playUntil(newGame({ level: 'advanced', home: '1', rotation: '1' }, 'fr-end'), (s) =>
      Boolean(showdownModule.outcome(s)),
    );
    const { left, keys, text } = drawnInFrench(g);
    expect(keys).toEqual([]);
    expect(left).toEqual([]);
    expect(text).toContain('Victoire des');
  });
});
