import { describe, expect, it } from 'vitest';
import { copierProblems } from '../../../src/engine/copy';
import { determinize } from '../../../src/engine/determinize';
import { stateHash } from '../../../src/engine/hash';
import { playGame } from '../../../src/engine/play';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { gmModule } from '../../../src/games/gm';
import { copyGm, copyState } from '../../../src/games/gm/rules/helpers';
import type { GmState } from '../../../src/games/gm/state';
import { missingArgs } from '../../helpers/properties';
import { act, chooseAll, start } from './helpers';

describe('gm module', () => {
  it('Hidden information: only the draft hand and the face-down choice are private', () => {
    let s = chooseAll(start(3));
    s = act(s, 0, { t: 'sign', c: s.gms[0]?.hand.cards[0] ?? '' });
    const table = gmModule.view(s, null);
    for (const g of table.gms) {
      expect(g.hand.cards).toEqual([]);
      expect(g.roster.cards).toEqual([]);
    }
    expect(table.gms[0]?.pick.n).toBe(1);
    expect(table.deck.cards).toEqual([]);
    const own = gmModule.view(s, 0);
    expect(own.gms[0]?.pick.cards).toEqual(s.gms[0]?.pick.cards);
    expect(own.gms[0]?.choice.value).toBe('sign');
  });

  it('determinize: a bot samples the hands it cannot see, keeping its own view', () => {
    const s = chooseAll(start(4));
    const view = gmModule.view(s, 2);
    const sample = determinize(gmModule, view, 2, 4, {}, makeRng(parseSeed('d')));
    expect(stateHash(gmModule.view(sample, 2))).toBe(stateHash(view));
    expect(gmModule.invariants?.(sample)).toEqual([]);
    expect(sample.gms[2]?.hand.cards).toEqual(s.gms[2]?.hand.cards);
    expect(sample.gms[0]?.hand.cards.length).toBe(5);
  });

  it('describe: every listed action reads as a sentence in the catalog', () => {
    const r = playGame(gmModule, {
      seed: 'describe',
      seats: 3,
      options: {},
      bots: [],
      onMove: (before) => {
        const g = before.g as GmState;
        for (let m = 0; m < 3; m++) {
          const view = gmModule.view(g, m);
          for (const a of gmModule.actions(g, m)) {
            const d = gmModule.describe?.(a, m, view);
            expect(d && missingArgs(gmModule, d.msg, d.args)).toEqual([]);
          }
        }
      },
    });
    expect(r.error).toBe(null);
  });

  it('heuristic and evaluate: legal moves from the seat view, values within [0, 1]', () => {
    const r = playGame(gmModule, {
      seed: 'bots',
      seats: 4,
      options: {},
      bots: [
        { kind: 'heuristic' },
        { kind: 'heuristic' },
        { kind: 'random' },
        { kind: 'heuristic' },
      ],
      onMove: (_b, _seat, _a, after) => {
        const g = after.g as GmState;
        for (let m = 0; m < 4; m++) {
          const v = gmModule.evaluate?.(g, m) ?? -1;
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
      },
    });
    expect(r.error).toBe(null);
    expect(r.outcome?.rank.filter((k) => k === 1).length).toBe(1);
  });

  it('copiers copy every field of states from every phase', () => {
    const phases = new Set<string>();
    playGame(gmModule, {
      seed: 'copy',
      seats: 3,
      options: {},
      bots: [],
      onMove: (before) => {
        const g = before.g as GmState;
        if (phases.has(g.phase)) return;
        phases.add(g.phase);
        expect(copierProblems(copyState, g)).toEqual([]);
        for (const m of g.gms) expect(copierProblems(copyGm, m)).toEqual([]);
      },
    });
    expect([...phases].sort()).toEqual(['arb', 'choose', 'draft', 'final', 'league', 'team']);
  });

  it('outcome: a per-card breakdown that adds up to the last season wins', () => {
    const r = playGame(gmModule, { seed: 'outcome', seats: 2, options: {}, bots: [] });
    const out = r.outcome;
    if (!out) throw new Error('no outcome');
    out.scores.forEach((score, m) => {
      const parts = out.breakdown?.[m] ?? [];
      expect(parts.reduce((n, p) => n + p.value, 0)).toBe(score);
      expect(parts.at(-1)?.msg).toBe('gm.bd.trophies');
    });
  });
});
