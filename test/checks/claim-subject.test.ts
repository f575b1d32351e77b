import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { changeOf } from "../../src/checks/claim-changes.js";
import { nothingFound } from "../../src/checks/claim-absence.js";
import { echoedByAgent, lineAbout, subjectOf } from "../../src/checks/claim-subject.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// Each case below is cut down from a run whose tie a person opened and judged (see the brief of
// branch claims11): the claim was tied to an output about something else, or left unbacked when an
// output spoke to it.
const check = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf(actions), null, null));
const claimSaying = (actions: Action[], words: string) => check(actions).claims.find((claim) => claim.quote.includes(words));

describe("subjectOf", () => {
  test("names, quoted values and content words; verification words name nothing", () => {
    const subject = subjectOf({ sentence: 'Fixed a latent buffer overflow in /app/src/clparse.c (OPTNUM was too small), see "Postdoc @ Stanford".' });
    expect(subject.names).toEqual(expect.arrayContaining(["clparse.c", "optnum"]));
    expect(subject.quoted).toEqual(["Postdoc @ Stanford"]);
    expect(subject.words).toEqual(expect.arrayContaining(["latent", "buffer", "overflow"]));
    expect(subjectOf({ sentence: "All verifications pass and the output is correct." })).toEqual({ names: [], quoted: [], words: [] });
  });

  test("a label the agent echoed is its own text; an echo after a real command's && reports that command", () => {
    const call = (command: string, output: string) => trajectoryOf([{ run: command, exit: 0, output }]).toolCalls[0]!;
    expect(echoedByAgent(call('cd /app && echo "=== clparse OPTNUM ===" && grep -n OPTNUM a.c', "=== clparse OPTNUM ==="), "=== clparse OPTNUM ===")).toBe(true);
    expect(echoedByAgent(call('git merge-base --is-ancestor c4 master && echo "YES c4 in master"', "YES c4 in master"), "YES c4 in master")).toBe(false);
    const banner = 'cd /app && grep -n X Makefile && echo "=== clparse OPTNUM ===" && grep -n OPTNUM a.c';
    expect(echoedByAgent(call(banner, "3:X\n=== clparse OPTNUM ==="), "=== clparse OPTNUM ===")).toBe(true);
  });

  test("a line speaks to prose words only when it shows most of them", () => {
    const subject = subjectOf({ sentence: "Working tree is clean" });
    expect(lineAbout("nothing to commit, working tree clean", subject)).toBe(true);
    expect(lineAbout("=== VERIFY WORKING TREE FILES ===", subject)).toBe(false);
  });
});

