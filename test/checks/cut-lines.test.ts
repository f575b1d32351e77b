import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
const BUILT: Action[] = [
  { prompt: "Write /app/polyglot/main.rs that builds with rustc and g++" },
  { run: "cat > /app/polyglot/main.rs <<'EOF'\nfn main() {}\nEOF", exit: 0 },
  { run: "cd /app/polyglot && rustc main.rs && ./main 10", exit: 0, output: "55" },
];

describe("a line the recorder cut that exited non-zero after every check", () => {
  // the shape of a real Terminal-Bench run (polyglot-rust-c): the task's own build and run, its else branch cut
  const CUT = "if [ -f /app/check.sh ]; then bash /app/check.sh; else rm -f /app/polyglot/ma...(+55 chars)";

  test("may have been a check of the final work that failed: no pass, and the comment quotes what it printed", () => {
    const result = verified([...BUILT, { run: CUT, exit: 1, output: "stderr: /bin/bash: line 1: /app/polyglot/main: No such file or directory\nexit code 1" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("but the line the recorder cut at step 4 exited 1 after it (`/bin/bash: line 1: /app/polyglot/main: No such file or directory`)");
  });

  test("not when it was cut inside a here-document: the program shown is what failed (a lookup, here)", () => {
    const lookup = "curl -s https://api.github.com/repos/a/b | python3 - <<'PY'\nimport sys,json\nj=json.load(sys.stdin)\nfor...(+54 chars)";
    expect(verified([...BUILT, { run: lookup, exit: 1, output: "Traceback (most recent call last):\njson.decoder.JSONDecodeError" }]).status).toBe("pass");
  });

  test("nor when a check ran after it", () => {
    const actions: Action[] = [...BUILT, { run: CUT, exit: 1, output: "main: No such file or directory" }, { run: "cd /app/polyglot && rustc main.rs && ./main 10", exit: 0, output: "55" }];
    expect(verified(actions).status).toBe("pass");
  });
});

describe("shell assertions in a cut line with no check recognized", () => {
  test("are named, not credited: what the line shows does not settle whether they held", () => {
    const line = "git status --short --branch && git merge-base --is-ancestor 650dba4 HEAD && git diff --exit-code 650dba4 -- _includes/about.md _layout...(+55 chars)";
    const result = verified([{ prompt: "Recover the lost commit into master" }, { edit: "/app/site/_includes/about.md" }, { run: line, exit: 0, output: "## master\n* 41e8b4d Merge" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("the line the recorder cut at step 3 asserts with `git merge-base --is-ancestor 650dba4 HEAD` (and 1 more), but what it shows does not settle whether they held");
  });
});
