import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { formats, formatterRuns } from "../../src/checks/formatters.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const modified = (path: string, before = "x = 1", after = "x = 2") => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-${before}\n+${after}\n`;
const match = (actions: Action[], diff: string) => editsMatchDiff(checkContext(trajectoryOf([{ edit: "src/a.py" }, ...actions]), parseUnifiedDiff(diff), null));

describe("a PR file a formatter the agent ran rewrote", () => {
  test.each([
    ["black src/", "src/c.py"], ["isort src/a.py src/c.py", "src/c.py"], ["ruff format", "src/c.py"], ["ruff check --fix src", "src/c.py"],
    ["gofmt -w pkg/", "pkg/b/b.go"], ["npx prettier --write src", "src/f.js"], ["cd /repo && black /repo/src", "src/c.py"], ["cargo fmt", "src/lib.rs"],
  ])("`%s` explains `%s`", (line, file) => {
    const result = match([{ run: line, exit: 0, output: "" }], modified("src/a.py") + modified(file, "y=1", "y = 1"));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain(`or a tool it ran rewrote (\`${file}\``);
  });

  test.each([["black --check src/"], ["gofmt -l pkg/"], ["prettier --check src"], ["black tests/"], ["isort src/a.py"]])("`%s` does not explain src/c.py", (line) => {
    const result = match([{ run: line, exit: 0, output: "" }], modified("src/a.py") + modified("src/c.py", "y=1", "y = 1"));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("1 PR file the transcript never touched (1 code)");
  });

  test("a folder is matched on path boundaries, an absolute one by its tail", () => {
    expect([formats("src", "src/c.py"), formats("./src/", "src/c.py"), formats(".", "x.py"), formats("/repo/src", "src/c.py")]).toEqual([true, true, true, true]);
    expect([formats("sr", "src/c.py"), formats("lib/src", "src/c.py"), formats("src/c.py", "src/c.pyx")]).toEqual([false, false, false]);
    expect(formatterRuns(trajectoryOf([{ run: "black --diff src && black src", exit: 0 }]).toolCalls).map((run) => run.command)).toEqual(["black src"]);
  });
});

describe("a file that captured a check's output", () => {
  test("`pytest | tee out.txt` or `npm test > out.txt` is not work the PR lacks; a program's own output file is", () => {
    for (const line of ["python -m pytest tests -q 2>&1 | tee test_output.txt", "npm test > test_output.txt 2>&1"]) {
      expect(match([{ run: line, exit: 0, output: "12 passed" }], modified("src/a.py")).status, line).toBe("pass");
    }
    const generated = match([{ run: "python gen.py > test_output.txt", exit: 0 }], modified("src/a.py"));
    expect(generated.summary).toContain("1 edited file absent from the PR");
  });
});

describe("a PR file a package manager or a snapshot update wrote by what it is", () => {
  test.each([
    ["npm install left-pad", "package-lock.json"], ["npm install left-pad", "web/package.json"], ["yarn add left-pad", "yarn.lock"],
    ["poetry add requests", "poetry.lock"], ["cargo add serde", "Cargo.toml"], ["go get golang.org/x/text", "go.sum"],
    ["npx jest -u", "src/__snapshots__/slugify.test.js.snap"], ["npm test -- -u", "src/__snapshots__/a.test.ts.snap"],
  ])("`%s` explains `%s`", (line, file) => {
    const result = match([{ run: line, exit: 0, output: "" }], modified("src/a.py") + modified(file, "a", "b"));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("or a tool it ran rewrote");
  });

  test.each([["npm test", "package-lock.json"], ["npx jest", "src/__snapshots__/a.test.ts.snap"], ["npm install left-pad", "src/index.js"]])(
    "`%s` does not explain `%s`",
    (line, file) => {
      expect(match([{ run: line, exit: 0, output: "" }], modified("src/a.py") + modified(file, "a", "b")).status).toBe("warn");
    },
  );
});