describe("claims_backed: a claim is tied only to output about its subject", () => {
  test("a fix naming a file and a constant is not backed by an unrelated green check (build-pmars 7ycuUB5)", () => {
    const say = "- Fixed a latent buffer overflow in /app/src/clparse.c (OPTNUM was too small).";
    const verify: Action = { run: "bash /app/verify_pmars.sh", exit: 0, output: "PASS: Results line matches expected format" };
    const unrelated = claimSaying([{ edit: "/app/src/clparse.c" }, verify, { say }], "OPTNUM");
    expect(unrelated).toMatchObject({ verdict: "unchecked", evidence: [] });
    const about: Action = { run: "bash /app/check_options.sh", exit: 0, output: "OPTNUM = 32: every option fits, PASS" };
    expect(claimSaying([{ edit: "/app/src/clparse.c" }, verify, about, { say }], "OPTNUM")).toMatchObject({ verdict: "backed", evidence: [{ step: 2 }] });
  });

  test("a comment in a printed source file backs no number; a build backs no fix (custom-memory-heap-crash)", () => {
    const actions: Action[] = [
      { run: "cat /app/main.cpp", exit: 0, output: "// Allocate a 10MB heap\nstatic char heap[10 << 20];" },
      { edit: "/app/main.cpp" },
      { run: "g++ -g -o /app/app_debug /app/main.cpp && echo 'DEBUG BUILD OK'", exit: 0, output: "DEBUG BUILD OK" },
      { say: "I've analyzed and fixed the issue. The facet nodes are now carved out of the custom 10MB heap." },
    ];
    const result = check(actions);
    expect(result.claims.find((claim) => claim.kind === "number")).toMatchObject({ verdict: "unchecked", evidence: [] });
    expect(result.claims.find((claim) => claim.kind === "fixed")).toMatchObject({ verdict: "unchecked", evidence: [] });
  });

  test("the task's source printed beside a listing backs nothing of what the work does (circuit-fibsqrt)", () => {
    const actions: Action[] = [
      { run: 'ls -la /app/ && echo "---" && cat /app/sim.c', exit: 0, output: "total 8\n-rw-r--r-- 1 root root 900 sim.c\n---\n// Set first 32 signals to binary representation of input" },
      { edit: "/app/gates.txt" },
      { run: "cd /app && ./sim 208", exit: 0, output: "377" },
      { say: "Output: The last 32 signals are copies of the a register." },
    ];
    expect(check(actions).claims[0]).toMatchObject({ kind: "number", verdict: "unchecked", evidence: [] });
    // the same line printed by a run of the work is an observation
    const observed = actions.map((action, index) => (index === 2 ? { run: "cd /app && ./sim --explain", exit: 0, output: "the last 32 signals are copies of a" } : action));
    expect(check(observed).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 2 }] });
  });

  test("each listed result cites the output that shows it, not the last green check (fix-git)", () => {
    const actions: Action[] = [
      { edit: "_includes/about.md" },
      { run: 'git merge-base --is-ancestor c499730 master && echo "YES - c499730 is now an ancestor of master"', exit: 0, output: "YES - c499730 is now an ancestor of master" },
      { run: 'echo "=== FINAL STATUS ===" && git status && grep -n "Stanford" _includes/about.md', exit: 0, output: "=== FINAL STATUS ===\nOn branch master\nnothing to commit, working tree clean\n_includes/about.md:1:I am a Postdoctoral Researcher at Stanford CS." },
      { run: 'git fsck 2>&1 | grep "dangling commit" || echo "No dangling commits - all reachable"', exit: 0, output: "No dangling commits - all reachable" },
      { say: '## Verified Result\n- _includes/about.md: *"I am a Postdoctoral Researcher at Stanford CS."*\n- Working tree is clean\n- No dangling commits remain' },
    ];
    const result = check(actions);
    expect(claimSaying(actions, "Working tree")).toMatchObject({ verdict: "backed", evidence: [{ step: 2, quote: expect.stringContaining("working tree clean") }] });
    expect(claimSaying(actions, "dangling")).toMatchObject({ verdict: "backed", evidence: [{ step: 3, quote: expect.stringContaining("nothing found") }] });
    expect(claimSaying(actions, "Postdoctoral")).toMatchObject({ verdict: "backed", evidence: [{ step: 2, quote: expect.stringContaining("about.md:1:I am") }] });
    expect(result.status).toBe("pass");
  });

  test("a search whose status says it found nothing backs a claim that the values are gone (sanitize-git-repo)", () => {
    const search = 'echo "=== Final secret scan (exact values) ===" && grep -rI --exclude-dir=.git -E "AKIA1234567890123456" . ; echo "grep exit: $? (1 = no matches)"';
    const say = "## Verification\n- ✅ Exact secret values no longer exist anywhere in the working tree";
    const clean: Action = { run: search, exit: 0, output: "=== Final secret scan (exact values) ===\ngrep exit: 1 (1 = no matches)" };
    expect(check([{ edit: "ray_processing/process.py" }, clean, { say }]).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 1 }] });
    // the search found the value: nothing backs the claim
    const found: Action = { run: search, exit: 0, output: "=== Final secret scan (exact values) ===\n./process.py:AKIA1234567890123456\ngrep exit: 0 (1 = no matches)" };
    expect(check([{ edit: "ray_processing/process.py" }, found, { say }]).claims[0]!.verdict).not.toBe("backed");
    // a search before the last change says nothing of the work as it ended
    expect(check([clean, { edit: "ray_processing/process.py" }, { say }]).claims[0]!.verdict).not.toBe("backed");
  });

  test("nothingFound reads grep's status, an `||` fallback that fired, and a bare exit 1", () => {
    const call = (command: string, output: string, exit: number | null) => trajectoryOf([{ run: command, exit, output }]).toolCalls[0]!;
    expect(nothingFound(call('grep -r "secret" . ; echo "exit: $?"', "exit: 1", 0))).toBe("exit: 1");
    expect(nothingFound(call('grep -r "secret" . ; echo "exit: $?"', "./a:secret\nexit: 0", 0))).toBeNull();
    expect(nothingFound(call('grep -r "secret" . || echo "none found"', "none found", 0))).toBe("none found");
    expect(nothingFound(call('grep -r "secret" .', "", 1))).not.toBeNull();
    expect(nothingFound(call('grep -r "secret" .', "", 2))).toBeNull();
  });

  test("a fix whose symptom is told in its item is backed by the same invocation without it after the edit (build-pmars PQ3jrBN)", () => {
    const say = "3. **Fixed a buffer overflow**: `OPTNUM` in `clparse.c` was 21. This caused a segfault when running with no arguments. Bumped to 32.";
    const crashed: Action = { run: '/usr/local/bin/pmars > /tmp/noargs.out 2>/tmp/noargs.err; echo "exit=$?"', exit: 0, output: "exit=139" };
    const fixed: Action = { run: 'cd /app && pmars > /tmp/n.out 2>/tmp/n.err; echo "noargs exit=$?"; tail -1 /tmp/n.err', exit: 0, output: "noargs exit=2\nNo warrior file specified" };
    // a scratch copy of the file edited afterwards (`/tmp/clparse.c`) is not the fix
    const result = check([crashed, { edit: "/app/pmars-0.9.4/src/clparse.c" }, fixed, { edit: "/tmp/clparse.c" }, { say }]);
    expect(result.claims[0]).toMatchObject({ kind: "fixed", verdict: "backed" });
    expect(result.claims[0]!.evidence.map((item) => item.step)).toEqual([0, 2]);
    const still: Action = { ...fixed, output: "noargs exit=139" };
    expect(check([crashed, { edit: "/app/pmars-0.9.4/src/clparse.c" }, still, { say }]).claims[0]).toMatchObject({ verdict: "unbacked", evidence: [{ step: 2 }] });
  });

  test("the warning says this check tied no output, not that none exists", () => {
    const result = check([{ edit: "a.ts" }, { say: "The build succeeds." }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toMatch(/no output this check could tie/);
  });
});

