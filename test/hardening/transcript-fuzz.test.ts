/**
 * Hostile transcripts through the readers (`parseTranscript`): mutated real fixtures, random text,
 * truncations, reorderings, BOMs and line endings. Every case ends in a trajectory that validates
 * or an InputError with one line: never another exception, never a hang.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTranscript } from "../../src/transcript/index.js";
import {
  FIXTURE_NAMES,
  RUNS_PER_FIXTURE,
  RUNS_RANDOM,
  deepNest,
  expectTrajectoryOrInputError,
  fixtureText,
  pathsOf,
  recordsOf,
  replaceAt,
  serialize,
  wrongValue,
} from "./fuzz-helpers.js";

const parse = (text: string) => () => parseTranscript(text, "fuzz");

describe.each(FIXTURE_NAMES)("mutations of %s", (name) => {
  const text = fixtureText(name);
  const records = recordsOf(text);
  const paths = records.values.map((value) => pathsOf(value));
  const withPaths = records.values.map((_, index) => index).filter((index) => paths[index]!.length > 0);

  it("reads it unmutated", () => {
    expect(expectTrajectoryOrInputError(parse(text))).toBe("read");
  });

  it("survives a wrong type (or a removal) in any field", () => {
    const mutation = fc.record({
      record: fc.constantFrom(...withPaths),
      pick: fc.nat(),
      value: wrongValue,
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const values = [...records.values];
        for (const { record, pick, value } of mutations) {
          const candidates = pathsOf(values[record]);
          if (candidates.length === 0) continue;
          values[record] = replaceAt(values[record], candidates[pick % candidates.length]!, value);
        }
        expectTrajectoryOrInputError(parse(serialize({ lines: records.lines, values })));
      }),
      { numRuns: RUNS_PER_FIXTURE },
    );
  });

  it("survives truncation at any byte", () => {
    fc.assert(
      fc.property(fc.nat({ max: text.length }), (at) => {
        expectTrajectoryOrInputError(parse(text.slice(0, at)));
      }),
      { numRuns: RUNS_PER_FIXTURE },
    );
  });

  it("survives records reordered, duplicated or dropped (out-of-order results, duplicate and missing ids)", () => {
    const count = records.lines ? records.values.length : 0;
    const arrays = records.lines ? [] : pathsOf(records.values[0]).filter((path) => Array.isArray(at(records.values[0], path)));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.constantFrom("shuffle", "duplicate", "drop"), (seedA, seedB, how) => {
        if (records.lines) {
          const values = rearrange(records.values, seedA, seedB, how);
          expectTrajectoryOrInputError(parse(serialize({ lines: true, values })));
          return;
        }
        const root = records.values[0];
        const path = arrays.length > 0 ? arrays[seedA % arrays.length]! : [];
        const list = path.length === 0 ? (Array.isArray(root) ? root : [root]) : (at(root, path) as unknown[]);
        const changed = path.length === 0 ? rearrange(list, seedA, seedB, how) : replaceAt(root, path, rearrange(list, seedA, seedB, how));
        expectTrajectoryOrInputError(parse(JSON.stringify(changed)));
      }),
      { numRuns: Math.max(RUNS_PER_FIXTURE, count) },
    );
  });

  it("reads the same with a BOM and with CRLF line endings", () => {
    const plain = parseTranscript(text, "fuzz").trajectory;
    for (const variant of [`\uFEFF${text}`, text.replace(/\n/g, "\r\n"), `\uFEFF${text.replace(/\n/g, "\r\n")}`]) {
      const read = parseTranscript(variant, "fuzz").trajectory;
      expect(read.format).toBe(plain.format);
      expect(read.toolCalls.length).toBe(plain.toolCalls.length);
    }
  });
});

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

function rearrange(list: unknown[], seedA: number, seedB: number, how: string): unknown[] {
  if (list.length === 0) return list;
  const i = seedA % list.length;
  const j = seedB % list.length;
  const copy = [...list];
  if (how === "shuffle") [copy[i], copy[j]] = [copy[j], copy[i]];
  else if (how === "duplicate") copy.splice(j, 0, copy[i]);
  else copy.splice(i, 1);
  return copy;
}

describe("random and degenerate text", () => {
  it("random strings and random JSON", () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value));
    const lines = fc.array(fc.oneof(json, fc.string({ maxLength: 40 })), { maxLength: 8 }).map((items) => items.join("\n"));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 }), json, lines), (text) => {
        expectTrajectoryOrInputError(parse(text));
      }),
      { numRuns: RUNS_RANDOM },
    );
  });

  it("objects shaped like each format's records, with random fields", () => {
    const keys = ["type", "role", "content", "message", "payload", "steps", "history", "trajectory", "events", "messages", "tool_calls"];
    const record = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 6 }), fc.boolean(), (items, asLines) => {
        const text = asLines ? items.map((item) => JSON.stringify(item)).join("\n") : JSON.stringify(items);
        expectTrajectoryOrInputError(parse(text));
      }),
      { numRuns: RUNS_RANDOM },
    );
  });

  it("empty, blank and BOM-only files are refused with one line", () => {
    for (const text of ["", "   ", "\n\n\r\n", "\uFEFF", "\uFEFF\n", "null", "0", '""', "[]", "{}"]) {
      expectTrajectoryOrInputError(parse(text));
    }
  });

  it("nesting far deeper than any transcript", () => {
    for (const kind of ["array", "object"] as const) {
      for (const depth of [1_000, 100_000]) {
        expectTrajectoryOrInputError(parse(deepNest(depth, kind)));
        expectTrajectoryOrInputError(parse(`{"type":"message","content":${deepNest(depth, kind)}}`));
      }
    }
  });
});

describe("cases the fuzz found", () => {
  it.each([
    ["synthetic-codex-exec.jsonl", '"kind": "add"', '"kind": "toString"'],
    ["synthetic-openhands-v0.json", '"action": "run"', '"action": "constructor"'],
    ["spotter-tool_heavy.jsonl", '"name":"Bash"', '"name":"constructor"'],
    ["synthetic-openhands-v0.json", '"exit_code": 1', '"exit_code": 9007199254740993'],
  ])("%s with a lookup key named like an Object.prototype member, or an unsafe integer, is read to the contract", (name, from, to) => {
    const text = fixtureText(name);
    expect(text).toContain(from);
    expect(expectTrajectoryOrInputError(parse(text.split(from).join(to)))).toBe("read");
  });

  it("a record whose keys shadow Object.prototype members (toString: 0) is read, not thrown on", () => {
    const shadow = { toString: 0, valueOf: [], constructor: {}, __proto__: { polluted: true } };
    const records = [
      { type: "system", subtype: "init", session_id: "s", ...JSON.parse(JSON.stringify(shadow)) },
      { type: { toString: 0 }, message: { role: "user", content: "go" } },
      { type: "assistant", message: { role: "assistant", content: [{ type: "tool_use", id: "t", name: "Bash", input: shadow }] } },
    ];
    const text = records.map((record) => JSON.stringify(record).replace('"polluted"', '"x"')).join("\n");
    const raw = text.replace('"x":true}', '"x":true},"__proto__":{"polluted":true}');
    expect(expectTrajectoryOrInputError(parse(raw))).toBe("read");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
