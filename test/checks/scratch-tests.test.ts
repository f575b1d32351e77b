import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// round 15's s07: `go test -run TestProbeAccessors` ran the repository's runner on a test the agent wrote and deleted

const DIFF = "diff --git a/version.go b/version.go\n--- a/version.go\n+++ b/version.go\n@@ -1 +1,2 @@\n package version\n"
  + "+func (v *Version) Major() int64 { return v.segments[0] }\n";
const PROBE = "mkdir -p /tmp/probe && cat > /tmp/probe/main_test.go <<'EOF'\npackage version\n\nimport \"testing\"\n\n"
  + "func TestProbeAccessors(t *testing.T) {\n\tv := Must(NewVersion(\"1.2\"))\n\tt.Log(v.Major())\n}\nEOF\n";
const GREEN = "=== RUN   TestProbeAccessors\n--- PASS: TestProbeAccessors (0.00s)\nPASS\nok  \tgithub.com/hashicorp/go-version\t0.014s\n";

const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf([{ edit: "version.go" }, ...actions]), parseUnifiedDiff(DIFF), null));

describe("a test run that selects by name only tests the agent wrote in a scratch file", () => {
  test("is the agent's own check, not the repository's tests", () => {
    const result = verified([
      { run: `${PROBE}cp /tmp/probe/main_test.go ./zz_probe_test.go && go test -run TestProbeAccessors -v . ; rm -f zz_probe_test.go`, exit: 0, output: GREEN },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("Only the agent's own checks ran after the last edit of `version.go`");
  });

  test("a scratch test written into the work tree and deleted later is the same; `-run '^TestA$|TestB'` lists names", () => {
    const result = verified([
      { edit: "zz_probe_test.go", tool: "Write", text: "package version\n\nfunc TestProbeA(t *testing.T) {}\nfunc TestProbeB(t *testing.T) {}\n" },
      { run: "go test -run '^TestProbeA$|TestProbeB' .", exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.01s\n" },
      { run: "rm zz_probe_test.go", exit: 0 },
    ]);
    expect(result.summary).toContain("Only the agent's own checks ran after the last edit of `version.go`");
  });

  test("a name the scratch file does not define, a pattern, or a scratch test the PR keeps: the repository's run", () => {
    const other = verified([{ run: `${PROBE}go test -run TestVersionMajor .`, exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.01s\n" }]);
    expect(other.status).toBe("pass");
    const pattern = verified([{ run: `${PROBE}go test -run 'TestProbe.*' .`, exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.01s\n" }]);
    expect(pattern.status).toBe("pass");
    const kept = verified([
      { edit: "major_test.go", tool: "Write", text: "package version\n\nfunc TestMajor(t *testing.T) {}\n" },
      { run: "go test -run TestMajor .", exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.01s\n" },
    ]);
    expect(kept.status).toBe("pass");
  });
});
