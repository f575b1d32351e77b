import { describe, expect, test } from "vitest";
import { leftUndone } from "../../src/checks/left-undone.js";
import { checkContext } from "../../src/checks/index.js";
import { endedCleanly } from "../../src/checks/ending.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("the agent's own word that part of the task is not done", () => {
  test.each([
    "I did not get to the `--binary` CLI flag in `src/cli.py`: that part of the task is still open.",
    "I couldn't finish the migration for the Postgres backend.",
    "I haven't implemented the retry on 429 responses yet.",
    "The rest of the task (the docs page) remains not done.",
    "Updating the changelog remains to be done.",
    "Sorting by date is left as a TODO.",
  ])("%s", (sentence) => {
    expect(leftUndone(`Fixed the parser in src/parse.py; all 12 tests pass. ${sentence}`)).toBe(sentence);
  });

  test.each([
    "Previously `reshape` was not implemented for sparse arrays; I implemented it and added a test.",
    "I did not change the public API.",
    "I couldn't reproduce the crash on Python 3.12, but the fix covers the path the traceback shows.",
    "I did not fix test_eta, which fails on main too (it is unrelated to this change).",
    "The socket stays open until the client closes it.",
  ])("not: %s", (sentence) => {
    expect(leftUndone(`Fixed the parser. ${sentence}`)).toBeNull();
  });

  test("ended_cleanly holds an Approve back and quotes it; a finished answer that says nothing of the kind passes", () => {
    const said = "Fixed `naturalsize`. I did not get to the `--binary` CLI flag: that part of the task is still open.";
    const left = endedCleanly(checkContext({ ...trajectoryOf([{ prompt: "Fix naturalsize and add --binary" }, { say: said }, { end: "completed" }]), finalAnswer: said }, null, null));
    expect(left).toMatchObject({ status: "warn", required: true });
    expect(left.summary).toBe("The agent finished its run on its own, but its final answer says part of the task is not done: "
      + "\"I did not get to the `--binary` CLI flag: that part of the task is still open.\"");
    const done = endedCleanly(checkContext({ ...trajectoryOf([{ prompt: "Fix naturalsize" }, { say: "Fixed it." }, { end: "completed" }]), finalAnswer: "Fixed it." }, null, null));
    expect(done).toMatchObject({ status: "pass", summary: "The agent finished its run on its own." });
  });
});
