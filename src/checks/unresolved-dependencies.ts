import { clip, named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import { cutByHarness } from "./probes.js";
import { progressSoFar } from "./stopped-on-work.js";
import type { VerificationRun } from "./verification.js";
import { testSummaries } from "./test-summary.js";
import { copyKind, installedCopyShown, type CopySeen } from "./installed-copy.js";
import { stoppedAtCollection } from "./import-failure.js";

/**
 * A build or test tool that stopped because it could not fetch what the project depends on (offline,
 * no cache, no network, a registry that does not answer): Gradle's `No cached version of … available for
 * offline mode`, Maven's `Could not resolve dependencies`, npm's `ENOTFOUND`, pip's `No matching
 * distribution`. It failed before any of the project's code was built or tested: the environment's
 * doing, no pass or fail of the change.
 */
const UNRESOLVED = [
  /^.*\bNo cached version of \S+ available for offline mode\b.*$/m,
  /^.*\bCould not resolve all (?:files|dependencies|artifacts) for configuration\b.*$/m,
  /^.*\bCould not (?:GET|HEAD) '.*$/m,
  /^.*\bCould not resolve dependencies for project\b.*$/m,
  /^.*\bCould not transfer artifact\b.*$/m,
  /^.*\bNon-resolvable parent POM\b.*$/m,
  /^.*\bCannot access \S+ in offline mode\b.*$/m,
  /^npm (?:ERR!|error) code (?:ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNREFUSED|ECONNRESET|ENETUNREACH)\b.*$/m,
  /^.*\bNo matching distribution found for\b.*$/m,
  /^.*\battempting to make an HTTP request, but --offline was specified\b.*$/m,
  /^.*\bfailed to download from\b.*$/m,
  /^.*\b(?:Temporary failure in name resolution|Could not resolve host)\b.*$/m,
  /^.*\bdial tcp: lookup \S+.*$/m,
];
/** Words every UNRESOLVED pattern holds (case aside): a text without them is not scanned pattern by pattern. */
const UNRESOLVED_WORDS = /offline|Could not|Cannot access|Non-resolvable|npm (?:ERR!|error) code|No matching distribution|failed to download|name resolution|dial tcp/i;

/**
 * The runner could not import a test module because a package the tests use is not installed (unittest's
 * `Failed to import test module: test_six` or pytest's `ImportError while importing test module`, then
 * `ModuleNotFoundError: No module named 'pytest'` raised by the test file's own import): no test ran, and the
 * environment lacks the package. A dotted name (`pkg.sub`) may be the work's own module the change removed: not read.
 */
const IMPORT_FAILED_WORD = "import test module";
const IMPORT_FAILED = /Failed to import test module: \S+|ImportError while importing test module/;
const MISSING_TOP_MODULE = /^(?:E\s+)?ModuleNotFoundError: No module named '([A-Za-z_]\w*)'$/m;
/** A summary that counts tests that ran: they got past their imports. */
const TESTS_RAN = /\b\d+ passed\b|^OK\b/m;

function testModuleDependencyMissing(output: string): string | null {
  if (!IMPORT_FAILED.test(output) || TESTS_RAN.test(output)) return null;
  const missing = MISSING_TOP_MODULE.exec(output);
  return missing === null ? null : missing[0].replace(/^E\s+/, "").trim();
}

/**
 * The runner was started where it cannot load the tests, before any ran: a package's module run as a script
 * (`python -m doctest pkg/more.py`: `attempted relative import with no known parent package`), busted run from another
 * folder than its specs' (`0 successes / 0 failures / 1 error` after `module 'spec.custom_assertions' not found`). The
 * way it was started, not the change: no pass or fail of the change.
 */
function testsNotLoaded(output: string, command: string): string | null {
  // a count of tests that ran, passed or failed: they loaded
  if (TESTS_RAN.test(output) || testSummaries(output).some((summary) => (summary.passed ?? 0) > 0 || summary.failed > 0)) return null;
  const relative = RELATIVE_IMPORT.exec(output);
  if (relative !== null) return relative[0].trim();
  // busted started in another folder than the project's (`cd spec && busted …`): its specs' `require`s resolve from there
  if (!BUSTED_NONE_RAN.test(output) || !MOVED_IN.test(command)) return null;
  return BUSTED_MODULE_MISSING.exec(output)?.[0].trim() ?? null;
}
/** A line that moves into a folder before its runner (`cd spec && busted semver_spec.lua`). */
const MOVED_IN = /\bcd\s+(?!\.?\.?\/?(?:\s|&|;|$))\S+\s*(?:&&|;)/;
const RELATIVE_IMPORT = /^.*ImportError: attempted relative import with no known parent package.*$/m;
/** busted's summary of a run in which no example ran, only errors. */
const BUSTED_NONE_RAN = /^0 successes \/ 0 failures \/ [1-9]\d* errors? \/ 0 pending\b/m;
const BUSTED_MODULE_MISSING = /^.*\bmodule '[\w.-]+' not found:?$/m;

/** The line saying a test or build tool could not fetch a dependency, when the output shows no test run; else null. */
export function dependenciesUnresolved(kind: string, output: string | null, command = ""): string | null {
  if (kind === "test" && output !== null && output.includes(IMPORT_FAILED_WORD)) {
    const missing = testModuleDependencyMissing(output);
    if (missing !== null) return missing;
  }
  if (kind === "test" && output !== null) {
    const unloaded = testsNotLoaded(output, command);
    if (unloaded !== null) return unloaded;
  }
  if ((kind !== "test" && kind !== "build") || output === null || !UNRESOLVED_WORDS.test(output)) return null;
  const line = UNRESOLVED.map((pattern) => pattern.exec(output)?.[0]).find((found) => found !== undefined);
  if (line === undefined) return null;
  // a summary of tests that ran says the tool got past its dependencies
  return testSummaries(output).length > 0 ? null : line.trim();
}

/** A repository run after the edit that showed no result, and why: it could not start, the harness stopped it, or its setup failed. */
export function silentRepositoryRun(silent: VerificationRun): string {
  const name = `the repository's ${named(runName(silent))}`;
  if (silent.notStarted !== undefined) return `${name} was tried too (${stepLabel(silent.step)}) but could not start (\`${clip(silent.notStarted, 80)}\`): it ran nothing`;
  const stopped = cutByHarness(silent.output, silent.exitCode);
  return `${name} ran too (${stepLabel(silent.step)}) but ${stopped ? `the harness stopped it at its time limit before it reported a result${progressSoFar(silent.output)}` : silentWhy(silent)}`;
}

/** Why a repository check showed no result: what stopped it setting up (an unresolved dependency), else that it showed none. */
export function silentWhy(run: { setupFailed?: string; noneRan?: string; installedCopy?: CopySeen }): string {
  if (run.installedCopy !== undefined) {
    return `ran ${copyKind(run.installedCopy)} of the package (${installedCopyShown(run.installedCopy)}), not the source the agent edited: no pass or fail of the change`;
  }
  if (run.noneRan !== undefined && run.setupFailed === undefined) return `ran no test (\`${clip(run.noneRan, 80)}\`)${stoppedAtCollection(run.noneRan) ? ", and what its output kept does not say why" : ""}`;
  return run.setupFailed === undefined ? "showed no pass or fail"
    : `errored setting up (\`${clip(run.setupFailed, 80)}\`), the environment's doing: no pass or fail of the change`;
}
