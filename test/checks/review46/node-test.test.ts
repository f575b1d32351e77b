import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { claudeJsonl, verdictOf, type Step } from "../../helpers/claude-session.js";

// review 46 (a helper who did not write the rules proved each against this session's build and the one it began with)
const summaries = (checks: { summary: string }[]) => checks.map((check) => check.summary).join(" ");
const run = async (name: string, cwd: string, steps: Step[], diff: string) => {
  const dir = process.env.REVIEW46_DUMP;
  if (dir !== undefined) {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, "t.jsonl"), claudeJsonl(cwd, steps));
    writeFileSync(join(dir, name, "d.diff"), diff);
  }
  return verdictOf(cwd, steps, diff);
};
const TAP_TOTALS = (pass: number, fail: number, skipped = 0) =>
  `1..${pass + fail + skipped}\n# tests ${pass + fail + skipped}\n# suites 0\n# pass ${pass}\n# fail ${fail}\n# cancelled 0\n# skipped ${skipped}\n# todo 0\n# duration_ms 236.5\n`;
const SPEC_TOTALS = (pass: number, fail: number, skipped = 0) =>
  `ℹ tests ${pass + fail + skipped}\nℹ suites 0\nℹ pass ${pass}\nℹ fail ${fail}\nℹ cancelled 0\nℹ skipped ${skipped}\nℹ todo 0\nℹ duration_ms 61.2\n`;

describe("one line, two runners: the other runner's tests ran though node's were all skipped", () => {
  const diff = "diff --git a/server/slug.py b/server/slug.py\n--- a/server/slug.py\n+++ b/server/slug.py\n@@ -3,1 +3,1 @@ def slugify(text):\n-    return text.lower()\n+    return re.sub(r'\\W+', '-', text.lower()).strip('-')\n";
  const steps: Step[] = [
    { prompt: "slugify() in server/slug.py must turn every run of non-word characters into one dash." },
    { edit: "server/slug.py", old: "    return text.lower()", text: "    return re.sub(r'\\W+', '-', text.lower()).strip('-')" },
    {
      run: "python -m pytest -q server/tests && node --test web/test/",
      exit: 0,
      output: `..........................\n26 passed in 0.84s\nTAP version 13\n# Subtest: e2e (needs a browser)\nok 1 - e2e (needs a browser) # SKIP no browser\n${TAP_TOTALS(0, 0, 1)}`,
    },
    { say: "slugify now collapses every run of non-word characters into one dash; all 26 server tests pass." },
  ];
  test("`26 passed` beside node's `# skipped 1`: the line ran tests, it is no 'ran no test'", async () => {
    const { verdict, checks } = await run("two-runners", "/home/dev/site", steps, diff);
    expect(summaries(checks)).not.toContain("ran no test");
    expect(verdict).toBe("pass");
  });
});

describe("node's own options that take a value after `--test`", () => {
  const TASK: Step = { prompt: "markdownTable(rows, {alignDelimiters: false}) pads empty cells with two spaces; it should pad them with one." };
  const EDIT: Step = { edit: "index.js", old: "cell = '  '", text: "cell = ' '" };
  const DIFF = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -10,1 +10,1 @@ function cells() {\n-  cell = '  '\n+  cell = ' '\n";
  test("`node --test --test-reporter spec` and `--test-concurrency 1`, green after the change, approve", async () => {
    for (const [name, command] of [["reporter", "node --test --test-reporter spec"], ["concurrency", "node --test --test-concurrency 1 test/"]] as const) {
      const steps = [TASK, EDIT, { run: command, exit: 0, output: `▶ markdownTable()\n  ✔ should pad empty cells (1.2ms)\n▶ markdownTable() (5.1ms)\n${SPEC_TOTALS(15, 0)}` }, { say: "All 15 tests pass." }];
      const { verdict, checks } = await run(`node-${name}`, "/home/dev/markdown-table", steps, DIFF);
      expect(verdict, `${command}: ${summaries(checks)}`).toBe("pass");
    }
  });
});

describe("a JavaScript helper at a test folder's root is no test of the PR's", () => {
  const diff = "diff --git a/src/parse.js b/src/parse.js\n--- a/src/parse.js\n+++ b/src/parse.js\n@@ -4,1 +4,1 @@ export function parse(s) {\n-  return s.split(',')\n+  return s.split(/\\s*,\\s*/)\n"
    + "diff --git a/test/helpers.js b/test/helpers.js\n--- a/test/helpers.js\n+++ b/test/helpers.js\n@@ -1,2 +1,3 @@\n export const fixture = (name) => readFileSync(join(dir, name), 'utf8')\n+export const trimAll = (xs) => xs.map((x) => x.trim())\n";
  const steps: Step[] = [
    { prompt: "parse() must ignore spaces around commas." },
    { edit: "src/parse.js", old: "  return s.split(',')", text: "  return s.split(/\\s*,\\s*/)" },
    { edit: "test/helpers.js", old: "export const fixture = (name) => readFileSync(join(dir, name), 'utf8')\n", text: "export const fixture = (name) => readFileSync(join(dir, name), 'utf8')\nexport const trimAll = (xs) => xs.map((x) => x.trim())\n" },
    { run: "npx mocha test/parse.test.js", exit: 0, output: "\n  parse()\n    ✔ splits on commas\n    ✔ ignores spaces around commas\n\n  2 passing (8ms)\n" },
    { say: "parse() now ignores spaces around commas; its tests pass." },
  ];
  test("`test/helpers.js` changed, `test/parse.test.js` run: no 'did not run' of the helper", async () => {
    const { verdict, checks } = await run("helper", "/home/dev/csvparse", steps, diff);
    expect(summaries(checks)).not.toContain("`test/helpers.js` did not run");
    expect(verdict).toBe("pass");
  });
  // pre-existing: the start build (756455a) already says this of `tests/setup.js` (selected-tests.ts), not this change
  test("`tests/setup.js` (jest's setupFiles) changed, `npx jest tests/parse.test.js` run: likewise", async () => {
    const d = diff.replaceAll("test/helpers.js", "tests/setup.js");
    const s = steps.map((step) => ("edit" in step && step.edit === "test/helpers.js" ? { ...step, edit: "tests/setup.js" } : step));
    s[3] = { run: "npx jest tests/parse.test.js", exit: 0, output: "PASS tests/parse.test.js\n  parse()\n    ✓ splits on commas (2 ms)\n    ✓ ignores spaces around commas\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nTime:        0.41 s" };
    const { verdict, checks } = await run("setup", "/home/dev/csvparse", s, d);
    expect(summaries(checks)).not.toContain("`tests/setup.js` did not run");
    expect(verdict).toBe("pass");
  });
});
