import type { Trajectory } from "../model.js";

/** `custom`: a command the rubric's front matter names as verification. */
export type VerificationKind = "test" | "build" | "typecheck" | "lint" | "custom";

interface Runner {
  kind: VerificationKind;
  /** Matches the runner's invocation anywhere in a command line. */
  pattern: RegExp;
}

const PM = "(?:npm|pnpm|yarn|bun)";
const RUN = `${PM}(?:\\s+run)?`;
/** Commands that verify work, most specific first; the match is the runner's identity. */
const RUNNERS: readonly Runner[] = [
  { kind: "test", pattern: new RegExp(`\\b${RUN}\\s+(?:test|t)(?::[\\w:-]+)?\\b`) },
  { kind: "typecheck", pattern: new RegExp(`\\b${RUN}\\s+(?:typecheck|type-check|tsc|check-types)\\b`) },
  { kind: "lint", pattern: new RegExp(`\\b${RUN}\\s+lint(?::[\\w:-]+)?\\b`) },
  { kind: "build", pattern: new RegExp(`\\b${RUN}\\s+build(?::[\\w:-]+)?\\b`) },
  { kind: "test", pattern: /\b(?:npx\s+|bunx\s+)?(?:vitest|jest|mocha|ava|tap|playwright\s+test|cypress\s+run)\b/ },
  { kind: "test", pattern: /\bnode\s+--test\b|\bdeno\s+test\b|\bbun\s+test\b/ },
  { kind: "test", pattern: /\b(?:python[\d.]*\s+-m\s+)?(?:pytest|py\.test|unittest|nose2|tox|nox)\b/ },
  { kind: "test", pattern: /\b(?:go|cargo|dotnet|mix|swift|zig)\s+test\b|\bcargo\s+nextest\b|\bctest\b/ },
  { kind: "test", pattern: /\b(?:mvn|mvnw|gradle|gradlew)\b[^\n;&|]*\b(?:test|verify|check)\b/ },
  { kind: "test", pattern: /\b(?:rspec|phpunit|minitest|prove)\b|\brake\s+test\b|\bbundle\s+exec\s+rake\b/ },
  { kind: "test", pattern: /\bmake\s+(?:test|tests|check)\b/ },
  { kind: "typecheck", pattern: /\b(?:npx\s+)?(?:tsc|vue-tsc|mypy|pyright|flow\s+check)\b|\bcargo\s+check\b|\bgo\s+vet\b/ },
  { kind: "lint", pattern: /\b(?:npx\s+)?(?:eslint|biome\s+(?:check|lint)|ruff|flake8|pylint|golangci-lint|rubocop|shellcheck)\b/ },
  { kind: "lint", pattern: /\bcargo\s+clippy\b/ },
  { kind: "build", pattern: /\b(?:go|cargo|dotnet|swift|zig)\s+build\b|\bmvn\b[^\n;&|]*\b(?:package|install|compile)\b/ },
  { kind: "build", pattern: /\bgradlew?\s+(?:build|assemble)\b|\bcmake\s+--build\b/ },
  // plain `make` with flags (`-j8`, `-C dir`, `VAR=x`) builds the default target; its runner is `make`
  { kind: "build", pattern: /\bmake(?=(?:\s+(?:-C\s+\S+|-\S+|[A-Za-z_]\w*=\S*))*(?:\s+(?:all|build))?\s*(?:$|[;&|]))/ },
];

/** Pipes and fallbacks after the runner that replace its exit status with another command's. */
const EXIT_MASK = /\|\|\s*(?:true|:|exit\s+0)\b|\|(?!\|)\s*(?:tail|head|grep|tee|less|more|cat|sed|awk|cut|sort)\b|;\s*echo\b/;

export interface VerificationRun {
  /** Index of the tool call in the trajectory. */
  call: number;
  step: number;
  kind: VerificationKind;
  /** The runner as written (`npm test`, `pytest`), used to group runs of one command. */
  runner: string;
  command: string;
  exitCode: number | null;
  /** True when a pipe or `|| true` after the runner hides its exit status. */
  masked: boolean;
  output: string | null;
}

