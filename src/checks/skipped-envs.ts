/**
 * Environment runners (tox, nox) that ran no environment: every environment the summary names was
 * skipped (its interpreter missing, `skip_missing_interpreters`), so the runner's exit 0 and its
 * `congratulations :)` checked nothing.
 */

/** tox 4 `  py39: SKIP (0.01 seconds)`, tox 3 `SKIPPED:  py39: InterpreterNotFound: python3.9`, nox's session lines. */
const ENV_SKIPPED = /^\s*(?:SKIPPED:\s+[\w.-]+: \S.*|[\w.-]+: SKIP\b.*)$|^nox > (?:Session \S+ skipped\b.*|\* \S+: skipped\b.*)$/gm;
/** An environment that ran its commands, whatever they gave. */
const ENV_RAN = /^\s*[\w.-]+: (?:OK|FAIL|commands succeeded|commands failed|ERROR)\b|^nox > (?:Session \S+ (?:was successful|failed|raised)\b|\* \S+: (?:success|failed)\b)/m;
/** Every ENV_SKIPPED line holds one of these: a text without them is not scanned. */
const SKIP_WORDS = /SKIP|skipped/;

/** The first skip line when the output names skipped environments and no environment that ran; else null. */
export function everyEnvSkipped(text: string): string | null {
  if (!SKIP_WORDS.test(text)) return null;
  const skipped = text.match(ENV_SKIPPED);
  if (skipped === null || ENV_RAN.test(text)) return null;
  return skipped[0].trim();
}
