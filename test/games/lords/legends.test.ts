import { describe, expect, it, vi } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import { createSession, dispatch } from '../../../src/engine/session';
import { makeRng } from '../../../src/engine/rng';
import { lordsModule } from '../../../src/games/lords';
import { actionCard, LEGEND_CARDS } from '../../../src/games/lords/content';
import type { LordsAction, LordsState } from '../../../src/games/lords/state';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf } from '../../../src/games/lords/rules/moves';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

let n = 0;
const ctx = () => makeCtx(parseSeed(`lg-${n++}`), n).ctx;
const act = (s: LordsState, seat: number, a: LordsAction) => applyAction(s, seat, a, ctx());

/**
 * The early season with Legends on: owner 0 (Lanterns: 2 SS, 4 AS) holds these Legends cards
 * and `hand`, owner 1 (Comets) waits; owner 0 is to act.
 */
function table(legends: string[], hand = ['hot-streak', 'sweep']): LordsState {
  const base = seated(['lanterns', 'comets']);
  let s = startPhase({ ...base, opts: { ...base.opts, legends: true } }, 'es', 0, ctxFor());
  const o = ownerAt(s, 0);
  s = withOwner(s, 0, {
    ...o,
    hand: zone<string>([0], hand),
    money: { ...o.money, value: 10_000 },
    legends: zone(
      'all',
      legends.map((id) => ({ id, used: false })),
    ),
  });
  return s;
}

describe('§12.2 Legends and Superstars: the cards each owner takes', () => {
  it('a Superstar card for a roster with a Superstar, an All-Star card for one with an All-Star', () => {
    const c = makeCtx(parseSeed('lg-setup'), 0).ctx;
    let s = advance(newTable(c, 3, normaliseOpts({ legends: true })), c);
    for (const [k, team] of ['lanterns', 'foxhounds', 'mudcats'].entries())
      s = act(s, k, { t: 'team', team, fs: 3, fm: 2 });
    const types = (k: number) =>
      ownerAt(s, k).legends.cards.map((l) => LEGEND_CARDS.find((c) => c.id === l.id)?.type);
    expect(types(0)).toEqual(['ss', 'as']);
    expect(types(1)).toEqual(['as']);
    expect(types(2)).toEqual(['as']);
    const held = s.owners.flatMap((o) => o.legends.cards.map((l) => l.id));
    expect(new Set(held).size).toBe(4);
    expect([...s.legendDeck.cards, ...held].sort()).toEqual(LEGEND_CARDS.map((c) => c.id).sort());
    // Without the option nobody takes any.
    let off = advance(newTable(c, 2, normaliseOpts({})), c);
    off = act(off, 0, { t: 'team', team: 'lanterns', fs: 3, fm: 2 });
    expect(ownerAt(off, 0).legends.cards).toEqual([]);
  });
});

describe('§12.2 the extra action', () => {
  it('Walk-off wins 2 games as the turn action; the card is marked used; no second use this phase', () => {
    let s = table(['ss-moss', 'as-pruitt']);
    expect(actionsOf(s, 0)).toContainEqual({ t: 'legend', card: 'ss-moss', target: 0 });
    expect(() => act(s, 0, { t: 'legend', card: 'ss-moss', target: 1 })).toThrow(
      expect.objectContaining({ code: 'target-yourself', section: '12.2' }),
    );
    const w = ownerAt(s, 0).w;
    s = act(s, 0, { t: 'legend', card: 'ss-moss', target: 0 });
    expect(ownerAt(s, 0).w).toBe(w + 2);
    expect(ownerAt(s, 0).legends.cards).toEqual([
      { id: 'ss-moss', used: true },
      { id: 'as-pruitt', used: false },
    ]);
    expect(s.active).toBe(1);
    // One aspect of one card a phase: back to owner 0, no card may be used again.
    s = { ...s, active: 0 };
    expect(() => act(s, 0, { t: 'legend', card: 'as-pruitt', target: 0 })).toThrow(
      expect.objectContaining({ code: 'legend-used', section: '12.2' }),
    );
    expect(actionsOf(s, 0).some((a) => a.t === 'legend' || (a.t === 'ops' && a.legend))).toBe(
      false,
    );
    // A new phase clears the mark.
    const ms = startPhase(s, 'ms', 0, ctxFor());
    expect(ownerAt(ms, 0).legends.cards.every((c) => !c.used)).toBe(true);
  });

  it('Intimidation: 2 losses on an opponent who has not passed, not counted against his limits', () => {
    const s = table(['ss-okafor']);
    expect(() => act(s, 0, { t: 'legend', card: 'ss-okafor', target: 0 })).toThrow(
      expect.objectContaining({ code: 'target-an-opponent' }),
    );
    const passed = withOwner(s, 1, { ...ownerAt(s, 1), passed: true });
    expect(() => act(passed, 0, { t: 'legend', card: 'ss-okafor', target: 1 })).toThrow(
      expect.objectContaining({ code: 'target-passed', section: '5.3.12' }),
    );
    const l = ownerAt(s, 1).l;
    const after = act(s, 0, { t: 'legend', card: 'ss-okafor', target: 1 });
    expect(ownerAt(after, 1).l).toBe(l + 2);
    expect(ownerAt(after, 1).against).toEqual({ events: 0, ops: 0 });
  });

  it('a card needs a healthy player of its type (no healthy Superstar: no Superstar card)', () => {
    const s = table(['ss-moss']);
    const hurt = withOwner(s, 0, {
      ...ownerAt(s, 0),
      injured: [
        { type: 'ss', until: 5 },
        { type: 'ss', until: 5 },
      ],
    });
    expect(() => act(hurt, 0, { t: 'legend', card: 'ss-moss', target: 0 })).toThrow(
      expect.objectContaining({ code: 'legend-unfit', section: '12.2' }),
    );
    expect(() => act(s, 0, { t: 'legend', card: 'as-pruitt', target: 0 })).toThrow(
      expect.objectContaining({ code: 'not-your-legend' }),
    );
  });
});

