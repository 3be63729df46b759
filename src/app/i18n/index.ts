/** The message catalog: one place for every user-visible string (English now; French planned). */
import { formatMessage } from '../../engine/messages';
import type { MsgArgs } from '../../engine/types';
import { en, type MessageKey } from './en';

export type { MessageKey };

/** A shell message, filled with its arguments. */
export function t(key: MessageKey, args?: MsgArgs): string {
  return formatMessage(en[key], key, args, (s) => `#${s + 1}`);
}

/** A game's message (log lines, prompts, card texts), with seat ids shown as names. */
export function tGame(
  catalog: Readonly<Record<string, string>>,
  key: string,
  args: MsgArgs | undefined,
  seatNames: readonly string[],
): string {
  return formatMessage(catalog[key], key, args, (s) => seatNames[s] ?? `#${s + 1}`);
}
