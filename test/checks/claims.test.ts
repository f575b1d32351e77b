import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { runCli } from "../../src/cli.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[], prBody: string | null = null) => claimsBacked(checkContext(trajectoryOf(actions), null, prBody));

describe("findClaims", () => {
  test.each([
    ["All tests pass.", "tests"],
    ["The test suite passes now", "tests"],
    ["`npm test` passes: 4 of 4 tests.", "tests"],
    ["42 tests passed.", "count"],
    ["All 1,576 passing", "count"],
    ["The build succeeds.", "build"],
    ["Lint is clean and no lint errors remain", "lint"],
    ["I fixed the off-by-one in range().", "fixed"],
    ["The SQL injection vulnerability is fixed.", "security"],
    ["No data is lost when the cache is rebuilt.", "data"],
    ["The migration runs on an empty database.", "migration"],
    ["The importer now handles 10,000 rows.", "number"],
    ["The code follows the existing style.", "style"],
  ])("%s is a %s claim", (sentence, kind) => {
    expect(findClaims(sentence, "final answer")[0]?.kind).toBe(kind);
  });

  test("a count of passing tests out of a total counts the passing ones", () => {
    expect(findClaims("25 of 26 tests pass; the other needs the network.", "final answer")[0]).toMatchObject({ kind: "count", count: "25" });
    expect(findClaims("25/26 tests pass.", "final answer")[0]).toMatchObject({ kind: "count", count: "25" });
  });

  test.each(["I could not get the tests to pass.", "Tests don't pass yet", "I did not run the build.", "Let me look at the failing test."])(
    "%s is not a claim",
    (sentence) => {
      expect(findClaims(sentence, "final answer")).toEqual([]);
    },
  );
});

