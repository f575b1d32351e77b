/**
 * Garbage that parses is never a `pass`: random records shaped like each format's (the keys they
 * use, random values) go through the whole pipeline; the verdict is fail, neutral or error.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verify } from "../../src/verify.js";

const RUNS = 100;
const KEYS = [
  "type", "role", "content", "message", "payload", "steps", "history", "trajectory", "events", "messages", "tool_calls", "tool_use_id",
  "name", "input", "command", "output", "exit_code", "is_error", "result", "subtype", "session_id", "text", "id",
];
const value = fc.oneof(
  fc.constantFrom("user", "assistant", "tool_use", "tool_result", "result", "success", "npm test", "Bash", "Exit code 0", "passed"),
  fc.jsonValue({ maxDepth: 3 }),
);
const record = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 });

describe("garbage through verify()", () => {
  it("never passes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "av-garbage-"));
    let index = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 8 }), fc.boolean(), async (items, asLines) => {
        const path = join(dir, `g${index++}.${asLines ? "jsonl" : "json"}`);
        writeFileSync(path, asLines ? items.map((item) => JSON.stringify(item)).join("\n") : JSON.stringify(items));
        const { report } = await verify({ transcriptPath: path, noLlm: true });
        expect(report.verdict).not.toBe("pass");
      }),
      { numRuns: RUNS },
    );
  });
});
