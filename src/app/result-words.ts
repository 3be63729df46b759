/**
 * Who won, in words, by the game's own measure: "Ada wins with 3 trophies!", "Bo wins, 7 runs
 * to 5!", "Ada wins the final against Bo, 4 games to 3!"; a shared first place; alone, against
 * the solo game's rivals ("Ada loses, 2 games to 4."). `won`: whether there is a win to
 * celebrate. Worded from the shell catalog only, so history words it without a game's chunk.
 */
import type { Outcome, ScoreUnit } from '../engine/types';
import { t } from './i18n';

/** What the headline reads off an outcome (also kept in the history list). */
export type ResultFacts = Pick<Outcome, 'rank' | 'scores' | 'unit' | 'final' | 'rivals'>;

/** A score with its unit ("456 VP", "1 trophy"), or the bare number. */
export function scoreInWords(n: number, unit: ScoreUnit | undefined): string {
  return unit ? t(`results.unit.${unit}`, { n }) : String(n);
}

/** The headline of a solo game: the person against the rivals or the final they played. */
function soloInWords(outcome: ResultFacts, name: string): { text: string; won: boolean } {
  const place = outcome.rank[0] ?? 1;
  const mine = outcome.scores[0] ?? 0;
  const f = outcome.final;
  if (f && (f.winner === 0 || f.loser === 0)) {
    const won = f.winner === 0;
    const args = {
      name,
      score: scoreInWords(won ? f.won : f.lost, 'games'),
      other: won ? f.lost : f.won,
    };
    return { text: t(won ? 'results.soloWonFinal' : 'results.soloLostFinal', args), won };
  }
  const rivals = outcome.rivals ?? [];
  if (!f && rivals.length) {
    const won = place === 1;
    const best = won
      ? Math.max(...rivals.map((r) => r.score))
      : (rivals.find((r) => r.rank === 1) ?? rivals[0])?.score;
    const args = { name, score: scoreInWords(mine, outcome.unit), other: best ?? 0 };
    return { text: t(won ? 'results.winsOver' : 'results.soloLostBy', args), won };
  }
  return place === 1
    ? { text: t('results.soloWon', { name }), won: true }
    : { text: t('results.soloLost', { name, place }), won: false };
}

export function resultInWords(
  outcome: ResultFacts,
  names: readonly string[],
): { text: string; won: boolean } {
  const name = (s: number) => names[s] ?? '';
  const score = (s: number) => scoreInWords(outcome.scores[s] ?? 0, outcome.unit);
  if (names.length === 1) return soloInWords(outcome, name(0));
  const f = outcome.final;
  if (f && f.winner >= 0 && f.loser >= 0) {
    return {
      text: t('results.winsFinal', {
        name: name(f.winner),
        other: name(f.loser),
        score: scoreInWords(f.won, 'games'),
        against: f.lost,
      }),
      won: true,
    };
  }
  const firsts = outcome.rank.flatMap((r, s) => (r === 1 ? [s] : []));
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
    return {
      text: t('results.winsOver', {
        name: name(w),
        score: score(w),
        other: outcome.scores[1 - w] ?? 0,
      }),
      won: true,
    };
  }
  return { text: t('results.wins', { name: name(w), score: score(w) }), won: true };
}
