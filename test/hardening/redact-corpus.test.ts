/**
 * The secrets corpus against the redactor: planted as a plain line, inside a JSON string, and as an
 * added diff line, every secret value is gone, counted, and redacted JSON stays valid JSON.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { SECRET_CORPUS } from "./secrets-corpus.js";

const contexts: Record<string, (planted: string) => string> = {
  "a plain line": (planted) => `before\n${planted}\nafter`,
  "a JSON string": (planted) => JSON.stringify({ type: "tool_result", content: `$ cat .env\n${planted}\n` }),
  "an added diff line": (planted) => planted.split("\n").map((line) => `+${line}`).join("\n"),
  "a shell command": (planted) => JSON.stringify({ command: `curl -s ${planted.includes("\n") ? "-d @key" : planted} | jq .` }),
};

describe.each(Object.entries(contexts))("in %s", (_context, wrap) => {
  it.each(SECRET_CORPUS.map((item) => [item.kind, item] as const))("redacts %s", (_kind, item) => {
    const input = wrap(item.planted);
    const { text, count } = redactSecrets(input);
    if (!input.includes(item.value)) return;
    expect(text).not.toContain(item.value);
    expect(count).toBeGreaterThanOrEqual(1);
    if (input.startsWith("{")) expect(() => JSON.parse(text)).not.toThrow();
  });
});

it("redacts every secret of the corpus at once in one JSON document, which stays valid", () => {
  const doc = JSON.stringify({ lines: SECRET_CORPUS.map((item) => item.planted) });
  const { text, count } = redactSecrets(doc);
  expect(() => JSON.parse(text)).not.toThrow();
  for (const item of SECRET_CORPUS) expect(text).not.toContain(item.value);
  expect(count).toBeGreaterThanOrEqual(SECRET_CORPUS.length);
});
