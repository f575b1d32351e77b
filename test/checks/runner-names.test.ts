import { describe, expect, test } from "vitest";
import { runName } from "../../src/checks/check-names.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const runOf = (command: string, exit = 0) => verificationRuns(trajectoryOf([{ edit: "src/a.c" }, { run: command, exit, output: "" }]))[0]!;

describe("a check's name is the command it ran, as the program reads its words", () => {
  test("make's options select no tests: -k keeps going, -j runs jobs, -m is ignored", () => {
    for (const command of ["make -k check", "make -j4 -k check", "make -k -m check"]) {
      const run = runOf(command, 2);
      expect([run.runner, run.selection, runName(run)]).toEqual(["make check", [], "make check"]);
    }
    // pytest's -k does select
    expect(runOf("pytest -k parse tests/").selection).toEqual(["-k parse", "tests"]);
  });

  test("a check option is named with the subcommand it belongs to", () => {
    expect(runName(runOf("cargo fmt --check"))).toBe("cargo fmt --check");
    expect(runName(runOf("black --check src"))).toBe("black --check src");
  });
});
