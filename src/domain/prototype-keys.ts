/**
 * Keys that reach an object's prototype when input is merged, copied or walked by path
 * (`obj[key]` with key `__proto__` is Object.prototype; `constructor.prototype` is too).
 * Input holding one is refused at any depth, so such a key is never stored and no later
 * walk over stored data can trip on it.
 */

/** The property names no input may use as a key or a path segment. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** Whether `key` is one of PROTOTYPE_KEYS. */
export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.has(key);
}

/**
 * The path (keys and array indices) to the first PROTOTYPE_KEYS key anywhere inside
 * `value`, ending with that key; null when there is none. Reads own enumerable keys only,
 * as JSON.parse creates them (a parsed `"__proto__"` is an own key, and is found).
 */
export function findPrototypeKey(value: unknown): Array<string | number> | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findPrototypeKey(value[i]);
      if (found !== null) return [i, ...found];
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (isPrototypeKey(key)) return [key];
      const found = findPrototypeKey((value as Record<string, unknown>)[key]);
      if (found !== null) return [key, ...found];
    }
  }
  return null;
}
