import { describe, expect, it } from "vitest";
import { everyEnvSkipped } from "../../src/checks/skipped-envs.js";
import { nothingRan } from "../../src/checks/test-summary.js";

const TOX4_ALL_SKIPPED = [
  "py39: skipped because could not find python interpreter with spec(s): py39",
  "  py39: SKIP (0.01 seconds)",
  "  py310: SKIP (0.00 seconds)",
  "  congratulations :) (0.05 seconds)",
].join("\n");
const TOX3_ALL_SKIPPED = [
  "___________________________________ summary ____________________________________",
  "SKIPPED:  py37: InterpreterNotFound: python3.7",
  "  congratulations :)",
].join("\n");
const NOX_ALL_SKIPPED = [
  "nox > Session tests-3.9 skipped: Python interpreter 3.9 not found.",
  "nox > Ran multiple sessions:",
  "nox > * tests-3.9: skipped",
].join("\n");

describe("an environment runner whose every environment was skipped ran no test", () => {
  it.each([
    ["tox 4", TOX4_ALL_SKIPPED, "py39: SKIP (0.01 seconds)"],
    ["tox 3", TOX3_ALL_SKIPPED, "SKIPPED:  py37: InterpreterNotFound: python3.7"],
    ["nox", NOX_ALL_SKIPPED, "nox > Session tests-3.9 skipped: Python interpreter 3.9 not found."],
  ])("%s: the skip line is what nothingRan quotes", (_name, output, line) => {
    expect(everyEnvSkipped(output)).toBe(line);
    expect(nothingRan(output)).toBe(line);
  });

  it("one environment that ran its commands makes it a run (its own summary decides)", () => {
    const mixed = "  py39: SKIP (0.01 seconds)\n  py311: OK (3.20=setup[1.1]+cmd[2.1] seconds)\n  congratulations :) (3.3 seconds)";
    expect(everyEnvSkipped(mixed)).toBeNull();
    const tox3 = "SKIPPED:  py37: InterpreterNotFound: python3.7\n  py311: commands succeeded\n  congratulations :)";
    expect(everyEnvSkipped(tox3)).toBeNull();
    expect(everyEnvSkipped("nox > * tests-3.9: skipped\nnox > * tests-3.11: success")).toBeNull();
  });

  it("a pytest summary counting skipped tests is not a skipped environment", () => {
    expect(everyEnvSkipped("==== 12 passed, 3 skipped in 0.40s ====")).toBeNull();
    expect(nothingRan("  py311: OK\n==== 12 passed, 3 skipped in 0.40s ====")).toBeNull();
  });
});
