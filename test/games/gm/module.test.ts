import { describe, expect, it } from 'vitest';
import { copierProblems } from '../../../src/engine/copy';
import { determinize } from '../../../src/engine/determinize';
import { stateHash } from '../../../src/engine/hash';
import { formatMessage } from '../../../src/engine/messages';
import type { MsgArgs } from '../../../src/engine/types';
import { playGame } from '../../../src/engine/play';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { gmModule } from '../../../src/games/gm';
import { MESSAGES_FR } from '../../../src/games/gm/messages.fr';
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

  it('outcome: trophies are the score, the winner first; last season’s wins follow with their non-zero parts', () => {
    const r = playGame(gmModule, { seed: 'outcome', seats: 2, options: {}, bots: [] });
    const out = r.outcome;
    const g = r.table.g as GmState;
    if (!out || !g.last) throw new Error('no outcome');
    expect(out.unit).toBe('trophies');
    expect(out.scores).toEqual(g.gms.map((m) => m.trophies));
    // The dynasty: the winner has the goal's trophies and the first place, alone.
    expect(out.scores[g.winner]).toBe(g.goal);
    expect(out.rank[g.winner]).toBe(1);
    expect(out.rank.filter((k) => k === 1)).toHaveLength(1);
    expect(out.breakdown).toBeUndefined();
    out.scores.forEach((_, m) => {
      const [season, ...more] = out.notes?.[m] ?? [];
      expect(more).toEqual([]);
      expect(season?.msg).toBe('gm.bd.season');
      expect(season?.args).toEqual({ season: g.last?.season, wins: g.last?.wins[m] });
      const parts = season?.parts ?? [];
      expect(parts.every((p) => p.value !== 0)).toBe(true);
      expect(parts.reduce((n, p) => n + p.value, 0)).toBe(g.last?.wins[m]);
    });
  });

  it('outcome words: "Season 4: 1 win", no "(+0 from the ability)", and French plurals', () => {
    const say = (key: string, args: MsgArgs, lang = 'en') =>
      formatMessage(
        (lang === 'en' ? gmModule.messages : { ...gmModule.messages, ...MESSAGES_FR })[key],
        key,
        args,
        String,
        undefined,
        lang,
      );
    expect(say('gm.bd.season', { season: 4, wins: 1 })).toBe('Season 4: 1 win');
    expect(say('gm.bd.season', { season: 4, wins: 12 })).toBe('Season 4: 12 wins');
    expect(say('gm.bd.max', { card: 'Ned Ruddle', pos: 'P', extra: 0 })).toBe(
      'Ned Ruddle (P): Max Wins',
    );
    expect(say('gm.bd.base', { card: 'Ned Ruddle', pos: 'P', extra: 2 })).toBe(
      'Ned Ruddle (P): Base Wins (+2 from the ability)',
    );
    expect(say('gm.bd.season', { season: 4, wins: 0 }, 'fr')).toBe('Saison 4\u202f: 0 victoire');
    expect(say('gm.bd.season', { season: 4, wins: 2 }, 'fr')).toBe('Saison 4\u202f: 2 victoires');
  });
});
