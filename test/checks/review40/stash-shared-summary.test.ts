/**
 * Rule 3 (failed-as-before.ts `failureAmongOthers`): a stash line that runs `cargo build` and then `cargo clippy -- -D
 * warnings` on the original code. The original builds (`Finished \`dev\` profile`), and clippy fails on a pre-existing
 * lint with cargo's usual `error: could not compile \`nanoserde\` (lib) due to 1 previous error`. The change's own
 * `cargo build` failed with that same line (a type error the change made). The clippy line is read as the build's
 * baseline: "fails on the original code too … not charged to this change", though the build's own line there says it built.
 * Before this change the build failure stood (fail); now it is excused (warn): a wrong Needs human review.
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { finalChecksGreen } from "../../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const DIFF = "diff --git a/src/toml.rs b/src/toml.rs\n--- a/src/toml.rs\n+++ b/src/toml.rs\n@@ -410,3 +410,4 @@\n x\n+y\n";
const BUILD_FAILED = "   |\n\nerror: could not compile `nanoserde` (lib) due to 1 previous error";
const LINE = "git stash && cargo build 2>&1 | tail -3 && cargo clippy -- -D warnings 2>&1 | tail -3; git stash pop";
const STASHED = "Saved working directory and index state WIP on main: f904971 upstream\n   Compiling nanoserde v0.2.0 (/work/nanoserde)\n"
  + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.20s\n   = note: `-D clippy::needless-return` implied by `-D warnings`\n\n"
  + "error: could not compile `nanoserde` (lib) due to 1 previous error\nOn branch main\nDropped refs/stash@{0} (7ac7)";
const SAID = "The build error is pre-existing: the original code fails to compile the same way.";

describe("a failure summary another check printed in the stash line is no baseline for the build", () => {
  test("final_checks_green: the change's build failure stands; the original's build line says it built", () => {
    const actions: Action[] = [
      { prompt: "Support escapes in TOML strings." },
      { edit: "src/toml.rs" },
      { run: "cargo build 2>&1 | tail -3", exit: 0, output: BUILD_FAILED },
      { run: LINE, exit: 0, output: STASHED },
      { say: SAID },
      { end: "completed" },
    ];
    const result = finalChecksGreen(checkContext(trajectoryOf(actions), parseUnifiedDiff(DIFF), null));
    expect(result.summary).not.toContain("fails on the original code too");
    expect(result.status).toBe("fail");
  });

  test("the whole verdict is Request changes", async () => {
    const { verdict } = await verdictOf("/work/nanoserde", [
      { prompt: "Support escapes in TOML strings." },
      { edit: "src/toml.rs", old: "b'\\\\' => {", text: "b'\\\\' => { let c = self.escape()?;" },
      { run: "cargo build 2>&1 | tail -3", exit: 0, output: BUILD_FAILED },
      { run: LINE, exit: 0, output: STASHED },
      { say: SAID },
    ], DIFF);
    expect(verdict).toBe("fail");
  });
});
