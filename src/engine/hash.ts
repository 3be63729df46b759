/** Stable hashing of plain JSON data: key order never changes the hash. */

/** JSON text with object keys sorted, so equal data always gives equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** A 64-bit hash (16 hex digits) of a string: two independent 32-bit FNV-1a style lanes. */
export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  const hex = (h: number) => (h >>> 0).toString(16).padStart(8, '0');
  return hex(h1) + hex(h2);
}

/** The stable hash of a state (or any JSON value). */
export function stateHash(value: unknown): string {
  return hashText(canonicalJson(value));
}
