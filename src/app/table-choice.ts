/**
 * How people chose to share the tablet, remembered on this device: per game (a game comes
 * back as it was left) and per group of people (the next game of the same people starts the
 * way they last chose). localStorage only: a private window simply does not remember.
 */
import type { TableMode } from './models/edges';

const GAME_KEY = (id: string) => `dugout:table:${id}`;
/** The key of the layout games stored before the edges mode ('1': across the table). */
const OLD_GAME_KEY = (id: string) => `dugout:across:${id}`;
const GROUP_KEY = (names: readonly string[]) =>
  `dugout:table-group:${[...names]
    .map((n) => n.trim().toLowerCase())
    .sort()
    .join('\u241f')}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice is simply not remembered.
  }
}

const asMode = (v: string | null): TableMode | null => (v === 'edges' || v === 'pass' ? v : null);

/** The way a game was last shared on this device, if it was chosen. */
export function recallGameMode(id: string): TableMode | null {
  return asMode(read(GAME_KEY(id))) ?? (read(OLD_GAME_KEY(id)) === '1' ? 'edges' : null);
}

export function rememberGameMode(id: string, mode: TableMode): void {
  write(GAME_KEY(id), mode);
}

/** The way these people last chose to share the tablet, if they did. */
export function recallGroupMode(names: readonly string[]): TableMode | null {
  return asMode(read(GROUP_KEY(names)));
}

export function rememberGroupMode(names: readonly string[], mode: TableMode): void {
  write(GROUP_KEY(names), mode);
}
