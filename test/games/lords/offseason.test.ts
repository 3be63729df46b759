import { describe, expect, it, vi } from 'vitest';
import {
  organisationSalaries,
  pennantTarget,
  playerSalaries,
  promotionalPayout,
  upgrade,
} from '../../../src/games/lords/rules/offseason';
import { owner } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

describe('§4.1.2 promotional phase (A1, A2)', () => {
  it('A discards a 4 OP card, B a 3: the bank pays $4,000 and $3,000', () => {
    expect(promotionalPayout(4)).toBe(4_000);
    expect(promotionalPayout(3)).toBe(3_000);
  });
});

describe('§4.1.5 pennant target (decision)', () => {
  it('reads the chart, clamps modified rolls, and takes shifts', () => {
    expect(pennantTarget(8)).toBe(100);
    expect(pennantTarget(-2)).toBe(92);
    expect(pennantTarget(14)).toBe(104);
    expect(pennantTarget(8, -2)).toBe(98);
  });
});

describe('§7.2 salaries', () => {
  it('SS $5,000 and AS $3,000 each, Regulars $5,000 and Journeymen $3,000 in all', () => {
    expect(playerSalaries({ ss: 1, as: 3, reg: 10, jm: 11 }, [], 2)).toBe(
      5_000 + 9_000 + 5_000 + 3_000,
    );
  });
  it("§6.2.4b: Joe's $7,500 bid is his new Superstar's salary instead of $5,000", () => {
    const without = playerSalaries({ ss: 2, as: 0, reg: 12, jm: 11 }, [], 2);
    const withBid = playerSalaries(
      { ss: 2, as: 0, reg: 12, jm: 11 },
      [{ type: 'ss', salary: 7_500, year: 2 }],
      2,
    );
    expect(withBid - without).toBe(2_500);
    // The bid covers one season only.
    expect(
      playerSalaries(
        { ss: 2, as: 0, reg: 12, jm: 11 },
        [{ type: 'ss', salary: 7_500, year: 2 }],
        3,
      ),
    ).toBe(without);
  });
  it('§2.4.2: the organisation adds FO $2,000 a star, the farm chart cost and FM $1,000 a star', () => {
    const o = owner({ fo: 3, fs: 4, fm: 2, ml: { ss: 0, as: 2, reg: 6, jm: 17 }, contracts: [] });
    expect(organisationSalaries(o, 2)).toBe(6_000 + 5_000 + 3_000 + 6_000 + 7_500 + 2_000);
  });
});

describe('§7.1 upgrades and downgrades', () => {
  const base = () =>
    owner({
      fo: 3,
      fs: 3,
      upgrades: {
        foFrom: 3,
        fsFrom: 3,
        regToAs: false,
        asToSs: false,
        switches: 0,
        utilityToProspect: 0,
      },
    });

  it('§7.1.1/7.1.3: FO and FS move at most 2 stars in an off-season', () => {
    const up = upgrade(base(), { k: 'fo', to: 5 });
    expect(up.fo).toBe(5);
    expect(upgrade(base(), { k: 'fo', to: 1 }).fo).toBe(1);
    const o = { ...base(), fs: 2 as const, upgrades: { ...base().upgrades, fsFrom: 2 as const } };
    expect(() => upgrade(o, { k: 'fs', to: 5 })).toThrow(
      expect.objectContaining({ code: 'two-stars-at-most', section: '7.1.3' }),
    );
    // Stepping twice still counts from where the off-season began.
    expect(() => upgrade(upgrade(base(), { k: 'fo', to: 4 }), { k: 'fo', to: 5 })).not.toThrow();
    expect(() => upgrade(upgrade(base(), { k: 'fo', to: 5 }), { k: 'fo', to: 1 })).not.toThrow();
  });

  it('§7.1.2: a new manager at any level, paid at once', () => {
    const o = base();
    const hired = upgrade(o, { k: 'fm', to: 5 });
    expect(hired.fm).toBe(5);
    expect(hired.money.value).toBe(o.money.value - 5_000);
  });

  it('§7.1.5: one Regular to All-Star ($1,000), one All-Star to Superstar ($2,000), four switches ($1,000)', () => {
    let o = { ...base(), money: { ...base().money, value: 20_000 } };
    const money = o.money.value;
    o = upgrade(o, { k: 'regToAs' });
    expect(() => upgrade(o, { k: 'regToAs' })).toThrow(
      expect.objectContaining({ code: 'one-promotion' }),
    );
    o = upgrade(o, { k: 'asToSs' });
    for (let i = 0; i < 4; i++) o = upgrade(o, { k: 'switch', from: 'jm' });
    expect(() => upgrade(o, { k: 'switch', from: 'jm' })).toThrow(
      expect.objectContaining({ code: 'four-switches' }),
    );
    expect(o.ml).toEqual({ ss: 2, as: 3, reg: 13, jm: 7 });
    expect(o.money.value).toBe(money - 1_000 - 2_000 - 4_000);
  });

  it('§8.5: up to two Utility players become Prospects at $500, keeping a Utility (A17)', () => {
    let o = base();
    o = upgrade(upgrade(o, { k: 'utilityToProspect' }), { k: 'utilityToProspect' });
    expect(o.farm).toEqual({ phenom: 2, prospect: 5, utility: 8 });
    expect(() => upgrade(o, { k: 'utilityToProspect' })).toThrow(
      expect.objectContaining({ code: 'two-at-most', section: '8.5' }),
    );
  });

  it('§7.1.5: with no Utility left the owner buys one for $1,000', () => {
    const full = { ...base(), farm: { phenom: 3, prospect: 12, utility: 0 } };
    expect(() => upgrade(full, { k: 'buyUtility' })).toThrow(
      expect.objectContaining({ code: 'farm-full' }),
    );
    const p = { ...base(), farm: { phenom: 2, prospect: 12, utility: 0 } };
    const bought = upgrade(p, { k: 'buyUtility' });
    expect(bought.farm.utility).toBe(1);
    expect(bought.money.value).toBe(p.money.value - 1_000);
    expect(() => upgrade(bought, { k: 'buyUtility' })).toThrow(
      expect.objectContaining({ code: 'has-utility' }),
    );
  });
});
