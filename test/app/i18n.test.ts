/**
 * The shell's language: the French catalog has every English key with the same
 * placeholders, 'auto' follows the device's preferences, and switching loads the lazy
 * catalog, changes t() and sets <html lang>.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../src/app/i18n/en';
import { fr } from '../../src/app/i18n/fr';
import {
  activeLanguage,
  applyLanguage,
  formatNumber,
  gameMessages,
  loadGameMessages,
  refusalText,
  t,
} from '../../src/app/i18n';
import { resolveLanguage } from '../../src/ui/language';
import { expectSameShape } from './catalog-check';

afterEach(async () => {
  await applyLanguage('en');
});

describe('the shell catalogs', () => {
  it('French has exactly the English keys, each with the same placeholders', () => {
    expectSameShape(en, fr);
  });
});

describe('the language setting', () => {
  it("'auto' picks French for fr-CA first and English for a device preferring German", () => {
    expect(resolveLanguage('auto', ['fr-CA', 'en'])).toBe('fr');
    expect(resolveLanguage('auto', ['de', 'en'])).toBe('en');
    // The first supported preference wins, unsupported ones are skipped.
    expect(resolveLanguage('auto', ['de-CH', 'fr', 'en'])).toBe('fr');
    expect(resolveLanguage('auto', ['en-GB', 'fr'])).toBe('en');
    expect(resolveLanguage('auto', [])).toBe('en');
    // A chosen language ignores the device.
    expect(resolveLanguage('en', ['fr-FR'])).toBe('en');
    expect(resolveLanguage('fr', ['en-US'])).toBe('fr');
  });

  it('switching loads the catalog and changes t(), numbers and the active language', async () => {
    expect(await applyLanguage('auto', ['fr-CA', 'en'])).toBe('fr');
    expect(activeLanguage.value).toBe('fr');
    expect(t('settings.title')).toBe('Réglages');
    expect(t('new.defaultName', { n: 2 })).toBe('Joueur 2');
    expect(formatNumber(1.5, { minimumFractionDigits: 1 })).toBe('1,5');
    expect(await applyLanguage('auto', ['de', 'en'])).toBe('en');
    expect(t('settings.title')).toBe('Settings');
    expect(formatNumber(1.5, { minimumFractionDigits: 1 })).toBe('1.5');
  });

  it('a later switch wins over one still loading', async () => {
    const slow = applyLanguage('fr', []);
    await applyLanguage('en', []);
    await slow;
    expect(activeLanguage.value).toBe('en');
    expect(t('settings.title')).toBe('Settings');
  });
});

describe('game catalogs', () => {
  const module = {
    messages: { 'x.hello': 'Hello {seat}', 'x.only': 'English only' },
    translations: { fr: () => Promise.resolve({ 'x.hello': 'Bonjour {seat}' }) },
  };

  it('load lazily per language and fall back to English per key', async () => {
    await applyLanguage('fr', []);
    // Not loaded yet: English, and the load starts.
    expect(gameMessages(module)['x.hello']).toBe('Hello {seat}');
    const merged = await loadGameMessages(module, 'fr');
    expect(merged).toEqual({ 'x.hello': 'Bonjour {seat}', 'x.only': 'English only' });
    expect(gameMessages(module)['x.hello']).toBe('Bonjour {seat}');
    await applyLanguage('en', []);
    expect(gameMessages(module)['x.hello']).toBe('Hello {seat}');
  });

  it('a translation that cannot load leaves English and is logged, not dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = {
      messages: { 'w.a': 'A' },
      translations: { fr: () => Promise.reject(new Error('chunk missing')) },
    };
    expect(await loadGameMessages(offline, 'fr')).toEqual({ 'w.a': 'A' });
    expect(warn).toHaveBeenCalledWith('the game catalog in fr failed', expect.any(Error));
    warn.mockRestore();
  });

  it('a game without a translation shows English', async () => {
    await applyLanguage('fr', []);
    const plain = { messages: { 'y.a': 'A' } };
    expect(await loadGameMessages(plain, 'fr')).toEqual({ 'y.a': 'A' });
  });
});

describe('refusals', () => {
  const module = {
    id: 'z',
    messages: { 'z.refusal.worded': 'This card is not yours' },
    translations: {
      fr: () => Promise.resolve({ 'z.refusal.worded': 'Cette carte n’est pas à vous' }),
    },
  };
  const plain = { message: 'the bid exceeds your cash', code: 'too-much', section: '6.2.4' };

  it('English readers get the rule’s own words; others the rule’s section in their language', async () => {
    expect(refusalText(module, plain)).toBe('the bid exceeds your cash');
    await applyLanguage('fr', []);
    await loadGameMessages(module, 'fr');
    expect(refusalText(module, plain)).toBe('ce coup n’est pas permis par la règle 6.2.4');
    expect(t('play.refused', { reason: refusalText(module, plain) })).toBe(
      'Interdit\u202f: ce coup n’est pas permis par la règle 6.2.4',
    );
  });

  it('a game may word a rule’s code in each language', async () => {
    const worded = { ...plain, code: 'worded' };
    expect(refusalText(module, worded)).toBe('This card is not yours');
    await applyLanguage('fr', []);
    await loadGameMessages(module, 'fr');
    expect(refusalText(module, worded)).toBe('Cette carte n’est pas à vous');
  });
});