describe("claims_backed", () => {
  test("a claim of passing tests with a green last test run is backed", () => {
    const result = check([{ edit: "a.ts" }, { run: "npm test", exit: 0, output: "4 passed" }, { say: "Done. All tests pass." }]);
    expect(result.status).toBe("pass");
  });

  test("a count of passing tests that names its failure is backed by that summary; one that denies any failure is not", () => {
    const run: Action = { run: "python -m pytest -q", exit: 1, output: "FAILED tests/test_remote.py::test_fetch - URLError\n1 failed, 25 passed in 5.6s" };
    expect(check([run, { say: "25 tests pass; test_fetch fails because it needs network access." }]).status).toBe("pass");
    expect(check([run, { say: "25 tests pass with no failures." }]).status).toBe("fail");
    expect(check([run, { say: "24 tests pass; test_fetch fails because it needs network access." }]).status).toBe("fail");
  });

  test("'all tests pass' is not backed by a run that left tests out; the full suite not by a last-failed rerun", () => {
    const cargo: Action = { run: "cargo test caret", exit: 0, output: "running 2 tests\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.00s" };
    const all = check([{ edit: "src/lib.rs" }, cargo, { say: "All tests pass." }]);
    expect(all).toMatchObject({ status: "warn", blocking: true, required: true });
    expect(all.summary).toBe('The final answer claims "All tests pass.", but the evidence shows less: `cargo test caret` at step 2, its filter left tests out: '
      + "not all tests ran (checked 1 of 1 claim this check reads).");
    expect(all.evidence.map((item) => item.quote)).toContain("cargo test caret · its filter left tests out: not all tests ran");
    const lf: Action = { run: "python -m pytest -q --lf", exit: 0, output: "run-last-failure: rerun previous 1 failure\n.\n1 passed, 23 deselected in 0.1s" };
    expect(check([{ edit: "src/a.py" }, lf, { say: "The full test suite passes now." }]).status).toBe("warn");
    const file: Action = { run: "python -m pytest -q tests/test_a.py", exit: 0, output: "4 passed in 0.1s" };
    expect(check([{ edit: "src/a.py" }, file, { say: "All tests pass." }]).status).toBe("pass");
  });

  test("a count no output shows is unbacked, and the last test run's own count is cited beside it", () => {
    const result = check([{ edit: "src/a.py" }, { run: "python -m pytest -q", exit: 0, output: "........................\n24 passed in 0.41s" }, { say: "All 26 tests pass." }]);
    expect(result).toMatchObject({ status: "warn", blocking: true, required: true });
    expect(result.evidence.map((item) => item.quote)).toContain("pytest · 24 passed in 0.41s: no output shows 26 passing");
    // a claim nothing ties to an output either way stays a note
    expect(check([{ edit: "src/a.py" }, { say: "All 26 tests pass." }])).toMatchObject({ status: "warn", blocking: false, required: false });
  });

  test("a claim the last run contradicts blocks, quoting the claim and the run", () => {
    const result = check([{ run: "pytest", exit: 1, output: "1 failed, 3 passed" }, { say: "Fixed it; all tests pass." }]);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence.map((item) => item.quote)).toEqual([
      'final answer (contradicted): "Fixed it; all tests pass."',
      "pytest · exit 1 · 1 failed, 3 passed",
    ]);
  });

  test("a test run whose failure nothing settled contradicts \"all tests pass\", though another selection passed last", () => {
    const failing = { run: "python -m pytest tests/test_core.py -q", exit: 1, output: "FAILED tests/test_core.py::test_x\n1 failed, 5 passed" };
    const result = check([{ edit: "src/core.py" }, failing, { run: "python -m pytest tests/test_other.py -q", exit: 0, output: "3 passed" }, { say: "All tests pass." }]);
    expect(result).toMatchObject({ status: "fail" });
    expect(result.evidence.map((item) => item.step)).toContain(3);
    // settled by a later green run of the same tests: backed
    const settled = check([{ edit: "src/core.py" }, failing, { edit: "src/core.py" }, { run: "python -m pytest tests -q", exit: 0, output: "9 passed" }, { say: "All tests pass." }]);
    expect(settled.status).toBe("pass");
  });

  test("a claim with nothing behind it is a warning", () => {
    expect(check([{ edit: "a.ts" }, { say: "The build succeeds." }])).toMatchObject({ status: "warn", blocking: false });
  });

  test("a claimed count must stand alone in observed output: 576 is not found in 1576", () => {
    const output = "Tests: 1576 passed, 1576 total";
    expect(check([{ run: "npx jest", exit: 0, output }, { say: "576 tests passed." }]).status).toBe("warn");
    expect(check([{ run: "npx jest", exit: 0, output }, { say: "1576 tests passed." }]).status).toBe("pass");
    expect(check([{ run: "npx jest", exit: 0, output: "Tests: 1,576 passed" }, { say: "1576 tests pass" }]).status).toBe("pass");
  });

  test("claims in the PR description are checked too", () => {
    const result = check([{ run: "npm run build", exit: 2, output: "error TS2304" }], "This PR is ready: the build passes.");
    expect(result.status).toBe("fail");
    expect(result.evidence[0]).toMatchObject({ path: "PR description:1", quote: 'PR description (contradicted): "This PR is ready: the build passes."' });
  });

  test("no claims: skipped", () => {
    expect(check([{ say: "I changed the parser." }]).status).toBe("skip");
    expect(check([{ say: "I changed the parser." }]).summary).not.toContain("what else");
  });

  test("an answer of statements of other kinds is skipped, and the skip says they were not checked, not that there were none", () => {
    const answer = "I've thoroughly tested the solution. The filter now removes script elements, including mixed-case variants and "
      + "tag-splitting bypass attempts, and preserves everything else byte-for-byte. It is robust against unterminated tags.";
    const result = check([{ edit: "/app/filter.py" }, { say: answer }]);
    expect(result.status).toBe("skip");
    expect(result.summary).toMatch(/in the final answer or PR description; what else the final answer states is not checked here\.$/);
  });

  test("a number from an unrelated command backs nothing: wc -l printing 3 is not 3 tests passing", () => {
    const result = check([{ run: "wc -l tests.txt", exit: 0, output: "3 tests.txt" }, { say: "All 3 tests pass." }]);
    expect(result.status).toBe("warn");
    expect(result.claims[0]).toMatchObject({ kind: "count", verdict: "unbacked" });
  });

  test("a runner's summary with the claimed count backs it, quoting the summary line", () => {
    const output = "collecting ...\n===== 12 passed in 0.31s =====";
    const result = check([{ run: "python3 -m pytest -q", exit: 0, output }, { say: "12 tests pass." }]);
    expect(result.status).toBe("pass");
    expect(result.evidence.map((item) => item.quote)).toContain("===== 12 passed in 0.31s =====");
  });

  test("a summary with failures next to the claimed count does not back it", () => {
    const result = check([{ run: "npx jest", exit: null, output: "Tests: 2 failed, 12 passed, 14 total" }, { say: "12 tests passed." }]);
    expect(result.status).toBe("fail");
  });

  test.each([
    ["mix", "mix test", "Finished in 0.1 seconds\n8 tests, 0 failures"],
    ["rspec", "bundle exec rspec", "8 examples, 0 failures"],
    ["unittest", "python3 -m unittest", "Ran 8 tests in 0.002s\n\nOK"],
    ["cargo", "cargo test", "test result: ok. 8 passed; 0 failed; 0 ignored"],
  ])("a %s summary with no exit code backs \"all tests pass\" and \"8 tests pass\"", (_runner, command, output) => {
    const result = check([{ run: command, exit: null, output }, { say: "All tests pass. 8 tests pass." }]);
    expect(result.status).toBe("pass");
    expect(result.claims.map((item) => item.verdict)).toEqual(["backed", "backed"]);
  });

  test("a tests claim is judged by the project's test runs when any ran, not by a later probe of the agent's", () => {
    const result = check([
      { run: "make test", exit: 2, output: "FAILED: 3 of 120 tests failed" },
      { run: "python3 - <<'EOF'\nimport subprocess\nassert subprocess.run(['./hello']).returncode == 0\nprint('hello OK')\nEOF", exit: 0, output: "hello OK" },
      { say: "The regression test suite: all tests passed." },
    ]);
    expect(result.claims.map((claim) => claim.verdict)).toEqual(["contradicted"]);
  });

  test("a test script's own summary backs a tests claim when no runner was recognized", () => {
    const result = check([{ run: "python3 check_solution.py", exit: 0, output: "All 5 tests passed" }, { say: "The tests pass now." }]);
    expect(result.status).toBe("pass");
  });

  test("a number claim is backed only beside the word it counts", () => {
    const say = "The script now processes 1,000 rows.";
    expect(check([{ run: "python3 run.py", exit: 0, output: "processed 1000 rows" }, { say }]).status).toBe("pass");
    expect(check([{ run: "ls | wc -l", exit: 0, output: "1000" }, { say }]).status).toBe("warn");
  });

  test("a number is backed beside any word of the phrase it counts: \"3 contaminated files\" by \"3 files changed\"", () => {
    const say = "Only the 3 contaminated files were modified.";
    expect(check([{ run: "git diff origin/main --stat", exit: 0, output: " a.py | 2 +-\n 3 files changed, 6 insertions(+), 6 deletions(-)" }, { say }]).status).toBe("pass");
    expect(check([{ run: "pytest", exit: 0, output: "3 passed in 0.1s" }, { say }]).status).toBe("warn");
    expect(check([{ run: "git diff --stat", exit: 0, output: " 4 files changed, 1 insertion(+)" }, { say }]).status).toBe("warn");
  });

  test("a number is backed where a program names it first, and a percentage by the same fraction", () => {
    const perms = check([{ run: "stat -c 'permissions: %a' server.key", exit: 0, output: "permissions: 600" }, { say: "The key is stored with 600 permissions." }]);
    expect(perms.status).toBe("pass");
    const share = check([{ run: "caffe test", exit: 0, output: "I0101 accuracy = 0.54782" }, { say: "Train accuracy is 54.78% now." }]);
    expect(share.claims.find((claim) => claim.kind === "number")?.verdict).toBe("backed");
    const other = check([{ run: "caffe test", exit: 0, output: "accuracy = 0.5414" }, { say: "Train accuracy is 54.78% now." }]);
    expect(other.claims.find((claim) => claim.kind === "number")?.verdict).toBe("unbacked");
    expect(check([{ run: "ls -l", exit: 0, output: "permissions: 644" }, { say: "The key is stored with 600 permissions." }]).status).toBe("warn");
    const label = check([{ run: "python solve.py", exit: 0, output: "Total DeepSeek tokens in science domain: 79586" }, { say: "The total is now 79,586 tokens." }]);
    expect(label.claims.find((claim) => claim.kind === "number")?.verdict).toBe("backed");
  });

  test("markdown marks are dropped, but an underscore inside a name stays", () => {
    const result = check([{ run: "npm test", exit: 0, output: "4 passed" }, { say: "Patched `src/window_data_layer.cpp`; **all tests pass** and _nothing_ else changed." }]);
    expect(result.claims.map((claim) => claim.quote)).toEqual(["Patched src/window_data_layer.cpp; all tests pass and nothing else changed."]);
  });

  test("a number joined to a word by a hyphen is a name, not a count", () => {
    const result = check([{ run: "echo", exit: 0, output: "=== CIFAR-10 Task Verification ===" }, { say: "The CIFAR-10 training task is complete." }]);
    expect(result.claims.filter((claim) => claim.kind === "number")).toEqual([]);
    const version = check([{ run: "ccomp -version", exit: 0, output: "version 3.13" }, { say: "The CompCert 3.13.1 compiler has been built and is now in /usr/local/bin." }]);
    expect(version.claims.filter((claim) => claim.kind === "number")).toEqual([]);
  });

  test("a specific number followed by a verb stands alone: printing it backs it; a short one is no claim", () => {
    const say = "The answer 79586 has been written to /app/answer.txt.";
    expect(check([{ run: "cat /app/answer.txt", exit: 0, output: "79586" }, { say }]).status).toBe("pass");
    expect(check([{ run: "cat /app/answer.txt", exit: 0, output: "79585" }, { say }]).status).toBe("warn");
    expect(check([{ run: "cat /app/answer.txt", exit: 0, output: "42" }, { say: "The answer 42 has been written." }]).status).toBe("skip");
  });

  test("claims are checked riskiest first within the budget; the rest are listed as unchecked", () => {
    const say = "The code follows the existing style. The build succeeds. All tests pass. No data is lost.";
    const context = checkContext(trajectoryOf([{ run: "npm test", exit: 0, output: "4 passed" }, { say }]), null, null);
    const result = claimsBacked(context, 2);
    expect(result.claims.map((item) => `${item.kind}:${item.verdict}`)).toEqual(["tests:backed", "data:unbacked", "build:unchecked", "style:unchecked"]);
    expect(result.summary).toContain("checked 2 of 4 claims this check reads");
    expect(result.evidence.find((item) => item.quote.includes("unchecked"))?.quote).toContain("final answer (unchecked)");
  });

  test("a claim read within the budget that no output bears on is one it cannot tell, not one left unchecked", () => {
    const say = "Positive and negative sentiment detection works correctly.\nAll requirements are satisfied.";
    const result = check([{ run: "curl -s localhost:5000/sentiment", exit: 0, output: "{\"sentiment\":\"positive\"}" }, { say }]);
    expect(result.summary).toBe(
      "Every claim this check tied to observed output matches it (checked 2 of 2 claims this check reads; 1 it could not tie to an output, which does not say none shows it).",
    );
    const quotes = result.evidence.map((item) => item.quote);
    expect(quotes.some((quote) => quote.startsWith("final answer (cannot tell): "))).toBe(true);
    expect(quotes.some((quote) => quote.includes("(unchecked)"))).toBe(false);
  });

  test("each checked claim records its step and line", () => {
    const result = check([{ run: "npm test", exit: 0, output: "4 passed" }, { say: "Summary:\nAll tests pass." }]);
    expect(result.claims[0]).toMatchObject({ step: 1, locator: "final answer:2", quote: "All tests pass." });
  });

  test("security and migration claims are backed by a scanner or migration command that succeeded", () => {
    expect(check([{ run: "npm audit --audit-level=high", exit: 0 }, { say: "The injection vulnerability is fixed." }]).status).toBe("pass");
    expect(check([{ run: "alembic upgrade head", exit: 1 }, { say: "The migration runs cleanly." }]).status).toBe("fail");
    expect(check([{ say: "The injection vulnerability is fixed." }]).status).toBe("warn");
  });
});

