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
});
