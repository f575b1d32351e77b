import type { OutcomeSource, RunOutcome } from "./run-outcome.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";

/**
 * `go test ./... 2>&1 | grep -v '^ok'`: the filter prints only the lines that do not match its pattern.
 * When the pattern matches none of the lines the runner fails with, every failure line reaches the output;
 * the lines it dropped were ones that match it. So an output with no failure line shows the run failed
 * nothing, and grep's exit 1 with no output ("no line selected") shows every line matched: when the
 * runner's pass line matches the pattern, each was a pass line. The line's status is grep's, never the runner's.
 */

interface RunnerLines {
  /** Lines the runner prints when a test, a package's build or the run fails: the filter must keep them all. */
  failures: readonly string[];
  /** Its line for a unit whose tests passed. */
  pass: string;
  /** A failure line in the filtered output. */
  failed: RegExp;
  /** An option that can make a pass line say no test ran (`-run X` prints `ok pkg [no tests to run]`). */
  selects: RegExp;
}

/** Runners whose outcome can be read through an inverted filter, by `program verb`. */
const RUNNERS: Readonly<Record<string, RunnerLines>> = {
  "go test": {
    failures: ["--- FAIL: TestParse (0.00s)", "FAIL\texample.com/m/pkg\t0.004s", "FAIL", "panic: runtime error: index out of range [3]", "# example.com/m/pkg",
      "pkg/parse.go:3:2: undefined: y"],
    pass: "ok  \texample.com/m/pkg\t0.004s",
    failed: /^(?:--- FAIL|FAIL\b|panic:|# \S|\S+\.go:\d+:\d+: )/,
    selects: /^-(?:test\.)?(?:run|skip)(?:=|$)/,
  },
};

/** Commands beside the pipeline that print nothing of their own, so the output is the filter's. */
const SILENT = new Set(["cd", "pushd", "export", "set", "unset", "source", "."]);
/** grep's options that make it print or answer something else than the lines it selects. */
const NOT_LINES = /[cqlLoszZ]/;

/** The outcome the inverted filter's output shows, or null when the line is not such a filter of a runner it knows. */
export function invertedFilterOutcome(
  command: SimpleCommand,
  top: readonly SimpleCommand[],
  output: string | null,
  exitCode: number | null,
): { outcome: RunOutcome; from: OutcomeSource; quote: string } | null {
  const at = top.indexOf(command);
  const filter = top[at + 1];
  const words = unwrappedWords(command);
  const runner = RUNNERS[`${programName(words[0] ?? "")} ${words[1] ?? ""}`];
  if (runner === undefined || command.next !== "|" || filter === undefined || !filter.statusIsCall || command.pipefail) return null;
  if (words.some((word) => runner.selects.test(word))) return null;
  if (top.some((other, index) => index !== at && index !== at + 1 && !SILENT.has(programName(other.words[0] ?? "")))) return null;
  const pattern = invertedPattern(filter.words);
  if (pattern === null || runner.failures.some((line) => pattern.test(line))) return null;
  const shown = ownLines(output ?? "");
  const said = `grep -v '${filter.words.at(-1)}'`;
  if (shown === "") {
    // grep's 1 is "no line selected": every line the runner printed matched, and its pass line does
    return exitCode === 1 && pattern.test(runner.pass) ? { outcome: "passed", from: "summary line", quote: `${said} selected no line: each line matched it` } : null;
  }
  const failure = shown.split("\n").find((line) => runner.failed.test(line));
  if (failure !== undefined) return { outcome: "failed", from: "summary line", quote: failure.trim() };
  return { outcome: "passed", from: "summary line", quote: `${said} kept no failure line: ${shown.split("\n").at(-1)!.trim()}` };
}

/**
 * Lines a recorder adds around what the line printed: Claude Code's `Exit code 1`, OpenHands' `[The command
 * completed with exit code 1.]`, mini-swe-agent's `<returncode>1</returncode>` and `<output>` tags.
 */
const RECORDER_LINE = /^(?:Exit code -?\d+|\[The command completed with exit code -?\d+\.\]|<returncode>\s*-?\d+\s*<\/returncode>|<\/?output>)$/;

/** What the filter printed: the output without the recorder's status lines, trimmed. */
function ownLines(output: string): string {
  return output.split("\n").filter((line) => !RECORDER_LINE.test(line.trim())).join("\n").trim();
}

/** The pattern of `grep -v PATTERN` (basic or `-E`), as a RegExp; null for any other filter. */
function invertedPattern(words: readonly string[]): RegExp | null {
  const [program = "", ...args] = words;
  if (program !== "grep" && program !== "egrep") return null;
  const flags = args.filter((arg) => /^-[A-Za-z]+$/.test(arg)).join("");
  const patterns = args.filter((arg) => !/^-[A-Za-z]+$/.test(arg));
  if (!flags.includes("v") || NOT_LINES.test(flags) || patterns.length !== 1 || args.some((arg) => arg.startsWith("--"))) return null;
  const extended = program === "egrep" || flags.includes("E");
  // a basic pattern's `|`, `(`, `+` … are literal: read here only when it has none of them bare
  if (!extended && /(?<!\\)[|()+?{}]/.test(patterns[0]!)) return null;
  const source = extended ? patterns[0]! : patterns[0]!.replace(/\\([|()])/g, "$1");
  try {
    return new RegExp(source, flags.includes("i") ? "i" : "");
  } catch {
    return null;
  }
}
