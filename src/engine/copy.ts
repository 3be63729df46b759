/**
 * Copying a state to build the next one. Games copy with hand-written object literals: on
 * Node 20 that is about ten times faster than a spread over a state of some twenty fields
 * (`node scripts/bench-copy.mjs`), and a copier generated at run time would need eval, which
 * the Content-Security-Policy forbids. What is shared is the type, the patching, and the
 * check that a copier copies every field, so a field added to a state is never dropped.
 */

/** A state's fields made writable, to build the next state on a fresh copy. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A game's hand-written shallow copy of one of its state types. */
export type Copier<T> = (x: T) => Mutable<T>;

/** A copy of `obj` through its copier, with `patch` laid over it. */
export function edit<T extends object>(copy: Copier<T>, obj: T, patch: Partial<T>): T {
  const next = copy(obj) as Record<string, unknown>;
  const p = patch as Record<string, unknown>;
  for (const k in p) next[k] = p[k];
  return next as T;
}

/** What a copier gets wrong on a sample: fields left out, added or not the same (for tests). */
export function copierProblems<T extends object>(copy: Copier<T>, sample: T): string[] {
  const out = copy(sample) as Record<string, unknown>;
  const src = sample as Record<string, unknown>;
  const problems: string[] = [];
  for (const k of Object.keys(src)) {
    if (!(k in out)) problems.push(`leaves out ${k}`);
    else if (out[k] !== src[k]) problems.push(`changes ${k}`);
  }
  for (const k of Object.keys(out)) if (!(k in src)) problems.push(`adds ${k}`);
  if ((out as unknown) === (sample as unknown)) problems.push('returns the same object');
  return problems;
}
