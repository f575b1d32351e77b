import { describe, expect, test } from "vitest";
import { onlyNewFunctions } from "../../../src/checks/uncalled-code.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 8 (uncalled-code.ts): "a PR whose only code is new top-level functions nothing calls, with no test".
// onlyNewFunctions checks "nothing else calls them" only in blocks that are NOT definition blocks: anything in the same
// added block as a definition (Rust's inline `#[cfg(test)] mod tests`, a module-level call right after the function) is
// never looked at, though it calls the new function.

const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const added = (path: string, at: number, lines: string[]) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -${at},2 +${at},${2 + lines.length} @@\n x\n${lines.map((line) => `+${line}`).join("\n")}\n y\n`;

const RUST = [
  "pub fn clamp(x: i32, lo: i32, hi: i32) -> i32 {",
  "    x.max(lo).min(hi)",
  "}",
  "",
  "#[cfg(test)]",
  "mod tests {",
  "    use super::*;",
  "",
  "    #[test]",
  "    fn clamp_bounds() {",
  "        assert_eq!(clamp(5, 0, 3), 3);",
  "    }",
  "}",
];

describe("new functions with the test that calls them in the same added block", () => {
  test("Rust: `pub fn clamp` plus the idiomatic inline `#[cfg(test)] mod tests` that cargo test ran: no 'no test', no hold", async () => {
    // true reading: the PR adds a test (clamp_bounds, in src/lib.rs's inline test module) that calls clamp, and
    // `cargo test` ran it (the output names it). The tool says "adds only a new function (`clamp`) and no test ...
    // cannot have run it" and holds a correct, tested PR.
    const steps: Step[] = [
      { prompt: "Add a clamp function with a unit test." },
      { edit: "src/lib.rs", old: "pub fn add(", text: `${RUST.join("\n")}\n\npub fn add(` },
      { run: "cargo test", exit: 0, output: "   Compiling mathx v0.1.0 (/home/dev/mathx)\n    Finished test [unoptimized + debuginfo] target(s) in 0.52s\n     Running unittests src/lib.rs (target/debug/deps/mathx-1c2d)\n\nrunning 3 tests\ntest tests::add_works ... ok\ntest tests::clamp_bounds ... ok\ntest tests::sub_works ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n" },
      { say: "Added clamp and a test; cargo test passes." },
    ];
    const { verdict, checks } = await verdictOf("/home/dev/mathx", steps, added("src/lib.rs", 1, RUST));
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("no test");
    expect(verdict).toBe("pass");
  });

  test("unit: a block that defines a function and calls it (Rust inline test; JS module-level call) is not 'only new functions'", () => {
    expect(onlyNewFunctions(parseUnifiedDiff(added("src/lib.rs", 1, RUST)))).toBeNull();
    // `function installShutdownHooks() {...}` then `installShutdownHooks();` at the module's top level: it runs on import
    const js = ["function installShutdownHooks() {", "  process.on('SIGTERM', () => server.close());", "}", "installShutdownHooks();"];
    expect(onlyNewFunctions(parseUnifiedDiff(added("src/server.js", 40, js)))).toBeNull();
  });

  test("JS: a new function called at the module's top level runs whenever the module is imported: no 'cannot have run it'", async () => {
    // true reading: `registerDefaultFormats();` right under the new function runs on import; the repo's tests that import
    // src/formats.js ran it. The tool says they "cannot have run it".
    const lines = ["function registerDefaultFormats() {", "  register('iso', (d) => d.toISOString());", "}", "registerDefaultFormats();"];
    const steps: Step[] = [
      { prompt: "Register the iso format by default." },
      { edit: "src/formats.js", old: "export function register(", text: `${lines.join("\n")}\n\nexport function register(` },
      { run: "npx vitest run", exit: 0, output: " ✓ test/formats.test.js (4 tests) 3ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)" },
    ];
    const { checks } = await verdictOf("/home/dev/fmt", steps, added("src/formats.js", 10, lines));
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("cannot have run");
  });
});

describe("tests older than the function that call it by name", () => {
  test("TDD: the repo's tests/test_slug.py failed on `cannot import name 'slugify'`; the PR adds slugify; pytest then green", async () => {
    // true reading: the repository's test was written before slugify existed and CALLS it (the first run's ImportError
    // names it); the green run ran it. The tool says those tests "were written before it and cannot have run it".
    const steps: Step[] = [
      { prompt: "tests/test_slug.py fails: implement slugify() in src/slug.py." },
      { run: "python -m pytest -q tests/test_slug.py", exit: 2, output: "E   ImportError: cannot import name 'slugify' from 'slug' (/home/dev/slug/src/slug.py)\n=========================== short test summary info ============================\nERROR tests/test_slug.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.05s" },
      { edit: "src/slug.py", old: "import re\n", text: "import re\n\ndef slugify(text):\n    return re.sub(r'[^a-z0-9]+', '-', text.lower()).strip('-')\n" },
      { run: "python -m pytest -q tests/test_slug.py", exit: 0, output: "...\n3 passed in 0.02s" },
      { say: "Implemented slugify; the 3 tests pass." },
    ];
    const diff = added("src/slug.py", 1, ["", "def slugify(text):", "    return re.sub(r'[^a-z0-9]+', '-', text.lower()).strip('-')"]);
    const { verdict, checks } = await verdictOf("/home/dev/slug", steps, diff);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("cannot have run");
    expect(verdict).toBe("pass");
  });

  test("Rust doc-test: `/// assert_eq!(clamp(5, 0, 3), 3);` above the new `pub fn clamp`, run by cargo test's Doc-tests", async () => {
    // true reading: cargo test ran the doc-test of clamp (the output names `src/lib.rs - clamp (line 3) ... ok`).
    const lines = ["/// Clamp x into [lo, hi].", "/// ```", "/// assert_eq!(mathx::clamp(5, 0, 3), 3);", "/// ```", "pub fn clamp(x: i32, lo: i32, hi: i32) -> i32 {", "    x.max(lo).min(hi)", "}"];
    const steps: Step[] = [
      { prompt: "Add a documented clamp function." },
      { edit: "src/lib.rs", old: "pub fn add(", text: `${lines.join("\n")}\n\npub fn add(` },
      { run: "cargo test", exit: 0, output: "running 1 test\ntest tests::add_works ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n   Doc-tests mathx\n\nrunning 1 test\ntest src/lib.rs - clamp (line 3) ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s\n" },
    ];
    const { checks } = await verdictOf("/home/dev/mathx", steps, added("src/lib.rs", 1, lines));
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("cannot have run");
  });
});
