import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// a check script's body: a fixture document and its assertions (filter-js's shape)
const DOCUMENT = ["html = '''<html>", "<head><script>alert(1)</script></head>", "<body>", "<a href=\"javascript:x()\">Bad</a>",
  "<img src=\"x\" onerror=\"bad()\">", "<!-- <script>kept comment</script> -->", "</body></html>'''", "import subprocess",
  "open('/tmp/t.html', 'w').write(html)", "subprocess.run(['python3', '/app/filter.py', '/tmp/t.html'], check=True)", "out = open('/tmp/t.html').read()"];
const write = (name: string, checks: string[]): Action => ({ run: `cat > /tmp/${name} <<'PYEOF'\n${[...DOCUMENT, ...checks].join("\n")}\nPYEOF`, exit: 0 });
const naive = ["assert '<script' not in out, 'FAIL: found <script'", "print('ALL CHECKS PASSED')"];
const fixed = ["import re", "body = re.sub(r'<!--.*?-->', '', out, flags=re.S)", "assert '<script' not in body, 'FAIL: found <script'", "print('verify2 PASSED')"];

function run(...second: Action[]): Action[] {
  return [
    { prompt: "Write /app/filter.py that removes JavaScript from an HTML file." },
    { edit: "/app/filter.py", tool: "Write" },
    write("verify.py", naive),
    { run: "python3 /tmp/verify.py", exit: 1, output: "AssertionError: FAIL: found <script" },
    { edit: "/app/filter.py" },
    ...second,
  ];
}

describe("a failing check script run again after the change under a new name, as a revision of its text", () => {
  test("settles the failure: the same check passed on the work as it ends", () => {
    const revised = run(write("verify2.py", fixed), { run: "python3 /tmp/verify2.py", exit: 0, output: "verify2 PASSED" });
    const summary = finalChecksGreen(checkContext(trajectoryOf(revised), null, null)).summary;
    expect(summary).toBe("The last run of `python3 verify2.py` succeeded.");
  });

  test("a script of another text that passed does not: the failing one was not run again", () => {
    const other = "cat > /tmp/smoke.py <<'PYEOF'\nimport subprocess\nsubprocess.run(['python3', '/app/filter.py', '/tmp/a.html'], check=True)\nprint('ok')\nPYEOF";
    const smoke = run({ run: other, exit: 0 }, { run: "python3 /tmp/smoke.py", exit: 0, output: "ok" });
    const summary = finalChecksGreen(checkContext(trajectoryOf(smoke), null, null)).summary;
    expect(summary).toContain("The agent's own `python3 verify.py` (step 4, the work changed at step 5) failed and was not run again after the change");
  });

  test("a script of the same setup under a name that is not the next version's tests another case: it does not settle it", () => {
    const sibling = run(write("test_cancel.py", fixed), { run: "python3 /tmp/test_cancel.py", exit: 0, output: "verify2 PASSED" });
    const summary = finalChecksGreen(checkContext(trajectoryOf(sibling), null, null)).summary;
    expect(summary).toContain("The agent's own `python3 verify.py` (step 4, the work changed at step 5) failed and was not run again after the change");
  });
});
