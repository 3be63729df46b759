/**
 * `useLoad`: a screen's promise as a state it can show. Every load ends in its content or
 * in a failure the screen shows with a retry (`Pending`); nothing is left "Loading…".
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** Where a screen's load stands; `retry` runs it again. */
export type Load<T> = (
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown }
) & { retry: () => void };

/** A thrown value as a sentence for the person (its message, else its text). */
export function describeFailure(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return String(e);
}

/**
 * Runs `load` when `deps` change (and on `retry`), and tells how it went. A load still
 * under way when the deps change or the screen leaves is ignored when it ends.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Load<T> {
  const attempt = useSignal(0);
  const state = useSignal<
    { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown }
  >({ status: 'loading' });
  useEffect(() => {
    let live = true;
    state.value = { status: 'loading' };
    load().then(
      (value) => {
        if (live) state.value = { status: 'ready', value };
      },
      (error: unknown) => {
        console.warn('a screen could not load', error);
        if (live) state.value = { status: 'failed', error };
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt.value]);
  return { ...state.value, retry: () => attempt.value++ };
}

/** What a person's action that failed leaves on screen: the reason, until the next try. */
export interface Attempts {
  /** Why the last action failed (null: it did not). */
  readonly failure: string | null;
  /** Runs an action; a rejection becomes `failure`, shown by the screen (`ActionFailed`). */
  attempt(action: () => Promise<unknown>): void;
}

/** Actions a screen runs on a tap (save, delete, export), each ending in its effect or a message. */
export function useAttempts(): Attempts {
  const failure = useSignal<string | null>(null);
  return {
    failure: failure.value,
    attempt(action) {
      failure.value = null;
      action().catch((e: unknown) => {
        console.warn('an action failed', e);
        failure.value = describeFailure(e);
      });
    },
  };
}
