import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../../src/engine/options';
import { lordsModule } from '../../../src/games/lords';
import { privateDecision } from '../../../src/games/lords/private';
import type { LordsState } from '../../../src/games/lords/state';
import { checkProperties } from '../../helpers/properties';
import { seated, table } from './helpers';

const hidden = (s: LordsState, on: boolean): LordsState => ({
  ...s,
  opts: { ...s.opts, hiddenMoney: on },
});

describe('privateDecision: which decisions need the owner to open his side', () => {
  const season = seated(['quarrymen', 'comets']);
  it.each([
    [
      'the set-up, even with hidden money (everyone starts from $42,000)',
      hidden(table(2), true),
      false,
    ],
    ['the season turn (the hand)', season, true],
    ['choosing who starts (7.4)', { ...season, step: 'turnOrder' as const }, false],
    ['a payout roll', { ...season, step: 'payout' as const }, false],
    ['turning media into VP', { ...season, step: 'vpMedia' as const }, false],
    ['the off-season cards', { ...season, phase: 'off' as const, step: 'offCards' as const }, true],
    ['the kept cards', { ...season, step: 'leftovers' as const }, true],
    ['upgrades with money in the open', hidden({ ...season, step: 'upgrades' }, false), false],
    [
      'upgrades with hidden money (the cash bounds them)',
      hidden({ ...season, step: 'upgrades' }, true),
      true,
    ],
    ['a bid with hidden money', hidden({ ...season, step: 'freeAgency' }, true), true],
    ['a media purchase with money in the open', hidden({ ...season, step: 'media' }, false), false],
  ])('%s', (_, s, expected) => {
    expect(privateDecision(s, 0)).toBe(expected);
  });

  it('a roll window is private (a re-roll or DRM card may answer it), even at a roll step', () => {
    const s = {
      ...season,
      step: 'payout' as const,
      window: { k: 'event' },
    } as unknown as LordsState;
    expect(privateDecision(s, 0)).toBe(true);
  });

  it('a cut names a type from a public roster', () => {
    const s = { ...season, cut: { seat: 0, n: 1, why: 'journeymen', signed: null } } as LordsState;
    expect(privateDecision(s, 0)).toBe(false);
    expect(privateDecision(s, 1)).toBe(true);
  });

  it("an answer to an offer shows its terms, which are the two owners' own", () => {
    const offer = season.offers[0];
    expect(offer).toBeUndefined();
    const s = {
      ...season,
      offers: [{ id: 1, from: 1, to: 0 }],
    } as unknown as LordsState;
    expect(privateDecision(s, 0)).toBe(true);
  });

  // The engine's property: a public decision's legal actions never change when only cards
  // hidden from the table move (a few whole random games, with and without hidden money).
  it.each([false, true])(
    'public decisions depend on no hidden card (hidden money %s)',
    (on) => {
      const problems = checkProperties(lordsModule, {
        games: 2,
        seed: `private-${on}`,
        seats: 2,
        options: { ...defaultOptions(lordsModule.meta), hiddenMoney: on },
        sampleEvery: 3,
      });
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
