/**
 * Bad input at the other entry points: command lines, action inputs and rubric files. Each ends in
 * a result or one clear line naming the problem (exit 2, an input error), never an internal error.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli.js";
import { InputProblem, readInputs } from "../../src/github/context/inputs.js";
import { parseRubric, resolveCriteria } from "../../src/judge/criteria.js";
import { captureStdoutSync } from "../helpers/stdout.js";
import { expectOneLineInputError } from "./fuzz-helpers.js";

const RUNS = 150;
const BASE_ENV = { GITHUB_WORKSPACE: "/w", RUNNER_TEMP: "/t", "INPUT_GITHUB-TOKEN": "t", "INPUT_TRANSCRIPT-PATH": "t.json" };
const EXAMPLE = "examples/claude-code-fix-range";

describe("command lines", () => {
  const words = fc.constantFrom(
    "parse", "verify", "eval", "--transcript", `${EXAMPLE}/session.jsonl`, "--diff", "/nonexistent", "--pr-body", "--repo", "--format",
    "atif", "nope", "--no-llm", "--repeats", "3", "-1", "--criteria", "swe", "/etc", "--json", "--base-url", "ftp://x", "--token-budget",
    "--api-key-env", "1BAD", "--dir", ".", "--", "-", "=", "--no-llm=1", "",
  );
  it("random argv: exit 0 or 2, one line on stderr, never an internal error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(words, { maxLength: 7 }), async (argv) => {
        let stderr = "";
        const code = await runCli(argv, { stdout: () => undefined, stderr: (text) => (stderr += text) });
        expect([0, 2], `${JSON.stringify(argv)} → ${stderr}`).toContain(code);
        if (code === 2) expect(stderr).toMatch(/^agent-verdict: [^\n]+\n$/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("action inputs", () => {
  const NAMES = [
    "github-token", "transcript-path", "transcript-artifact", "transcript-run-id", "diff-path", "repo-path", "judge", "base-url",
    "repeats", "token-budget", "pr-number", "agent-logins", "missing-transcript", "post-comment", "comment-author", "fail-on",
    "report-path",
  ];
  const values = fc.oneof(
    fc.constantFrom("", " ", "true", "false", "0", "-1", "2", "1e3", "../../etc/passwd", "/abs", "a\nb", "x".repeat(300), "pass,nope"),
    fc.string({ maxLength: 20 }),
  );
  it("random values: read, or an InputProblem with one line naming the input", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NAMES), values, { maxKeys: 6 }), (inputs) => {
        const env: NodeJS.ProcessEnv = { ...BASE_ENV };
        for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
        const saved = { ...process.env };
        Object.assign(process.env, env);
        try {
          // the credentials are masked (::add-mask::), and nothing else reaches stdout
          const { written } = captureStdoutSync(() => {
            try {
              readInputs(env);
            } catch (error) {
              if (!(error instanceof InputProblem)) throw error;
              expect(error.message).toMatch(/^input [a-z-]+[^\n]*$/);
            }
          });
          const lines = written.split("\n").filter((line) => line !== "");
          expect(lines.every((line) => line.startsWith("::add-mask::")), written).toBe(true);
        } finally {
          for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
          Object.assign(process.env, saved);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("rubric files", () => {
  const lines = fc.constantFrom(
    "---", "verification: [\"npm test\"]", "verification: [\"(unclosed\"]", "blocking: [final_checks_green]", "blocking:", "- x",
    "key: value",
    "# Title", "## Criteria", "## Ground Truth Note", "### A {#a}", "### A {#a}", "### {#}", "text of an instruction", "<!-- note -->", "",
  );
  const rubric = fc.array(fc.oneof(lines, fc.string({ maxLength: 20 })), { maxLength: 14 }).map((items) => items.join("\n"));

  it("random markdown: a rubric, or an InputError with one line", () => {
    fc.assert(
      fc.property(rubric, (text) => {
        try {
          const parsed = parseRubric(text, "fuzz.md");
          expect(parsed.criteria.length).toBeGreaterThan(0);
        } catch (error) {
          expectOneLineInputError(error);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a rubric file is used whole or refused in one line, never replaced by a default", () => {
    const dir = mkdtempSync(join(tmpdir(), "av-rubric-"));
    fc.assert(
      fc.property(rubric, fc.nat(), (text, n) => {
        const path = join(dir, `r${n}.md`);
        writeFileSync(path, text);
        let used: ReturnType<typeof resolveCriteria> | null = null;
        try {
          used = resolveCriteria(path);
        } catch (error) {
          expect((error as Error).message).toMatch(/^[^\n]*cannot be used: /);
        }
        if (used !== null) expect(used.rubric.source).not.toBe("preset:coding");
      }),
      { numRuns: RUNS },
    );
  });
});