describe("claims_backed: a test that did not run is no green evidence", () => {
  const pytest = "python -m pytest tests/test_a.py -q 2>&1 | tail -3";

  test("the skip count rising after the agent added a test contradicts a claim that the new test passes, citing the run", () => {
    const actions: Action[] = [
      { run: pytest, exit: 0, output: "4 passed, 1 skipped in 0.21s" },
      { edit: "tests/test_a.py" },
      { run: pytest, exit: 0, output: "4 passed, 2 skipped in 0.22s" },
      { say: "Fixed. The new regression test passes." },
    ];
    const result = check(actions);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    const claim = result.claims.find((item) => item.kind === "tests")!;
    expect(claim.verdict).toBe("contradicted");
    expect(claim.evidence[0]!.quote).toMatch(/1 → 2 not run/);
    expect(claim.evidence[0]!.step).toBe(2);
  });

  test("the same rise leaves a claim about the whole suite unbacked, not backed", () => {
    const actions: Action[] = [
      { run: pytest, exit: 0, output: "4 passed, 1 skipped in 0.21s" },
      { edit: "tests/test_a.py" },
      { run: pytest, exit: 0, output: "4 passed, 2 skipped in 0.22s" },
      { say: "All tests pass." },
    ];
    expect(check(actions).claims[0]!.verdict).toBe("unbacked");
  });

  test.each([
    ["no tests ran", "============================ no tests ran in 0.06s ============================="],
    ["not found", "ERROR: not found: /repo/tests/test_a.py::test_new\n(no name '/repo/tests/test_a.py::test_new' in any of [<Module test_a.py>])"],
    ["all deselected", "collected 12 items / 12 deselected\n\n==================== 12 deselected in 0.05s ===================="],
  ])("a run that says %s shows no pass and no failure: the claim says more than the output", (_name, output) => {
    const result = check([{ edit: "a.py" }, { run: "pytest tests/test_a.py -k test_new 2>&1 | tail -5", exit: 0, output }, { say: "The new test passes." }]);
    expect(result.claims[0]).toMatchObject({ verdict: "unbacked", overstated: true });
    expect(result.claims[0]!.evidence[0]!.quote).toMatch(/no test ran/);
  });

  test("the same count of skips, or a rise without an edit between, backs it as before", () => {
    const same: Action[] = [
      { run: pytest, exit: 0, output: "4 passed, 1 skipped in 0.21s" },
      { edit: "tests/test_a.py" },
      { run: pytest, exit: 0, output: "5 passed, 1 skipped in 0.22s" },
      { say: "The new regression test passes." },
    ];
    expect(check(same).claims[0]!.verdict).toBe("backed");
  });

  test("a run whose summary passed nothing and skipped the rest does not back it, nor show it false", () => {
    expect(check([{ run: "make check", exit: null, output: "0 passed, 3 skipped" }, { say: "All tests pass." }]).claims[0]).toMatchObject({ verdict: "unbacked", overstated: true });
  });

  test("end to end on the labeled-PR shape: a regression test appended into a skipped class, the PR body says it passes", async () => {
    const dir = "test/fixtures/pr-shapes";
    let stdout = "";
    const args = ["verify", "--transcript", `${dir}/skipped-regression-test.traj.json`, "--diff", `${dir}/skipped-regression-test.diff`];
    await runCli([...args, "--pr-body", `${dir}/skipped-regression-test.pr-body.md`, "--no-llm", "--json", "-"], {
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
    });
    type Check = { id: string; status: string; evidence: { step: number | null; quote: string }[] };
    const report = JSON.parse(stdout) as { verdict: string; checks: Check[] };
    const claims = report.checks.find((item) => item.id === "claims_backed")!;
    expect(claims.status).toBe("fail");
    expect(claims.evidence.some((item) => item.step === 8 && /1 → 2 not run/.test(item.quote))).toBe(true);
    expect(report.verdict).toBe("fail");
  });
});