/** Wrappers, environment assignments and the folder of the executable, before a runner's name. */
const COMMAND_PREFIX = /^(?:[A-Za-z_]\w*=\S*\s+|(?:sudo|time|nice|env|command|exec)\s+|timeout\s+\S+\s+)*(?:[^\s/]*\/)*/;
const ANCHORED = RUNNERS.map((runner) => ({ ...runner, pattern: new RegExp(`^(?:${runner.pattern.source})`) }));

/**
 * The runner a command invokes, looked for where a command starts, never inside an argument; else
 * the first of the rubric's own verification patterns it matches, anywhere in the command.
 */
export function classifyCommand(command: string, custom: readonly RegExp[] = []): RunnerMatch | null {
  return knownRunner(command) ?? customRunner(command, custom);
}

interface RunnerMatch {
  kind: VerificationKind;
  runner: string;
  /** Where the runner starts in the command: what follows it may mask its exit status. */
  index: number;
}

function customRunner(command: string, custom: readonly RegExp[]): RunnerMatch | null {
  for (const pattern of custom) {
    const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(command);
    if (match) return { kind: "custom", runner: match[0].replace(/\s+/g, " ").trim() || pattern.source, index: match.index };
  }
  return null;
}

function knownRunner(command: string): RunnerMatch | null {
  for (const segment of command.matchAll(/[^;&|\n()`]+/g)) {
    const text = segment[0].trimStart();
    const prefix = COMMAND_PREFIX.exec(text)?.[0].length ?? 0;
    const body = text.slice(prefix);
    for (const runner of ANCHORED) {
      const match = runner.pattern.exec(body);
      if (!match) continue;
      const index = segment.index + (segment[0].length - text.length) + prefix;
      return { kind: runner.kind, runner: match[0].replace(/\s+/g, " ").trim(), index };
    }
  }
  return null;
}

/** Every shell call that ran a verification command, in order. */
export function verificationRuns(trajectory: Trajectory, custom: readonly RegExp[] = []): VerificationRun[] {
  return trajectory.toolCalls.flatMap((call, index) => {
    if (call.command === null) return [];
    const found = classifyCommand(call.command, custom);
    if (found === null) return [];
    const after = call.command.slice(found.index);
    return [
      {
        call: index,
        step: call.step,
        kind: found.kind,
        runner: found.runner,
        command: call.command,
        exitCode: call.exitCode,
        masked: EXIT_MASK.test(after),
        output: call.output,
      },
    ];
  });
}

export type RunOutcome = "passed" | "failed" | "unknown";

const FAILURE_SUMMARY =
  /\b[1-9]\d* (?:failed|failing|failures?|errors?)\b|^FAIL(?:ED)?\b|\bTests?:\s+[1-9]\d* failed|\berror TS\d+|\bBUILD FAILED\b|npm ERR!|^Traceback \(most recent call last\)/im;
const SUCCESS_SUMMARY =
  /\b\d+ (?:passed|passing)\b(?![^\n]*\b[1-9]\d* (?:failed|errors?)\b)|\bTests?:\s+\d+ passed\b|^OK\b|\bBUILD SUCCESS(?:FUL)?\b|\bAll \d* ?tests? passed\b|^ok\s+\S+/im;

/**
 * A run's outcome: its exit status when the transcript states it and nothing masks it; else what
 * its output's summary says; else unknown. Output text is only read when the status is not known.
 */
export function runOutcome(run: VerificationRun): RunOutcome {
  if (run.exitCode !== null && !run.masked) return run.exitCode === 0 ? "passed" : "failed";
  if (run.output === null) return "unknown";
  if (FAILURE_SUMMARY.test(run.output)) return "failed";
  if (SUCCESS_SUMMARY.test(run.output)) return "passed";
  return "unknown";
}
