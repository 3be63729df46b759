// @vitest-environment happy-dom
/**
 * You're the GM! in French: the catalog matches the English one key for key, the board's
 * words, the card texts and the rules reference follow the active language, and a board
 * drawn in French at each step of a season shows no English board word and no raw key.
 */
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gmModule } from '../../../src/games/gm';
import { Board } from '../../../src/games/gm/board/Board';
import * as EN from '../../../src/games/gm/board/text';
import * as FR from '../../../src/games/gm/board/text.fr';
import { PLAYERS, TEAM_CARDS } from '../../../src/games/gm/content';
import { MESSAGES } from '../../../src/games/gm/messages';
import { MESSAGES_FR } from '../../../src/games/gm/messages.fr';
import { Rules } from '../../../src/games/gm/rules-ref/Rules';
import { REF, SECTIONS } from '../../../src/games/gm/rules-ref/text';
import { SECTIONS_FR } from '../../../src/games/gm/rules-ref/text.fr';
import type { Phase } from '../../../src/games/gm/types';
import { activeLanguage } from '../../../src/ui/language';
import { expectSameShape, sayIn } from '../../app/catalog-check';
import { englishLeft, englishStrings, rawKeys, sectionShape } from '../../app/english-left';
import { NAMES, newGame, playUntil, propsFor, signer, state } from './board/table';

afterEach(() => {
  activeLanguage.value = 'en';
});

const sayFr = sayIn(MESSAGES, MESSAGES_FR, NAMES);

const english = englishStrings([
  EN.SKILL_WORD_EN,
  EN.POS_WORD_EN,
  EN.MANAGER_TEXT_EN,
  EN.PHASE_TITLE_EN,
  EN.TXT_EN,
  PLAYERS.flatMap((p) => (p.ability ? [EN.abilityTextEn(p.ability)] : [])),
  TEAM_CARDS.flatMap((t) => t.team.bonuses.map((b) => EN.bonusTextEn(b))),
]);
const french = englishStrings([
  FR.SKILL_WORD_FR,
  FR.POS_WORD_FR,
  FR.MANAGER_TEXT_FR,
  FR.PHASE_TITLE_FR,
  FR.TXT_FR,
]);

describe('gm: French', () => {
  it('messages have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('messages are what the module offers, lazily, for fr', async () => {
    expect(await gmModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });

  it('the board words and card texts follow the active language', () => {
    expect(EN.TXT.money(3)).toBe('$3M');
    expect(EN.SKILL_WORD.eye).toBe('Strike Zone');
    activeLanguage.value = 'fr';
    expect(EN.TXT.money(3)).toBe('3\u00a0M$');
    expect(EN.SKILL_WORD.eye).toBe('Œil');
    expect(EN.POS_WORD.SS).toBe('Arrêt-court');
    for (const p of PLAYERS)
      if (p.ability) expect(EN.abilityText(p.ability)).not.toBe(EN.abilityTextEn(p.ability));
    for (const t of TEAM_CARDS)
      for (const b of t.team.bonuses) expect(EN.bonusText(b)).not.toBe(EN.bonusTextEn(b));
  });

  it('the rules reference has the same sections in French and follows the language', () => {
    expect(sectionShape(SECTIONS_FR)).toEqual(sectionShape(SECTIONS));
    expect(REF.SECTIONS).toBe(SECTIONS);
    activeLanguage.value = 'fr';
    expect(REF.SECTIONS).toBe(SECTIONS_FR);
    const { container, unmount } = render(<Rules say={sayFr} />);
    expect(container.textContent).toContain('Les douze cartes Équipe/Gérant');
    expect(englishLeft(container, english, french)).toEqual([]);
    unmount();
  });

  it.each(['choose', 'draft', 'team', 'league', 'final', 'arb', 'over'] as Phase[])(
    'a board drawn in French at the %s step has no English board word',
    (phase) => {
      const g = playUntil(newGame(3, `fr-${phase}`), (s) => s.phase === phase, signer);
      expect(state(g).phase).toBe(phase);
      activeLanguage.value = 'fr';
      const seat = gmModule.prompts(state(g))[0]?.seat ?? 0;
      const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} say={sayFr} />);
      expect(rawKeys(container, 'gm')).toEqual([]);
      expect(englishLeft(container, english, french)).toEqual([]);
      // describe() writes a die's skill and "your Manager" in English: the labels do not.
      expect(container.textContent).not.toMatch(/your Manager|Strike Zone die|the Hit die/);
      // French words hyphenate by the French dictionary: the board says its language.
      expect(container.firstElementChild?.getAttribute('lang')).toBe('fr');
      unmount();
    },
  );
});
