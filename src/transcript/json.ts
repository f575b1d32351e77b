/** Narrow helpers for reading untyped JSON without trusting its shape. */
import { InputError } from "../errors.js";

export type Json = Record<string, unknown>;

/**
 * Deepest nesting of arrays and objects read from a transcript. Real records nest a few dozen
 * levels; JSON.stringify and every recursive walk of a value overflow the stack near 10,000.
 */
export const MAX_JSON_DEPTH = 1000;

/** A JSON text nested past MAX_JSON_DEPTH: bad input, never read (its readers would overflow the stack). */
export class NestingTooDeep extends InputError {
  override name = "NestingTooDeep";
  constructor() {
    super(`a JSON value is nested deeper than ${MAX_JSON_DEPTH} levels; not a transcript record (refused)`);
  }
}

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

/**
 * JSON.parse for untrusted transcript text, without the keys above. They are deleted from the parsed
 * value in place, as a reviver answering undefined for them deletes them: a walk of the value's
 * containers costs less than a regex over its text (a line's text is mostly long strings) and runs
 * no reviver, which would recurse. The depth is bounded first, so the walk recurses at most that deep.
 */
export function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new NestingTooDeep();
  const value = JSON.parse(text) as unknown;
  if (typeof value === "object" && value !== null) dropShadowingKeys(value);
  return value;
}

/** The objects of a parsed value whose own `key` holds `value`, found by `parseJsonHolding`. */
interface Holding {
  key: string;
  value: unknown;
  holders: Json[];
}

/**
 * `parseJson`, also finding the objects whose own `key` holds `value`, in the walk that drops the
 * shadowing keys (never under or at a dropped key): partial-member.ts puts a string back where its
 * stand-in is, which a second walk of each record found (6-9 ms on the bench's session, Run 43).
 */
export function parseJsonHolding(text: string, key: string, value: unknown): { parsed: unknown; holders: Json[] } {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new NestingTooDeep();
  const parsed = JSON.parse(text) as unknown;
  const holding: Holding = { key, value, holders: [] };
  if (typeof parsed === "object" && parsed !== null) dropShadowingKeysHolding(parsed, holding, prototypeHasEnumerableKeys());
  return { parsed, holders: holding.holders };
}

/** The walk of `dropShadowingKeys` (by `Object.keys` when `ownKeys`, else `for...in`), noting the holders of `holding`. */
function dropShadowingKeysHolding(container: object, holding: Holding, ownKeys: boolean): void {
  if (Array.isArray(container)) {
    for (const item of container as unknown[]) if (typeof item === "object" && item !== null) dropShadowingKeysHolding(item, holding, ownKeys);
    return;
  }
  const record = container as Json;
  if (ownKeys) for (const name of Object.keys(record)) visitHolding(record, name, holding, ownKeys);
  else for (const name in record) visitHolding(record, name, holding, ownKeys);
}

function visitHolding(record: Json, name: string, holding: Holding, ownKeys: boolean): void {
  const item = record[name];
  if (SHADOWING_KEYS.has(name)) delete record[name];
  else if (name === holding.key && item === holding.value) holding.holders.push(record);
  else if (typeof item === "object" && item !== null) dropShadowingKeysHolding(item, holding, ownKeys);
}

/**
 * Deletes the keys above from every object in a parsed JSON value (a dropped key's value is not walked: nothing reads it).
 * `for...in` visits an object's keys without the array `Object.keys` makes for each object (half the
 * walk's time on a word-rich session); it also visits inherited enumerable keys, which a JSON object
 * has none of while `Object.prototype` has none, so the walk is taken only then (checked per parse).
 */
function dropShadowingKeys(container: object): void {
  if (prototypeHasEnumerableKeys()) dropShadowingOwnKeys(container);
  else dropShadowingKeysForIn(container);
}

/** Whether a plain object inherits an enumerable key (something in the process added one to `Object.prototype`). */
function prototypeHasEnumerableKeys(): boolean {
  for (const _key in EMPTY) return true;
  return false;
}
const EMPTY = Object.freeze({});

function dropShadowingKeysForIn(container: object): void {
  if (Array.isArray(container)) {
    for (const item of container as unknown[]) if (typeof item === "object" && item !== null) dropShadowingKeysForIn(item);
    return;
  }
  const record = container as Json;
  // own keys only (dropShadowingKeys); the key being visited is the only one deleted, which for...in allows
  for (const key in record) {
    const item = record[key];
    if (SHADOWING_KEYS.has(key)) delete record[key];
    else if (typeof item === "object" && item !== null) dropShadowingKeysForIn(item);
  }
}

/** The same walk by `Object.keys`, for a process whose `Object.prototype` has an enumerable key. */
function dropShadowingOwnKeys(container: object): void {
  if (Array.isArray(container)) {
    for (const item of container as unknown[]) if (typeof item === "object" && item !== null) dropShadowingOwnKeys(item);
    return;
  }
  const record = container as Json;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (SHADOWING_KEYS.has(key)) delete record[key];
    else if (typeof item === "object" && item !== null) dropShadowingOwnKeys(item);
  }
}

/**
 * A lookup table keyed by untrusted strings (tool names, edit verbs), without a prototype: a plain
 * object answers `toString` or `constructor` with a function, which a reader would take for a value.
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another. Texts with
 * fewer brackets than the bound (nearly all) are told apart by their length or by counting them at
 * native speed.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  // each level opens on a bracket of its own: a text no longer than `max` opens no more (most lines of a session)
  if (text.length <= max) return false;
  if (bracketsUpTo(text, "{", max + 1) + bracketsUpTo(text, "[", max + 1) <= max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

const [QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\{}[]"].map((char) => char.charCodeAt(0));

function bracketsUpTo(text: string, bracket: string, limit: number): number {
  let count = 0;
  for (let index = text.indexOf(bracket); index !== -1 && count < limit; index = text.indexOf(bracket, index + 1)) count += 1;
  return count;
}
