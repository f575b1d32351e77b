import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { ranChecks } from "../../src/report/edit-count.js";
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
    const result = verified([...BUILT, { run: CUT, exit: 1, output: "stderr: thread 'main' panicked at main.rs:4:5:\nattempt to add with overflow\nexit code 1" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("but the line the recorder cut at step 4 exited 1 after it (`attempt to add with overflow`)");
  });

  test("not when all it printed is the shell finding no program to run: that program never started", () => {
    const notFound = "stderr: /bin/bash: line 1: /app/polyglot/main: No such file or directory\nexit code 1";
    expect(verified([...BUILT, { run: CUT, exit: 1, output: notFound }]).status).toBe("pass");
    // beside another line, the failure may be that line's: still named
    const more = `stderr: error: could not compile \`main\`\n${notFound}`;
    expect(verified([...BUILT, { run: CUT, exit: 1, output: more }]).summary).toContain("exited 1 after it");
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

describe("lines the recorder cut that exited 0 where no check was read", () => {
  // the shape of a real Terminal-Bench run (git-leak-recovery): its scan and its `test … && grep -q …` chain both cut
  const FOUND = "set -eu; found=0; if grep -R -a -n -E 'secret' /app/repo >/tmp/m 2>/tmp/e; then found=1; fi; if git -C /app/repo cat-file --batch-all-objects --ba...(+55 chars)";
  const CHAIN = "if [ -f /app/check.py ]; then python3 /app/check.py; else test -f /app/secret.txt && grep -qxE 'secret' /app/secret.txt && ! grep -R -a -q ...(+55 chars)";
  const RUN: Action[] = [
    { prompt: "Recover the secret into /app/secret.txt and purge it from the repository" },
    { run: "printf '%s\\n' 'secret' > /app/secret.txt", exit: 0 },
    { run: FOUND, exit: 0, output: "No secret pattern found in repo files or Git objects" },
    { run: CHAIN, exit: 0 },
  ];

  test("are named after the last edit, with what each printed: they may have been its checks", () => {
    const result = verified(RUN);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("No recognized check ran in the whole run; the last edit was `/app/secret.txt`, step 2; the recorder cut 2 lines after it that exited 0 "
      + "(step 3, printing `No secret pattern found in repo files or Git objects`; step 4, printing nothing): what they ran is not all shown");
  });

  test("and final_checks_green and the count of checks say so too", () => {
    const trajectory = trajectoryOf(RUN);
    expect(finalChecksGreen(checkContext(trajectory, null, null)).summary).toBe(
      "No check this reader recognizes ran (2 lines the recorder cut exited 0: what they ran is not all shown), so nothing it reads shows the work green.");
    expect(ranChecks(trajectory)).toBe("ran no command this report reads as a check, though 2 lines the recorder cut exited 0");
  });

  test("not a line that exited non-zero, nor one kept whole", () => {
    const whole: Action[] = [RUN[0]!, RUN[1]!, { run: "grep -R -q secret /app/repo || echo clean", exit: 0, output: "clean" }, { run: CHAIN, exit: 1 }];
    const result = verified(whole);
    expect(result.summary).not.toContain("exited 0");
    expect(ranChecks(trajectoryOf(whole))).toBe("ran no command this report reads as a check");
  });
});
