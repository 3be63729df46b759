/**
 * Who won, in words: "Ada wins, 7 to 4!"; a shared first place; alone, whether the person
 * won the solo game. `won`: whether there is a win to celebrate.
 */
import type { Outcome } from '../engine/types';
import { t } from './i18n';

export function resultInWords(
  outcome: Pick<Outcome, 'rank' | 'scores'>,
  names: readonly string[],
): { text: string; won: boolean } {
  const name = (s: number) => names[s] ?? '';
  const score = (s: number) => outcome.scores[s] ?? 0;
  const firsts = outcome.rank.flatMap((r, s) => (r === 1 ? [s] : []));
  if (names.length === 1) {
    const place = outcome.rank[0] ?? 1;
    return place === 1
      ? { text: t('results.soloWon', { name: name(0) }), won: true }
      : { text: t('results.soloLost', { name: name(0), place }), won: false };
  }
  if (firsts.length > 1) {
    return {
      text: t('results.shared', {
        names: firsts.map(name).join(' & '),
        score: score(firsts[0] as number),
      }),
      won: true,
    };
  }
  const w = firsts[0] ?? 0;
  if (names.length === 2) {
    const o = 1 - w;
    return {
      text: t('results.winsOver', { name: name(w), score: score(w), other: score(o) }),
      won: true,
    };
  }
  return { text: t('results.wins', { name: name(w), score: score(w) }), won: true };
}
