import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_JSON_DEPTH, NestingTooDeep, parseJson } from "../../src/transcript/json.js";

/** parseJson as it read before it walked the parsed value: a text scan for depth, then a reviver. */
const SHADOWING = new Set(["__proto__", "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty"]);
function scanDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") deepest = Math.max(deepest, (depth += 1));
    else if (char === "}" || char === "]") depth -= 1;
  }
  return deepest;
}
function formerParse(text: string): unknown {
  if (scanDepth(text) > MAX_JSON_DEPTH) throw new NestingTooDeep();
  return JSON.parse(text, (key, value: unknown) => (SHADOWING.has(key) ? undefined : value)) as unknown;
}

const key = fc.constantFrom("a", "b", "__proto__", "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "x[", "{y");
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }),
  ),
})).value;

/** JSON text of a generated value, arrays of pairs written as objects (so that keys repeat and shadow). */
function write(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value);
  const pairs = value.length > 0 && value.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === "string");
  if (pairs && Math.random() < 0.7) return `{${value.map(([name, item]) => `${JSON.stringify(name)}:${write(item)}`).join(",")}}`;
  return `[${value.map(write).join(",")}]`;
}

function nested(depth: number, open: string, close: string, inner = "1"): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

describe("parseJson drops shadowing keys from the parsed value", () => {
  it("reads as the text scan and the reviver did, on random values with shadowing keys at any depth", () => {
    fc.assert(
      fc.property(json, (value) => {
        const text = write(value);
        expect(parseJson(text)).toStrictEqual(formerParse(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads the same when Object.prototype has an enumerable key (the walk by own keys)", () => {
    const texts = ['{"a":{"b":1,"valueOf":2},"__proto__":{"c":3},"d":[{"toString":"x","e":4}]}', '{"polluted":1,"f":{}}'];
    const before = texts.map((text) => parseJson(text));
    let after: Record<string, unknown>[];
    let inherited: unknown;
    Object.defineProperty(Object.prototype, "polluted", { value: { constructor: 1 }, enumerable: true, configurable: true, writable: true });
    try {
      after = texts.map((text) => parseJson(text) as Record<string, unknown>);
      inherited = (Object.prototype as Record<string, unknown>).polluted;
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
    expect(after.map((value) => JSON.stringify(value))).toEqual(before.map((value) => JSON.stringify(value)));
    expect(Object.keys(after[1]!)).toEqual(["polluted", "f"]);
    // the inherited value is not walked: its shadowing key stays
    expect(Object.keys(inherited as object)).toEqual(["constructor"]);
  });

  it("drops shadowing keys in place, keeping the other keys' order and the prototype", () => {
    const parsed = parseJson('{"a":1,"__proto__":{"x":1},"b":{"toString":"y","constructor":[{"valueOf":2}]},"c":3}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(["a", "b", "c"]);
    expect(parsed.b).toStrictEqual({});
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it("refuses nesting past the bound, valid or not, also under a dropped key", () => {
    expect(() => parseJson(nested(MAX_JSON_DEPTH, "[", "]"))).not.toThrow();
    expect(() => parseJson(nested(MAX_JSON_DEPTH, '{"a":', "}"))).not.toThrow();
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1, "[", "]"))).toThrow(NestingTooDeep);
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1, '{"a":', "}"))).toThrow(NestingTooDeep);
    expect(() => parseJson(`{"__proto__":${nested(MAX_JSON_DEPTH, "[", "]")}}`)).toThrow(NestingTooDeep);
    expect(() => parseJson(`{"__proto__":${nested(MAX_JSON_DEPTH - 1, "[", "]")}}`)).not.toThrow();
    // invalid and too deep: the depth is named, as the scan before the parse named it
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1, "[", "]").slice(0, -1))).toThrow(NestingTooDeep);
    expect(() => parseJson(nested(MAX_JSON_DEPTH, "[", "]").slice(0, -1))).toThrow(SyntaxError);
    // a text of only brackets, one longer than the bound and one as long (read by its length alone)
    expect(() => parseJson("[".repeat(MAX_JSON_DEPTH + 1))).toThrow(NestingTooDeep);
    expect(() => parseJson("[".repeat(MAX_JSON_DEPTH))).toThrow(SyntaxError);
    // brackets inside strings are text, not nesting
    expect(() => parseJson(JSON.stringify(["[".repeat(5000)]))).not.toThrow();
    expect(() => parseJson(nested(200_000, "[", "]"))).toThrow(NestingTooDeep);
    // an earlier value of a repeated key, which JSON.parse drops, still counts
    expect(() => parseJson(`{"a":${nested(MAX_JSON_DEPTH, "[", "]")},"a":1}`)).toThrow(NestingTooDeep);
  });
});
