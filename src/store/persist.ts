/**
 * Persistent storage: ask the browser once not to evict our data, and report how much is
 * used. Every API here may be missing (older Safari, insecure context, Node), so each
 * answer allows "unknown".
 */

/** The parts of StorageManager we use; injectable for tests. */
export type StorageLike = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

/** Whether the data is protected from eviction and how much space is used (null: unknown). */
export interface StorageStatus {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

function browserStorage(): StorageLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

const asked = new WeakMap<StorageLike, Promise<boolean>>();

/**
 * Asks for persistent storage, once per page load: Chrome answers silently from engagement,
 * so asking again soon only repeats the answer. Call it once the player is engaged (a game
 * started), not at first launch. Never rejects.
 */
export function requestPersistence(
  storage: StorageLike | undefined = browserStorage(),
): Promise<boolean> {
  const persist = storage?.persist;
  if (!storage || !persist) return Promise.resolve(false);
  let answer = asked.get(storage);
  if (!answer) {
    answer = (async () => {
      try {
        return (await persist.call(storage)) === true;
      } catch {
        return false;
      }
    })();
    asked.set(storage, answer);
  }
  return answer;
}

async function ask<T>(call: (() => Promise<T>) | undefined): Promise<T | null> {
  if (!call) return null;
  try {
    return await call();
  } catch {
    return null;
  }
}

/** What the settings screen shows about storage. Never rejects. */
export async function storageStatus(
  storage: StorageLike | undefined = browserStorage(),
): Promise<StorageStatus> {
  const persisted = await ask(storage?.persisted?.bind(storage));
  const estimate = await ask(storage?.estimate?.bind(storage));
  return {
    persisted: typeof persisted === 'boolean' ? persisted : null,
    usage: typeof estimate?.usage === 'number' ? estimate.usage : null,
    quota: typeof estimate?.quota === 'number' ? estimate.quota : null,
  };
}
