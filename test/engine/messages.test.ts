import { describe, expect, it } from 'vitest';
import { formatMessage, ref, refKeys } from '../../src/engine/messages';
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
