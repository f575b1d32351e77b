import type { Trajectory } from "../model.js";
import { printedVerdict } from "./printed-verdict.js";
import { scriptText } from "./script-text.js";
import { asScratchTests } from "./scratch-tests.js";
import type { VerificationRun } from "./verification.js";

/**
 * A script the agent wrote that imports the repository's test functions and calls them
 * (`from sympy.crypto.tests.test_crypto import test_encode_morse`) runs the repository's tests, not
 * a check of the agent's own making: it is read as a test run of that test module.
 */

/** `from pkg.tests.test_mod import test_a, test_b` or `import pkg.tests.test_mod`: a test module of the project. */
const TEST_IMPORT = /^[ \t]*(?:from[ \t]+((?:\w+\.)*tests?\.test_\w+)[ \t]+import[ \t]+\(?[ \t]*test_\w+|import[ \t]+((?:\w+\.)*tests?\.test_\w+))/m;
/** Interpreters whose script operand may hold such a script. */
const PYTHON = /^python[\d.]*\s/;

/**
 * The run, read as a run of the repository's tests when the agent's script it executes imports
 * test functions from the repository's test modules; else the run unchanged.
 */
export function asRepositoryTests(run: VerificationRun, trajectory: Trajectory): VerificationRun {
  if (!run.adHoc || !PYTHON.test(run.runner)) return run;
  const script = run.runner.split(" ").at(-1) ?? "";
  const text = scriptText(trajectory, script, run.call);
  const imported = text === null ? null : TEST_IMPORT.exec(text);
  if (imported === null || imported === undefined) return run;
  const module = `${(imported[1] ?? imported[2])!.replace(/\./g, "/")}.py`;
  // scripts like these catch each test's exception and print "test_x failed: …", then exit 0
  const outcome = printedVerdict(run.output) === "failed" ? "failed" : run.outcome;
  const why = `${script} calls the repository's test functions from ${module}`;
  return { ...run, kind: "test", adHoc: false, why, selection: [module], outcome, outcomeFrom: outcome === run.outcome ? run.outcomeFrom : "summary line" };
}


/** The run read by whose tests it ran: the repository's from the agent's script, or the agent's own by the repository's runner. */
export function whoseTests(run: VerificationRun, trajectory: Trajectory): VerificationRun {
  return asScratchTests(asRepositoryTests(run, trajectory), trajectory);
}
