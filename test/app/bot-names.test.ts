/**
 * Bots are named so that no game term is read as one (in French "Robot 2" read as
 * Highlights' Robot card type and as Fantasy's solo Robot): the word of a bot's default name
 * and of its mark appears in no game's catalog, board text or rules reference of that language.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/app/i18n/en';
import { fr } from '../../src/app/i18n/fr';
import { GAMES } from '../../src/games/registry';

/** Every string in a value: objects and arrays walked, functions called with sample numbers. */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 6) return out;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    try {
      strings((value as (...a: number[]) => unknown)(1, 2, 3), out, depth + 1);
    } catch {
      // A text built from a card or a view: its fixed words are in the catalogs too.
    }
  } else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out, depth + 1);
  return out;
}

const TEXTS = import.meta.glob<Record<string, unknown>>([
  '../../src/games/*/board/text.ts',
  '../../src/games/*/board/text.fr.ts',
  '../../src/games/*/rules-ref/text.ts',
  '../../src/games/*/rules-ref/text.fr.ts',
]);

async function gameWords(lang: 'en' | 'fr'): Promise<string[]> {
  const out: string[] = [];
  for (const entry of GAMES) {
    const module = await entry.load();
    const catalog = lang === 'en' ? module.messages : ((await module.translations?.fr?.()) ?? {});
    out.push(...Object.values(catalog));
  }
  for (const [path, load] of Object.entries(TEXTS)) {
    if (path.endsWith('.fr.ts') !== (lang === 'fr')) continue;
    const m = await load();
    // text.ts exports the English objects (`…_EN`) and localized proxies: take the English ones.
    for (const [name, v] of Object.entries(m))
      if (lang === 'fr' || !/^[A-Z_]+$/.test(name) || name.endsWith('_EN')) strings(v, out);
  }
  return out;
}

const word = (text: string) => text.replace(/\{\w+\}/g, '').trim();

describe('bot names collide with no game word', () => {
  for (const [lang, shell] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`${lang}: "${shell['new.botName']}" and "${shell['seat.bot']}"`, async () => {
      const texts = await gameWords(lang);
      expect(texts.length).toBeGreaterThan(500);
      for (const w of [word(shell['new.botName']), word(shell['seat.bot'])]) {
        const re = new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu');
        expect(texts.filter((t) => re.test(t))).toEqual([]);
      }
    });
  }

  it('the check finds a collision: "Robot" is a game word in both languages', async () => {
    const re = /(^|[^\p{L}])robot([^\p{L}]|$)/iu;
    expect((await gameWords('fr')).some((t) => re.test(t))).toBe(true);
    expect((await gameWords('en')).some((t) => re.test(t))).toBe(true);
  });
});