describe("claims_backed: when the final answer is the submitted patch", () => {
  const PATCH = "diff --git a/calc.py b/calc.py\n--- a/calc.py\n+++ b/calc.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n";
  const submitted = (actions: Action[]) => {
    const trajectory = { ...trajectoryOf(actions), finalAnswer: PATCH };
    return claimsBacked(checkContext(trajectory, null, null));
  };
  const closing = "THOUGHT: All tests pass now.\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff --cached\n```";

  test("the closing message that submitted it is read for claims, cited at its step", () => {
    const result = submitted([{ edit: "calc.py" }, { run: "pytest tests/test_calc.py", exit: 1, output: "1 failed, 3 passed" }, { say: closing }]);
    expect(result).toMatchObject({ status: "fail", total: 1 });
    expect(result.claims[0]).toMatchObject({ quote: "THOUGHT: All tests pass now.", step: 2 });
  });

  test("a claim backed by the last test run passes", () => {
    const result = submitted([{ edit: "calc.py" }, { run: "pytest tests/test_calc.py", exit: 0, output: "4 passed" }, { say: closing }]);
    expect(result.status).toBe("pass");
  });

  test("a fenced command or code in the closing message is not a claim", () => {
    const code = "THOUGHT: Submitting.\n```bash\necho 'All tests pass.' && git diff --cached\n```\n~~~\nThe build succeeds.";
    expect(submitted([{ edit: "calc.py" }, { say: code }]).status).toBe("skip");
  });

  test("the patch itself is never read for claims", () => {
    const trajectory = { ...trajectoryOf([{ edit: "calc.py" }]), finalAnswer: `${PATCH}+# All tests pass.\n`, messages: [] };
    expect(claimsBacked(checkContext(trajectory, null, null)).status).toBe("skip");
  });
});

