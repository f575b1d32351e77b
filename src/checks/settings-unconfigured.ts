import { withoutAnsi } from "./quote.js";

/**
 * Django's words when code touches settings no settings module was given for: `pytest` or `python -m
 * unittest` started without `DJANGO_SETTINGS_MODULE` (the project's own runner, `tests/runtests.py`,
 * sets it). Every test module fails at import, before any test runs.
 */
const UNCONFIGURED = /ImproperlyConfigured: Requested settings?\b[^\n]*\bbut settings are not configured/;
/** Words every match holds: an output without them is not scanned. */
const UNCONFIGURED_WORD = "settings are not configured";
/** pytest's error detail lines (`E   …`), less those that show the raising code (`E   raise ImproperlyConfigured(`). */
const PYTEST_DETAIL = /^E\s{2,}\S.*$/gm;
const RAISING_CODE = /^E\s+(?:raise\b|\^)/;
/** unittest's error headers, and its failure header: a test that ran and failed. */
const UNITTEST_ERROR = /^ERROR: /gm;
const UNITTEST_FAIL = /^FAIL: /m;
/** A summary that counts a test failing (pytest's `1 failed`, unittest's `failures=1`): some test did run. */
const SOME_FAILED = /\b\d+ failed\b|\bfailures=\d+/;

/**
 * The line saying the test runner was started without the framework's settings, when that is every
 * error the output shows and no test failed: the tests never ran, so the run says nothing of the code.
 * Else null.
 */
export function settingsUnconfigured(output: string | null): string | null {
  if (output === null || !output.includes(UNCONFIGURED_WORD)) return null;
  const lines = withoutAnsi(output).split(/\r?\n/);
  const text = lines.join("\n");
  if (SOME_FAILED.test(text) || UNITTEST_FAIL.test(text)) return null;
  const said = lines.filter((line) => UNCONFIGURED.test(line));
  if (said.length === 0) return null;
  const details = [...text.matchAll(PYTEST_DETAIL)].map((match) => match[0]).filter((line) => !RAISING_CODE.test(line));
  // pytest: every error's `E` line is this one; unittest (no `E` lines): as many of these as ERROR headers
  const pytestOnly = details.length > 0 && details.every((line) => UNCONFIGURED.test(line));
  const errors = [...text.matchAll(UNITTEST_ERROR)].length;
  const unittestOnly = details.length === 0 && errors > 0 && said.length >= errors;
  return pytestOnly || unittestOnly ? said[0]!.replace(/^E\s+/, "").replace(/^ERROR\s+\S+\s+-\s+/, "").trim() : null;
}
