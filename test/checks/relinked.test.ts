import { describe, expect, test } from "vitest";
import { relinkedAsListed } from "../../src/checks/relinked.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const LISTING = "total 4\nlrwxrwxrwx 1 root root    9 Apr 28 18:34 main -> /app/main\n-rw-r--r-- 1 root root 2019 Apr 28 18:31 main.rs";

function relinked(actions: Action[]): string[] {
  const trajectory = trajectoryOf(actions);
  return [...relinkedAsListed(trajectory)].map((edit) => `${edit.path}@${edit.toolCall}`);
}

describe("a link made again as a listing had shown it", () => {
  test("changes nothing: `ln -sfn` to the target `ls -l` showed", () => {
    const actions: Action[] = [
      { run: "ln -sfn /app/main /app/polyglot/main", exit: 0 },
      { run: "ls -l /app/polyglot", exit: 0, output: LISTING },
      { run: "set -e; ln -sfn /app/main /app/polyglot/main; ./check.sh", exit: 0, output: "VERIFIED" },
    ];
    expect(relinked(actions)).toEqual(["/app/polyglot/main@2"]);
  });

  test("a link to another target, one made before any listing, or one edited after the listing is a change", () => {
    expect(relinked([{ run: "ls -l /app/polyglot", exit: 0, output: LISTING }, { run: "ln -sfn /app/other /app/polyglot/main", exit: 0 }])).toEqual([]);
    expect(relinked([{ run: "ln -sfn /app/main /app/polyglot/main", exit: 0 }])).toEqual([]);
    expect(relinked([
      { run: "ls -l /app/polyglot", exit: 0, output: LISTING },
      { run: "rm /app/polyglot/main", exit: 0 },
      { run: "ln -sfn /app/main /app/polyglot/main", exit: 0 },
    ])).toEqual([]);
  });

  test("changes nothing either when its own earlier `ln -s` made the link point there (audit AS: polyglot-rust-c)", () => {
    const made: Action = { run: "rm -f /app/polyglot/main; ln -s /app/main /app/polyglot/main; rustc main.rs && ./main 10", exit: 0, output: "89" };
    const again: Action = { run: "set -e; ln -sfn /app/main /app/polyglot/main; ./check.sh", exit: 0, output: "VERIFIED" };
    expect(relinked([made, again])).toEqual(["/app/polyglot/main@1"]);
    // another target, an ln that failed, or an edit of the link between is a change
    expect(relinked([{ run: "ln -s /app/old /app/polyglot/main", exit: 0 }, again])).toEqual([]);
    expect(relinked([{ run: "ln -s /app/main /app/polyglot/main", exit: 1, output: "ln: failed to create symbolic link '/app/polyglot/main': File exists" }, again])).toEqual([]);
    expect(relinked([made, { run: "rm /app/polyglot/main", exit: 0 }, again])).toEqual([]);
  });
});
