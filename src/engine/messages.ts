/**
 * Message templates: `'{seat} drafts {card}'` filled from a line's arguments, with plural
 * forms written as ICU does: `'{n, plural, one {# card} other {# cards}}'` (`#` is the
 * number; `=0 {no card}` matches an exact value before the language's categories).
 */
import type { MsgArg, MsgArgs, MsgRef } from './types';

/** A message as an argument of another (see MsgRef). */
export const ref = (msg: string, args?: MsgArgs): MsgRef => (args ? { msg, args } : { msg });

const isRef = (v: MsgArg): v is MsgRef => typeof v === 'object' && !Array.isArray(v);

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a number in a language ('one', 'other', ...), by CLDR's rules. */
export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/**
 * A count with its noun in the form the language's rules give, for texts written as code
 * (boards, coaches): `counted('fr', 0, 'carte', 'cartes')` is "0 carte", in English "0 cards".
 */
export function counted(
  locale: string,
  n: number,
  one: string,
  other: string,
  space = ' ',
): string {
  return `${n}${space}${pluralCategory(locale, n) === 'one' ? one : other}`;
}

/** Where the brace opened at `from` closes (nested braces counted), or -1. */
function closing(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural block's body: `one {…} other {…}` as selector → text. */
function branches(body: string): Map<string, string> {
  const out = new Map<string, string>();
  const selector = /\s*(=\d+|\w+)\s*\{/y;
  let at = 0;
  for (;;) {
    selector.lastIndex = at;
    const m = selector.exec(body);
    if (!m) return out;
    const open = selector.lastIndex - 1;
    const end = closing(body, open);
    if (end < 0) return out;
    out.set(m[1] ?? '', body.slice(open + 1, end));
    at = end + 1;
  }
}

const PLURAL = /^\s*(\w+)\s*,\s*plural\s*,/;

/** A template's pieces at its top level: text, `{name}` and `{name, plural, …}` blocks. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'plural'; name: string; forms: Map<string, string> };

const parsed = new Map<string, readonly Piece[]>();

/** A template's pieces (parsed once: catalogs are fixed texts). */
function pieces(template: string): readonly Piece[] {
  let out = parsed.get(template);
  if (!out) {
    out = parse(template);
    parsed.set(template, out);
  }
  return out;
}

function parse(template: string): Piece[] {
  const out: Piece[] = [];
  let text = '';
  for (let i = 0; i < template.length; i++) {
    const end = template[i] === '{' ? closing(template, i) : -1;
    const inner = end < 0 ? '' : template.slice(i + 1, end);
    const plural = PLURAL.exec(inner);
    const simple = /^\w+$/.test(inner);
    if (!plural && !simple) {
      text += template[i];
      continue;
    }
    if (text) out.push({ kind: 'text', text });
    text = '';
    out.push(
      plural
        ? { kind: 'plural', name: plural[1] ?? '', forms: branches(inner.slice(plural[0].length)) }
        : { kind: 'arg', name: inner },
    );
    i = end;
  }
  if (text) out.push({ kind: 'text', text });
  return out;
}

/** Every argument a template names, in plural forms too (each once, in order). */
export function templateArgs(template: string): string[] {
  const names = new Set<string>();
  for (const p of pieces(template)) {
    if (p.kind === 'text') continue;
    names.add(p.name);
    if (p.kind === 'plural')
      for (const form of p.forms.values()) for (const n of templateArgs(form)) names.add(n);
  }
  return [...names];
}

/** Whether a template has a plural block for the argument `name`. */
export function hasPlural(template: string, name: string): boolean {
  return pieces(template).some(
    (p) =>
      p.kind === 'plural' &&
      (p.name === name || [...p.forms.values()].some((f) => hasPlural(f, name))),
  );
}

/** The parts of a template that are plain text, outside every placeholder and plural block. */
export function templateText(template: string): string[] {
  return pieces(template).flatMap((p) => (p.kind === 'text' ? [p.text] : []));
}

/**
 * Fills a template. Arguments named `seat…` hold seat ids and are shown as seat names;
 * an argument that is a message (MsgRef) is looked up with `lookup` and filled in turn; a
 * list is joined with commas; a plural block picks the form for its number in `locale`'s
 * rules (English unless told). An unknown key shows the key itself, so a missing message
 * is visible, not blank.
 */
export function formatMessage(
  template: string | undefined,
  key: string,
  args: MsgArgs | undefined,
  seatName: (seat: number) => string,
  lookup: (key: string) => string | undefined = () => undefined,
  locale = 'en',
): string {
  if (template === undefined) return key;
  const one = (name: string, v: string | number | MsgRef): string => {
    if (typeof v === 'object')
      return formatMessage(lookup(v.msg), v.msg, v.args, seatName, lookup, locale);
    return name.startsWith('seat') && typeof v === 'number' ? seatName(v) : String(v);
  };
  const fill = (text: string, hash: string | null): string =>
    pieces(text)
      .map((p) => {
        if (p.kind === 'text') return hash === null ? p.text : p.text.replaceAll('#', hash);
        const v = args?.[p.name];
        if (p.kind === 'arg') {
          if (v === undefined) return `{${p.name}}`;
          if (Array.isArray(v))
            return (v as readonly (string | number | MsgRef)[])
              .map((x) => one(p.name, x))
              .join(', ');
          return one(p.name, v as string | number | MsgRef);
        }
        const n = typeof v === 'number' ? v : Number(v);
        const form = Number.isFinite(n)
          ? (p.forms.get(`=${n}`) ?? p.forms.get(pluralCategory(locale, n)))
          : undefined;
        return fill(form ?? p.forms.get('other') ?? '', Number.isFinite(n) ? String(n) : '');
      })
      .join('');
  return fill(template, null);
}

/** Every message key a message's arguments refer to, nested ones included. */
export function refKeys(args: MsgArgs | undefined, out: string[] = []): string[] {
  for (const v of Object.values(args ?? {})) {
    for (const x of Array.isArray(v) ? (v as readonly MsgArg[]) : [v]) {
      if (isRef(x)) {
        out.push(x.msg);
        refKeys(x.args, out);
      }
    }
  }
  return out;
}
