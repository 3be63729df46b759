/**
 * Plurals right in both languages: no catalog of the shell or of any game, and no board or
 * coach text, glues a count to a plural noun without a plural form ("You draw 1 cards").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/app/i18n/en';
import { fr } from '../../src/app/i18n/fr';
import { GAMES } from '../../src/games/registry';
import { gluedInSource, gluedInTemplate, type Lang } from '../helpers/plurals';

const problems = (catalog: Readonly<Record<string, string>>, lang: Lang) =>
  Object.entries(catalog).flatMap(([key, text]) =>
    gluedInTemplate(text, lang).map((p) => `${key}: ${p}`),
  );

describe('plural forms in every catalog', () => {
  it('the shell, in English and in French', () => {
    expect(problems(en, 'en')).toEqual([]);
    expect(problems(fr, 'fr')).toEqual([]);
  });

  for (const entry of GAMES) {
    it(`${entry.title}, in English and in French`, async () => {
      const module = await entry.load();
      const french = (await module.translations?.fr?.()) ?? {};
      expect(problems(module.messages, 'en')).toEqual([]);
      expect(problems(french, 'fr')).toEqual([]);
    });
  }
});

/** Every game's board, rules reference and coach texts, by language. */
function textSources(): { file: string; lang: Lang }[] {
  const out: { file: string; lang: Lang }[] = [];
  for (const { id } of GAMES) {
    const dir = join('src/games', id);
    const files = [
      ...readdirSync(join(dir, 'board')).map((f) => join('board', f)),
      ...readdirSync(join(dir, 'rules-ref')).map((f) => join('rules-ref', f)),
      ...readdirSync(dir),
    ].filter((f) => /(^|\/)(text|coach)(\.fr)?\.ts$/.test(f));
    for (const f of files) out.push({ file: join(dir, f), lang: f.includes('.fr.') ? 'fr' : 'en' });
  }
  return out;
}

describe('plural forms in board, rules and coach texts', () => {
  for (const { file, lang } of textSources()) {
    it(file, () => {
      expect(gluedInSource(readFileSync(file, 'utf8'), lang)).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  it('flags a count glued to a plural noun, and "(s)"', () => {
    expect(gluedInTemplate('You draw {n} cards', 'en')).toEqual(['{n} cards']);
    expect(gluedInTemplate('Base Wins: {wins} wins', 'en')).toEqual(['{wins} wins']);
    expect(gluedInTemplate('All {n} threatened hits', 'en')).toEqual(['{n} hits']);
    expect(gluedInTemplate('{n} dice are discarded', 'en')).toEqual(['{n} dice']);
    expect(gluedInTemplate('{seat} gives {n} Regular(s)', 'en')).toEqual(['(s)']);
    expect(gluedInTemplate('{n} retraité(s)', 'fr')).toEqual(['(s)']);
    expect(gluedInTemplate('{n} cartes en main', 'fr')).toEqual(['{n} cartes']);
    expect(gluedInSource('  handCount: (n: number) => `${n} cards in hand`,', 'en')).toHaveLength(
      1,
    );
  });

  it('passes plural forms, names and invariant words', () => {
    expect(gluedInTemplate('You draw {n, plural, one {# card} other {# cards}}', 'en')).toEqual([]);
    expect(gluedInTemplate('{seat} draws a card; {batter} swings', 'en')).toEqual([]);
    expect(gluedInTemplate('{n} VP, {m} media, {k} fois', 'fr')).toEqual([]);
    expect(gluedInTemplate('Week {n} of {total}', 'en')).toEqual([]);
  });
});
