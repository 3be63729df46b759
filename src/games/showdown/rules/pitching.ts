/**
 * Expert innings pitched (§EXPERT INNINGS PITCHED, Glossary IP): every third run charged
 * to a pitcher lowers his IP by 1 at once (R8), and a reliever or closer who pitched in
 * both of the last two games of a series starts the next at IP 0 (one day off restores it).
 */
import type { PitcherLine } from '../state';
import type { PitcherCard, PlayerId } from '../types';

/** One run charged: r + 1, and IP − 1 when that makes a multiple of 3. */
export function chargeRunExpert(line: PitcherLine): PitcherLine {
  const r = line.r + 1;
  return {
    id: line.id,
    inn: line.inn,
    last: line.last,
    r,
    ip: r % 3 === 0 ? line.ip - 1 : line.ip,
  };
}

/**
 * The IP a pitcher starts a game with, given the series so far (`history`: per game
 * played, in order, the ids of the pitchers who pitched in it).
 */
export function startingIP(p: PitcherCard, history: readonly (readonly PlayerId[])[]): number {
  if (p.role === 'starter' || history.length < 2) return p.ip;
  const a = history[history.length - 1] as readonly PlayerId[];
  const b = history[history.length - 2] as readonly PlayerId[];
  return a.includes(p.id) && b.includes(p.id) ? 0 : p.ip;
}

/**
 * The IP a reliever enters with: his card's, or in an expert series 0 after pitching in
 * both of the last two games (`arms`: per game played, who relieved in it).
 */
export function entryIP(
  p: PitcherCard,
  expert: boolean,
  arms: readonly (readonly PlayerId[])[] | undefined,
): number {
  return expert && arms ? startingIP(p, arms) : p.ip;
}
