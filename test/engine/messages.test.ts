import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  hasPlural,
  ref,
  refKeys,
  templateArgs,
  templateText,
} from '../../src/engine/messages';
import type { MsgArgs } from '../../src/engine/types';
import { missingArgs, wordArgs } from '../helpers/properties';

const FR: Record<string, string> = {
  'g.result': 'Le résultat est {result}.',
  'g.single': 'un simple',
  'g.runnerOn': 'le coureur au {base}',
  'g.base.2': 'deuxième but',
  'g.list': 'Dés : {dice}',
  'g.die.arm': 'bras',
  'g.die.eye': 'œil',
  'g.who': 'Au tour de {seats}',
};
const say = (key: string, args?: MsgArgs) =>
  formatMessage(
    FR[key],
    key,
    args,
    (s) => ['Ana', 'Ben'][s] ?? '?',
    (k) => FR[k],
  );

describe('messages whose arguments are messages (MsgRef)', () => {
  it('looks an argument that is a message up in the same catalog', () => {
    expect(say('g.result', { result: ref('g.single') })).toBe('Le résultat est un simple.');
  });

  it('fills a nested message with its own arguments', () => {
    expect(say('g.result', { result: ref('g.runnerOn', { base: ref('g.base.2') }) })).toBe(
      'Le résultat est le coureur au deuxième but.',
    );
  });

  it('reads a list as a list, messages and names alike, and seats as names', () => {
    expect(say('g.list', { dice: [ref('g.die.arm'), ref('g.die.eye'), '1B'] })).toBe(
      'Dés : bras, œil, 1B',
    );
    expect(say('g.who', { seats: [1, 0] })).toBe('Au tour de Ben, Ana');
  });

  it('shows a missing nested key as itself, and lists it', () => {
    expect(say('g.result', { result: ref('g.nope') })).toBe('Le résultat est g.nope.');
    expect(refKeys({ a: ref('x', { b: [ref('y'), 'z'] }) })).toEqual(['x', 'y']);
    expect(missingArgs({ messages: FR }, 'g.result', { result: ref('g.nope') })).toEqual([
      'no message g.nope',
    ]);
    expect(missingArgs({ messages: FR }, 'g.result', { result: ref('g.runnerOn') })).toEqual([
      'g.runnerOn: {base}',
    ]);
  });

  it('flags words put in as plain strings outside names, and accepts codes and names', () => {
    expect(wordArgs('g.result', { result: 'a single' })).toEqual([
      'g.result: {result} = "a single"',
    ]);
    expect(wordArgs('g.list', { dice: ['1B', '$1,500', '6-1'], card: 'Second Wind' })).toEqual([]);
    expect(wordArgs('g.result', { result: ref('g.runnerOn', { base: 'second' }) })).toEqual([
      'g.runnerOn: {base} = "second"',
    ]);
  });

  it('stores as plain JSON (saved games and logs keep them as they are)', () => {
    const args: MsgArgs = { result: ref('g.runnerOn', { base: ref('g.base.2') }) };
    expect(say('g.result', JSON.parse(JSON.stringify(args)) as MsgArgs)).toBe(
      say('g.result', args),
    );
  });
});

describe('plural forms ({n, plural, one {…} other {…}})', () => {
  const CARDS = '{seat} draws {n, plural, one {# card} other {# cards}}.';
  const CARTES = '{seat} pioche {n, plural, one {# carte} other {# cartes}}.';
  const fill = (template: string, args: MsgArgs, locale?: string) =>
    formatMessage(template, 'k', args, (s) => ['Ana', 'Ben'][s] ?? '?', undefined, locale);

  it('picks the form by the language’s rules: English 0 is plural, French 0 singular', () => {
    expect(fill(CARDS, { seat: 0, n: 1 })).toBe('Ana draws 1 card.');
    expect(fill(CARDS, { seat: 0, n: 0 })).toBe('Ana draws 0 cards.');
    expect(fill(CARDS, { seat: 1, n: 3 })).toBe('Ben draws 3 cards.');
    expect(fill(CARTES, { seat: 0, n: 0 }, 'fr')).toBe('Ana pioche 0 carte.');
    expect(fill(CARTES, { seat: 0, n: 1 }, 'fr')).toBe('Ana pioche 1 carte.');
    expect(fill(CARTES, { seat: 0, n: 2 }, 'fr')).toBe('Ana pioche 2 cartes.');
  });

  it('matches an exact value first, fills placeholders inside a form, and nests', () => {
    const t = '{n, plural, =0 {no wins} one {# win for {seat}} other {# wins for {seat}}}';
    expect(fill(t, { n: 0, seat: 1 })).toBe('no wins');
    expect(fill(t, { n: 1, seat: 1 })).toBe('1 win for Ben');
    const nested =
      '{a, plural, one {# die and {b, plural, one {# card} other {# cards}}} other {# dice}}';
    expect(fill(nested, { a: 1, b: 2 })).toBe('1 die and 2 cards');
  });

  it('takes a number given as text, and the other form for a missing argument', () => {
    expect(fill(CARDS, { seat: 0, n: '1' })).toBe('Ana draws 1 card.');
    expect(fill(CARDS, { seat: 0 })).toBe('Ana draws  cards.');
  });

  it('names every argument a template uses, plural ones included, and its plain text', () => {
    expect(templateArgs('{x} {n, plural, one {# of {y}} other {# of {z}}}')).toEqual([
      'x',
      'n',
      'y',
      'z',
    ]);
    expect(hasPlural(CARDS, 'n')).toBe(true);
    expect(hasPlural(CARDS, 'seat')).toBe(false);
    expect(templateText(CARDS)).toEqual([' draws ', '.']);
  });

  it('leaves braces that are no placeholder as they are', () => {
    expect(fill('a {b c} {} d', {})).toBe('a {b c} {} d');
  });
});
