import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { builtNothing } from "../../src/checks/run-folder.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
// the shape of a real Terminal-Bench run (sqlite-with-gcov): a symlink made, a script that exercises it, then a make with nothing to do
const LINK = "rm -f /usr/local/bin/sqlite3 && ln -s /app/sqlite/sqlite3 /usr/local/bin/sqlite3";
const CHECK = "cat > /tmp/verify.sh <<'EOF'\nset -e\nsqlite3 :memory: 'select 1'\necho OK\nEOF\nbash /tmp/verify.sh";
const MAKE = "cd /app/sqlite && make -j4 2>&1 | tail -5; echo \"exit: $?\"";

describe("a build that built nothing, cited for the last edit", () => {
  test("gives way to the check with a status of its own that ran after the edit", () => {
    const result = verified([{ prompt: "Build sqlite with gcov and put it on PATH" }, { run: LINK, exit: 0 },
      { run: CHECK, exit: 0, output: "1\nOK" }, { run: MAKE, exit: 0, output: "make: Nothing to be done for 'all'.\nexit: 0" }]);
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("`bash verify.sh` (step 3) ran after the last edit of `/usr/local/bin/sqlite3` (step 2).");
  });

  test("a build that compiled something stays the one cited", () => {
    const result = verified([{ prompt: "Build sqlite with gcov and put it on PATH" }, { run: LINK, exit: 0 },
      { run: CHECK, exit: 0, output: "1\nOK" }, { run: MAKE, exit: 0, output: "gcc -c sqlite3.c\nlinking sqlite3\nexit: 0" }]);
    expect(result.summary).toContain("`make` (step 4) ran after the last edit");
  });

  test("reads make's and ninja's words for it", () => {
    const build = (output: string) => builtNothing({ kind: "build", output });
    expect(build("make: Nothing to be done for 'all'.")).toBe(true);
    expect(build("make[1]: 'app' is up to date.")).toBe(true);
    expect(build("ninja: no work to do.")).toBe(true);
    expect(build("[1/3] Building C object app.o\nninja: build stopped")).toBe(false);
    expect(builtNothing({ kind: "test", output: "make: Nothing to be done for 'test'." })).toBe(false);
  });
});
