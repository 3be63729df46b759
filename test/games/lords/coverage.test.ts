/**
 * The rulebook's sections that no other test covered (docs/games/lords.md, "Coverage"): each
 * test is named after the game situation and cites its section. Rules version 4 (new games),
 * on the shipped team cards.
 */
import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { lordsModule } from '../../../src/games/lords';
import { actionCard, COMMUNITY_CARDS, teamCard } from '../../../src/games/lords/content';
import type { LordsAction, LordsState } from '../../../src/games/lords/state';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { communityRun, startRun, step } from '../../../src/games/lords/rules/effects';
import { upgrade } from '../../../src/games/lords/rules/offseason';
import { newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { retirementRolled } from '../../../src/games/lords/rules/retireFlow';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import { NOTHING } from '../../../src/games/lords/rules/trade';
import { rollWindow } from '../../../src/games/lords/rules/windows';
import { pennantRace, standingScored, trackWins } from '../../../src/games/lords/rules/yearEnd';
import { ctxFor, seated } from './helpers';

let moveNo = 0;
const act = (s: LordsState, seat: number, a: LordsAction) =>
  applyAction(s, seat, a, makeCtx(parseSeed(`cov-${moveNo++}`), moveNo).ctx);

/** The owners' set-up choices through the flow, 3★ farm and 2★ manager each. */
function setUp(seed: string, teams: readonly string[]): LordsState {
  const ctx = makeCtx(parseSeed(seed), 0).ctx;
  let s = advance(newTable(ctx, teams.length, normaliseOpts({})), ctx);
  teams.forEach((team, k) => {
    s = act(s, k, { t: 'team', team, fs: 3, fm: 2 });
  });
  return s;
}

/** Sets the die of the open roll window to `natural`, then lets every owner asked pass. */
function land(s: LordsState, natural: number): LordsState {
  const w = rollWindow(s);
  let next: LordsState = { ...s, window: { ...w, natural, value: natural } };
  while (next.window !== null) next = act(next, next.window.queue[0] ?? 0, { t: 'respond' });
  return next;
}

/** Random legal play (loans aside) of a whole game, with the step met after every move. */
function stepsOfGame(seed: string, seats: number, years: string): string[] {
  const rng = makeRng(parseSeed(`pick-${seed}`));
  const ctx0 = makeCtx(parseSeed(seed), 0).ctx;
  let s = advance(newTable(ctx0, seats, normaliseOpts({ years })), ctx0);
  const seen: string[] = [];
  for (let m = 0; s.step !== 'over' && m < 20_000; m++) {
    const key = `${s.year} ${s.phase} ${s.step}`;
    if (seen[seen.length - 1] !== key) seen.push(key);
    const p = promptsOf(s)[0];
    if (!p) throw new Error(`no prompt in step ${s.step}`);
    const legal = actionsOf(s, p.seat).filter((a) => a.t !== 'loan');
    s = applyAction(s, p.seat, rng.pick(legal), makeCtx(parseSeed(`${seed}-${m}`), m + 1).ctx);
  }
  seen.push(`${s.year} ${s.phase} ${s.step}`);
  return seen;
}

/** An owner's cash set to `value`. */
const withCash = (s: LordsState, seat: number, value: number): LordsState =>
  withOwner(s, seat, { ...ownerAt(s, seat), money: { ...ownerAt(s, seat).money, value } });

describe('coverage: Lords of Baseball sections not covered elsewhere', () => {
  it('LoB 1.0, 3.0 1.c: a new owner stands at 0 VP, and his team card’s Journeymen are marked for final scoring', () => {
    const s = setUp('cov-start', ['lanterns', 'mudcats']);
    expect(s.owners.map((o) => o.vp)).toEqual([0, 0]);
    expect(s.owners.map((o) => o.startJm)).toEqual([
      teamCard('lanterns')?.roster.jm,
      teamCard('mudcats')?.roster.jm,
    ]);
    expect(s.owners.map((o) => o.ml.jm)).toEqual(s.owners.map((o) => o.startJm));
  });

  it('LoB 2.3.1: the makeup of every club is public: another seat sees its ratings, roster and farm', () => {
    const s = seated(['herons', 'foxhounds']);
    const seenBy1 = lordsModule.view(s, 1).owners[0];
    const herons = ownerAt(s, 0);
    expect(seenBy1?.ml).toEqual(herons.ml);
    expect(seenBy1?.farm).toEqual(herons.farm);
    expect([seenBy1?.fo, seenBy1?.fs, seenBy1?.fm]).toEqual([herons.fo, herons.fs, herons.fm]);
    expect(lordsModule.view(s, null).owners[1]?.ml).toEqual(ownerAt(s, 1).ml);
  });

  it('LoB 2.3.2: hidden money is shown to all when the year’s VP are declared, and hidden again at the new year', () => {
    let s = seated(['comets', 'quarrymen'], 'ls', 3);
    s = { ...s, opts: normaliseOpts({ hiddenMoney: true }) };
    s.owners.forEach((o, k) => {
      s = withOwner(s, k, { ...o, money: { ...o.money, $hidden: [k] } });
    });
    expect(lordsModule.view(s, 1).owners[0]?.money.unseen).toBe(true);
    const declared = standingScored(s, [0, 1], ctxFor('cov-vp'));
    expect(declared.owners.map((o) => o.money.$hidden)).toEqual(['all', 'all']);
    expect(lordsModule.view(declared, 1).owners[0]?.money.value).toBe(
      ownerAt(declared, 0).money.value,
    );
    const next = newYear(declared, ctxFor('cov-year'));
    expect(next.owners.map((o) => o.money.$hidden)).toEqual([[0], [1]]);
  });

  it('LoB 2.5.5: short of an off-season community cost, an owner pays what he can with a loan', () => {
    let s = seated(['comets', 'quarrymen'], 'off', 0);
    s = withCash(withCash(s, 0, 400), 1, 20_000);
    const fees = COMMUNITY_CARDS.find((c) => c.id === 'league-fees')?.effects ?? [];
    const [after, waiting] = step(s, communityRun(s, fees), ctxFor().rng);
    expect(waiting).toBeNull();
    expect(ownerAt(after, 0).money.value).toBe(400 + 5_000 - 1_000);
    expect(ownerAt(after, 0).loans).toEqual({ small: 5_000, large: 0 });
    expect(ownerAt(after, 1).money.value).toBe(19_000);
    expect(ownerAt(after, 1).loans).toEqual({ small: 0, large: 0 });
  });

  it('LoB 4.1.2: the bank pays each owner $1,000 per OP of his face-down promotional card', () => {
    let s = setUp('cov-promo', ['lanterns', 'mudcats', 'comets']);
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    s = act(s, 1, { t: 'chooseStarter', seat: 0 });
    // A community event that touches no money, so the payout stands alone.
    s = { ...s, offDeck: zone<string>('none', ['ballpark-boom']) };
    const before = s.owners.map((o) => o.money.value);
    const promo = s.owners.map((o) => o.hand.cards[0] ?? '');
    s = act(s, 0, { t: 'promo', card: promo[0] ?? '' });
    // Face down: nobody sees another's card before all have chosen.
    expect(ownerAt(s, 0).promo.cards).toEqual([promo[0]]);
    expect(lordsModule.view(s, 1).owners[0]?.promo.cards).toEqual([]);
    s = act(act(s, 1, { t: 'promo', card: promo[1] ?? '' }), 2, {
      t: 'promo',
      card: promo[2] ?? '',
    });
    const ops = promo.map((c) => actionCard(c)?.ops ?? 0);
    expect(s.owners.map((o, k) => o.money.value - (before[k] ?? 0))).toEqual(
      ops.map((n) => n * 1_000),
    );
    expect(s.discard.cards).toEqual(expect.arrayContaining(promo));
  });

  it('LoB 10.5: National Media is not a media cube: a 1★ office holding one still holds one', () => {
    let s = seated(['mudcats', 'quarrymen']);
    s = withOwner(s, 0, { ...ownerAt(s, 0), fo: 1, media: 1 });
    const card = actionCard('national-media')?.inSeason.effects ?? [];
    const [after] = step(s, startRun(s, 0, 0, card), ctxFor().rng);
    expect(ownerAt(after, 0).nationalMedia).toBe(true);
    expect(ownerAt(after, 0).media).toBe(1);
    expect(ownerAt(after, 0).fo).toBe(1);
  });

  it('LoB 4.1.1: the owner with the fewest stars may choose himself to start', () => {
    let s = setUp('cov-self', ['lanterns', 'mudcats', 'comets']);
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    expect(s.waiting).toEqual([1]);
    s = act(s, 1, { t: 'chooseStarter', seat: 1 });
    expect(s.starter).toBe(1);
    // 4.1.2 goes round from the starter, clockwise.
    expect([s.step, s.waiting]).toEqual(['promo', [1, 2, 0]]);
  });

  it('LoB 5.3.8: a Cycle is bought in the early season, never in the off-season', () => {
    const off = { ...seated(['comets', 'quarrymen'], 'off', 0), active: 0 };
    expect(() => act(off, 0, { t: 'cycle', hit: 'single' })).toThrow(
      expect.objectContaining({ code: 'not-in-season', section: '5.0' }),
    );
    const es = startPhase(off, 'es', 0, ctxFor());
    const before = ownerAt(es, 0).money.value;
    const bought = act(es, 0, { t: 'cycle', hit: 'single' });
    expect(ownerAt(bought, 0).money.value).toBe(before - 1_000);
    expect(bought.cycle?.cards.cards).toHaveLength(1);
  });

  it('LoB 5.5: the wins track starts at 45 wins: 50 decided wins stand at 95', () => {
    const s = seated(['comets', 'quarrymen'], 'ls', 3);
    const on = withOwner(s, 0, { ...ownerAt(s, 0), seasonW: 50, seasonL: 22 });
    expect(trackWins(on, 0)).toBe(95);
    expect(trackWins(on, 1)).toBe(45);
  });

  it('LoB 5.7.1: an owner who has passed, off turn, offers a trade and it is settled', () => {
    let s = startPhase(seated(['comets', 'quarrymen'], 'off', 0), 'es', 0, ctxFor());
    s = withOwner(s, 0, { ...ownerAt(s, 0), media: 1 });
    s = withOwner(s, 1, { ...ownerAt(s, 1), passed: true, media: 0 });
    expect(s.active).toBe(0);
    const money = s.owners.map((o) => o.money.value);
    s = act(s, 1, {
      t: 'offer',
      to: 0,
      give: { ...NOTHING, money: 1_500 },
      get: { ...NOTHING, media: 1 },
      managers: false,
    });
    const id = s.offers[0]?.id ?? -1;
    s = act(s, 0, { t: 'accept', offer: id });
    expect(s.owners.map((o) => o.media)).toEqual([0, 1]);
    expect(s.owners.map((o) => o.money.value)).toEqual([
      (money[0] ?? 0) + 1_500,
      (money[1] ?? 0) - 1_500,
    ]);
    // The trade is not an action: the owner on turn is still to act, the passer still passed.
    expect(s.active).toBe(0);
    expect(ownerAt(s, 1).passed).toBe(true);
  });

  it('LoB 7.0: the regular off-season deals nine cards, on top of the cards kept', () => {
    let s = seated(['comets', 'quarrymen'], 'ls', 3);
    const kept = s.deck.cards.slice(0, 2);
    s = { ...s, deck: zone<string>('none', s.deck.cards.slice(2)) };
    s = withOwner(s, 0, { ...ownerAt(s, 0), hand: zone<string>([0], kept) });
    const next = newYear(s, ctxFor('cov-year'));
    expect(next.owners.map((o) => o.hand.cards.length)).toEqual([11, 9]);
    expect(ownerAt(next, 0).hand.cards.slice(0, 2)).toEqual(kept);
  });

  it('LoB 8.4: in the season a Prospect attempt costs $500 a roll, an 8 makes him a Phenom, once a phase', () => {
    let s = seated(['herons', 'comets'], 'off', 0);
    const herons = ownerAt(s, 0);
    s = withOwner(s, 0, {
      ...herons,
      farm: { phenom: 0, prospect: 3, utility: 12 },
      media: 3,
      money: { ...herons.money, value: 10_000 },
    });
    s = startPhase(s, 'es', 0, ctxFor());
    const before = ownerAt(s, 0).money.value;
    s = land(act(s, 0, { t: 'promote', kind: 'prospect', drm: 0 }), 8);
    if (s.promotion !== null) s = act(s, 0, { t: 'stopPromotion' });
    expect(ownerAt(s, 0).farm).toEqual({ phenom: 1, prospect: 2, utility: 12 });
    expect(before - ownerAt(s, 0).money.value).toBe(500);
    expect(() => act({ ...s, active: 0 }, 0, { t: 'promote', kind: 'prospect', drm: 0 })).toThrow(
      expect.objectContaining({ code: 'one-attempt-a-phase', section: '5.3.9' }),
    );
  });

  it('LoB 8.5: Utility players become Prospects in the off-season only', () => {
    const s = { ...seated(['comets', 'quarrymen'], 'es', 1), active: 0 };
    expect(() => act(s, 0, { t: 'upgrade', change: { k: 'utilityToProspect' } })).toThrow(
      expect.objectContaining({ section: '7.1' }),
    );
  });

  it('LoB 6.2.1.2: after a strike the most wins with a winning record go to the Championship Series, short of the target', () => {
    let s: LordsState = {
      ...seated(['comets', 'quarrymen', 'herons'], 'ms', 2),
      pennantTarget: 100,
    };
    const record = (k: number, seasonW: number, seasonL: number) => {
      s = withOwner(s, k, { ...ownerAt(s, k), seasonW, seasonL });
    };
    record(0, 20, 27);
    record(1, 24, 23);
    record(2, 22, 25);
    // 45 + 24 = 69 wins is far short of 100: no pennant in a full season.
    expect(pennantRace(s)).toEqual([]);
    expect(pennantRace({ ...s, strike: true })).toEqual([1]);
    // The most wins without a winning record sends nobody.
    record(1, 22, 25);
    expect(pennantRace({ ...s, strike: true })).toEqual([]);
  });

  it('LoB 13.3 with 6.2.3: two owners level at the pennant target roll off, and its winner scores the pennant winner’s 5, the other 2nd place’s 3', () => {
    const level = (pennantWinner: number | null, rules?: number) => {
      let s: LordsState = { ...seated(['comets', 'quarrymen'], 'ls', 3), pennantWinner };
      if (rules !== undefined) s = { ...s, rules };
      for (const k of [0, 1]) s = withOwner(s, k, { ...ownerAt(s, k), seasonW: 11, seasonL: 5 });
      expect(trackWins(s, 0)).toBe(trackWins(s, 1));
      const after = standingScored(s, pennantWinner === 1 ? [1, 0] : [0, 1], ctxFor('cov-13-3'));
      return {
        standing: after.owners.map((o) => o.vpParts?.standing ?? 0),
        places: after.standing?.places,
        vp: after.owners.map((o) => o.vp),
      };
    };
    expect(level(0)).toMatchObject({ standing: [5, 3], places: [1, 2] });
    expect(level(1)).toMatchObject({ standing: [3, 5], places: [2, 1] });
    // Level with nobody at the target: they share 2nd (13.3 has no row for a gap of 0).
    expect(level(null)).toMatchObject({ standing: [3, 3], places: [1, 1] });
    expect(level(0).vp[0]).toBe((level(null).vp[0] ?? 0) + 2);
    // A game saved under rules version 3 keeps scoring both as level (3 each, the winner too).
    expect(level(0, 3).vp).toEqual(level(null, 3).vp);
  });

  it('LoB 8.5: each Utility made a Prospect in the off-season costs $500', () => {
    const o = ownerAt(seated(['comets', 'quarrymen'], 'off', 0), 0);
    const once = upgrade(o, { k: 'utilityToProspect' });
    const twice = upgrade(once, { k: 'utilityToProspect' });
    expect(o.money.value - once.money.value).toBe(500);
    expect(o.money.value - twice.money.value).toBe(1_000);
    expect(twice.farm).toEqual({
      ...o.farm,
      prospect: o.farm.prospect + 2,
      utility: o.farm.utility - 2,
    });
  });

  it('LoB 6.2.4 NOTE: the front office DRM is added to the retirement roll', () => {
    const base = { ...seated(['comets', 'quarrymen'], 'ls', 3), step: 'retirement' as const };
    const comets = ownerAt(base, 0);
    const at = (fo: 3 | 5) =>
      ownerAt(
        retirementRolled(
          { ...withOwner(base, 0, { ...comets, fo }), waiting: [0, 1] },
          0,
          4,
          ctxFor('cov-retire'),
        ),
        0,
      ).ml;
    // A natural 4: a 3★ office (DRM 0) loses a Superstar to free agency and 5 Regulars; a 5★
    // office (DRM +2) reads row 6: an All-Star and 3 Regulars. Journeymen fill the holes.
    const { ss, as, reg, jm } = comets.ml;
    expect(at(3)).toEqual({ ss: ss - 1, as, reg: reg - 5, jm: jm + 6 });
    expect(at(5)).toEqual({ ss, as: as - 1, reg: reg - 3, jm: jm + 4 });
  });

  it('LoB 6.2.4a: a retirement roll of 1 pays the chart’s $2,000 at once', () => {
    let s: LordsState = { ...seated(['comets', 'quarrymen'], 'ls', 3), step: 'retirement' };
    s = withCash(s, 0, 10_000);
    const after = retirementRolled({ ...s, waiting: [0, 1] }, 0, 1, ctxFor('cov-pay'));
    expect(ownerAt(after, 0).money.value).toBe(8_000);
    expect(ownerAt(after, 0).loans).toEqual({ small: 0, large: 0 });
  });

  it('LoB 6.2, 7.0, App. B: a year runs off-season steps, ES, MS, LS with payouts, then VP and retirement', () => {
    const seen = stepsOfGame('o1', 3, '3');
    const year2 = seen.filter((k) => k.startsWith('2 ')).map((k) => k.slice(2));
    const first = (k: string) => year2.indexOf(k);
    const order = [
      'off freeAgency',
      'off draft',
      'off upgrades',
      'off media',
      'off turnOrder',
      'off promo',
      'off offCards',
      'off pennantRoll',
      'es season',
      'es payout',
      'ms season',
      'ms payout',
      'ls season',
      'ls payout',
      'off vpMedia',
      'off retirement',
    ];
    for (const k of order) expect(year2).toContain(k);
    const at = order.map(first);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Nothing of the year comes back once the off-season is over, and year 3 follows.
    expect(year2.lastIndexOf('off offCards')).toBeLessThan(first('es season'));
    expect(seen[seen.indexOf('2 off retirement') + 1]).toMatch(/^3 off /);
  });
});
