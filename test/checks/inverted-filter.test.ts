import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const outcomeOf = (line: string, exit: number, output: string) =>
  verificationRuns(trajectoryOf([{ edit: "internal/cache/lru.go" }, { run: line, exit, output }])).map((run) => [run.outcome, run.quote ?? null])[0];

describe("go test piped into grep -v: what the filter kept is read, its status is grep's", () => {
  const line = "cd /src/shop/internal && go test ./... 2>&1 | grep -v '^ok'";

  test("grep's 1 with no output: it selected no line, so every line was an `ok` line and the run passed", () => {
    expect(outcomeOf(line, 1, "")).toEqual(["passed", "grep -v '^ok' selected no line: each line matched it"]);
    // the recorder's own status line (Claude Code's `Exit code 1`) is no line grep printed
    expect(outcomeOf(line, 1, "Exit code 1\n")).toEqual(["passed", "grep -v '^ok' selected no line: each line matched it"]);
  });

  test("only `[no test files]` lines kept: no failure line passed the filter, which may have dropped `ok` lines; a kept FAIL fails it", () => {
    const kept = "?   \texample.com/shop/internal/cmd/shopd\t[no test files]\n";
    expect(outcomeOf(line, 0, kept)).toEqual(["passed", "grep -v '^ok' kept no failure line: ?   \texample.com/shop/internal/cmd/shopd\t[no test files]"]);
    const failing = "--- FAIL: TestEvict (0.00s)\n    lru_test.go:40: got 3 entries, want 2\nFAIL\nFAIL\texample.com/shop/internal/cache\t0.003s\nFAIL\n";
    expect(outcomeOf(line, 0, failing)).toEqual(["failed", "--- FAIL: TestEvict (0.00s)"]);
  });

  test("a filter that could drop failure lines, a -run selection, or pipefail is not read this way", () => {
    expect(outcomeOf("go test ./... 2>&1 | grep -v FAIL", 1, "")?.[0]).not.toBe("passed");
    expect(outcomeOf("go test -run TestEvict ./... | grep -v '^ok'", 1, "")?.[0]).not.toBe("passed");
    expect(outcomeOf("set -o pipefail; go test ./... | grep -v '^ok'", 1, "")?.[0]).not.toBe("passed");
  });
});
