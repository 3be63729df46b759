import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS,
  CHAMPIONSHIP,
  COMMUNITY_CARDS,
  DECK_IDS,
  DEPTH_MATRIX,
  DRAFT_CARDS,
  EXTRA_INNINGS_CARDS,
  FARM_SYSTEM,
  FM_PER_STAR,
  LEGEND_CARDS,
  MANAGER_CHART,
  PAYOUT,
  PENNANT_TARGET,
  ROSTER_DEPTH,
  STARTING_FUNDS,
  TEAM_CARDS,
  TRADE_CHART,
  actionCard,
  jmBand,
  phenomToMajors,
  prospectToPhenom,
  retirementRow,
  rosterSalary,
} from '../../../src/games/lords/content';
import { FS_SIZE, ML_SIZE, ML_TYPES, STARS, type Effect } from '../../../src/games/lords/types';

const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('§3.1 Front Office & Team Roster cards', () => {
  it('has seven cards with 25 players each and every FO rating at least once', () => {
    expect(TEAM_CARDS).toHaveLength(7);
    for (const t of TEAM_CARDS) expect(total(t.roster)).toBe(ML_SIZE);
    for (const s of STARS) expect(TEAM_CARDS.some((t) => t.fo === s)).toBe(true);
    expect(new Set(TEAM_CARDS.map((t) => t.id)).size).toBe(7);
  });

  it('prices each card as FO $2,000 a star plus the 7.2 salaries', () => {
    for (const t of TEAM_CARDS) expect(t.cost).toBe(t.fo * 2_000 + rosterSalary(t.roster));
    // 7.2: SS $5,000 each, AS $3,000 each, Regulars $5,000 and Journeymen $3,000 in all.
    expect(rosterSalary({ ss: 2, as: 4, reg: 15, jm: 4 })).toBe(10_000 + 12_000 + 5_000 + 3_000);
  });

  it('every card is affordable with 1★ FS, 1★ FM and at most one $10,000 set-up loan (3.4)', () => {
    const cheapest = FARM_SYSTEM[1].cost + 1 * FM_PER_STAR;
    for (const t of TEAM_CARDS)
      expect(t.cost + cheapest).toBeLessThanOrEqual(STARTING_FUNDS + 10_000);
  });

  it('pays for a better front office with a deeper bench (decision "3.1, 5.2 (balance)")', () => {
    // The Roster Depth chart (5.2) is worth up to 32 wins a year: rosters that spanned its
    // bands let the Journeymen alone decide the game (docs/games/lords.md, "Balance"). The
    // tuned cards keep every starting roster out of the 16-25 Journeyman rows, give only the
    // 5★ card a losing row (13-15) and never give a better front office fewer Journeymen.
    const jm = [...TEAM_CARDS]
      .sort((a, b) => a.fo - b.fo || a.roster.jm - b.roster.jm)
      .map((t) => t.roster.jm);
    expect(jm).toEqual([...jm].sort((a, b) => a - b));
    for (const t of TEAM_CARDS) expect(jmBand(t.roster.jm)).toBeGreaterThanOrEqual(2);
    const losing = TEAM_CARDS.filter((t) => (ROSTER_DEPTH[jmBand(t.roster.jm)]?.es ?? 0) < 0);
    expect(losing.map((t) => t.fo)).toEqual([5]);
  });
});

describe('§8.1 Farm System chart', () => {
  it('has 15 players at every level, with the printed costs', () => {
    for (const s of STARS) {
      const { cost: _c, ...counts } = FARM_SYSTEM[s];
      expect(total(counts)).toBe(FS_SIZE);
    }
    expect(STARS.map((s) => FARM_SYSTEM[s].cost)).toEqual([1_000, 2_000, 5_000, 7_500, 9_500]);
    expect(STARS.map((s) => FARM_SYSTEM[s].phenom)).toEqual([0, 0, 2, 3, 4]);
  });
});

describe('§5.2 Roster Depth chart', () => {
  it('reads the printed rows by Journeyman count', () => {
    const row = (jm: number) => ROSTER_DEPTH[jmBand(jm)];
    expect(row(25)).toEqual({ es: -6, ms: -7, ls: -8, drm: -3 });
    expect(row(16)).toEqual({ es: -4, ms: -5, ls: -6, drm: -2 });
    expect(row(13)).toEqual({ es: -2, ms: -3, ls: -4, drm: -1 });
    expect(row(12)).toEqual({ es: 1, ms: 2, ls: 2, drm: 1 });
    expect(row(7)).toEqual({ es: 2, ms: 3, ls: 3, drm: 2 });
    expect(row(0)).toEqual({ es: 3, ms: 4, ls: 4, drm: 3 });
  });
});

describe('§5.3.3/5.3.4 Manager chart (decision)', () => {
  it('a 4★ manager has Card rating 2 and a 5★ manager Team rating 3', () => {
    expect(MANAGER_CHART[4].card).toBe(2);
    expect(MANAGER_CHART[5].team).toBe(3);
  });
});

