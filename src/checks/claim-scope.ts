import { ranWholeSuite } from "./selection.js";
import type { Evidence } from "../model.js";
import type { Judgement } from "./claim-runs.js";
import type { Claim } from "./claim-kinds.js";
import { clip, evidence } from "./quote.js";
import { runName } from "./check-names.js";
import type { VerificationRun } from "./verification.js";
import { ranWhereDefined } from "./defined-tests.js";
import type { Trajectory } from "../model.js";

/**
 * What a claim says beyond the runs that would back it: tests it names that no green run selected or
 * printed, and "no warnings" of a build whose output holds warnings. Each is an output that shows less
 * than the claim (or, for warnings, the opposite), read before the runs' outcome backs the claim.
 */

/** A test named in a claim: `test_env_override`, `tests/test_cli.py::test_port`, `TestParseConfig`. */
const TEST_NAME = /(?:^|[\s`'"(])((?:[\w./-]+::)?(?:test_\w+|Test[A-Z]\w+))\b/g;

/** The tests a claim names. */
export function testsNamed(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(TEST_NAME)].map((match) => match[1]!.split("::").at(-1)!))];
}

/** Words that say a test was left out of the run, just before its name ("deselected `test_x`", "skipping test_y"). */
const LEFT_OUT_BEFORE = /\b(?:deselect(?:ed|ing)?|skip(?:ped|ping)?|exclud(?:ed|ing)|ignor(?:ed|ing)|left out|leaving out|xfail(?:ed)?)\s+(?:the\s+)?(?:\w+\s+)?[`'"]?$/i;

/** The sentence says it left the test out: the words just before one of its mentions. */
function saidLeftOut(sentence: string, name: string): boolean {
  let at = sentence.indexOf(name);
  while (at >= 0) {
    if (LEFT_OUT_BEFORE.test(sentence.slice(Math.max(0, at - LEFT_OUT_WINDOW), at))) return true;
    at = sentence.indexOf(name, at + name.length);
  }
  return false;
}
/** How far before a name its "deselected" may stand. */
const LEFT_OUT_WINDOW = 40;

/**
 * A claim of passing tests that names tests ("all pass, including `test_env_override`") no test run
 * selected or printed: unbacked, the evidence shows less. Null when every named test was run (or a
 * green run of the whole suite ran, or of the file the agent wrote the test into), or the claim names none.
 */
export function namedTestsNotRun(claim: Claim, runs: readonly VerificationRun[], trajectory: Trajectory): Judgement | null {
  // "I deselected test_x, which needs the network": a test the claim says it left out is not claimed to pass
  const names = testsNamed(claim.sentence).filter((name) => !saidLeftOut(claim.sentence, name));
  if (names.length === 0) return null;
  const tests = runs.filter((run) => run.kind === "test");
  const green = tests.filter((run) => run.outcome === "passed");
  if (green.some(ranWholeSuite)) return null;
  // a test some run selected or printed (passing or failing: "test_fetch fails, it needs the network") is judged by that run;
  // one the agent wrote into a file a later green run selected ran there
  const ran = (name: string) => tests.some((run) => run.selection.some((item) => item.includes(name)) || new RegExp(`\\b${name}\\b`).test(run.output ?? ""))
    || ranWhereDefined(trajectory, name, green);
  const missing = names.filter((name) => !ran(name));
  if (missing.length === 0) return null;
  const last = green.at(-1);
  const shown: Evidence[] = last === undefined ? [] : [evidence(last.step, `${clip(runName(last), 60)} · no test run selected or printed ${missing.map((name) => `\`${name}\``).join(", ")}`)];
  return { verdict: "unbacked", overstated: true, evidence: shown };
}

/** "No warnings", "without warnings", "warning-free": a claim about the build's warnings. */
const NO_WARNINGS = /\b(?:no (?:compiler )?warnings|without (?:any )?warnings|warning-free|zero warnings)\b/i;
/** A compiler's or build tool's warning: `warning: unused variable`, `warning[E0…]`, `generated 1 warning`. */
const WARNING_LINE = /^\s*warning(?:\[\w+\])?: |\b\d+ warnings? (?:generated|emitted)\b|^\S+:\d+(?::\d+)?: warning: /m;

/** "Builds with no warnings" beside a build that printed one: contradicted, with the warning quoted. */
export function warningsPrinted(claim: Claim, runs: readonly VerificationRun[]): Judgement | null {
  if (!NO_WARNINGS.test(claim.sentence)) return null;
  const build = runs.filter((run) => run.kind === "build" || run.kind === "typecheck").at(-1);
  const line = build?.output?.split("\n").find((text) => WARNING_LINE.test(text));
  if (build === undefined || line === undefined) return null;
  return { verdict: "contradicted", evidence: [evidence(build.step, `${clip(runName(build), 60)} · ${clip(line.trim(), 100)}`)] };
}
