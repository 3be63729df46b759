/** Runner tokens followed from view to view: who ran where, base by base. */
import { describe, expect, it } from 'vitest';
import {
  followRunners,
  pathOf,
  type Runners,
} from '../../../../src/games/highlights/board/runners';

const tally = (placed: number, crossed: number, removed: number) => ({ placed, crossed, removed });
function token(r: Runners, id: number) {
  const t = r.tokens.find((x) => x.id === id);
  if (!t) throw new Error(`no token ${id}`);
  return t;
}
const moves = (r: Runners) =>
  r.tokens.map((t) => `${t.id}:${t.from}>${t.to}${t.out ? ' out' : ''}`).sort();

describe('runner tokens', () => {
  it('stand still on a first view', () => {
    const r = followRunners(null, ['fast', null, 'slow'], tally(2, 0, 0));
    expect(moves(r)).toEqual(['1:2>2', '2:0>0']);
  });

  it('a double: the runner on first scores from first (fast), the batter runs to second', () => {
    const a = followRunners(null, ['fast', null, null], tally(1, 0, 0));
    const b = followRunners(a, [null, 'slow', null], tally(2, 1, 0));
    expect(moves(b)).toEqual(['1:0>3', '2:-1>1']);
    expect(pathOf(token(b, 2))).toEqual([
      [100, 150],
      [160, 90],
      [100, 30],
    ]);
  });

  it('a pick off: the runner taken off fades where he stood, the others stay', () => {
    const a = followRunners(null, ['slow', 'fast', null], tally(2, 0, 0));
    const b = followRunners(a, ['slow', null, null], tally(2, 0, 1));
    expect(moves(b)).toEqual(['1:1>1 out', '2:0>0']);
  });

  it('a homerun with nobody on: the batter runs all four bases', () => {
    const a = followRunners(null, [null, null, null], tally(0, 0, 0));
    const b = followRunners(a, [null, null, null], tally(1, 1, 0));
    expect(moves(b)).toEqual(['1:-1>3']);
    expect(pathOf(token(b, 1))).toHaveLength(5);
  });

  it('starts afresh when the tally does not follow (a new mini-game)', () => {
    const a = followRunners(null, ['slow', 'slow', 'slow'], tally(5, 2, 0));
    const b = followRunners(a, ['fast', null, null], tally(1, 0, 0));
    expect(b.tokens.every((t) => t.from === t.to && !t.out)).toBe(true);
    expect(b.tokens[0]?.id).toBeGreaterThan(3);
  });

  it('keeps the same tokens when nothing changed', () => {
    const a = followRunners(null, ['slow', null, null], tally(1, 0, 0));
    expect(followRunners(a, ['slow', null, null], tally(1, 0, 0))).toBe(a);
  });
});
