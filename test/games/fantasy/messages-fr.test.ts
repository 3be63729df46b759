/**
 * Fantasy Fantasy Baseball in French: the catalog matches the English one key for key, and
 * the board's words and the rules reference follow the active language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { ABILITY_TEXT_FR } from '../../../src/games/fantasy/content/abilities.fr';
import { BASE_WORD, TIER_WORD, TXT } from '../../../src/games/fantasy/board/text';
import { MESSAGES } from '../../../src/games/fantasy/messages';
import { MESSAGES_FR } from '../../../src/games/fantasy/messages.fr';
import { REF } from '../../../src/games/fantasy/rules-ref/text';
import { SECTIONS_FR } from '../../../src/games/fantasy/rules-ref/text.fr';
import { SECTIONS } from '../../../src/games/fantasy/rules-ref/text';
import { ABILITIES } from '../../../src/games/fantasy/types';
import { activeLanguage } from '../../../src/ui/language';
import { expectSameShape } from '../../app/catalog-check';

afterEach(() => {
  activeLanguage.value = 'en';
});

describe('fantasy: French', () => {
  it('messages have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('messages are what the module offers, lazily, for fr', async () => {
    expect(await fantasyModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });

  it('every ability has a French text', () => {
    for (const a of ABILITIES) expect(ABILITY_TEXT_FR[a].length, a).toBeGreaterThan(10);
  });

  it('the board words follow the active language', () => {
    expect(TXT.week(2)).toBe('Week 2');
    expect(BASE_WORD.map((b) => b)).toEqual(['1st', '2nd', '3rd', 'Home']);
    activeLanguage.value = 'fr';
    expect(TXT.week(2)).toBe('Semaine 2');
    expect(TXT.turnState.now).toBe('Choisit');
    expect(TIER_WORD.allStar).toBe('Étoile');
    expect(BASE_WORD.map((b) => b)).toEqual(['1re', '2e', '3e', 'Marbre']);
    expect(BASE_WORD[3]).toBe('Marbre');
  });

  it('the rules reference has the same sections in French and follows the language', () => {
    const shape = (s: typeof SECTIONS) =>
      s.map((x) => [x.id, x.steps?.length, x.points?.length, x.body?.length]);
    expect(shape(SECTIONS_FR)).toEqual(shape(SECTIONS));
    expect(REF.SECTIONS).toBe(SECTIONS);
    activeLanguage.value = 'fr';
    expect(REF.SECTIONS).toBe(SECTIONS_FR);
    expect(REF.CONTENTS).toBe('Sommaire');
  });
});
