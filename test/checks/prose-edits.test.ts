import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { inertKind } from "../../src/checks/work.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const file = (path: string, added: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,1 +1,2 @@\n x\n+${added}\n`;
const DIFF = parseUnifiedDiff(file("django/db/models/query.py", "opts = self.model._meta.concrete_model._meta") + file("docs/releases/4.2.txt", "* Fixed a crash."));
const EDIT: Action = { run: "sed -i 's/_meta$/_meta.concrete_model._meta/' django/db/models/query.py", exit: 0 };
const TESTS: Action = { run: "cd tests && python runtests.py proxy_models", exit: 0, output: "Ran 58 tests in 0.41s\n\nOK" };

describe("release notes and change logs written after the tests", () => {
  test("a project's release note (docs/…/*.txt), CHANGES or NEWS is prose: the tests before it still checked the code", () => {
    for (const note of ["docs/releases/4.2.txt", "CHANGES", "NEWS.txt"]) {
      const actions: Action[] = [EDIT, TESTS, { run: `echo '* Fixed a crash.' >> ${note}`, exit: 0 }];
      const diff = parseUnifiedDiff(file("django/db/models/query.py", "x") + file(note, "* Fixed a crash."));
      expect(verifiedAfterLastEdit(checkContext(trajectoryOf(actions), diff, null)).status, note).toBe("pass");
      expect(inertKind(note), note).toBe("a document");
    }
  });

  test("a text file outside docs (requirements.txt) is no prose: a change of it after the tests makes them stale", () => {
    const actions: Action[] = [EDIT, TESTS, { run: "echo 'asgiref>=3.6' >> requirements.txt", exit: 0 }];
    const diff = parseUnifiedDiff(file("django/db/models/query.py", "x") + file("requirements.txt", "asgiref>=3.6"));
    expect(verifiedAfterLastEdit(checkContext(trajectoryOf(actions), diff, null)).status).toBe("warn");
    expect(verifiedAfterLastEdit(checkContext(trajectoryOf([EDIT, TESTS]), DIFF, null)).status).toBe("pass");
  });
});
