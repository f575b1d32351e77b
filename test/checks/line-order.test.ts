import { describe, expect, test } from "vitest";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

describe("the order of commands inside one line against the edit the line made", () => {
  const edit = { path: "/app/src/main.c", write: "cat > /app/src/main.c <<'EOF'\nint main(void) { return 0; }\nEOF" };

  test("a build before the copy that installs its product did not see the installed file", () => {
    const line = "cd /app/src && make 2>&1 | tail -n 2 && cp prog /usr/local/bin/prog && chmod 755 /usr/local/bin/prog && echo installed";
    const { context } = runsOf([{ run: edit.write, exit: 0, output: "" }, { run: line, exit: 0, output: "gcc -o prog main.c\ndone\ninstalled" }]);
    expect(verifiedAfterLastEdit(context)).toMatchObject({
      status: "warn",
      summary: "No check with a pass or fail of its own ran after the last edit of `/usr/local/bin/prog`, step 2; the last one was `make`, step 2, "
        + "earlier in the line that wrote it, so it saw the file as it was before.",
    });
  });

  test("a check after the write in the same line saw it", () => {
    const line = `${edit.write}\ncd /app/src && make 2>&1 | tail -n 2`;
    const { context } = runsOf([{ run: line, exit: 0, output: "gcc -o prog main.c\ndone" }]);
    expect(verifiedAfterLastEdit(context)).toMatchObject({ status: "pass", summary: "`make` (step 1) ran after the last edit of `/app/src/main.c` (step 1)." });
  });

  test("in a loop the writer may run before the check on a later pass: no order is read", () => {
    const line = "for i in 1 2; do make && cp prog /usr/local/bin/prog; done";
    const { context } = runsOf([{ run: line, exit: 0, output: "gcc -o prog main.c\ndone\ndone" }]);
    expect(verifiedAfterLastEdit(context).summary).not.toContain("earlier in the line");
  });

  test("commands in one pipe run at once: a log the pipe writes is not written after the check", () => {
    const { context } = runsOf([{ run: "cargo test 2>&1 | tee /app/results.txt", exit: 0, output: "test result: ok. 3 passed; 0 failed" }]);
    expect(verifiedAfterLastEdit(context).summary).not.toContain("earlier in the line");
  });
});
