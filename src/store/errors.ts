/**
 * Storage errors: the store's own refusals (StoreError, with a code) and a classification of
 * what IndexedDB throws, so the app can show "storage full" or "connection lost" when a
 * move is not saved.
 */

/** Why the store itself refused a call. */
export const STORE_ERROR_CODES = [
  'game-not-found',
  'unknown-game-type',
  'future-rules-version',
  'out-of-sequence',
  'stale',
  'bad-session',
  'invalid-input',
  'not-found',
] as const;
/** One of STORE_ERROR_CODES. */
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** A storage call refused by the store itself (not by IndexedDB). */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Why a write failed, as the app shows it. */
export type SaveErrorKind = 'quota' | 'connection' | 'stale' | 'other';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
}

const asErrorLike = (e: unknown): ErrorLike | null =>
  typeof e === 'object' && e !== null ? (e as ErrorLike) : null;

/** The error and its `inner` chain (Dexie wraps IndexedDB errors), at most a few deep. */
function chain(e: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let cur = asErrorLike(e);
  while (cur && out.length < 4) {
    out.push(cur);
    cur = asErrorLike(cur.inner);
  }
  return out;
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** The device refused to store more (some browsers report it as the inner error of an AbortError). */
export function isQuotaError(e: unknown): boolean {
  return chain(e).some((x) => typeof x.name === 'string' && QUOTA_NAMES.has(x.name));
}

// The names WebKit and Dexie use when the connection went away under us (webkit.org/b/197050).
const LOST_NAMES = new Set(['DatabaseClosedError', 'UnknownError']);
const LOST_MESSAGE = /connection (to indexed database server )?(lost|is clos)|database (is )?clos/i;

/** The database connection is gone (closed, lost in the background on iPad, or closing). */
export function isConnectionLost(e: unknown): boolean {
  return chain(e).some((x) => {
    const name = typeof x.name === 'string' ? x.name : '';
    const message = typeof x.message === 'string' ? x.message : '';
    if (LOST_NAMES.has(name)) return true;
    return (name === 'InvalidStateError' || name === 'AbortError') && LOST_MESSAGE.test(message);
  });
}

/** The game changed in another tab (or window) since this one loaded or last saved it. */
export const isStale = (e: unknown): boolean =>
  e instanceof StoreError && (e.code === 'stale' || e.code === 'game-not-found');

/** Sorts a failed write into what the app tells the player. */
export function classifyError(e: unknown): SaveErrorKind {
  if (isStale(e)) return 'stale';
  if (isQuotaError(e)) return 'quota';
  if (isConnectionLost(e)) return 'connection';
  return 'other';
}

/** A short human-readable description of any thrown value. */
export function describeError(e: unknown): string {
  const x = asErrorLike(e);
  if (x && typeof x.message === 'string' && x.message) return x.message;
  return String(e);
}
