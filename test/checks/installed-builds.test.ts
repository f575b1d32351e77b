import { describe, expect, test } from "vitest";
import { workEdits } from "../../src/checks/work.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const work = (actions: Action[]) => {
  const trajectory = trajectoryOf(actions);
  return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
};

describe("what install(1) copies into place is a build's product", () => {
  test("a program install(1) copied into place, then removed from the build tree, is a build output; the copy is the work", () => {
    const line = "set -eu; install -m 0755 /app/pmars/src/pmars /usr/local/bin/pmars; make -C /app/pmars/src clean; rm -f /app/pmars/src/pmars";
    const actions: Action[] = [{ run: "make -C /app/pmars/src", exit: 0 }, { run: line, exit: 0 }, { run: "pmars -V", exit: 0, output: "pMARS 0.9.4" }];
    expect(work(actions)).toEqual([["unknown", "/usr/local/bin/pmars"]]);
    expect(work([{ run: "install -t /usr/local/bin ./build/tool && rm ./build/tool", exit: 0 }])).toEqual([["unknown", "/usr/local/bin/tool"]]);
    // a script or source given to install, or a folder made with -d, is no build output: deleting it is a change
    expect(work([{ run: "install -m 0644 conf.py /etc/app/conf.py; rm conf.py", exit: 0 }]).map(([kind]) => kind)).toContain("delete");
    expect(work([{ run: "install -d /opt/app/bin; rm -f /opt/app/bin/run", exit: 0 }]).map(([kind]) => kind)).toContain("delete");
  });
});
