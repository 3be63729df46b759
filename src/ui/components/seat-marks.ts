/**
 * The short mark in a seat's colour dot, unique at a table: "Ben", "Bot 3" and "Bot 4" show
 * "Be", "B3" and "B4", not "B" three times. A first letter nobody else starts with stays one
 * letter; a shared one gets a second character (a digit in the name, else the next letter,
 * else the next word's initial), then a number if that still collides. Bots are marked too.
 */
import { createContext } from 'preact';

export interface SeatMark {
  mark: string;
  /** For a bot, the word that says so (in the app's language); null for a person. */
  bot: string | null;
}

/** Marks by seat name (names are unique at a table). */
export type SeatMarks = ReadonlyMap<string, SeatMark>;

const letters = (name: string) => [...name.trim()].filter((c) => /[\p{L}\p{N}]/u.test(c));

/** The candidates for a name's two-character mark, best first. */
function twoChar(name: string): string[] {
  const chars = letters(name);
  const first = (chars[0] ?? '?').toUpperCase();
  const digits = name.match(/\d+/)?.[0];
  const words = name.trim().split(/\s+/);
  const out: string[] = [];
  if (digits) out.push(first + digits);
  if (chars[1]) out.push(first + chars[1].toLowerCase());
  if (words[1]?.[0]) out.push(first + words[1][0].toUpperCase());
  return out;
}

/** Unique marks for the seats of one table, in seat order. */
export function seatMarks(
  seats: readonly { name: string; kind?: string }[],
  botWord: string,
): SeatMarks {
  const firsts = seats.map((s) => (letters(s.name)[0] ?? '?').toUpperCase());
  const taken = new Set<string>();
  const marks: string[] = [];
  seats.forEach((s, i) => {
    const first = firsts[i] as string;
    const shared = firsts.filter((f) => f === first).length > 1;
    const candidates = shared ? twoChar(s.name) : [first, ...twoChar(s.name)];
    let mark = candidates.find((c) => !taken.has(c));
    for (let n = 2; !mark; n++) if (!taken.has(`${first}${n}`)) mark = `${first}${n}`;
    taken.add(mark);
    marks.push(mark);
  });
  return new Map(
    seats.map((s, i) => [
      s.name,
      { mark: marks[i] as string, bot: s.kind === 'bot' ? botWord : null },
    ]),
  );
}

/** The marks of the table being shown; a chip outside any table falls back to an initial. */
export const SeatMarksContext = createContext<SeatMarks>(new Map());