describe("claims_backed: a claim that the agent changed A to B is about the edit", () => {
  test("changeOf reads the two values", () => {
    expect(changeOf("I fixed the issue by changing the role name for ivar in PyObject from obj to attr.")).toEqual({ from: "obj", to: "attr" });
    expect(changeOf("All tests pass.")).toBeNull();
    // what the code does, not what the agent changed
    expect(changeOf("The parser converts timestamps from UTC to local time.")).toBeNull();
  });

  test("the edit that shows both values backs it, not the test summary (sphinx-8638)", () => {
    const say = "I have fixed the issue by changing the role name for ivar, var, and cvar fields in PyObject from obj to attr.";
    const sed: Action = { run: `sed -i "358s/rolename='obj'/rolename='attr'/" sphinx/domains/python.py`, exit: 0, output: "" };
    const pytest: Action = { run: "pytest tests/test_domain_py.py", exit: 0, output: "==== 34 passed, 1233 warnings in 1.01s ====" };
    expect(check([sed, pytest, { say }]).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 0, quote: expect.stringContaining("rolename='attr'") }] });
    expect(check([{ edit: "sphinx/domains/python.py" }, pytest, { say }]).claims[0]).toMatchObject({ verdict: "unchecked", evidence: [] });
  });
});

describe("claims_backed: an absence told as a rule of the work is no claim that something is gone", () => {
  test("'set to 0 where no VAT is found' is not backed by a search that found nothing", () => {
    const say = "Verified:\n- VAT amounts: set to 0 where no VAT value is found.";
    const search: Action = { run: 'grep -i "vat amount" /tmp/run.log || echo "no VAT amount found"', exit: 0, output: "no VAT amount found" };
    const claims = check([{ edit: "/app/process.py" }, search, { say }]).claims;
    expect(claims).toHaveLength(1);
    expect(claims[0]!.verdict).not.toBe("backed");
  });
});