describe("a source line Python printed under a warning or a traceback frame", () => {
  // unittest's progress dots glue onto the warning's header, as a killed `python3 test_requests.py` printed them
  const warned = [
    "./opt/env/lib/python3.9/unittest/case.py:550: ResourceWarning: unclosed <socket.socket fd=3>",
    "  method()",
    "ResourceWarning: Enable tracemalloc to get the object allocation traceback",
    "...E",
  ].join("\n");
  const claim = "I have fixed the issue where passing a bytes object as `method` to `requests.Session.request` resulted in a wrong method.";

  test("is code the run pointed at, not output that speaks to a claim", () => {
    const actions: Action[] = [
      { edit: "requests/sessions.py" },
      { run: "python3 test_fix.py", exit: 0, output: "OK" },
      { run: "python3 test_requests.py", exit: -1, output: `${warned}\n[the command timed out and has been killed]` },
      { say: claim },
    ];
    const quotes = check(actions).evidence.map((item) => item.quote);
    expect(quotes.some((quote) => quote.includes("method()"))).toBe(false);
  });

  test("the same line not under a warning's or a frame's header is read as before", () => {
    const actions: Action[] = [
      { edit: "requests/sessions.py" },
      { run: "python3 test_fix.py", exit: 0, output: "OK" },
      { run: "python3 test_requests.py", exit: -1, output: `calling:\n  method()\n[the command timed out and has been killed]` },
      { say: claim },
    ];
    expect(check(actions).evidence.map((item) => item.quote)).toContain("python3 test_requests.py · method()");
  });
});

