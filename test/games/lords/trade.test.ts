import { describe, expect, it } from 'vitest';
import { TRADE_CHART } from '../../../src/games/lords/content';
import type { Terms } from '../../../src/games/lords/state';
import { cutPlayer, normaliseRosters, rosterProblems } from '../../../src/games/lords/rules/roster';
import { NOTHING, settle, tradeWithChart } from '../../../src/games/lords/rules/trade';
import { farmTotal, mlTotal } from '../../../src/games/lords/rules/owner';
import { owner } from './helpers';

const offer = (patch: Partial<Terms>): Terms => ({
  give: NOTHING,
  get: NOTHING,
  managers: false,
  ...patch,
});

describe('§5.3.11 trading between owners', () => {
  it('A trades a Phenom to C for 2 Regulars and a Prospect; rosters are made whole', () => {
    const a = owner({ farm: { phenom: 2, prospect: 3, utility: 10 } });
    const c = owner({}, 'comets');
    const [na, nc, cutA, cutC] = settle(
      a,
      c,
      offer({
        give: { ...NOTHING, fs: { phenom: 1 } },
        get: { ...NOTHING, ml: { reg: 2 }, fs: { prospect: 1 } },
      }),
      0,
      2,
    );
    expect(na.ml.reg).toBe(a.ml.reg + 2);
    expect(cutA).toBe(2);
    expect(na.farm).toEqual({ phenom: 1, prospect: 4, utility: 10 });
    expect(nc.ml).toEqual({ ...c.ml, reg: c.ml.reg - 2, jm: c.ml.jm + 2 });
    expect(cutC).toBe(0);
    expect(farmTotal(nc.farm)).toBe(15);
    // A cuts two players of his choice.
    const cut = cutPlayer(cutPlayer(na, 'jm'), 'jm');
    expect(mlTotal(cut.ml)).toBe(25);
    expect(() => cutPlayer(cut, 'jm')).toThrow(expect.objectContaining({ code: 'no-cut-needed' }));
  });

  it('money, media and draft picks change hands; managers swap both ways', () => {
    const a = owner({ media: 2, fm: 5, picks: [0] });
    const b = owner({ media: 0, fm: 2, picks: [1] });
    const [na, nb] = settle(
      a,
      b,
      offer({
        give: { ...NOTHING, media: 1, picks: [0] },
        get: { ...NOTHING, money: 3_000 },
        managers: true,
      }),
      0,
      1,
    );
    expect([na.media, nb.media]).toEqual([1, 1]);
    expect(na.picks).toEqual([]);
    expect(nb.picks).toEqual([1, 0]);
    expect(na.money.value - a.money.value).toBe(3_000);
    expect([na.fm, nb.fm]).toEqual([2, 5]);
  });

  it("an owner cannot give what he lacks; media never above the receiver's cap (A12)", () => {
    expect(() =>
      settle(owner({ media: 0 }), owner(), offer({ give: { ...NOTHING, media: 1 } }), 0, 1),
    ).toThrow(expect.objectContaining({ code: 'not-enough-media' }));
    expect(() =>
      settle(
        owner({ media: 2 }),
        owner({ fo: 1, media: 1 }),
        offer({ give: { ...NOTHING, media: 1 } }),
        0,
        1,
      ),
    ).toThrow(expect.objectContaining({ code: 'media-cap' }));
  });
});

describe('§5.3.11 the Trade Chart', () => {
  it('B trades his Regular for 3 Prospects; a Utility fills the hole as a Journeyman', () => {
    const b = owner({ farm: { phenom: 2, prospect: 3, utility: 10 } });
    const after = tradeWithChart(b, 'reg-prospects', false);
    expect(after.ml).toEqual({ ...b.ml, reg: b.ml.reg - 1, jm: b.ml.jm + 1 });
    expect(after.farm).toEqual({ phenom: 2, prospect: 6, utility: 7 });
    expect(rosterProblems(after)).toEqual([]);
  });
  it('red rows go one way only; black rows both ways', () => {
    expect(() => tradeWithChart(owner(), 'reg-prospects', true)).toThrow(
      expect.objectContaining({ code: 'one-way-row', section: '5.3.11' }),
    );
    const back = tradeWithChart(
      owner({ farm: { phenom: 2, prospect: 3, utility: 10 } }),
      'as-reg-phenom',
      true,
    );
    expect(back.farm.phenom).toBe(1);
  });
  it('no row in either allowed direction adds major-leaguers', () => {
    for (const row of TRADE_CHART) {
      const o = owner({
        ml: { ss: 2, as: 4, reg: 12, jm: 7 },
        farm: { phenom: 2, prospect: 3, utility: 10 },
        media: 3,
      });
      expect(mlTotal(tradeWithChart(o, row.id, false).ml)).toBe(25);
      if (row.both) expect(mlTotal(tradeWithChart(o, row.id, true).ml)).toBe(25);
    }
  });
});

describe('§2.4 roster integrity', () => {
  it('holes become Journeymen, the farm is balanced with Utility players', () => {
    const [o, cuts] = normaliseRosters(
      owner({ ml: { ss: 1, as: 3, reg: 10, jm: 8 }, farm: { phenom: 2, prospect: 3, utility: 7 } }),
    );
    expect(o.ml.jm).toBe(11);
    expect(o.farm.utility).toBe(10);
    expect(cuts).toBe(0);
  });
});
