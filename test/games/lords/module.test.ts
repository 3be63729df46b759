import { describe, expect, it } from 'vitest';
import { determinize } from '../../../src/engine/determinize';
import { makeRng } from '../../../src/engine/rng';
import { createSession, dispatch } from '../../../src/engine/session';
import { lordsModule, rulesOptions } from '../../../src/games/lords';
import { invariants } from '../../../src/games/lords/invariants';

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));

describe('lords: the module', () => {
  it('declares its meta as the rulebook credits it (title page)', () => {
    expect(lordsModule.meta).toMatchObject({
      id: 'lords',
      title: 'Lords of Baseball',
      credit: { designers: 'Robert Jamelli and Max Jamelli' },
      minSeats: 2,
      maxSeats: 4,
      rulesVersion: 4,
    });
    expect(lordsModule.meta.options.map((o) => o.key)).toEqual([
      'years',
      'extraSeasons',
      'hiddenMoney',
      'teamPick',
      'promoEveryYear',
      'extendedOffSeason',
      'extraInnings',
      'legends',
      'allStarGame',
      'csMedia',
      'standingTies',
    ]);
  });

  it('2.1: the game length is 3, 5 or 7 years plus any extra seasons', () => {
    expect(rulesOptions({ years: '3', extraSeasons: '0' }).years).toBe(3);
    expect(rulesOptions({ years: '5', extraSeasons: '0' }).years).toBe(5);
    expect(rulesOptions({ years: '7', extraSeasons: '2' }).years).toBe(9);
    expect(rulesOptions({}).years).toBe(3);
  });

  it('has an English message for every prompt, log line and action description it uses', () => {
    const missing = new Set<string>();
    const need = (key: string) => {
      if (!(key in lordsModule.messages)) missing.add(key);
    };
    const runs: [number, Record<string, boolean | string>][] = [
      [2, { extendedOffSeason: true, extraInnings: 'reshuffle' }],
      [3, { hiddenMoney: true, teamPick: 'random', allStarGame: true, legends: true }],
      [4, { csMedia: 'none', promoEveryYear: false, allStarGame: true }],
    ];
    for (const [n, options] of runs) {
      const rng = makeRng([n, 5, 7, 9]);
      let s = createSession(lordsModule, { seed: `msg-${n}`, seats: seats(n), options });
      for (;;) {
        const ps = lordsModule.prompts(s.table.g);
        if (ps.length === 0) break;
        for (const p of ps) need(p.msg);
        const seat = rng.pick(ps).seat;
        const acts = lordsModule.actions(s.table.g, seat).filter((a) => a.t !== 'loan');
        for (const a of lordsModule.actions(s.table.g, seat))
          need(lordsModule.describe?.(a, seat).msg ?? 'missing-describe');
        s = dispatch(s, seat, rng.pick(acts));
      }
      for (const l of s.log) need(l.msg);
      need(lordsModule.outcome(s.table.g)?.msg ?? 'missing-outcome');
      need(lordsModule.progress?.(s.table.g).msg ?? 'missing-progress');
      need(lordsModule.chapter?.(s.table.g).msg ?? 'missing-chapter');
    }
    expect([...missing]).toEqual([]);
  });

  it('2.3: a seat sees its own hand, not the others; a determinized state keeps the view', () => {
    let s = createSession(lordsModule, {
      seed: 'view',
      seats: seats(3),
      options: { hiddenMoney: true },
    });
    const rng = makeRng([1, 2, 3, 4]);
    // Play on to the first in-season turn, where every owner holds cards.
    while (s.table.g.step !== 'season') {
      const p = lordsModule.prompts(s.table.g)[0];
      if (!p) break;
      const acts = lordsModule.actions(s.table.g, p.seat).filter((a) => a.t !== 'loan');
      s = dispatch(s, p.seat, rng.pick(acts));
    }
    const g = s.table.g;
    const v = lordsModule.view(g, 0);
    expect(v.owners[0]?.hand.cards).toEqual(g.owners[0]?.hand.cards);
    expect(v.owners[1]?.hand.cards).toEqual([]);
    expect(v.owners[1]?.hand.n).toBe(g.owners[1]?.hand.cards.length);
    expect(v.owners[1]?.money.unseen).toBe(true);
    expect(v.owners[0]?.money.value).toBe(g.owners[0]?.money.value);
    const sample = determinize(lordsModule, v, 0, 3, {}, rng);
    expect(sample.owners[0]?.hand.cards).toEqual(g.owners[0]?.hand.cards);
    expect(sample.owners[1]?.hand.cards.length).toBe(g.owners[1]?.hand.cards.length);
    expect(invariants(sample)).toEqual([]);
  });

  it('12.1, 12.2: a determinized state keeps the face-up Extra Innings card and the Legends cards', () => {
    let s = createSession(lordsModule, {
      seed: 'view-x',
      seats: seats(3),
      options: { extraInnings: 'reshuffle', legends: true },
    });
    const rng = makeRng([4, 3, 2, 1]);
    while (s.table.g.step !== 'season') {
      const p = lordsModule.prompts(s.table.g)[0];
      if (!p) break;
      const acts = lordsModule.actions(s.table.g, p.seat).filter((a) => a.t !== 'loan');
      s = dispatch(s, p.seat, rng.pick(acts));
    }
    const g = s.table.g;
    const v = lordsModule.view(g, 0);
    const sample = determinize(lordsModule, v, 0, 3, {}, rng);
    expect(sample.extraInnings.cards).toEqual(g.extraInnings.cards);
    const ei = [...sample.eiDeck.cards, ...sample.extraInnings.cards];
    expect(new Set(ei).size).toBe(ei.length);
    expect(sample.owners.map((o) => o.legends.cards)).toEqual(g.owners.map((o) => o.legends.cards));
    const held = sample.owners.flatMap((o) => o.legends.cards.map((c) => c.id));
    for (const id of held) expect(sample.legendDeck.cards).not.toContain(id);
    expect(invariants(sample)).toEqual([]);
  });
});