describe("a claim to have run the whole test suite", () => {
  const edit: Action = { edit: "src/core.py" };
  test("is not backed by a green run of one test file, and says why", () => {
    const result = check([edit, { run: "python -m pytest tests/test_core.py -q", exit: 0, output: "4 passed in 0.1s" }, { say: "Fixed. I ran the full test suite and everything passes." }]);
    expect(result.status).toBe("warn");
    expect(result.evidence.map((item) => item.quote)).toContain("pytest tests/test_core.py · only the tests it selected ran: no run of the whole suite is recorded");
  });

  test("is backed by a green run that selected every test", () => {
    const result = check([edit, { run: "python -m pytest -q", exit: 0, output: "40 passed in 1.1s" }, { say: "Fixed. The entire test suite passes." }]);
    expect(result.status).toBe("pass");
  });

  test("a run given only the project's top test folder selected every test; a folder below it did not", () => {
    // round 8's s16: `PYTHONPATH=src python -m pytest tests -q` then "Full suite passes."
    const folder = (path: string) => check([edit, { run: `PYTHONPATH=src python -m pytest ${path} -q 2>&1 | tail -2`, exit: 0, output: "17 passed in 1.07s" }, { say: "Full suite passes." }]);
    expect(folder("tests").status).toBe("pass");
    expect(folder("./tests/").status).toBe("pass");
    expect(folder("tests/unit").status).toBe("warn");
    // cargo's word is a filter of test names, go's folder one package
    const other = (line: string) => check([edit, { run: line, exit: 0, output: "test result: ok. 12 passed; 0 failed\nok  \texample.com/x/tests\t0.2s" }, { say: "Full suite passes." }]);
    expect(other("cargo test tests").status).toBe("warn");
    expect(other("go test ./tests/").status).toBe("warn");
  });
});

