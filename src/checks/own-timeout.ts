import { programName } from "../shell/program.js";

/**
 * The agent's own time bound on a check ran out (`timeout 25 python3 …`, exit 124): the command was
 * stopped before it finished, so it showed no result of its own, neither a pass nor a failure (a
 * slow check and a hung one look the same). Returns the bound as the line spells it
 * (`timeout 25`), or null when the status is the check's own.
 */
export function ownTimeoutRanOut(words: readonly string[], exitCode: number | null): string | null {
  if (exitCode !== TIMED_OUT && exitCode !== KILLED) return null;
  let index = 0;
  while (index < words.length && (ASSIGNMENT.test(words[index]!) || LEADING.has(programName(words[index]!)))) index += 1;
  if (programName(words[index] ?? "") !== "timeout") return null;
  let kills = false;
  for (index += 1; index < words.length && words[index]!.startsWith("-"); index += 1) {
    const option = words[index]!;
    // the command's own status is passed on: 124 is then the command's, not the bound's
    if (option === "--preserve-status") return null;
    if (VALUED.test(option)) {
      kills ||= option === "-k" || option === "--kill-after" || KILL.test(words[index + 1] ?? "");
      index += 1;
    } else {
      kills ||= /^(?:-k|--kill-after=)/.test(option) || (/^(?:-s|--signal=)/.test(option) && KILL.test(option.replace(/^(?:-s|--signal=)/, "")));
    }
  }
  const duration = words[index];
  if (duration === undefined || !DURATION.test(duration)) return null;
  return exitCode === TIMED_OUT || kills ? `timeout ${duration}` : null;
}

/** `timeout`'s status when its bound ran out and the command ended on its signal. */
const TIMED_OUT = 124;
/** The status of a command killed by SIGKILL (`timeout -s KILL`, or `-k` after TERM was ignored). */
const KILLED = 137;
const ASSIGNMENT = /^[A-Za-z_]\w*=/;
/** Programs that may stand before `timeout` and pass its status on. */
const LEADING = new Set(["sudo", "env", "nice", "nohup", "stdbuf"]);
/** `timeout`'s options that take the next word as their value. */
const VALUED = /^(?:-s|-k|--signal|--kill-after)$/;
const KILL = /^(?:SIG)?KILL$|^9$/i;
/** `timeout`'s duration: a number with an optional unit. */
const DURATION = /^\d+(?:\.\d+)?[smhd]?$/;
