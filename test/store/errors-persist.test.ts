/** Error classification and storage persistence, over the shapes browsers really produce. */
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { classifyError, isConnectionLost, isQuotaError } from '../../src/store/errors';
import { requestPersistence, storageStatus, type StorageLike } from '../../src/store/persist';

const dom = (name: string, message = '') => new DOMException(message, name);

const CASES: readonly [string, unknown, 'quota' | 'connection' | 'other'][] = [
  ['QuotaExceededError', dom('QuotaExceededError'), 'quota'],
  [
    'AbortError with an inner QuotaExceededError',
    new Dexie.AbortError('aborted', dom('QuotaExceededError')),
    'quota',
  ],
  ["Dexie's QuotaExceededError", new Dexie.QuotaExceededError('full'), 'quota'],
  ['old Firefox quota', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, 'quota'],
  ['DatabaseClosedError', new Dexie.DatabaseClosedError('closed'), 'connection'],
  [
    'WebKit UnknownError',
    dom(
      'UnknownError',
      'Connection to Indexed Database server lost. Refresh the page to try again',
    ),
    'connection',
  ],
  [
    'InvalidStateError, connection closing',
    dom('InvalidStateError', 'The database connection is closing.'),
    'connection',
  ],
  ['wrapped connection loss', new Dexie.AbortError('aborted', dom('UnknownError')), 'connection'],
  ['a plain AbortError', new Dexie.AbortError('aborted'), 'other'],
  ['ConstraintError', dom('ConstraintError'), 'other'],
  [
    'InvalidStateError about something else',
    dom('InvalidStateError', 'A mutation operation was attempted'),
    'other',
  ],
  ['a string', 'oops', 'other'],
  ['null', null, 'other'],
];

describe('error classification', () => {
  it.each(CASES)('%s → %s', (_name, error, kind) => {
    expect(classifyError(error)).toBe(kind);
    expect(isQuotaError(error)).toBe(kind === 'quota');
    expect(isConnectionLost(error)).toBe(kind === 'connection');
  });
});

describe('persistence', () => {
  it('asks once, whatever the answer', async () => {
    let asked = 0;
    const storage: StorageLike = { persist: async () => (asked++, false) };
    expect(await requestPersistence(storage)).toBe(false);
    expect(await requestPersistence(storage)).toBe(false);
    expect(asked).toBe(1);
    expect(await requestPersistence({ persist: async () => true })).toBe(true);
  });

  it('answers false or unknown when the API is missing or fails', async () => {
    expect(await requestPersistence(undefined)).toBe(false);
    expect(await requestPersistence({})).toBe(false);
    expect(await requestPersistence({ persist: () => Promise.reject(new Error('no')) })).toBe(
      false,
    );
    expect(await storageStatus(undefined)).toEqual({ persisted: null, usage: null, quota: null });
    expect(await storageStatus({ persisted: () => Promise.reject(new Error('no')) })).toEqual({
      persisted: null,
      usage: null,
      quota: null,
    });
  });

  it('reports persisted, usage and quota', async () => {
    const storage: StorageLike = {
      persisted: async () => true,
      estimate: async () => ({ usage: 1200, quota: 11e9 }),
    };
    expect(await storageStatus(storage)).toEqual({ persisted: true, usage: 1200, quota: 11e9 });
  });
});
