import { describe, expect, it, vi } from 'vitest';
import { RulesError } from '../../../src/engine/types';
import { TEAM_CARDS } from '../../../src/games/lords/content';
import {
  blankOwner,
  chooseSetup,
  normaliseOpts,
  setupCost,
  setupLoan,
} from '../../../src/games/lords/rules/setup';
import { OPTS } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

const fresh = () => blankOwner(0, OPTS);

describe('§3 setting up', () => {
  it('§1.0/3.0: owners start with $42,000', () => {
    expect(fresh().money.value).toBe(42_000);
  });

  it("§3.1-3.3: takes the card's FO and roster, builds the farm by the chart, pays $1,000 a manager star", () => {
    const o = chooseSetup(fresh(), { team: 'quarrymen', fs: 4, fm: 3 }, [], 0);
    const card = TEAM_CARDS.find((t) => t.id === 'quarrymen');
    expect(o.fo).toBe(3);
    expect(o.ml).toEqual({ ss: 1, as: 3, reg: 10, jm: 11 });
    expect(o.farm).toEqual({ phenom: 3, prospect: 4, utility: 8 });
    expect(o.startJm).toBe(11);
    expect(o.money.value).toBe(42_000 - (card?.cost ?? 0) - 7_500 - 3_000);
    expect(o.loans).toEqual({ small: 0, large: 0 });
  });

  it('§3.4: a set-up short of cash takes the smallest loan that covers it, once', () => {
    expect(setupLoan(42_000)).toBe(0);
    expect(setupLoan(45_000)).toBe(5_000);
    expect(setupLoan(47_001)).toBe(10_000);
    expect(() => setupLoan(52_001)).toThrow(RulesError);
    expect(() => chooseSetup(fresh(), { team: 'lanterns', fs: 5, fm: 5 }, [], 0)).toThrow(
      expect.objectContaining({ code: 'setup-unaffordable', section: '3.4' }),
    );
    const cost = setupCost('lanterns', 4, 3);
    expect(cost).toBe(40_000 + 7_500 + 3_000);
    const o = chooseSetup(fresh(), { team: 'lanterns', fs: 4, fm: 3 }, [], 0);
    expect(o.loans).toEqual({ small: 0, large: 10_000 });
    expect(o.money.value).toBe(42_000 - cost + 10_000);
    expect(o.loanPhase).toBe(0);
  });

  it('§3.1: a team card taken by another owner is refused', () => {
    expect(() => chooseSetup(fresh(), { team: 'comets', fs: 3, fm: 3 }, ['comets'], 0)).toThrow(
      expect.objectContaining({ code: 'team-taken', section: '3.1' }),
    );
  });

  it('§3.2/3.3: ratings outside 1-5 are refused', () => {
    expect(() => chooseSetup(fresh(), { team: 'comets', fs: 6, fm: 3 }, [], 0)).toThrow(
      expect.objectContaining({ code: 'bad-farm-rating' }),
    );
    expect(() => chooseSetup(fresh(), { team: 'comets', fs: 3, fm: 0 }, [], 0)).toThrow(
      expect.objectContaining({ code: 'bad-manager-rating' }),
    );
  });

  it('§2.3.2: with hidden money only the owner sees his cash', () => {
    const hidden = blankOwner(2, normaliseOpts({ hiddenMoney: true }));
    expect(hidden.money.$hidden).toEqual([2]);
    expect(fresh().money.$hidden).toBe('all');
  });

  it('§2.1: game lengths and options are checked', () => {
    expect(normaliseOpts({ years: '5' }).years).toBe(5);
    expect(() => normaliseOpts({ years: '0' })).toThrow(RulesError);
    expect(() => normaliseOpts({ standingTies: 'coin' })).toThrow(RulesError);
  });
});