describe('§6.2.2 Championship chart', () => {
  const row = (m: number) => CHAMPIONSHIP.find((r) => m >= r.min);
  it.each([
    [0, -5, 3_000],
    [3, -5, 3_000],
    [4, -1, 3_000],
    [5, 0, 3_000],
    [6, 1, 3_000],
    [7, 3, 6_000],
    [9, 3, 6_000],
    [10, 4, 6_000],
    [11, 5, 6_000],
    [12, 7, 6_000],
    [15, 7, 6_000],
  ])('modified %i gives %i VP and $%i', (m, vp, money) => {
    expect(row(m)?.vp).toBe(vp);
    expect(row(m)?.money).toBe(money);
  });
});

describe('§9 starting/final depth matrix', () => {
  it('is the printed matrix', () => {
    expect(DEPTH_MATRIX[0]).toEqual([-4, -5, -6, -7, -8, -10]);
    expect(DEPTH_MATRIX[5]).toEqual([10, 9, 6, 3, 2, 1]);
    // Start 13-15, finish 7-9: +5.
    expect(DEPTH_MATRIX[jmBand(8)]?.[jmBand(14)]).toBe(5);
  });
});

describe('§4.1.5 Wins for 1st Place chart (decision)', () => {
  it('has ten ascending rows, 100 among them (§2.1 example)', () => {
    expect(PENNANT_TARGET).toHaveLength(10);
    expect([...PENNANT_TARGET].sort((a, b) => a - b)).toEqual([...PENNANT_TARGET]);
    expect(PENNANT_TARGET).toContain(100);
    expect(Math.max(...PENNANT_TARGET)).toBeLessThanOrEqual(45 + 23 + 24 + 25);
  });
});

describe('§6.1 Payout chart (decision)', () => {
  it('has ten rows, never falling, money in whole $500', () => {
    expect(PAYOUT).toHaveLength(10);
    for (let i = 1; i < PAYOUT.length; i++) {
      expect(PAYOUT[i]?.money ?? 0).toBeGreaterThanOrEqual(PAYOUT[i - 1]?.money ?? 0);
      expect(PAYOUT[i]?.mediaBonus ?? 0).toBeGreaterThanOrEqual(PAYOUT[i - 1]?.mediaBonus ?? 0);
    }
    for (const r of PAYOUT) expect(r.money % 500).toBe(0);
  });
});

describe('§8.3 Phenom to Majors chart (decision)', () => {
  it('agrees with Frank (8.3) and Derek (7.3)', () => {
    expect(phenomToMajors(2 + 2)).toBe('jm'); // rolls 2, +2 DRM: a Journeyman
    expect(phenomToMajors(6 + 3)).toBe('as'); // rolls 6, +3 DRM: an All-Star
    expect(phenomToMajors(8)).toBe('as'); // Derek's 8
    expect(phenomToMajors(7)).not.toBe('as'); // Derek's 7 is less than an All-Star
    expect(phenomToMajors(6)).not.toBe('as');
    expect(phenomToMajors(1)).toBe('bust'); // "never making the Major Leagues" exists
    expect(phenomToMajors(13)).toBe('ss');
  });
});

describe('§8.4 Prospect to Phenom chart (decision)', () => {
  it('a 7 is one short (7.3 example), 8 makes a Phenom', () => {
    expect(prospectToPhenom(7)).toBe('stays');
    expect(prospectToPhenom(8)).toBe('phenom');
    expect(prospectToPhenom(2)).toBe('washout');
  });
});

describe('§6.2.4 Retirement chart (decision)', () => {
  it('a 4 sends the Superstar to free agency and retires 5 Regulars (6.2.4b example)', () => {
    expect(retirementRow(4)).toEqual({ ssToFa: 1, asToFa: 0, regRetire: 5, pay: 0 });
  });
  it('gets no worse as the roll rises', () => {
    const loss = (m: number) => {
      const r = retirementRow(m);
      return r.ssToFa * 10 + r.asToFa * 6 + r.regRetire + r.pay / 1_000;
    };
    for (let m = -3; m < 14; m++) expect(loss(m + 1)).toBeLessThanOrEqual(loss(m) + 1);
    expect(loss(11)).toBe(0);
  });
});

/** Every effect inside an effect list, nested ones included. */
function flat(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) =>
    e.k === 'roll'
      ? [e, ...flat(e.then), ...flat(e.otherwise ?? [])]
      : e.k === 'per'
        ? [e, ...flat(e.each)]
        : [e],
  );
}

