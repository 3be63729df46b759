/**
 * The exported game file: `makeGameFile` writes it and `parseGameFile` checks untrusted input
 * (size, JSON, format, version, shape). The app's session layer then proves every move legal
 * through the rules (src/app/game-replay.ts). Nothing here touches the database.
 */
import * as v from 'valibot';
import type { Checkpoint } from '../engine/session';
import type { BotLevel, Json } from '../engine/types';
import type { GameRow, MoveRow } from './db';
import { describeError } from './errors';

/** The `format` every export file carries. */
export const GAME_FILE_FORMAT = 'dugout-game';
/** The file format version this app writes and reads (older ones will be migrated). */
export const GAME_FILE_VERSION = 1;
/** Largest file accepted (UTF-8 bytes of JSON text); check File.size against it first. */
/** The longest text option a file may carry (a built team's JSON is a few KB). */
export const MAX_OPTION_TEXT = 64 * 1024;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Most moves an imported file may hold. */
export const MAX_IMPORT_MOVES = 100_000;

/** A game as exported: plain JSON, self-contained. */
export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  schemaVersion: typeof GAME_FILE_VERSION;
  game: Pick<
    GameRow,
    'id' | 'gameType' | 'title' | 'status' | 'createdAt' | 'updatedAt' | 'moveCount' | 'outcome'
  >;
  seed: string;
  seats: GameRow['seats'];
  options: GameRow['options'];
  rulesVersion: number;
  moves: { seat: number; action: unknown; checkpoint: Checkpoint | null; at: number }[];
  /** The engine's hash of the final table, when the module was at hand; checked on import. */
  stateHash?: string;
}

/** Why an import was refused; the result's `message` says it for the player. */
export const IMPORT_ERRORS = [
  'too-large',
  'invalid-json',
  'wrong-format',
  'future-version',
  'invalid-file',
  'too-many-moves',
  'unknown-game',
  'future-rules',
  'bad-setup',
  'illegal-move',
  'replay-mismatch',
  'storage-full',
  'write-failed',
] as const;
/** One of IMPORT_ERRORS. */
export type ImportErrorCode = (typeof IMPORT_ERRORS)[number];
/** A refused import: nothing was written. */
export type ImportFailure = { ok: false; error: ImportErrorCode; message: string };
/** What importGame answers; `renamed` says the file's id was taken, so it got a new one. */
export type ImportResult = { ok: true; id: string; renamed: boolean } | ImportFailure;

const fail = (error: ImportErrorCode, message: string): ImportFailure => ({
  ok: false,
  error,
  message,
});

/** Writes a game and its moves as an export file. */
export function makeGameFile(game: GameRow, moves: readonly MoveRow[], hash?: string): GameFile {
  const { id, gameType, title, status, createdAt, updatedAt, moveCount, outcome } = game;
  return {
    format: GAME_FILE_FORMAT,
    schemaVersion: GAME_FILE_VERSION,
    game: { id, gameType, title, status, createdAt, updatedAt, moveCount, outcome },
    seed: game.seed,
    seats: game.seats,
    options: game.options,
    rulesVersion: game.rulesVersion,
    moves: moves.map((m) => ({
      seat: m.seat,
      action: m.action,
      checkpoint: m.checkpoint,
      at: m.at,
    })),
    ...(hash !== undefined && { stateHash: hash }),
  };
}

const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));
const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const time = v.pipe(v.number(), v.finite(), v.minValue(0));

const JsonSchema: v.GenericSchema<Json> = v.lazy(() =>
  v.union([
    v.null(),
    v.boolean(),
    v.pipe(v.number(), v.finite()),
    v.string(),
    v.array(JsonSchema),
    v.record(v.string(), JsonSchema),
  ]),
);

// The store takes only types from the engine, so the lists are written here, as records
// that must name every member of the engine's type (and nothing else) to compile.
const CHECKPOINTS = Object.keys({
  random: 1,
  reveal: 1,
  handoff: 1,
  end: 1,
} satisfies Record<Checkpoint, 1>) as Checkpoint[];
const BOT_LEVELS = Object.keys({ easy: 1, normal: 1, hard: 1 } satisfies Record<
  BotLevel,
  1
>) as BotLevel[];

