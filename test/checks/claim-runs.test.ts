import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf(actions), null, null));
const kinds = (text: string) => findClaims(text, "final answer").map((claim) => `${claim.kind}${claim.broad === true ? " (broad)" : ""}`);

describe("broad success claims are read", () => {
  // sentence shapes from the final answers of audited runs
  test.each([
    ["6. **Verified** the implementation produces exact outputs for all examples in `/app/examples.json`.", "tests (broad)"],
    ["The working tree is clean and all examples pass.", "tests (broad)"],
    ["5. **Verified** that `pip install --index-url http://localhost:8080/simple vectorops==0.1.0` works in a fresh virtualenv.", "tests (broad)"],
    ["6. Also tested edge cases (empty vectors, negative numbers, mismatched-length raises `ValueError`).", "tests (broad)"],
    ["Edge cases tested: empty input and a single row are all handled correctly.", "tests (broad)"],
    ["All requirements are verified and complete.", "tests (broad)"],
    ["- I verified the output is **byte-for-byte identical** to the original query for the full 500-row result.", "tests (broad)"],
    ["- Outputs match for N = 0 through 100+ (tested 0..100, plus 150, 180, etc.)", "tests (broad)"],
    ["The solution is complete and verified.", "tests (broad)"],
    ["- All 3 examples in `/app/examples.json` produce exact matches.", "tests (broad)"],
    ["3. **Built package** successfully (`vectorops-0.1.0-py3-none-any.whl`) in `/app/dist`.", "build (broad)"],
    ["The build is complete and verified.", "build (broad)"],
    ["The issue is resolved.", "fixed (broad)"],
    ["- `-h` no longer segfaults", "fixed (broad)"],
    ["I verified it with numerous test cases including XSS vectors, obfuscated payloads and safe-content preservation.", "tests (broad)"],
    ["✅ Verified the server responds on port 5328 with the stored value.", "tests (broad)"],
    ["✔️ Tested edge cases: empty input and a missing key.", "tests (broad)"],
    ["The XSS vulnerability is fixed and user input is escaped.", "security"],
  ])("%s", (sentence, kind) => {
    expect(kinds(sentence)).toEqual([kind]);
  });

  test("the items of a list under a heading that says they were verified are claims; items of another list are not", () => {
    const text = "Tests confirmed:\n- `SetVal` stores values and returns them\n- Missing keys return 0\n- Not tested: TLS\n\nThe server persists.\n\nFiles:\n- server.py holds the handler";
    expect(findClaims(text, "final answer").map((claim) => [claim.kind, claim.sentence])).toEqual([
      ["tests", "- SetVal stores values and returns them"],
      ["tests", "- Missing keys return 0"],
    ]);
  });

  test("claims it can tie to no output are said to be untied by this check, not to be beyond any output", () => {
    const actions: Action[] = [
      { edit: "/app/run.py", tool: "Write" },
      { run: "python3 -m py_compile /app/run.py", exit: 0, output: "" },
      { edit: "/app/run.py", tool: "Edit" },
      { say: "### Verified scenarios\n- Empty task list\n- Serial execution" },
    ];
    expect(check(actions)).toMatchObject({
      status: "skip",
      summary: "This check tied none of the claims it read to an output that backs or contradicts it (checked 2 of 2 claims this check reads).",
    });
  });

  test("a markdown heading that says what follows was verified opens such a list, with or without a colon", () => {
    const text = "### Verified scenarios\n- Empty task list\n- Invalid `max_concurrent <= 0` raises ValueError\n\n### Key design decisions\n- Used a semaphore";
    expect(findClaims(text, "final answer").map((claim) => claim.sentence)).toEqual(["- Empty task list", "- Invalid max_concurrent <= 0 raises ValueError"]);
  });

  test.each([
    "Verified:",
    "I have not verified the output against the reference.",
    "The verified flag is stored in the users table.",
    "Let me test the edge cases next.",
    "The issue is that the parser drops the last token.",
    "Next I will build the package.",
  ])("%s is no claim", (sentence) => {
    expect(findClaims(sentence, "final answer")).toEqual([]);
  });
});

