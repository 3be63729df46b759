/** Message templates: `'{seat} drafts {card}'` filled from a line's arguments. */
import type { MsgArgs } from './types';

/**
 * Fills a template. Arguments named `seat…` hold seat ids and are shown as seat names;
 * an unknown key shows the key itself, so a missing message is visible, not blank.
 */
export function formatMessage(
  template: string | undefined,
  key: string,
  args: MsgArgs | undefined,
  seatName: (seat: number) => string,
): string {
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = args?.[name];
    if (v === undefined) return whole;
    return name.startsWith('seat') && typeof v === 'number' ? seatName(v) : String(v);
  });
}