const SeatSchema = v.object({
  name: text(0, 80),
  kind: v.picklist(['human', 'bot']),
  level: v.optional(v.picklist(BOT_LEVELS)),
  color: v.optional(text(0, 40)),
  profileId: v.optional(text(0, 100)),
});

// Status, move count and outcome in the file are not trusted: the replay recomputes them.
const FileSchema = v.object({
  format: v.literal(GAME_FILE_FORMAT),
  schemaVersion: v.literal(GAME_FILE_VERSION),
  game: v.object({
    id: text(1, 100),
    gameType: text(1, 40),
    title: text(0, 200),
    createdAt: v.optional(time),
  }),
  seed: text(1, 200),
  seats: v.pipe(v.array(SeatSchema), v.minLength(1), v.maxLength(16)),
  // A text option may hold a whole built team as JSON; the game's own validation reads it.
  options: v.record(text(1, 60), v.union([v.boolean(), text(0, MAX_OPTION_TEXT)])),
  rulesVersion: int(0, 1_000_000),
  moves: v.pipe(
    v.array(
      v.object({
        seat: int(0, 15),
        action: JsonSchema,
        checkpoint: v.optional(v.nullable(v.picklist(CHECKPOINTS))),
        at: v.optional(time),
      }),
    ),
    v.maxLength(MAX_IMPORT_MOVES),
  ),
  stateHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/))),
});

/** A file that passed parseGameFile: right shape, but its moves are not yet proven legal. */
export type ParsedGameFile = v.InferOutput<typeof FileSchema>;

const Header = v.looseObject({
  format: v.unknown(),
  schemaVersion: v.unknown(),
  moves: v.unknown(),
});

/** The JSON value of the input: text is size-checked and parsed; a value is copied as JSON. */
function readJson(input: unknown): { ok: true; value: unknown } | ImportFailure {
  const tooLarge = fail('too-large', `The file is over ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
  let source: string;
  try {
    // A parsed value is round-tripped so that only plain JSON data goes further.
    source = typeof input === 'string' ? input : JSON.stringify(input);
  } catch (e) {
    return fail('invalid-json', `This is not JSON data: ${describeError(e)}`);
  }
  if (typeof source !== 'string') return fail('invalid-json', 'This is not JSON data.');
  // Each UTF-16 unit is 1 to 3 UTF-8 bytes: only encode when the length alone cannot decide.
  if (source.length > MAX_IMPORT_BYTES) return tooLarge;
  if (
    source.length * 3 > MAX_IMPORT_BYTES &&
    new TextEncoder().encode(source).length > MAX_IMPORT_BYTES
  ) {
    return tooLarge;
  }
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (e) {
    return fail('invalid-json', `The file is not valid JSON: ${describeError(e)}`);
  }
}

/** Checks untrusted input (JSON text or a parsed value) against the game file format. */
export function parseGameFile(input: unknown): { ok: true; file: ParsedGameFile } | ImportFailure {
  const json = readJson(input);
  if (!json.ok) return json;
  const header = v.safeParse(Header, json.value);
  if (!header.success || header.output.format !== GAME_FILE_FORMAT) {
    return fail('wrong-format', 'This is not a Dugout game file.');
  }
  const version = header.output.schemaVersion;
  if (typeof version === 'number' && version > GAME_FILE_VERSION) {
    return fail(
      'future-version',
      `This file was saved by a newer version of Dugout (file format ${version}; this app reads up to ${GAME_FILE_VERSION}). Update the app, then import it again.`,
    );
  }
  const moves = header.output.moves;
  if (Array.isArray(moves) && moves.length > MAX_IMPORT_MOVES) {
    return fail(
      'too-many-moves',
      `The file has ${moves.length} moves; the most is ${MAX_IMPORT_MOVES}.`,
    );
  }
  let parsed: v.SafeParseResult<typeof FileSchema>;
  try {
    parsed = v.safeParse(FileSchema, json.value);
  } catch (e) {
    // Absurdly deep nesting in an action overflows the stack.
    return fail('invalid-file', `The file cannot be read: ${describeError(e)}`);
  }
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue) ?? 'the file';
    return fail('invalid-file', `The file is damaged: ${where}: ${issue.message}`);
  }
  return { ok: true, file: parsed.output };
}
