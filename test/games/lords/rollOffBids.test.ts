/**
 * Roll-offs of tied free-agent bids (LoB 6.2.4b, A24) and Phenom bonuses (8.2), with the front
 * office DRM, each roll in its own media window (7.3). Media here are held only by an owner
 * outside the tie, so every other owner is skipped in the windows (windows.ts skipIdle) and the
 * outsider's media decide the roll-off whatever the dice say. Standing places: rollOff.test.ts.
 *
 * Under rules version 3 (saves made before issue 27) the window asks every owner with media,
 * the roller first; version 4 asks the roller's left neighbour first, the roller last, and an
 * owner outside the tie only if he asked to be asked about other owners' rolls
 * (`rollAsk.rivals`; rules/rollStakes.ts, docs/games/lords.md "Who is asked about a die
 * roll?"). Each case is run under the version it describes.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LordsState } from '../../../src/games/lords/state';
import { FO_DRM } from '../../../src/games/lords/content/charts';
import { advance } from '../../../src/games/lords/rules/flow';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { nextAuction } from '../../../src/games/lords/rules/freeAgency';
import { endPhase } from '../../../src/games/lords/rules/turn';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';
import {
  act,
  answer,
  asksRivals,
  makeLevel,
  mediaTo,
  rollWindow,
  wonAlone,
} from './rollOffHelpers';

// The cases are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

/** John (0), Derek (1) and Joe (2), year 2, a Superstar on the market; 1 and 2 share a 3★ FO. */
function market(rules: 3 | 4): LordsState {
  let s: LordsState = { ...seated(['comets', 'quarrymen', 'herons'], 'off', 3), year: 2, rules };
  for (const k of [0, 1, 2]) {
    const o = ownerAt(s, k);
    s = withOwner(s, k, { ...o, fo: 3, media: 0, money: { ...o.money, value: 20_000 } });
  }
  return nextAuction({ ...s, freeAgents: [{ type: 'ss', from: 0, year: 2 }] });
}

const bids = (s: LordsState, amounts: number[]) =>
  amounts.reduce((t, amount, k) => act(t, k, { t: 'bid', amount }), s);

/** John holds media; under version 4 he also asked to be asked about other owners' rolls. */
const johnAsked = (rules: 3 | 4): LordsState => {
  const s = mediaTo(market(rules), 0);
  return rules === 3 ? s : asksRivals(s, 0);
};

describe('§6.2.4b, A24: a tie of free-agent bids rolls off (FO DRM)', () => {
  for (const rules of [3, 4] as const)
    it(`rules ${rules}: $5,000 each for Derek and Joe: Derek rolls, in a window asking ${rules === 3 ? 'him first, then every owner with media' : 'Joe, on his left, first and him last; John, outside the tie, not at all'}`, () => {
      let s = market(rules);
      s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
      s = bids(s, [0, 5_000, 5_000]);
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'bidTie', ranked: [[1, 2]], rolls: [] },
        mediaBy: 'all',
      });
      const first = rules === 3 ? 1 : 2;
      expect(promptsOf(s)).toEqual([{ seat: first, kind: 'response', msg: 'lords.prompt.roll' }]);
      expect(s.lastBids).toEqual([{}, { ss: 5_000 }, { ss: 5_000 }]);
      expect(() => act(s, 0, { t: 'bid', amount: 500 })).toThrow();
      s = act(s, first, { t: 'respond' });
      expect(rollWindow(s).queue).toEqual(rules === 3 ? [2, 0, 1] : [1]);
    });

  it('rules 4: John, outside the tie, keeps his media unasked: the dice alone sign the player', () => {
    const s = bids(mediaTo(market(4), 0), [0, 5_000, 5_000]);
    expect(s.window).toBeNull();
    const won = wonAlone(s, [1, 2]);
    expect(s.cut).toEqual({ seat: won, n: 1, why: 'agent', signed: 'ss' });
    expect(ownerAt(s, won).contracts).toEqual([{ type: 'ss', salary: 5_000, year: 2 }]);
    expect(ownerAt(s, 0).media).toBe(15);
    expect(s.freeAgents).toEqual([]);
  });

  for (const rules of [3, 4] as const)
    for (const favoured of [1, 2] as const) {
      it(`rules ${rules}: John, outside the tie${rules === 4 ? " and asked about rivals' rolls" : ''}, spends media on ${favoured === 1 ? 'Derek' : 'Joe'}'s roll: he signs`, () => {
        let s = bids(johnAsked(rules), [0, 5_000, 5_000]);
        s = answer(s, 0, (w) => (w.roller === favoured ? 15 : 0));
        expect(s.window).toBeNull();
        expect(s.cut).toEqual({ seat: favoured, n: 1, why: 'agent', signed: 'ss' });
        expect(ownerAt(s, favoured).contracts).toEqual([{ type: 'ss', salary: 5_000, year: 2 }]);
        expect(ownerAt(s, 3 - favoured).contracts).toEqual([]);
        expect(s.freeAgents).toEqual([]);
      });
    }

  for (const rules of [3, 4] as const)
    it(`rules ${rules}: level rolls roll again`, () => {
      let s = bids(johnAsked(rules), [0, 5_000, 5_000]);
      s = answer(s, 0, () => 0, true);
      s = makeLevel(s, 0, FO_DRM[3]);
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'bidTie', ranked: [[1, 2]], rolls: [] },
      });
    });

  it('no tie: the high bid signs at once, no roll', () => {
    const s = bids(mediaTo(market(4), 0), [0, 6_000, 5_000]);
    expect(s.window).toBeNull();
    expect(s.closedRolls ?? []).toEqual([]);
    expect(s.cut).toMatchObject({ seat: 1 });
  });
});

