/** The result of a finished game (LoB 9): most VP; ties by money, then pennants won. */
import type { Outcome } from '../../engine/types';
import type { LordsState } from './state';

export function outcomeOf(s: LordsState): Outcome | null {
  if (s.step !== 'over') return null;
  const key = s.owners.map((o) => [o.vp, o.money.value, o.pennants] as const);
  const beats = (a: readonly number[], b: readonly number[]) =>
    (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  const rank = key.map((k) => 1 + key.filter((other) => beats(other, k) > 0).length);
  return { rank, scores: s.owners.map((o) => o.vp), msg: 'lords.outcome' };
}
