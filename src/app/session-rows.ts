/**
 * Saved games' rows as the rules make them: a saved game rebuilt as a session, where a
 * session's game stands (what the store keeps on the row), a new game's row. The session
 * layer (saved-games.ts) and export/import (game-transfer.ts) load it when they first need
 * the rules.
 */
import type { Session } from '../engine/session';
import { promptSeats, replay } from '../engine/session';
import { StoreError } from '../store/errors';
import type { GameFacts, NewGameRow, StoredGame } from '../store/games';
import type { AnySession } from '../store/save-queue';
import type { AnyModule } from './saved-games';

export { atCheckpoint, createSession } from '../engine/session';

/** A saved game's session: its latest snapshot plus a replay of the later moves. */
export function rebuild(module: AnyModule, stored: StoredGame): Session<unknown, unknown> {
  const { game, moves, snapshot } = stored;
  if (game.rulesVersion > module.meta.rulesVersion) {
    throw new StoreError(
      'future-rules-version',
      `This game uses newer rules of ${module.meta.title}; update the app to open it.`,
    );
  }
  const init = {
    seed: game.seed,
    seats: game.seats,
    options: game.options,
    rulesVersion: game.rulesVersion,
  };
  const usable = snapshot && snapshot.seq <= moves.length ? snapshot : undefined;
  return replay(module, init, moves, usable);
}

/** Where a session's game stands: what the store keeps on the game row. */
export function factsOf(session: AnySession): GameFacts {
  const { module, table } = session;
  const whoseTurn = promptSeats(module, table.g);
  const over = whoseTurn.length === 0;
  return {
    status: over ? 'finished' : 'active',
    whoseTurn,
    outcome: over ? module.outcome(table.g) : null,
    progress: over ? null : (module.progress?.(table.g) ?? null),
  };
}

/** A new game's row as a session holds it. */
export const newGameRow = (title: string, session: AnySession): NewGameRow => ({
  gameType: session.module.id,
  title,
  seats: session.init.seats,
  options: session.init.options,
  seed: session.init.seed,
  rulesVersion: session.init.rulesVersion ?? session.module.meta.rulesVersion,
  facts: factsOf(session),
});