/**
 * Joe (0) must cut a Phenom over his cap at the end of the middle season; Derek (1) and Herb
 * (2), both 3★ FO and able to take a Phenom, claim him.
 */
function claimed(rules: 3 | 4, bonus: [number, number], joeAsks = false): LordsState {
  let s: LordsState = {
    ...seated(['comets', 'quarrymen', 'herons']),
    phase: 'ms',
    phaseIndex: 2,
    rules,
  };
  for (const k of [0, 1, 2]) {
    const o = ownerAt(s, k);
    const farm = { phenom: 0, prospect: 3, utility: 12 };
    s = withOwner(s, k, { ...o, farm, fo: 3, media: 0, money: { ...o.money, value: 10_000 } });
  }
  const joe = ownerAt(s, 0);
  s = withOwner(s, 0, {
    ...joe,
    media: 15,
    farm: { phenom: 3, prospect: 3, utility: 9 },
    overCapSince: 1,
  });
  if (joeAsks) s = asksRivals(s, 0);
  s = advance(endPhase(s), ctxFor());
  s = act(s, 1, { t: 'claim', claim: true });
  s = act(s, 2, { t: 'claim', claim: true });
  s = act(s, 1, { t: 'bid', amount: bonus[0] });
  return act(s, 2, { t: 'bid', amount: bonus[1] });
}

describe('§8.2: a tie of Phenom bonuses rolls off (FO DRM)', () => {
  for (const rules of [3, 4] as const)
    it(`rules ${rules}: $1,000 each: Derek rolls first, in a window${rules === 4 ? " (Joe asked about rivals' rolls)" : ''}`, () => {
      const s = claimed(rules, [1_000, 1_000], rules === 4);
      expect(s.step).toBe('claims');
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'claimTie', ranked: [[1, 2]], rolls: [] },
      });
      expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'response', msg: 'lords.prompt.roll' }]);
    });

  it('rules 4: Joe, who cut him, is not asked by default: the dice alone sign the Phenom', () => {
    const before = claimed(4, [1_000, 1_000]);
    expect(before.window).toBeNull();
    expect(before.step).toBe('payout');
    const won = wonAlone(before, [1, 2]);
    expect(before.owners.map((o) => o.farm.phenom)).toEqual(won === 1 ? [2, 1, 0] : [2, 0, 1]);
    expect(ownerAt(before, 0).media).toBe(15);
  });

  for (const rules of [3, 4] as const)
    for (const favoured of [1, 2] as const) {
      it(`rules ${rules}: Joe, who cut him, spends media on seat ${favoured}'s roll: he signs the Phenom`, () => {
        const before = claimed(rules, [1_000, 1_000], rules === 4);
        const money = before.owners.map((o) => o.money.value);
        const s = answer(before, 0, (w) => (w.roller === favoured ? 15 : 0));
        expect(s.owners.map((o) => o.farm.phenom)).toEqual(favoured === 1 ? [2, 1, 0] : [2, 0, 1]);
        expect(ownerAt(s, favoured).money.value).toBe((money[favoured] ?? 0) - 1_000);
        expect(ownerAt(s, 3 - favoured).money.value).toBe(money[3 - favoured]);
        expect(s.step).toBe('payout');
      });
    }

  for (const rules of [3, 4] as const)
    it(`rules ${rules}: level rolls roll again`, () => {
      let s = answer(claimed(rules, [1_000, 1_000], rules === 4), 0, () => 0, true);
      s = makeLevel(s, 0, FO_DRM[3]);
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'claimTie', ranked: [[1, 2]], rolls: [] },
      });
    });

  it('no tie: the high bonus signs at once, no roll', () => {
    const s = claimed(4, [1_500, 1_000]);
    expect(s.window).toBeNull();
    expect(s.closedRolls ?? []).toEqual([]);
    expect(s.owners.map((o) => o.farm.phenom)).toEqual([2, 1, 0]);
  });
});
