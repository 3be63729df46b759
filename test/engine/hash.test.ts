import { describe, expect, it } from 'vitest';
import { canonicalJson, hashText, stateHash } from '../../src/engine/hash';

describe('canonicalJson', () => {
  it.each([
    [
      { b: 1, a: 2 },
      { a: 2, b: 1 },
    ],
    [{ x: { z: [1, { q: 1, p: 2 }], y: null } }, { x: { y: null, z: [1, { p: 2, q: 1 }] } }],
    [{ a: 1, gone: undefined }, { a: 1 }],
  ])('does not depend on key order or undefined keys: %j', (a, b) => {
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(stateHash(a)).toBe(stateHash(b));
  });

  it('sorts keys and keeps array order', () => {
    expect(canonicalJson({ b: [2, 1], a: 'x' })).toBe('{"a":"x","b":[2,1]}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it.each([
    [null, 'null'],
    [3, '3'],
    ['s', '"s"'],
    [true, 'true'],
    [undefined, 'null'],
  ])('writes the scalar %j as %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });
});

describe('stateHash', () => {
  it.each([
    [{ a: 1 }, { a: 2 }],
    [{ a: [1, 2] }, { a: [2, 1] }],
    [{ a: '1' }, { a: 1 }],
    [
      { seq: 1, g: {} },
      { seq: 1, g: { x: null } },
    ],
  ])('tells %j from %j', (a, b) => {
    expect(stateHash(a)).not.toBe(stateHash(b));
  });

  it('is 16 hex digits and stable', () => {
    const h = stateHash({ inning: 9, outs: 2 });
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash({ outs: 2, inning: 9 })).toBe(h);
    expect(hashText('')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashText('ab')).not.toBe(hashText('ba'));
  });
});
