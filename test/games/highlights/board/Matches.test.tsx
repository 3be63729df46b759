// @vitest-environment happy-dom
// Whole matches in every mode played through the board alone: each move is a tap on what the
// holder's board shows, and sends the very object of its listed actions.
import { cleanup } from '@testing-library/preact';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { wholeMatch } from './drive';

afterEach(cleanup);

const ALL = {
  rallyCap: true,
  magnaGlove: true,
  robotHitters: true,
  cyborgPitchers: true,
  error: true,
  bigFly: true,
};
const seen = new Set<string>();
const add = (k: Set<string>) => k.forEach((x) => seen.add(x));

describe('whole Highlights matches through the board', () => {
  it('standard, two players, privacy held at every move', () => {
    add(wholeMatch(2, { variant: 'standard' }, 'std'));
  }, 120_000);

  it('short, with every expansion', () => {
    add(wholeMatch(2, { variant: 'short', ...ALL }, 'short'));
  }, 120_000);

  it('solo against the AI', () => {
    add(wholeMatch(1, { buyRounds: '2' }, 'solo'));
  }, 120_000);

  it('Hot Pepper, three players, with every expansion', () => {
    add(wholeMatch(3, { hotPepperStart: 'buy', ...ALL }, 'hp'));
  }, 180_000);

  afterAll(() => {
    // Every kind of decision was reached and made through the board.
    for (const k of [
      'deck',
      'stash',
      'play',
      'pinch',
      'buy',
      'endBuy',
      'choose:cancel',
      'choose:remove',
    ])
      expect(seen).toContain(k);
  });
});
