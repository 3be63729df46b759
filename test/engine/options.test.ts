import { describe, expect, it } from 'vitest';
import { defaultOptions, parseOptions } from '../../src/engine/options';
import type { GameMeta, Options } from '../../src/engine/types';
import { refusal } from '../helpers/refusal';

/** A game with a choice and a text option whose meaning depends on the choice. */
const META: GameMeta = {
  id: 'opts',
  title: 'Options game',
  credit: { rulebook: 'Test rules', designers: 'Nobody' },
  minSeats: 2,
  maxSeats: 2,
  rulesVersion: 1,
  options: [
    {
      key: 'team',
      kind: 'choice',
      label: 'Team',
      default: 'red',
      choices: [
        { value: 'red', label: 'Red' },
        { value: 'custom', label: 'Built' },
      ],
    },
    {
      key: 'custom',
      kind: 'text',
      label: 'Built team',
      default: '',
      validate: (value: string, options: Options) => {
        if (options.team !== 'custom') return null;
        if (value === '') return 'No built team given.';
        return value.startsWith('{') ? null : `Not a team: ${value}`;
      },
    },
    { key: 'note', kind: 'text', label: 'A note', default: 'hi' },
  ],
};

describe('text options', () => {
  it('default to their string', () => {
    expect(defaultOptions(META)).toEqual({ team: 'red', custom: '', note: 'hi' });
  });

  it.each<[string, Options, Options]>([
    ['any text without a validator', { note: 'x y z' }, { team: 'red', custom: '', note: 'x y z' }],
    ['an empty text its validator allows', { custom: '' }, { team: 'red', custom: '', note: 'hi' }],
    [
      'a value that passes its validator',
      { team: 'custom', custom: '{"a":1}' },
      { team: 'custom', custom: '{"a":1}', note: 'hi' },
    ],
  ])('accept %s', (_, given, expected) => {
    expect(parseOptions(META, 2, given)).toEqual(expected);
  });

  it.each<[string, Options, string]>([
    ['a value its validator refuses', { team: 'custom', custom: 'nope' }, 'Not a team: nope'],
    [
      'a default its validator refuses, given the other options',
      { team: 'custom' },
      'No built team given.',
    ],
    ['a value that is not a string', { note: true }, 'bad value for option "note"'],
  ])('refuse %s with bad-option and the message', (_, given, message) => {
    const e = refusal(() => parseOptions(META, 2, given));
    expect(e.code).toBe('bad-option');
    expect(e.section).toBe('setup');
    expect(e.message).toBe(message);
  });

  it('leave the caller’s options untouched', () => {
    const given = Object.freeze({ team: 'custom', custom: '{}' });
    parseOptions(META, 2, given);
    expect(given).toEqual({ team: 'custom', custom: '{}' });
  });
});
