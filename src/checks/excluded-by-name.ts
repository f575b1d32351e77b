/**
 * A test that failed, then left out by name in the test code the PR changes: an added line of a test file holds the
 * failing test's name, or that name less its `test_` prefix, as a string (`return name == "links_540"` in an
 * `ignore_case` hook after `test_links_540` failed; an ignore list), written after the failure. A skip without a marker:
 * the failure it hides is gone from every later run.
 */
import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { testNameOf } from "./added-tests.js";
import { failingTestName } from "./failing-tests.js";
import { evidence, stepLabel } from "./quote.js";
import { callWriting } from "./skipped-failing.js";
import { enclosingTest } from "./early-returns.js";
import type { VerificationRun } from "./verification.js";

/** A name shorter than this may be any word a test file holds in a string (`"parse"`, `"empty"`). */
const MIN_NAME = 6;
/** A string literal of one line: its text. */
const STRING = /(["'])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** The added lines of the PR's test files that name, as a string, a test that failed before the line was written. */
export function excludedByName(
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  calls: readonly ToolCall[],
  isTestFile: (path: string) => boolean,
): Evidence[] {
  const failed = runs.filter((run) => run.outcome === "failed" && run.failing.length > 0);
  if (failed.length === 0) return [];
  return diff.filter((file) => file.status !== "deleted" && isTestFile(file.path)).flatMap((file) => {
    const removed = new Set(file.lines.filter((line) => line.kind === "-").flatMap((line) => literals(line.text)));
    return file.lines.flatMap((line, index): Evidence[] => {
      // a test's own body (`plugins=["strikethrough"]` in a new test) uses the name; it leaves nothing out
      if (line.kind !== "+" || testNameOf(line.text) !== null || enclosingTest(file, index) !== null) return [];
      const named = literals(line.text).filter((text) => !removed.has(text) && excludes(line.text, text, file.lines, index));
      if (named.length === 0) return [];
      const written = callWriting(calls, line.text);
      const failedNamed = (candidate: VerificationRun) => candidate.failing.some((id) => named.some((value) => names(id, value)));
      const run = failed.find((candidate) => candidate.call < written && failedNamed(candidate));
      if (run === undefined) return [];
      const quote = `failing test left out by name after it failed (${stepLabel(run.step)}): ${line.text.trim()}`;
      return [evidence(run.step, quote, `${file.path}:${line.newLine}`)];
    });
  });
}

/**
 * The string stands where a name is left out: compared (`name == "links_540"`, `in ("a", "b")`), or on a line, or under a
 * definition or collection, whose name says so (`SKIPPED = [`, `def ignore_case(`).
 */
function excludes(line: string, text: string, lines: readonly DiffLine[], index: number): boolean {
  const before = line.slice(0, Math.max(0, line.indexOf(text) - 1));
  if (COMPARED.test(before)) return true;
  const above = lines.slice(Math.max(0, index - EXCLUSION_CONTEXT), index + 1).filter((other) => other.kind !== "-");
  return above.some((other) => LEAVES_OUT.test(other.text));
}
/** What comes right before a name that is compared with, or looked up in, a list. */
const COMPARED = /(?:==|!=|\bin\s*[([{]?|\bnot in\s*[([{]?)\s*$/;
/** Words that name a list or hook of tests left out. */
const LEAVES_OUT = /skip|ignor|exclud|xfail|known|deselect|broken|flaky|disabl|denylist|blacklist/i;
/** How many lines above a string may name the list or hook it is in. */
const EXCLUSION_CONTEXT = 4;

function literals(text: string): string[] {
  return [...text.matchAll(STRING)].map((match) => match[2]!).filter((value) => value.length >= MIN_NAME);
}

/** The string is the failing test's name, or its name less `test_` (`links_540` for `test_links_540`). */
function names(id: string, text: string): boolean {
  const name = failingTestName(id);
  return text === name || text === name.replace(/^test_?/i, "");
}