describe('§12.2 the OPS bonus', () => {
  const ops = actionCard('hot-streak')?.ops ?? 0;

  it('Clutch Hit (+1 on wins): Superstars with the card make 2 × (OPS + 1) + 1 wins (5.3.2)', () => {
    const s = table(['as-pruitt']);
    const a: LordsAction = {
      t: 'ops',
      card: 'hot-streak',
      use: 'superstar',
      target: 0,
      legend: 'as-pruitt',
    };
    expect(actionsOf(s, 0)).toContainEqual(a);
    const w = ownerAt(s, 0).w;
    const after = act(s, 0, a);
    expect(ownerAt(after, 0).w - w).toBe(2 * (ops + 1) + (2 - 1));
    expect(ownerAt(after, 0).legends.cards[0]?.used).toBe(true);
  });

  it('Endorsement (+2 on money): $500 per OP of OPS + 2 (5.3.5); a bonus that does not fit the use is refused', () => {
    const s = table(['ss-valdane']);
    const after = act(s, 0, {
      t: 'ops',
      card: 'hot-streak',
      use: 'money',
      target: 0,
      legend: 'ss-valdane',
    });
    expect(ownerAt(after, 0).money.value - 10_000).toBe((ops + 2) * 500);
    const wrong: LordsAction = {
      t: 'ops',
      card: 'hot-streak',
      use: 'allStar',
      target: 0,
      legend: 'ss-valdane',
    };
    expect(actionsOf(s, 0)).not.toContainEqual(wrong);
    expect(() => act(s, 0, wrong)).toThrow(
      expect.objectContaining({ code: 'legend-bonus-use', section: '12.2' }),
    );
  });

  it('Bench Jockey (+1 on losses): OPS + 1 losses on the opponent (5.3.6)', () => {
    const s = table(['as-whitcombe']);
    const l = ownerAt(s, 1).l;
    const after = act(s, 0, {
      t: 'ops',
      card: 'hot-streak',
      use: 'losses',
      target: 1,
      legend: 'as-whitcombe',
    });
    expect(ownerAt(after, 1).l - l).toBe(ops + 1);
    expect(ownerAt(after, 1).against.ops).toBe(1);
  });
});

describe('§12.2 the heuristic bot', () => {
  it('uses its Legends cards in a whole game between bots', () => {
    const rng = makeRng([12, 2, 4, 8]);
    let g = createSession(lordsModule, {
      seed: 'lg-bots',
      seats: ['A', 'B', 'C'].map((name) => ({ name, kind: 'human' as const })),
      options: { legends: true, years: '3' },
    });
    const bot = lordsModule.heuristic;
    expect(bot).toBeDefined();
    for (let guard = 0; guard < 20_000; guard++) {
      const p = lordsModule.prompts(g.table.g)[0];
      if (!p || !bot) break;
      const acts = lordsModule.actions(g.table.g, p.seat);
      g = dispatch(g, p.seat, bot(lordsModule.view(g.table.g, p.seat), p.seat, acts, rng));
    }
    expect(g.table.g.step).toBe('over');
    const used = g.log.filter(
      (l) => l.msg === 'lords.legendAction' || l.msg === 'lords.legendBonus',
    );
    expect(used.length).toBeGreaterThan(3);
  });
});
