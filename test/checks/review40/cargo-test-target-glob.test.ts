/**
 * Rule 6 (selected-tests.ts `cargoLeavesOut`): `--test` takes a glob (`cargo test --test '*'` runs every integration
 * test, cargo's idiom for "integration tests only"), and cargo takes `--test=toml` as well as `--test toml`. Both runs
 * ran `tests/toml.rs` (their output shows `Running tests/toml.rs` and its 9 tests), yet the tool says the PR's test
 * file "did not run … selects no test of it": a false sentence and a wrong Needs human review.
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../../src/checks/verified.js";
import { leavesOutTestFile } from "../../../src/checks/selected-tests.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const hunk = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,3 +10,4 @@\n x\n+y\n`;
const DIFF = hunk("src/toml.rs") + hunk("tests/toml.rs");
const ok = (n: number) => `test result: ok. ${n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s`;
const INTEGRATION = `     Running tests/json.rs (target/debug/deps/json-1f2e)\n\nrunning 5 tests\n${ok(5)}\n\n     Running tests/toml.rs (target/debug/deps/toml-9a8b)\n\nrunning 9 tests\n${ok(9)}`;
const session = (run: string, output: string): Action[] => [
  { prompt: "Support escapes in TOML strings." },
  { edit: "src/toml.rs" }, { edit: "tests/toml.rs" },
  { run, exit: 0, output },
  { say: "Done: escapes are parsed, and the integration tests pass." },
  { end: "completed" },
];

describe("cargo runs tests/toml.rs under `--test '*'` and `--test=toml`", () => {
  test("the selection reading: a glob or an `=` value that names the target keeps it", () => {
    expect(leavesOutTestFile({ runner: "cargo test", selection: ["--test *"] }, "tests/toml.rs")).toBe(false);
    expect(leavesOutTestFile({ runner: "cargo test", selection: ["--test to*"] }, "tests/toml.rs")).toBe(false);
  });

  test("`cargo test --test '*'`: the PR's test file ran", () => {
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(session("cargo test --test '*'", INTEGRATION)), parseUnifiedDiff(DIFF), null));
    expect(result.summary).not.toContain("did not run");
    expect(result.status).toBe("pass");
  });

  test("`cargo test --lib --test=toml`: the PR's test file ran", () => {
    const output = `     Running unittests src/lib.rs (target/debug/deps/nanoserde-2bd2)\n\nrunning 3 tests\n${ok(3)}\n\n     Running tests/toml.rs (target/debug/deps/toml-9a8b)\n\nrunning 9 tests\n${ok(9)}`;
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(session("cargo test --lib --test=toml", output)), parseUnifiedDiff(DIFF), null));
    expect(result.summary).not.toContain("did not run");
    expect(result.status).toBe("pass");
  });

  test("the whole verdict of a clean `--test '*'` session is Approve", async () => {
    const { verdict, checks } = await verdictOf("/work/nanoserde", [
      { prompt: "Support escapes in TOML strings." },
      { edit: "src/toml.rs", old: "b'\"' => {", text: "b'\\\\' => self.escape(),\n            b'\"' => {" },
      { edit: "tests/toml.rs", old: "}\n", text: "}\n\n#[test]\nfn escapes() {\n    assert_eq!(parse(r#\"a = \"\\t\"\"#), \"\\t\");\n}\n" },
      { run: "cargo test --test '*'", exit: 0, output: INTEGRATION },
      { say: "Done: escapes are parsed, and the integration tests pass." },
    ], DIFF);
    expect(checks.filter((check) => check.status === "warn").map((check) => `${check.id}: ${check.summary}`)).toEqual([]);
    expect(verdict).toBe("pass");
  });
});
