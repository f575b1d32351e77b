/**
 * Exit codes stated in tool output text, by the conventions agents use. Each reader picks the
 * conventions its format writes; none is applied to free text, where a test could print it.
 */

/** Claude Code: a failed Bash result starts with `Exit code N`. */
export function claudeExitCode(output: string): number | null {
  return firstInt(/^\s*Exit code (-?\d+)\b/.exec(output));
}

/** Codex: `Process exited with code N` (and older `Exit code: N`) in the result header. */
export function codexExitCode(output: string): number | null {
  return firstInt(/^(?:Process exited with code|Exit code:) (-?\d+)\b/m.exec(output.slice(0, HEADER_CHARS)));
}

/** Gemini CLI: `Exit Code: N` on its own line of the shell result. */
export function geminiExitCode(output: string): number | null {
  return firstInt(/^Exit Code: (-?\d+)\b/m.exec(output));
}

/** Terminal-Bench converted trajectories: output prefixed `(exit code N)`. */
export function prefixedExitCode(output: string): number | null {
  return firstInt(/^\s*\(exit code (-?\d+)\)/.exec(output));
}

/** mini-swe-agent: `<returncode>N</returncode>` in the observation. */
export function returncodeTagExitCode(output: string): number | null {
  return firstInt(/<returncode>\s*(-?\d+)\s*<\/returncode>/.exec(output));
}

/** Header lines are short; look no further so that test output cannot forge the header. */
const HEADER_CHARS = 400;

function firstInt(match: RegExpExecArray | null): number | null {
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 10);
  return Number.isSafeInteger(value) ? value : null;
}