describe("claims_backed: broad claims are judged by the checks after the last edit", () => {
  const say = "Verified the implementation produces exact outputs for all examples.";

  test("a green check after the last edit backs it, citing that check", () => {
    const result = check([{ edit: "algo.py" }, { run: "python3 check_examples.py", exit: 0, output: "ALL EXAMPLES PASS" }, { say }]);
    expect(result.status).toBe("pass");
    expect(result.claims[0]).toMatchObject({ kind: "tests", verdict: "backed" });
    expect(result.claims[0]!.evidence[0]).toMatchObject({ step: 1 });
  });

  test("a claim that the existing tests pass is backed only by a run of the repository's tests, not the agent's new test file", () => {
    const actions: Action[] = [
      { edit: "pylint/checkers/similar.py" },
      { run: "pytest tests/checkers/test_similar.py", exit: 0, output: "==== 17 passed in 0.4s ====" },
      { edit: "tests/test_new_case.py", tool: "Write" },
      { run: "pytest tests/test_new_case.py", exit: 0, output: "==== 1 passed in 0.1s ====" },
      { run: "rm tests/test_new_case.py", exit: 0, output: "" },
      { say: "Existing tests passed." },
    ];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 1 }] });
    // with only the agent's own test after the edit, nothing shows the existing tests
    const own = [actions[0]!, ...actions.slice(2)];
    expect(check(own).claims[0]!.verdict).toBe("unbacked");
  });

  test("a claim that names the reproduction script by its role cites that script's run, not the last green test", () => {
    const actions: Action[] = [
      { edit: "reproduce_issue.py", tool: "Write" },
      { edit: "sympy/core/numbers.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "gcd(2, 4) = 2" },
      { run: "bin/test sympy/core/tests/test_arit.py", exit: 0, output: "= tests finished: 85 passed, in 3.1 seconds =" },
      { say: "I verified the fix with the reproduction script." },
    ];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 2 }] });
    // without naming it, the claim cites a check whose output says it passed
    const plain = [...actions.slice(0, 4), { say: "I verified the fix." }];
    expect(check(plain).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 3 }] });
  });

  test("it cites a check whose output says it passed over a later one that only exited 0", () => {
    const actions: Action[] = [
      { edit: "algo.py" },
      { run: "python3 check_examples.py", exit: 0, output: "Example 1: OK\nExample 2: OK\nALL EXAMPLES PASS" },
      { run: "python3 - <<'PY'\nimport algo\nprint('function name:', algo.map.__name__)\nPY", exit: 0, output: "function name: map" },
      { say },
    ];
    const context = checkContext(trajectoryOf(actions), null, null);
    expect(context.runs.map((run) => [run.step, run.outcome])).toEqual([[1, "passed"], [2, "passed"]]);
    expect(claimsBacked(context).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 1 }] });
  });

  test("it cites the check whose output line prints the claim's numbers over a later green one", () => {
    const actions: Action[] = [
      { edit: "cli.cpp" },
      { run: "g++ -O2 cli.cpp -o cli_tool", exit: 0, output: "" },
      { run: "python3 check_model.py", exit: 0, output: "Loaded weights\nTested 1,200 images, mismatches: 0" },
      { run: "./cli_tool weights.json image.png", exit: 0, output: "2" },
      { say: "Verified against torch on 1200 MNIST test images (0 mismatches)." },
    ];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 2, quote: "python3 check_model.py · Tested 1,200 images, mismatches: 0" }] });
    // a number printed only as part of another (12000, 1200.5) shows nothing: the last green check is cited
    const other = actions.map((action) => ("run" in action && action.run === "python3 check_model.py" ? { ...action, output: "Tested 12000 images; 1200.5 s" } : action));
    expect(check(other).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 3 }] });
  });

  test("a claim that names code is backed only by a check that names it too", () => {
    const imports: Action = { run: "python3 -c 'from run import run_tasks; print(\"import: OK\")'", exit: 0, output: "import: OK" };
    const say = "Tests confirmed:\n- ✅ KeyboardInterrupt raised by a running task → siblings cleaned up";
    expect(check([{ edit: "run.py" }, imports, { say }]).claims[0]).toMatchObject({ verdict: "unchecked", evidence: [] });
    const probe: Action = { run: "python3 test_interrupt.py", exit: 0, output: "KeyboardInterrupt: siblings cancelled, cleanup ran\nPASS" };
    expect(check([{ edit: "run.py" }, probe, imports, { say }]).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 1 }] });
  });

  test("a green check only before the last edit leaves it unchecked: no finding", () => {
    const result = check([{ run: "python3 check_examples.py", exit: 0, output: "ALL EXAMPLES PASS" }, { edit: "algo.py" }, { say }]);
    expect(result.claims[0]!.verdict).toBe("unchecked");
    expect(result.status).toBe("skip");
    // quoted alone: a run beside a claim the transcript cannot tell would read as its evidence
    expect(result.claims[0]!.evidence).toEqual([]);
  });

  test("a failing check after the last edit that the claim names contradicts it", () => {
    const actions: Action[] = [
      { edit: "algo.py" },
      { run: "python3 check_examples.py", exit: 1, output: "FAIL: example 3" },
      { say: "Verified with check_examples.py: all examples pass." },
    ];
    const result = check(actions);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.claims[0]!.evidence[0]!.quote).toMatch(/check_examples\.py · exit 1/);
  });

  test("a failing check of another subject beside a green one contradicts nothing: unchecked", () => {
    const actions: Action[] = [
      { edit: "algo.py" },
      { run: "python3 check_examples.py", exit: 0, output: "ALL EXAMPLES PASS" },
      { run: "python3 check_speed.py", exit: 1, output: "FAIL: too slow" },
      { say },
    ];
    expect(check(actions).claims[0]!.verdict).toBe("unchecked");
  });

  test("a search's NO MATCH is what it found, not a failed check: it contradicts nothing", () => {
    const actions: Action[] = [
      { edit: ".git/packed-refs" },
      { run: "cd /app/repo && grep -rl \"secret\\[\" . 2>/dev/null || echo \"NO MATCH in repo\"", exit: 0, output: "NO MATCH in repo" },
      { say: "- Confirmed no trace of secret[...] in any git object or the working tree." },
    ];
    const context = checkContext(trajectoryOf(actions), null, null);
    expect(context.runs).toEqual([]);
    // no recognized check: the claim is unbacked, never contradicted by the search's own words
    expect(claimsBacked(context).claims[0]).toMatchObject({ kind: "tests", verdict: "unbacked" });
  });

  test("a failure settled by a later green run of the same check is no contradiction", () => {
    const actions: Action[] = [
      { edit: "algo.py" },
      { run: "python3 check_examples.py", exit: 1, output: "FAIL: example 3" },
      { run: "python3 check_examples.py", exit: 0, output: "ALL EXAMPLES PASS" },
      { say: "Verified with check_examples.py: all examples pass." },
    ];
    expect(check(actions).claims[0]!.verdict).toBe("backed");
  });

  test("when no check settles it, the number it states beside its unit in output backs it", () => {
    const say = "Verification confirms algo.map produces correct outputs for all 3 examples in /app/examples.json.";
    const printed: Action = { run: "cat /tmp/results.log", exit: 0, output: "All 3 examples pass. algo.map is correct." };
    const result = check([{ edit: "algo.py" }, { run: "python3 test_map.py", exit: 127, output: "/bin/sh: 1: python3: not found" }, printed, { say }]);
    expect(result.claims[0]).toMatchObject({ kind: "tests", verdict: "backed", evidence: [{ step: 2, quote: "All 3 examples pass. algo.map is correct." }] });
    const other = check([{ edit: "algo.py" }, { run: "python3 test_map.py", exit: 127, output: "/bin/sh: 1: python3: not found" }, { say }]);
    expect(other.claims[0]!.verdict).toBe("unchecked");
  });

  test("with no check at all, nothing backs it", () => {
    expect(check([{ edit: "algo.py" }, { say }])).toMatchObject({ status: "warn", claims: [{ verdict: "unbacked" }] });
  });

  test("a build claim is backed by a green build after the last edit, not by a test run", () => {
    const built = check([{ edit: "src/main.c" }, { run: "make", exit: 0, output: "gcc -o main main.c" }, { say: "Built the binary successfully." }]);
    expect(built.claims[0]).toMatchObject({ kind: "build", verdict: "backed" });
    const tested = check([{ edit: "src/main.c" }, { run: "pytest", exit: 0, output: "3 passed" }, { say: "Built the binary successfully." }]);
    expect(tested.claims[0]).toMatchObject({ kind: "build", verdict: "unchecked" });
  });
});