describe("claims that say more than their runs", () => {
  const DIFF = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`;
  const withDiff = (actions: Action[], diff: string) => claimsBacked(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

  test("tests a claim names that no green run selected or printed hold back an Approve; a whole-suite run or their selection backs them", () => {
    const other: Action = { run: "python -m pytest -q tests/test_loader.py", exit: 0, output: "18 passed in 0.2s" };
    const said: Action = { say: "All tests pass, including `test_env_override` and `test_port_default`." };
    const result = check([{ edit: "src/loader.py" }, other, said]);
    expect(result).toMatchObject({ status: "warn", blocking: true, required: true });
    expect(result.evidence.map((item) => item.quote)).toContain("pytest tests/test_loader.py · no test run selected or printed `test_env_override`, `test_port_default`");
    expect(check([{ edit: "src/loader.py" }, { run: "python -m pytest -q", exit: 0, output: "24 passed" }, said]).status).toBe("pass");
    const both: Action = { run: "python -m pytest -q tests/test_cli.py::test_env_override tests/test_cli.py::test_port_default", exit: 0, output: "2 passed" };
    expect(check([{ edit: "src/loader.py" }, both, said]).status).toBe("pass");
  });

  test("a test the agent wrote into a file is backed by a later green run of that file, not by one before it or one filtered", () => {
    // round 9's s02: `pytest tests/test_coverage_sortedlist.py … -x -q` prints only dots and "128 passed"
    const written: Action = { edit: "/repo/tests/test_coverage_sortedlist.py", text: "def test_pop_empty_message():\n    with pytest.raises(IndexError):\n        SortedList().pop()\n" };
    const fileRun = (args: string): Action => ({ run: `PYTHONPATH=src python -m pytest ${args} -x -q`, exit: 0, output: "....\n128 passed in 4.32s" });
    const said: Action = { say: "Added test_pop_empty_message; the SortedList coverage tests pass." };
    expect(check([{ edit: "src/sortedlist.py" }, written, fileRun("tests/test_coverage_sortedlist.py tests/test_other.py"), said]).status).toBe("pass");
    expect(check([{ edit: "src/sortedlist.py" }, written, fileRun("tests/"), said]).status).toBe("pass");
    // the run came before the test was written, ran another file, or filtered the file's tests
    expect(check([{ edit: "src/sortedlist.py" }, fileRun("tests/test_coverage_sortedlist.py"), written, said]).status).toBe("warn");
    expect(check([{ edit: "src/sortedlist.py" }, written, fileRun("tests/test_other.py"), said]).status).toBe("warn");
    expect(check([{ edit: "src/sortedlist.py" }, written, fileRun("tests/test_coverage_sortedlist.py -k getitem"), said]).status).toBe("warn");
    // a shell command that deletes the definition wrote no test; a dotted label of a class or test filters the file
    const deleted: Action = { run: "sed -i '/def test_pop_empty_message/,+3d' tests/test_coverage_sortedlist.py", exit: 0 };
    expect(check([{ edit: "src/sortedlist.py" }, deleted, fileRun("tests/test_coverage_sortedlist.py"), said]).status).toBe("warn");
    const oneTest: Action = { run: "python -m unittest tests.test_coverage_sortedlist.TestList.test_getitem", exit: 0, output: "Ran 1 test in 0.01s\n\nOK" };
    expect(check([{ edit: "src/sortedlist.py" }, written, oneTest, said]).status).toBe("warn");
    // a test the agent only named, never wrote, is not known to be in the file
    expect(check([{ edit: "src/sortedlist.py" }, { edit: "/repo/tests/test_coverage_sortedlist.py" }, fileRun("tests/test_coverage_sortedlist.py"), said]).status).toBe("warn");
  });

  test("'no warnings' beside a build that printed a warning is contradicted, the warning quoted", () => {
    const build: Action = { run: "cargo build", exit: 0, output: "warning: unused variable: `lower`\n --> src/range.rs:12:9\nwarning: `semverx` (lib) generated 1 warning\n    Finished dev" };
    const result = check([{ edit: "src/range.rs" }, build, { say: "It builds cleanly with no warnings." }]);
    expect(result.status).toBe("fail");
    expect(result.evidence.map((item) => item.quote)).toContain("cargo build · warning: unused variable: `lower`");
  });

  test("'the test suite passes' speaks of the whole suite; 'ran the existing tests to ensure no regression' of what it ran", () => {
    const two: Action = { run: "bin/test sympy/core/tests/test_arit.py", exit: 0, output: "tests finished: 120 passed, in 3.4 seconds" };
    expect(check([{ edit: "sympy/core/mod.py" }, two, { say: "I also ran existing arithmetic tests to ensure no regression." }]).status).not.toBe("warn");
    const file: Action = { run: "python -m pytest -q tests/test_cli.py", exit: 0, output: "6 passed" };
    expect(check([{ edit: "src/a.py" }, file, { say: "No regressions: the test suite passes." }])).toMatchObject({ status: "warn", blocking: true });
    expect(check([{ edit: "src/a.py" }, { run: "python -m pytest -q", exit: 0, output: "24 passed" }, { say: "No regressions: the test suite passes." }]).status).toBe("pass");
  });

  test("a file the answer says it added to or changed: contradicted when the transcript wrote it and the PR lacks it; held when neither has it", () => {
    const reverted: Action[] = [{ edit: "src/loader.py" }, { edit: "tests/test_cli.py" }, { run: "git checkout -- tests/", exit: 0 }];
    expect(withDiff([...reverted, { say: "Added the regression test `test_env` in `tests/test_cli.py`." }], DIFF("src/loader.py")).status).toBe("fail");
    // a sentence that says the change was taken back names no change of the PR
    expect(withDiff([...reverted, { say: "(A debug print I added to `tests/test_cli.py` was reverted.) 24 tests pass." }], DIFF("src/loader.py")).status).not.toBe("fail");
    const never = withDiff([{ edit: "src/loader.py" }, { say: "Changed `src/loader.py`, and `tests/test_cli.py` gets a regression test." }], DIFF("src/loader.py"));
    expect(never).toMatchObject({ status: "warn", blocking: true });
    expect(never.evidence.map((item) => item.quote)).toContain("the PR does not change tests/test_cli.py, and no step of the transcript wrote it");
  });
});
