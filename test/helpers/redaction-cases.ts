import { describe, expect, it } from "vitest";
import { redactSecrets, secretSpans } from "../../src/evidence/redact.js";

/** A line that holds a secret, and the rule that must find it. */
export interface RedactionCase {
  rule: string;
  text: string;
  secret: string;
}

/** The JSON a line reaches the redactor in: a shell call's input, or a tool's result. */
export const IN_BASH_CALL = (text: string): string => JSON.stringify({ type: "tool_use", name: "Bash", input: { command: text } });
export const IN_TOOL_RESULT = (text: string): string => JSON.stringify({ type: "tool_result", content: text });

/**
 * Each case's secret hidden (plain and inside `json`'s wrapping, the JSON still parsing), each look-alike left
 * as it was, and each case found by its own rule: the one harness of the redaction rules' tests.
 */
export function describeRedaction(cases: readonly RedactionCase[], lookAlikes: readonly string[], json: (text: string) => string): void {
  const wrappers: Record<string, (text: string) => string> = { plain: (text) => text, "JSON as a transcript holds it": json };
  describe.each(Object.entries(wrappers))("in %s", (_where, wrap) => {
    it.each(cases.map((item) => [item.rule, item.text, item] as const))("%s hides the secret of %s", (_rule, _text, item) => {
      const input = wrap(item.text);
      const { text, count } = redactSecrets(input);
      expect(text).not.toContain(item.secret);
      expect(count).toBeGreaterThanOrEqual(1);
      if (input.startsWith("{")) expect(() => JSON.parse(text)).not.toThrow();
    });

    it.each(lookAlikes.map((line) => [line] as const))("leaves %s alone", (line) => {
      const input = wrap(line);
      expect(redactSecrets(input)).toEqual({ text: input, count: 0 });
    });
  });

  describe("each rule finds its own cases", () => {
    it.each(cases.map((item) => [item.rule, item.text, item] as const))("%s finds %s", (rule, _text, item) => {
      const hidden = secretSpans(item.text).filter(({ kind }) => kind === rule).map(({ start, end }) => item.text.slice(start, end));
      expect(hidden.some((value) => value.includes(item.secret))).toBe(true);
    });
  });
}