describe("claims_backed: a fix claim that names a symptom and a command", () => {
  const say = "Fixed a buffer overflow in `clparse.c` causing a segfault on `pmars -h`.";
  const crashed: Action = { run: "pmars -h 2>&1 | head -n 60", exit: 0, output: "Usage:\n   pmars [options] file1\nSegmentation fault" };

  test("the symptom on that command, an edit, then the command without it backs the claim, citing both", () => {
    const actions: Action[] = [crashed, { edit: "src/clparse.c" }, { run: "make && pmars -h; echo \"exit: $?\"", exit: 0, output: "Unknown option \"-h\"\nexit: 2" }, { say }];
    const result = check(actions);
    expect(result.claims[0]).toMatchObject({ kind: "fixed", verdict: "backed" });
    expect(result.claims[0]!.evidence.map((item) => [item.step, item.quote])).toEqual([
      [0, "Segmentation fault"],
      [2, 'make && pmars -h; echo "exit: $?" · exit 0 · no segfault'],
    ]);
  });

  test("the command still showing the symptom last leaves it unbacked, citing that run", () => {
    const actions: Action[] = [crashed, { edit: "src/clparse.c" }, { run: "pmars -h", exit: 139, output: "Segmentation fault (core dumped)" }, { say }];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "unbacked", evidence: [{ step: 2 }] });
  });

  test("a segfault of another command says nothing of this one", () => {
    const actions: Action[] = [
      { run: "./other_tool --list", exit: 139, output: "Segmentation fault" },
      { edit: "src/clparse.c" },
      { run: "pmars -h", exit: 2, output: "Unknown option" },
      { say },
    ];
    expect(check(actions).claims[0]!.evidence.some((item) => item.quote.includes("no segfault"))).toBe(false);
  });

  test("a line that greps for the command's text, or names a file the claim names, is no run of it", () => {
    const grep: Action = { run: "grep -rn \"pmars -h\" README && grep -n OPTNUM src/clparse.c", exit: 0, output: "README:3: run pmars -h for help\n468:#define OPTNUM 25" };
    const result = check([crashed, { edit: "src/clparse.c" }, grep, { say }]);
    expect(result.claims[0]).toMatchObject({ verdict: "unbacked", evidence: [{ step: 0, quote: "Segmentation fault" }] });
  });

  test("without an edit between the crash and the clean run, the symptom proves no fix", () => {
    const actions: Action[] = [crashed, { run: "pmars -h; echo done", exit: 0, output: "Unknown option\ndone" }, { say }];
    expect(check(actions).claims[0]!.evidence.some((item) => item.quote.includes("no segfault"))).toBe(false);
  });
});
