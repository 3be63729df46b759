/**
 * The result of a finished game (LoB 9): most VP; ties by money, then pennants won (the rank
 * everywhere: results, history). The score is in VP, with its parts by source from rules
 * version 4 (wins, stars, standings, roster, media, the final bonuses, tax, loans); an owner level on VP with another gets a note of the tie-breakers (cash, pennants).
 */
import type { Outcome } from '../../engine/types';
import { moneyArg } from './money';
import { rulesBefore, VP_PARTS, type LordsState } from './state';

export function outcomeOf(s: LordsState): Outcome | null {
  if (s.step !== 'over') return null;
  const key = s.owners.map((o) => [o.vp, o.money.value, o.pennants] as const);
  const beats = (a: readonly number[], b: readonly number[]) =>
    (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  const rank = key.map((k) => 1 + key.filter((other) => beats(other, k) > 0).length);
  const tied = (k: number) => s.owners.some((o, j) => j !== k && o.vp === s.owners[k]?.vp);
  return {
    rank,
    scores: s.owners.map((o) => o.vp),
    unit: 'vp',
    // Rules version 4 keeps each owner's VP by source (none zero: a part that adds nothing
    // says nothing); older games have only the totals.
    ...(!rulesBefore(s, 4)
      ? {
          race: {
            msg: 'lords.race.year',
            values: s.owners.map((o) => [...(o.vpYears ?? []), o.vp]),
          },
          breakdown: s.owners.map((o) =>
            VP_PARTS.flatMap((part) => {
              const value = o.vpParts?.[part] ?? 0;
              return value === 0 ? [] : [{ msg: `lords.vpPart.${part}`, value }];
            }),
          ),
        }
      : {}),
    notes: s.owners.map((o, k) =>
      tied(k)
        ? [
            {
              msg: 'lords.note.tie',
              args: { money: moneyArg(o.money.value), pennants: o.pennants },
            },
          ]
        : [],
    ),
    msg: 'lords.outcome',
  };
}
