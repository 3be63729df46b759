import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages';
import { makeRng } from '../../../src/engine/rng';
import { createSession, dispatch } from '../../../src/engine/session';
import { fantasyModule } from '../../../src/games/fantasy';

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));

describe('fantasy: the module', () => {
  it('declares its meta as the rulebook credits it', () => {
    expect(fantasyModule.meta).toMatchObject({
      id: 'fantasy',
      title: 'Fantasy Fantasy Baseball',
      credit: {
        rulebook: 'Fantasy Fantasy Baseball rulebook',
        designers: 'Daryl M. Andrews and J.R. Honeycutt',
        publisher: 'CSE Games',
      },
      minSeats: 1,
      maxSeats: 5,
      rulesVersion: 1,
    });
    expect(fantasyModule.meta.options.map((o) => o.key)).toEqual([
      'events',
      'moreWins',
      'months',
      'wildCardChoice',
      'noAliens',
      'faLeftovers',
      'robotPicks',
    ]);
  });

  it('has an English message for every prompt, log line and action description it uses', () => {
    const missing = new Set<string>();
    const need = (key: string) => {
      if (!(key in fantasyModule.messages)) missing.add(key);
    };
    const runs: [number, Record<string, boolean | string>][] = [
      [1, {}],
      [2, { events: true }],
      [3, { wildCardChoice: true, events: true }],
      [4, { moreWins: true }],
      [5, { months: '4' }],
    ];
    for (const [n, options] of runs) {
      for (let g = 0; g < 3; g++) {
        const rng = makeRng([n, g, 7, 9]);
        let s = createSession(fantasyModule, { seed: `msg-${n}-${g}`, seats: seats(n), options });
        for (;;) {
          const ps = fantasyModule.prompts(s.table.g);
          if (ps.length === 0) break;
          for (const p of ps) need(p.msg);
          const seat = rng.pick(ps).seat;
          const acts = fantasyModule.actions(s.table.g, seat);
          for (const a of acts) need(fantasyModule.describe?.(a, seat).msg ?? 'missing-describe');
          s = dispatch(s, seat, rng.pick(acts));
        }
        for (const l of s.log) need(l.msg);
        const out = fantasyModule.outcome(s.table.g);
        need(out?.msg ?? 'missing-outcome');
        for (const parts of out?.breakdown ?? []) for (const part of parts) need(part.msg);
        for (const notes of out?.notes ?? []) for (const note of notes) need(note.msg);
        for (const rival of out?.rivals ?? []) need(rival.msg);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('breaks the score down into weekly Wins and Stat Track bonus Wins', () => {
    const rng = makeRng([3, 1, 4, 1]);
    let s = createSession(fantasyModule, { seed: 'breakdown', seats: seats(3), options: {} });
    while (fantasyModule.prompts(s.table.g).length) {
      const seat = rng.pick(fantasyModule.prompts(s.table.g)).seat;
      s = dispatch(s, seat, rng.pick(fantasyModule.actions(s.table.g, seat)));
    }
    const out = fantasyModule.outcome(s.table.g);
    expect(out?.unit).toBe('wins');
    out?.breakdown?.forEach((parts, m) => {
      expect(parts.reduce((t, p) => t + p.value, 0)).toBe(out.scores[m]);
      expect(parts.every((p) => p.value !== 0)).toBe(true);
    });
  });
});

describe('§End of the Regular Season: the results name each Stat Track bonus', () => {
  it('the bonus line lists the tracks that paid and they add up to the bonus Wins', () => {
    const rng = makeRng([2, 7, 1, 8]);
    let s = createSession(fantasyModule, { seed: 'tracks', seats: seats(3), options: {} });
    while (fantasyModule.prompts(s.table.g).length) {
      const seat = rng.pick(fantasyModule.prompts(s.table.g)).seat;
      s = dispatch(s, seat, rng.pick(fantasyModule.actions(s.table.g, seat)));
    }
    const out = fantasyModule.outcome(s.table.g);
    out?.breakdown?.forEach((parts, m) => {
      const bonus = parts.find((p) => p.msg === 'fantasy.bd.bonus');
      // No bonus Wins: no line for them (a part that adds nothing is left out).
      if (!bonus) return expect(s.table.g.season?.bonus[m]).toBe(0);
      // The line as an English reader sees it: "Stat Track bonus Wins (red 2, blue 1)".
      const en = (k: string) => fantasyModule.messages[k];
      const line = formatMessage(en('fantasy.bd.bonus'), 'x', bonus?.args, String, en);
      const listed = /\((.*)\)/.exec(line)?.[1] ?? '';
      const sum =
        listed === 'none'
          ? 0
          : listed.split(', ').reduce((t, part) => t + Number(part.split(' ')[1]), 0);
      expect(sum).toBe(bonus?.value);
    });
  });
});
