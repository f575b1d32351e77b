import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// round 15's s36 and round 14's s03: a PR whose code changed, checked after its last edit by a build only

const hunk = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1,2 @@\n int x;\n+int y;\n`;
const GTEST_GREEN = "[==========] 414 tests from 52 test suites ran. (98 ms total)\n[  PASSED  ] 414 tests.\n";
const BUILT = "[ 50%] Building C object CMakeFiles/uriparser.dir/src/UriSetPort.c.o\n[100%] Built target testrunner\n";

function verified(actions: Action[], diff = hunk("src/UriSetPort.c"), task = "Reject port numbers above 65535 in uriSetPortTextA.") {
  return verifiedAfterLastEdit(checkContext(trajectoryOf([{ prompt: task }, ...actions]), parseUnifiedDiff(diff), null));
}

describe("a PR checked only by builds after its last edit", () => {
  test("a build that builds the test runner and never runs it shows the code compiles, not what it does", () => {
    const result = verified([{ edit: "src/UriSetPort.c" }, { run: "cmake --build build -j2", exit: 0, output: BUILT }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("Only builds ran after the last edit of `src/UriSetPort.c` (`cmake --build`, step 3): they show the code compiles, "
      + "not what it does; no test of the repository showed a result after it.");
  });

  test("a compile beside the agent's own check, and a test run whose result a pipe cut, are named", () => {
    const own = verified([
      { edit: "src/semver/Version.java" },
      { run: "mvn -q compile", exit: 0, output: "" },
      { edit: "probe.py", tool: "Write", text: "print(Version.of(1, 2, 3).isSameCore(Version.of(1, 2, 3)))\n" },
      { run: "python3 probe.py", exit: 0, output: "True\n" },
    ], hunk("src/semver/Version.java"));
    expect(own.status).toBe("warn");
    expect(own.summary).toContain("Only builds and the agent's own checks ran after the last edit of `src/semver/Version.java` (`mvn compile`");
    const cut = verified([
      { edit: "version.go" },
      { run: "go test -v ./... 2>&1 | head -3", exit: 0, output: "=== RUN   TestNewConstraint\n--- PASS: TestNewConstraint (0.00s)\n=== RUN   TestConstraintCheck\n" },
      { run: "go build ./... && echo build-ok", exit: 0, output: "build-ok\n" },
    ], hunk("version.go"));
    expect(cut.status).toBe("warn");
    expect(cut.summary).toContain("`go test` (step 3) ran too but showed no result");
  });

  test("the project's test binary run by its path, or a test run after the build, tested it", () => {
    const binary = verified([{ edit: "src/UriSetPort.c" }, { run: "cmake --build build && ./build/testrunner | tail -3", exit: 0, output: BUILT + GTEST_GREEN }]);
    expect(binary.status).toBe("pass");
    const ctest = verified([{ edit: "src/UriSetPort.c" }, { run: "cmake --build build", exit: 0, output: BUILT },
      { run: "cd build && ctest", exit: 0, output: "100% tests passed, 0 tests failed out of 1\n" }]);
    expect(ctest.status).toBe("pass");
  });

  test("compiling is the point, or a build runs the code: build files, declarations, a task about a failing build, Python, no PR", () => {
    const cmake = "diff --git a/CMakeLists.txt b/CMakeLists.txt\n--- a/CMakeLists.txt\n+++ b/CMakeLists.txt\n@@ -1 +1,2 @@\n project(x)\n+add_library(y y.c)\n";
    expect(verified([{ edit: "CMakeLists.txt" }, { run: "cmake --build build", exit: 0, output: BUILT }], cmake).summary).toMatch(/^`cmake --build` \(step \d+\) ran after/);
    const types = hunk("types/index.d.ts");
    expect(verified([{ edit: "types/index.d.ts" }, { run: "make", exit: 0, output: "tsc -p .\n" }], types).summary).toMatch(/^`make` \(step \d+\) ran after/);
    const task = "The build fails with `undefined reference to uriSetPortTextA` when linking the tools.";
    expect(verified([{ edit: "src/UriSetPort.c" }, { run: "cmake --build build", exit: 0, output: BUILT }], hunk("src/UriSetPort.c"), task).summary)
      .toMatch(/^`cmake --build` \(step \d+\) ran after/);
    // a build of an interpreted language's project runs its code: Sphinx's `make -C docs html` runs the changed module
    const python = verified([{ edit: "sphinx/domains/std.py" }, { run: "make -C doc html", exit: 0, output: "build succeeded.\n" }], hunk("sphinx/domains/std.py"));
    expect(python.summary).toMatch(/^`make` \(step \d+\) ran after/);
    const noPr = verifiedAfterLastEdit(checkContext(trajectoryOf([{ prompt: "Build pMARS from source." }, { edit: "src/sim.c" },
      { run: "make", exit: 0, output: "gcc -o pmars sim.c\n" }]), null, null));
    expect(noPr.status).toBe("pass");
  });
});
