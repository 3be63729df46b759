/**
 * The new-game form's option texts and the credit line in French: every text of every
 * game's meta has its translation in the game's French catalog, under the key the screens
 * look up (metaText), and the catalog holds no such key the meta does not have. Choices
 * that are numbers or names (team names, 0-6 rounds) read the same in every language.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/games/registry-rules';

/** The keys a meta asks for, with its English, leaving out choices that are names or numbers. */
function metaKeys(id: string, meta: Awaited<ReturnType<(typeof RULES)[string]>>['meta']) {
  const out = new Map<string, string>([
    [`${id}.credit.rulebook`, meta.credit.rulebook],
    [`${id}.credit.designers`, meta.credit.designers],
  ]);
  for (const o of meta.options) {
    if (o.kind === 'text') continue;
    out.set(`${id}.option.${o.key}`, o.label);
    if (o.help) out.set(`${id}.option.${o.key}.help`, o.help);
    if (o.kind !== 'choice') continue;
    for (const c of o.choices) out.set(`${id}.option.${o.key}.=${c.value}`, c.label);
  }
  return out;
}

/** A label that needs no translation: a number, or a name as printed (capitalised words). */
const asPrinted = (label: string) =>
  /^\d+$/.test(label) ||
  /^([A-Z][\w'!&]*\s?)+$/.test(label.replace(/ \((AL|NL) rules at home\)$/, ''));

describe('meta texts in French', () => {
  for (const [id, load] of Object.entries(RULES)) {
    it(`${id}: every option text and the credit line are translated, and nothing else`, async () => {
      const module = await load();
      const fr = await module.translations?.fr?.();
      expect(fr, `${id} has a French catalog`).toBeDefined();
      const wanted = metaKeys(id, module.meta);
      const missing = [...wanted].filter(
        ([k, en]) => !(k in (fr ?? {})) && !(k.includes('.=') && asPrinted(en)),
      );
      expect(missing.map(([k, en]) => `${k}: ${en}`)).toEqual([]);
      const stray = Object.keys(fr ?? {}).filter(
        (k) => /^\w+\.(option|credit)\./.test(k) && !(k in module.messages) && !wanted.has(k),
      );
      expect(stray).toEqual([]);
    });
  }
});
