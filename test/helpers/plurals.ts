/**
 * The plural check: a number placeholder glued to a plural noun outside a plural form
 * ("You draw {n} cards", "Base Wins: {wins} wins", `${n} cards in hand`) reads "1 cards"; so
 * does a "(s)" ending ("Regular(s)", "retraité(s)"). Catalogs say it with a plural form
 * (`{n, plural, one {# card} other {# cards}}`), board texts with a plural helper. What can
 * be checked mechanically: the word after the placeholder (or after one adjective) looks
 * plural, and the placeholder is not one that holds a name.
 */
export type Lang = 'en' | 'fr';

/** Placeholders and template expressions that hold names or words, never a count. */
const NOT_COUNTS = new Set(
  (
    'card cards old sent gone team home away manager name names batter player pitcher runner ' +
    'runners hitter other chart ability totals order send kind got out in arm where action legend ' +
    'title who what label hit result track face pos position side tier base half inning role ' +
    'text phase month week season year rulebook designers publisher game q used quota reason ' +
    's hits roll swing by from to target kw'
  ).split(' '),
);

const isName = (arg: string) => /^seat/.test(arg) || NOT_COUNTS.has(arg);

/** Words that end like plurals and are not ("series", "fois", "bras"), or are invariant. */
const NOT_PLURAL: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(
    'is was has does goes plus us its this series news bonus ops begins beats'.split(' '),
  ),
  fr: new Set(
    'fois mois bras pas plus dos avis sous sans dans vers puis alors après ops des les aux ses mes tes nos vos leurs'.split(
      ' ',
    ),
  ),
};
/** Irregular plurals ("dice", "men"). */
const IRREGULAR: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set('dice men journeymen people'.split(' ')),
  fr: new Set(),
};
/** Adjectives that may stand between a count and its noun ("{n} free agents"). */
const ADJECTIVES: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set('free more open extra new other threatened media die season red blue'.split(' ')),
  fr: new Set('autres nouveaux nouvelles'.split(' ')),
};

/** Words before a placeholder that make it a label, not a count ("Game {n} begins"). */
const LABELS = new Set(
  (
    'number game mini-game inning week month season year move step page numéro match mini-jeu ' +
    'manche semaine mois saison année coup'
  ).split(' '),
);

/** Whether a word reads as a plural noun in the language. */
export function looksPlural(word: string, lang: Lang): boolean {
  const w = word.toLowerCase();
  if (NOT_PLURAL[lang].has(w) || IRREGULAR[lang].has(w)) return IRREGULAR[lang].has(w);
  if (w.length < 3) return false;
  if (lang === 'en') return /[^su']s$/.test(w);
  return /[^u]s$|x$/.test(w);
}

/** A "(s)" or "(x)" ending: plural left to the reader. */
const OPTIONAL_PLURAL = /\p{L}\((s|x|es)\)/u;

/** What follows each `{arg}` at the top level of a template (plural blocks set aside). */
function followers(template: string): { arg: string; words: string[] }[] {
  const out: { arg: string; words: string[] }[] = [];
  let depth = 0;
  let flat = '';
  // Blank the insides of plural blocks: only their own number (#) is glued there, by design.
  for (let i = 0; i < template.length; i++) {
    const c = template[i] ?? '';
    if (c === '{') {
      const close = template.indexOf('}', i);
      const simple = close > 0 && /^\w+$/.test(template.slice(i + 1, close));
      if (depth === 0 && simple) {
        flat += template.slice(i, close + 1);
        i = close;
        continue;
      }
      depth++;
      flat += depth === 1 ? '{…' : '';
      continue;
    }
    if (c === '}' && depth > 0) {
      depth--;
      flat += depth === 0 ? '}' : '';
      continue;
    }
    if (depth === 0) flat += c;
  }
  for (const m of flat.matchAll(/([\p{L}-]+)?\s*\{(\w+)\}\s*([\p{L}’'-]+)?\s*([\p{L}’'-]+)?/gu)) {
    if (LABELS.has((m[1] ?? '').toLowerCase())) continue;
    out.push({ arg: m[2] ?? '', words: [m[3] ?? '', m[4] ?? ''] });
  }
  return out;
}

function gluedAfter(arg: string, words: string[], lang: Lang): string | null {
  if (isName(arg)) return null;
  const [first = '', second = ''] = words;
  if (looksPlural(first, lang)) return first;
  if (ADJECTIVES[lang].has(first.toLowerCase()) && looksPlural(second, lang)) return second;
  return null;
}

/** The problems of one catalog template: `{n} cards` outside a plural form, or "(s)". */
export function gluedInTemplate(template: string, lang: Lang): string[] {
  const out: string[] = [];
  if (OPTIONAL_PLURAL.test(template)) out.push('(s)');
  for (const { arg, words } of followers(template)) {
    const noun = gluedAfter(arg, words, lang);
    if (noun) out.push(`{${arg}} ${noun}`);
  }
  return out;
}

/** The problems of a board text's source: `${n} cards` in a template literal, or "(s)". */
export function gluedInSource(source: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (/\p{L}\((s|es)\)/u.test(line) && /['`"]/.test(line)) out.push(`(s): ${line.trim()}`);
    for (const m of line.matchAll(
      /([\p{L}-]+)?\s*\$\{([\w.]+)\}(?:\\u00a0|\\u202f|\s)+([\p{L}’'-]+)?\s*([\p{L}’'-]+)?/gu,
    )) {
      if (LABELS.has((m[1] ?? '').toLowerCase())) continue;
      const expr = m[2] ?? '';
      const arg = expr.split('.').pop() ?? expr;
      // A count already chosen by hand on the same line: `n === 1 ? '1 run scores' : ...`.
      const guard = new RegExp(`\\b${expr.replace('.', '\\.')}\\s*(===|<=|<|>|!==)\\s*[12]\\b`);
      if (guard.test(line)) continue;
      const noun = gluedAfter(arg, [m[3] ?? '', m[4] ?? ''], lang);
      if (noun) out.push(`\${${expr}} ${noun}: ${line.trim()}`);
    }
  }
  return out;
}
