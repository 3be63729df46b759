/** Message templates: `'{seat} drafts {card}'` filled from a line's arguments. */
import type { MsgArg, MsgArgs, MsgRef } from './types';

/** A message as an argument of another (see MsgRef). */
export const ref = (msg: string, args?: MsgArgs): MsgRef => (args ? { msg, args } : { msg });

const isRef = (v: MsgArg): v is MsgRef => typeof v === 'object' && !Array.isArray(v);

/**
 * Fills a template. Arguments named `seat…` hold seat ids and are shown as seat names;
 * an argument that is a message (MsgRef) is looked up with `lookup` and filled in turn; a
 * list is joined with commas. An unknown key shows the key itself, so a missing message is
 * visible, not blank.
 */
export function formatMessage(
  template: string | undefined,
  key: string,
  args: MsgArgs | undefined,
  seatName: (seat: number) => string,
  lookup: (key: string) => string | undefined = () => undefined,
): string {
  if (template === undefined) return key;
  const one = (name: string, v: string | number | MsgRef): string => {
    if (typeof v === 'object') return formatMessage(lookup(v.msg), v.msg, v.args, seatName, lookup);
    return name.startsWith('seat') && typeof v === 'number' ? seatName(v) : String(v);
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = args?.[name];
    if (v === undefined) return whole;
    if (Array.isArray(v))
      return (v as readonly (string | number | MsgRef)[]).map((x) => one(name, x)).join(', ');
    return one(name, v as string | number | MsgRef);
  });
}

/** Every message key a message's arguments refer to, nested ones included. */
export function refKeys(args: MsgArgs | undefined, out: string[] = []): string[] {
  for (const v of Object.values(args ?? {})) {
    for (const x of Array.isArray(v) ? (v as readonly MsgArg[]) : [v]) {
      if (isRef(x)) {
        out.push(x.msg);
        refKeys(x.args, out);
      }
    }
  }
  return out;
}
