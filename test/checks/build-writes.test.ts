import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { pathsBuildSaid } from "../../src/checks/build-writes.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const changed = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,1 +1,1 @@\n-a\n+b\n`;
const added = (path: string) => `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,1 @@\n+x\n`;
// setuptools' log, as `python -m build` prints it
const SETUPTOOLS = [
  "running egg_info", "writing src/pkg.egg-info/PKG-INFO", "writing top-level names to src/pkg.egg-info/top_level.txt",
  "writing manifest file 'src/pkg.egg-info/SOURCES.txt'", "creating build/lib/pkg", "copying src/pkg/core.py -> build/lib/pkg",
  "Successfully built pkg-0.4.0.tar.gz and pkg-0.4.0-py3-none-any.whl",
].join("\n");
const check = (actions: Action[], diff: string) => editsMatchDiff(checkContext(trajectoryOf([{ prompt: "Fix pkg.core" }, ...actions]), parseUnifiedDiff(diff), null));

describe("what a build's log says it wrote", () => {
  test("setuptools' copying, writing and built-archive lines", () => {
    expect(pathsBuildSaid(SETUPTOOLS)).toEqual([
      "build/lib/pkg/core.py", "src/pkg.egg-info/PKG-INFO", "src/pkg.egg-info/top_level.txt", "src/pkg.egg-info/SOURCES.txt",
      "dist/pkg-0.4.0.tar.gz", "dist/pkg-0.4.0-py3-none-any.whl",
    ]);
    expect(pathsBuildSaid("Successfully built pkg\nInstalling collected packages: pkg")).toEqual([]);
    expect(pathsBuildSaid("5 passed in 0.1s")).toEqual([]);
  });
});

describe("PR files a build wrote", () => {
  test("outputs the PR adds that the repository does not keep are build outputs to take out: blocking", () => {
    const result = check([{ edit: "src/pkg/core.py" }, { run: "cd /testbed && python -m build", exit: 0, output: SETUPTOOLS }],
      changed("src/pkg/core.py") + added("build/lib/pkg/core.py") + added("dist/pkg-0.4.0-py3-none-any.whl") + added("src/pkg.egg-info/PKG-INFO"));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.summary).toBe("The PR adds 3 files a build wrote (`python -m build`, step 3: `build/lib/pkg/core.py`, `dist/pkg-0.4.0-py3-none-any.whl`, "
      + "`src/pkg.egg-info/PKG-INFO`): build outputs, not the change; they must be taken out before it merges.");
  });

  test("a tracked output the build rewrote, listed by the status the line ran after it, is explained", () => {
    const build: Action = { run: "npm run build && git status --short", exit: 0, output: "> tsc -p tsconfig.build.json\n\n M dist/stringify.js\n M src/stringify.ts\n" };
    const result = check([{ edit: "src/stringify.ts" }, build], changed("src/stringify.ts") + changed("dist/stringify.js"));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("or a tool it ran rewrote (`dist/stringify.js`: `npm run build`, step 3)");
    // and a new output beside it is where the repository keeps its outputs: not taken for one swept in
    const beside = check([{ edit: "src/stringify.ts" }, { ...build, output: `${build.output}?? dist/parse.js\n` }],
      changed("src/stringify.ts") + changed("dist/stringify.js") + added("dist/parse.js"));
    expect(beside.status).toBe("pass");
  });

  test("a status listing the file with no build before it in the line explains nothing", () => {
    const result = check([{ edit: "src/stringify.ts" }, { run: "git status --short", exit: 0, output: " M dist/stringify.js\n M src/stringify.ts\n" }],
      changed("src/stringify.ts") + changed("dist/stringify.js"));
    expect(result.summary).toContain("1 PR file the transcript never touched");
  });
});
