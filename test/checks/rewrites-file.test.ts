import { describe, expect, test } from "vitest";
import { runsOf } from "../helpers/runs.js";

describe("inline code that rewrites a file through a handle it named is an edit, not a check", () => {
  test("a Path object read with read_text and written with write_text", () => {
    const patch = "python3 - <<'EOF'\nfrom pathlib import Path\np = Path('semvertools/version.py')\ns = p.read_text()\n"
      + "assert 'return 0\\n' in s\np.write_text(s.replace('return 0\\n', 'return 1\\n', 1))\nEOF";
    expect(runsOf([{ edit: "semvertools/version.py", tool: "Write" }, { run: patch, exit: 0, output: "" }]).runs).toEqual([]);
  });

  test("node's readFileSync and writeFileSync of one path", () => {
    const patch = "node -e \"const fs = require('fs'); const assert = require('assert');\nconst p = 'src/a.js';\n"
      + "const s = fs.readFileSync(p, 'utf8');\nassert(s.includes('x'));\nfs.writeFileSync(p, s.replace('x', 'y'));\"";
    expect(runsOf([{ edit: "src/a.js", tool: "Write" }, { run: patch, exit: 0, output: "" }]).runs).toEqual([]);
  });

  test("code that reads one file and asserts on it, writing another, still checks", () => {
    const check = "python3 - <<'EOF'\nfrom pathlib import Path\nout = Path('out.csv')\nrows = out.read_text().splitlines()\n"
      + "assert len(rows) == 3\nPath('report.txt').write_text('ok')\nEOF";
    expect(runsOf([{ run: check, exit: 0, output: "" }]).runs.map((run) => run.kind)).toEqual(["test"]);
  });
});
