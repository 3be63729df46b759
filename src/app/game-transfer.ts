/**
 * Games to and from files: a saved game's file (with the hash of its final table), and an
 * imported file's game proven move by move through the rules before anything is written.
 * A lazy chunk with the file format, loaded only when a game is exported or imported.
 */
import { stateHash } from '../engine/hash';
import { parseOptions } from '../engine/options';
import { createSession, replay, playMove, type Session, type Table } from '../engine/session';
import { RulesError, type GameModule } from '../engine/types';
import type { GameRow } from '../store/db';
import { describeError, isQuotaError } from '../store/errors';
import {
  makeGameFile,
  parseGameFile,
  type GameFile,
  type ImportFailure,
  type ImportResult,
  type ParsedGameFile,
} from '../store/game-file';
import type { GameStore, StoredGame } from '../store/games';
import type { AnySession, ModuleResolver } from './saved-games';
import { newGameRow, rebuild } from './session-rows';

type AnyModule = GameModule<unknown, unknown, unknown>;

/** A saved game's file; without its module the file is complete but lacks the check hash. */
export function fileOfStored(stored: StoredGame, module: AnyModule | undefined): GameFile {
  const known = module && stored.game.rulesVersion <= module.meta.rulesVersion;
  const hash = known ? stateHash(rebuild(module, stored).table) : undefined;
  return makeGameFile(stored.game, stored.moves, hash);
}

/**
 * The file of a game as a table holds it in memory, for when storage cannot give it (site
 * data cleared, the database gone): the rescue of a game that is no longer saved.
 */
export function fileOfSession(id: string, title: string, session: AnySession): GameFile {
  const at = Date.now();
  const { facts, ...row } = newGameRow(title, session);
  const game: GameRow = {
    id,
    ...row,
    seats: [...row.seats],
    ...facts,
    createdAt: at,
    updatedAt: at,
    moveCount: session.table.seq,
    snapshotSeq: 0,
  };
  const moves = session.moves.map((m, i) => ({ gameId: id, seq: i + 1, ...m, at }));
  return makeGameFile(game, moves, stateHash(session.table));
}

/** Validates and replays a file, then adds it to the store as a new game; never overwrites. */
export async function importFile(
  input: unknown,
  modules: ModuleResolver,
  store: Pick<GameStore, 'addGame'>,
): Promise<ImportResult> {
  const parsed = parseGameFile(input);
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  let module: AnyModule | undefined;
  try {
    module = await modules(file.game.gameType);
  } catch (e) {
    return { ok: false, error: 'unknown-game', message: describeError(e) };
  }
  if (!module) {
    const message = `This file is a game of "${file.game.gameType}", which this app does not have.`;
    return { ok: false, error: 'unknown-game', message };
  }
  const replayed = replayGameFile(file, module);
  if (!replayed.ok) return replayed;
  const { session, checkpoint } = replayed.game;
  const seq = checkpoint.table.seq;
  try {
    const { id, renamed } = await store.addGame({
      id: file.game.id,
      row: { ...newGameRow(file.game.title, session), createdAt: file.game.createdAt },
      moves: session.moves.map((m, i) => ({ ...m, at: file.moves[i]?.at })),
      snapshot: seq > 0 ? { seq, table: checkpoint.table, log: [...checkpoint.log] } : null,
    });
    return { ok: true, id, renamed };
  } catch (e) {
    return isQuotaError(e)
      ? { ok: false, error: 'storage-full', message: 'The device is out of storage space.' }
      : { ok: false, error: 'write-failed', message: describeError(e) };
  }
}

/** A file's game replayed in memory: the final session and the latest checkpoint in it. */
export interface ReplayedGame {
  session: Session<unknown, unknown>;
  /** The last session at a checkpoint (maybe the final one), to store as a snapshot. */
  checkpoint: Session<unknown, unknown>;
}

const fail = (error: ImportFailure['error'], message: string): ImportFailure => ({
  ok: false,
  error,
  message,
});

function ruleText(e: unknown): string {
  if (e instanceof RulesError) {
    return e.message.includes(e.code) ? e.message : `${e.message} [${e.code}, ${e.section}]`;
  }
  return describeError(e);
}

/** Replays every move through the engine's strict dispatch; the first illegal move rejects the file. */
export function replayGameFile(
  file: ParsedGameFile,
  module: AnyModule,
): { ok: true; game: ReplayedGame } | ImportFailure {
  const { meta } = module;
  if (file.rulesVersion > meta.rulesVersion) {
    return fail(
      'future-rules',
      `This game was played with newer rules of ${meta.title} (version ${file.rulesVersion}; this app has ${meta.rulesVersion}). Update the app, then import it again.`,
    );
  }
  const seats = file.seats.length;
  if (seats < meta.minSeats || seats > meta.maxSeats) {
    return fail(
      'invalid-file',
      `${meta.title} is for ${meta.minSeats}-${meta.maxSeats} players; the file has ${seats}.`,
    );
  }
  const init = {
    seed: file.seed,
    seats: file.seats,
    options: file.options,
    rulesVersion: file.rulesVersion,
  };
  let table: Table<unknown>;
  try {
    parseOptions(meta, seats, file.options);
    table = createSession(module, init).table;
  } catch (e) {
    return fail('bad-setup', `The game cannot be set up from this file: ${describeError(e)}`);
  }
  // Step by step (linear in the moves), then one replay builds the session with its log.
  let checkpointSeq = 0;
  for (const [i, move] of file.moves.entries()) {
    const where = `Move ${i + 1} of ${file.moves.length} (seat ${move.seat})`;
    if (move.seat >= seats) return fail('illegal-move', `${where}: there is no such seat.`);
    try {
      const r = playMove(module, table, move.seat, move.action, seats, true);
      table = r.table;
      if (r.checkpoint) checkpointSeq = i + 1;
    } catch (e) {
      return fail('illegal-move', `${where} is not legal: ${ruleText(e)}`);
    }
  }
  const session = replay(module, init, file.moves);
  const atCp = replay(module, init, file.moves.slice(0, checkpointSeq));
  const checkpoint = { ...atCp, undoable: [] };
  if (file.stateHash !== undefined && stateHash(session.table) !== file.stateHash) {
    return fail(
      'replay-mismatch',
      'The moves replay to a different game than the one saved (the rules may have changed).',
    );
  }
  return { ok: true, game: { session, checkpoint } };
}