describe('§2.2 action deck', () => {
  it('has unique ids, OPS 1-4 and the 3 and 4 OPS cards of the examples', () => {
    expect(new Set(ACTION_CARDS.map((c) => c.id)).size).toBe(ACTION_CARDS.length);
    for (const c of ACTION_CARDS) expect(c.ops).toBeGreaterThanOrEqual(1);
    for (const c of ACTION_CARDS) expect(c.ops).toBeLessThanOrEqual(4);
    expect(ACTION_CARDS.some((c) => c.ops === 3)).toBe(true);
    expect(ACTION_CARDS.some((c) => c.ops === 4)).toBe(true);
  });

  it('holds enough cards for four owners of 10 and the cycles', () => {
    expect(DECK_IDS.length).toBe(ACTION_CARDS.reduce((a, c) => a + c.copies, 0));
    expect(DECK_IDS.length).toBeGreaterThanOrEqual(4 * 10 + 4 * 4 + 20);
  });

  it('has the cards the rulebook names', () => {
    const effectKinds = new Set(
      ACTION_CARDS.flatMap((c) =>
        flat([...c.inSeason.effects, ...c.offSeason.effects]).map((e) => e.k),
      ),
    );
    for (const k of [
      'injury',
      'heal',
      'freeAgent',
      'strike',
      'tradeImpact',
      'nationalMedia',
      'keepCards',
      'reroll',
      'rollMod',
      'vp',
      'per',
    ] as const)
      expect(effectKinds.has(k)).toBe(true);
    expect(actionCard('trainer')?.cancels).toContain('injury');
    expect(actionCard('trade-bait')?.passes).toBe(true);
    expect(actionCard('contract-dispute')?.compulsory).toBe(true);
    // §3.1.1 example: a card that takes a 5★ front office to 3★.
    expect(actionCard('ownership-scandal')?.inSeason.effects).toEqual([
      { k: 'stars', part: 'fo', n: -2 },
    ]);
    // §5.4 example: the owner on your right loses 4 games on an odd roll.
    const road = actionCard('road-trip')?.inSeason.effects[0];
    expect(road).toEqual({
      k: 'roll',
      on: [1, 3, 5, 7, 9],
      then: [{ k: 'losses', n: 4, who: 'right' }],
    });
  });

  it('cancel cards name cards that exist; compulsory cards are few enough for the redraw (3.5)', () => {
    for (const c of ACTION_CARDS)
      for (const id of c.cancels ?? []) expect(actionCard(id)).toBeDefined();
    const compulsory = ACTION_CARDS.filter((c) => c.compulsory).reduce((a, c) => a + c.copies, 0);
    expect(compulsory).toBeGreaterThan(0);
    expect(compulsory / DECK_IDS.length).toBeLessThan(0.1);
  });

  it('off-season sides never change a record or strike (there is no record in the off-season)', () => {
    for (const c of ACTION_CARDS)
      for (const e of flat(c.offSeason.effects))
        expect(['wins', 'losses', 'tradeImpact', 'strike']).not.toContain(e.k);
    for (const c of COMMUNITY_CARDS)
      for (const e of flat(c.effects))
        expect(['wins', 'losses', 'tradeImpact', 'strike']).not.toContain(e.k);
  });

  it('every roll effect names d10 faces', () => {
    const all = [
      ...ACTION_CARDS.flatMap((c) => [...c.inSeason.effects, ...c.offSeason.effects]),
      ...COMMUNITY_CARDS.flatMap((c) => c.effects),
    ];
    for (const e of flat(all))
      if (e.k === 'roll') for (const f of e.on) expect(f >= 1 && f <= 10).toBe(true);
  });
});

describe('§6.2.6 Amateur Draft cards', () => {
  it('each has ten results of at most two players', () => {
    for (const c of DRAFT_CARDS) {
      expect(c.results).toHaveLength(10);
      for (const r of c.results)
        expect(r.phenom + r.prospect + r.utility + (r.ml ? 1 : 0)).toBeLessThanOrEqual(2);
    }
  });
});

describe('§5.3.11 Trade Chart', () => {
  it('has the 1 Regular for 3 Prospects row, one way', () => {
    const row = TRADE_CHART.find((r) => r.id === 'reg-prospects');
    expect(row).toEqual({
      id: 'reg-prospects',
      give: [{ k: 'ml', type: 'reg', n: 1 }],
      get: [{ k: 'fs', type: 'prospect', n: 3 }],
      both: false,
    });
  });
});

describe('§12 expansions', () => {
  it('Legends cards cover Superstars and All-Stars; Extra Innings ids are unique', () => {
    for (const t of ['ss', 'as'] as const)
      expect(LEGEND_CARDS.filter((c) => c.type === t).length).toBeGreaterThanOrEqual(4);
    expect(new Set(EXTRA_INNINGS_CARDS.map((c) => c.id)).size).toBe(EXTRA_INNINGS_CARDS.length);
    const maxSs = Math.max(...TEAM_CARDS.map((t) => t.roster.ss));
    expect(LEGEND_CARDS.filter((c) => c.type === 'ss').length).toBeGreaterThanOrEqual(maxSs * 2);
    expect(ML_TYPES).toContain('ss');
  });
});
