/** Narrow helpers for reading untyped JSON without trusting its shape. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** Safe integers only: the trajectory contract (and JSON consumers) cannot carry 2^53 and beyond exactly. */
export function int(value: unknown): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function obj(value: unknown): Json {
  return isObject(value) ? value : {};
}

/**
 * Keys that would shadow an Object.prototype member. Coming from JSON their values are data, never
 * functions, so `String(record)` or a template literal over such a record throws; `__proto__` would
 * re-parent an object a reader spreads or assigns. No transcript format uses them as field names.
 */
const SHADOWING_KEYS = new Set(["__proto__", "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty"]);
const MENTIONS_SHADOWING = /"(?:__proto__|constructor|toString|toLocaleString|valueOf|hasOwnProperty)"/;

/** Whether the text names a key above; false means JSON.parse of any part of it is safe as is. */
export function mentionsShadowingKey(text: string): boolean {
  return MENTIONS_SHADOWING.test(text);
}

/**
 * JSON.parse for untrusted transcript text, without the keys above. The reviver only runs when the
 * text names one of them, so ordinary transcripts parse at full speed. `mayShadow` false skips the
 * check, for a line whose whole piece of text was checked at once.
 */
export function parseJson(text: string, mayShadow = true): unknown {
  if (!mayShadow || !MENTIONS_SHADOWING.test(text)) return JSON.parse(text) as unknown;
  return JSON.parse(text, (key, value: unknown) => (SHADOWING_KEYS.has(key) ? undefined : value)) as unknown;
}

/**
 * A lookup table keyed by untrusted strings (tool names, edit verbs), without a prototype: a plain
 * object answers `toString` or `constructor` with a function, which a reader would take for a value.
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
