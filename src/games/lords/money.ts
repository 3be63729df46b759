/**
 * Money as a message argument: a message (MsgRef) so each language writes it its own way,
 * thousands apart ("$5,000" in English, "5 000 $" in French, `lords.money.k`), and under
 * $1,000 (or below zero) the plain amount (`lords.money`). Used by the log and the actions.
 */
import { ref } from '../../engine/messages';
import type { MsgRef } from '../../engine/types';

export const moneyArg = (n: number): MsgRef =>
  n >= 1_000
    ? ref('lords.money.k', { k: Math.floor(n / 1_000), rest: String(n % 1_000).padStart(3, '0') })
    : ref('lords.money', { amount: n });
