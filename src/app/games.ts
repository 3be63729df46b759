/**
 * The games the shell offers. An e2e build (vite --mode e2e) also offers the engine's
 * test fixtures, so the shell can be driven before and besides the real games; production
 * builds fold the check away and never include them.
 */
import { COMING, GAMES, type GameEntry } from '../games/registry';
import { EXTRA_GAMES } from 'virtual:dugout-extra-games';

const extra: readonly GameEntry[] = EXTRA_GAMES;

export function playableGames(): readonly GameEntry[] {
  return [...GAMES, ...extra];
}

export function findGame(id: string): GameEntry | undefined {
  return playableGames().find((g) => g.id === id);
}

/** Shelf entries whose game is not playable yet. */
export function COMING_SOON(): readonly { id: string; title: string }[] {
  return COMING.filter((c) => !GAMES.some((g) => g.id === c.id));
}
