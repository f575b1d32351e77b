import type { Step } from "./claude-session.js";

/**
 * A session in the shape of held-out round 31's s30 (jshttp/content-type, mocha --bail): a change to `qstring` that
 * fails a format test. Shared by the mocha tests and review 48's demonstrations.
 */
export const CWD = "/home/dev/content-type";
export const TASK = "format() does not escape double quotes inside quoted parameter values.";
export const DIFF = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -213,3 +213,3 @@ function qstring (val) {\n"
  + "-  if (TOKEN_REGEXP.test(str)) {\n+  if (false) {\n     return str\n";
export const FIX: Step = { edit: "index.js", old: "  if (TOKEN_REGEXP.test(str)) {\n", text: "  if (false) {\n" };

/** mocha's spec report of one failing format test, as `npm test | tail` shows it. */
export const mochaRed = (title: string, passing: number) => ({
  exit: 0,
  output: `    1) ${title}\n\n\n  ${passing} passing (7ms)\n  1 failing\n\n  1) contentType.format(obj)\n       ${title}:\n\n`
    + "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n      at Context.<anonymous> (test/contentType_format.js:21:12)\n",
});
