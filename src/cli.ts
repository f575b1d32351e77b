import { realpathSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { InputError, oneLine } from "./errors.js";
import type { JudgeOptions } from "./judge/index.js";
import { clipForMessage, rejectUnknownOptions, wantsHelp, type OptionSpecs } from "./cli/options.js";
import { progressLine, type Progress } from "./cli/progress.js";
import { VERSION } from "./cli/version.js";

// Each command loads its stages when it runs: `--help` and `--version` read none of them. ncc emits
// each as a chunk file beside dist/cli.js (scripts/build.mjs ships them), read only when imported.
const loadTranscripts = () => import("./transcript/index.js");
const loadDetect = () => import("./transcript/detect.js");
const loadVerify = () => import("./verify.js");
const loadEval = () => import("./eval/run.js");
const loadEvalTable = () => import("./eval/table.js");
const loadRank = () => import("./rank/index.js");
const loadEvalRank = () => import("./eval/rank.js");

const JUDGE_USAGE = `Judge options: --no-llm | [--criteria <preset|file.md>] [--base-url <url>] [--model <name>]
               [--api-key-env <VAR>] [--repeats <even k>] [--judge-cache <dir>] [--token-budget <tokens>]
               [--max-reply-tokens <n>] [--reasoning-effort low|medium|high] [--request-timeout <s>]
               [--max-retries <n>] [--judge-timeout <s>] [--price-input <usd>] [--price-cached-input <usd>]
               [--price-output <usd>] (USD per million tokens) [--judge-required | --no-judge-required]
  Without --base-url and without OPENAI_API_KEY (or --api-key-env), judging is skipped. With either,
  the judge is required by default: a skipped or failed judge gives neutral, never a checks-only pass.
Limits: [--max-transcript-bytes <n>] (default 268435456; a folder or zip may hold twice that)`;
const EXIT_CODES = "Exit codes: 0 done (whatever the verdict), 2 bad usage or unreadable input, 1 internal error.";
/** parse gives no verdict: its exit 0 means the transcript was read. */
const PARSE_EXIT_CODES = "Exit codes: 0 the transcript was read and printed, 2 bad usage or unreadable input, 1 internal error.";

/** One line of usage per command, shown by `--help` and in the overview. */
const USAGE_LINES = {
  parse: "agent-verdict parse <transcript> [--format <id>]",
  verify: `agent-verdict verify --transcript <path> [--diff <file>] [--pr-body <file>] [--repo <dir>] [--format <id>]
                       [--json <path|->] [--markdown <path|->] [judge options]`,
  eval: "agent-verdict eval --dir <dir> [--fit] [--rank] [--json <path|->] [--format <id>] [judge options]",
  rank: `agent-verdict rank --transcript <a> --transcript <b> … [--diff <a.diff> --diff <b.diff> …] [--repo <dir>]
                     [--format <id>] [--json <path|->] [--markdown <path|->] [judge options]`,
} as const;

const USAGE = `usage:
${Object.values(USAGE_LINES).map((line) => `  ${line}`).join("\n")}
  agent-verdict <command> --help | agent-verdict --version   (parse --help lists the transcript formats)
${JUDGE_USAGE}
${EXIT_CODES}`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** stderr is a terminal: progress is redrawn in place; otherwise only its final line is written. */
  stderrIsTTY?: boolean;
}

const PROCESS_IO: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
};

/** Runs one command line; returns the exit code. Never throws, never prints a stack trace. */
export async function runCli(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    const entry = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (entry === undefined) {
      const names = Object.keys(COMMANDS).join(", ");
      throw new InputError(command ? `unknown command "${command}"; expected one of ${names}` : `no command; expected one of ${names}`);
    }
    if (wantsHelp(rest)) {
      io.stdout(`${await entry.help()}\n`);
      return 0;
    }
    rejectUnknownOptions(rest, entry.options, command!);
    return await entry.run(rest, io);
  } catch (error) {
    const usage = error instanceof InputError || isArgError(error);
    io.stderr(`agent-verdict: ${oneLine(error)}${usage ? "" : " (internal error)"}\n`);
    return usage ? 2 : 1;
  }
}

const PARSE_OPTIONS = { format: { type: "string" } } as const;

async function parseCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: PARSE_OPTIONS });
  if (positionals.length !== 1) throw new InputError("parse takes one transcript path");
  const { loadTranscript } = await loadTranscripts();
  const { trajectory } = await loadTranscript(positionals[0]!, values.format);
  io.stdout(`${JSON.stringify(trajectory, null, 2)}\n`);
  return 0;
}

/** The options verify and eval share, as node:util parseArgs declares them. */
const VERIFY_OPTIONS = {
  format: { type: "string" },
  "no-llm": { type: "boolean", default: false },
  json: { type: "string" },
  criteria: { type: "string" },
  "base-url": { type: "string" },
  model: { type: "string" },
  "api-key-env": { type: "string" },
  repeats: { type: "string" },
  "judge-cache": { type: "string" },
  "token-budget": { type: "string" },
  "max-transcript-bytes": { type: "string" },
  "max-reply-tokens": { type: "string" },
  "reasoning-effort": { type: "string" },
  "request-timeout": { type: "string" },
  "max-retries": { type: "string" },
  "judge-timeout": { type: "string" },
  "price-input": { type: "string" },
  "price-cached-input": { type: "string" },
  "price-output": { type: "string" },
  "judge-required": { type: "boolean" },
  "no-judge-required": { type: "boolean" },
} as const;

type VerifyValues = { [K in keyof typeof VERIFY_OPTIONS]?: (typeof VERIFY_OPTIONS)[K]["type"] extends "boolean" ? boolean : string };

/** A whole positive number option, or undefined when not given; anything else is a usage error. */
function positiveOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new InputError(`--${name} must be a positive whole number, got ${JSON.stringify(value)}`);
  return number;
}

/** The judge's options as the contract names them on the command line. */
function judgeOptions(values: VerifyValues): JudgeOptions {
  return {
    criteria: values.criteria,
    baseUrl: values["base-url"],
    model: values.model,
    apiKeyEnv: values["api-key-env"],
    repeats: values.repeats,
    cacheDir: values["judge-cache"],
    tokenBudget: values["token-budget"],
    maxReplyTokens: values["max-reply-tokens"],
    reasoningEffort: values["reasoning-effort"],
    requestTimeout: values["request-timeout"],
    maxRetries: values["max-retries"],
    judgeTimeout: values["judge-timeout"],
    priceInput: values["price-input"],
    priceCachedInput: values["price-cached-input"],
    priceOutput: values["price-output"],
    judgeRequired: judgeRequired(values),
  };
}

const VERIFY_COMMAND_OPTIONS = {
  ...VERIFY_OPTIONS,
  transcript: { type: "string" },
  diff: { type: "string" },
  "pr-body": { type: "string" },
  repo: { type: "string" },
  markdown: { type: "string" },
} as const;

/** `--judge-required` / `--no-judge-required`; neither: required when a key or endpoint is set. */
function judgeRequired(values: VerifyValues): boolean | null {
  if (values["judge-required"] && values["no-judge-required"]) throw new InputError("give --judge-required or --no-judge-required, not both");
  return values["judge-required"] ? true : values["no-judge-required"] ? false : null;
}

async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: VERIFY_COMMAND_OPTIONS });
  if (!values.transcript) throw new InputError("verify needs --transcript <path>");
  const { verify } = await loadVerify();
  const result = await verify({
    transcriptPath: values.transcript,
    format: values.format,
    diff: values.diff === undefined ? undefined : { path: values.diff },
    prBody: values["pr-body"] === undefined ? undefined : { path: values["pr-body"] },
    repoDir: values.repo,
    maxTranscriptBytes: positiveOption(values["max-transcript-bytes"], "max-transcript-bytes"),
    noLlm: values["no-llm"],
    judge: judgeOptions(values),
  });
  if (result.inputError !== null) throw new InputError(result.inputError);
  if (values.json !== undefined) await emit(values.json, `${JSON.stringify(result.report, null, 2)}\n`, io);
  if (values.markdown !== undefined || values.json === undefined) await emit(values.markdown ?? "-", result.markdown, io);
  return 0;
}

const EVAL_OPTIONS = {
  ...VERIFY_OPTIONS,
  dir: { type: "string" },
  fit: { type: "boolean", default: false },
  rank: { type: "boolean", default: false },
} as const;

async function evalCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: EVAL_OPTIONS });
  if (!values.dir) throw new InputError("eval needs --dir <folder with index.jsonl>");
  const maxTranscriptBytes = positiveOption(values["max-transcript-bytes"], "max-transcript-bytes");
  if (values.rank) return evalRank(values.dir, values, maxTranscriptBytes, io);
  const [{ evaluate }, { evalTable }] = await Promise.all([loadEval(), loadEvalTable()]);
  let progress: Progress | null = null;
  const onProgress = (finished: number, total: number) => {
    if (finished === 0) progress = progressLine("eval", total, { write: io.stderr, isTTY: io.stderrIsTTY ?? false });
    else progress?.tick();
  };
  const options = { format: values.format, maxTranscriptBytes, noLlm: values["no-llm"], judge: judgeOptions(values) };
  const result = await evaluate(values.dir, options, values.fit, onProgress);
  (progress as Progress | null)?.done();
  io.stdout(evalTable(result));
  if (values.json !== undefined) await emit(values.json, `${JSON.stringify(result, null, 2)}\n`, io);
  return 0;
}

/** `eval --rank`: best-of-N accuracy of rank on the index grouped by task. */
async function evalRank(dir: string, values: VerifyValues, maxTranscriptBytes: number | undefined, io: CliIo): Promise<number> {
  const { evaluateRank, rankEvalTable } = await loadEvalRank();
  const ranked = await evaluateRank(dir, { format: values.format, maxTranscriptBytes, noLlm: values["no-llm"] ?? false, judge: judgeOptions(values) });
  io.stdout(rankEvalTable(ranked));
  if (values.json !== undefined) await emit(values.json, `${JSON.stringify(ranked, null, 2)}\n`, io);
  return 0;
}

const RANK_OPTIONS = {
  ...VERIFY_OPTIONS,
  transcript: { type: "string", multiple: true },
  diff: { type: "string", multiple: true },
  repo: { type: "string" },
  markdown: { type: "string" },
} as const;

async function rankCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: RANK_OPTIONS });
  const transcripts = values.transcript ?? [];
  const diffs = values.diff ?? [];
  if (diffs.length > 0 && diffs.length !== transcripts.length) {
    throw new InputError(
      `rank got ${diffs.length} --diff for ${transcripts.length} --transcript; give one --diff per transcript, in the same order, or none`,
    );
  }
  const { rank, rankMarkdown, rankTable } = await loadRank();
  const report = await rank({
    candidates: transcripts.map((transcript, i) => ({ transcript, diff: diffs[i] })),
    format: values.format,
    repoDir: values.repo,
    maxTranscriptBytes: positiveOption(values["max-transcript-bytes"], "max-transcript-bytes"),
    noLlm: values["no-llm"],
    judge: judgeOptions(values),
  });
  // a JSON or markdown document on stdout must not be preceded by the table
  if (values.json !== "-" && values.markdown !== "-") io.stdout(rankTable(report));
  if (values.json !== undefined) await emit(values.json, `${JSON.stringify(report, null, 2)}\n`, io);
  if (values.markdown !== undefined) await emit(values.markdown, rankMarkdown(report), io);
  return 0;
}

interface Command {
  /** What `<command> --help` prints. */
  help: () => string | Promise<string>;
  options: OptionSpecs;
  run: (args: string[], io: CliIo) => Promise<number>;
}

/** The commands, their help and their options: a new command is one row here. */
const COMMANDS: Record<string, Command> = {
  parse: {
    help: async () => `usage: ${USAGE_LINES.parse}
Prints the normalized trajectory (agent-verdict/trajectory@1) as JSON.
  --format <id>   force a transcript format instead of detecting it
Transcript formats read: ${(await loadDetect()).readableFormats()}
${PARSE_EXIT_CODES}`,
    options: PARSE_OPTIONS,
    run: parseCommand,
  },
  verify: {
    help: () => `usage: ${USAGE_LINES.verify}
Verifies one transcript as the action does, minus GitHub; prints the PR comment, or writes the
report with --json.
${JUDGE_USAGE}
${EXIT_CODES}`,
    options: VERIFY_COMMAND_OPTIONS,
    run: verifyCommand,
  },
  eval: {
    help: () => `usage: ${USAGE_LINES.eval}
Verifies every row of <dir>/index.jsonl ({id, label, file or transcript, [diff], [pr_body]}) and prints, per source, the verdict × label
table, AUROC of the score beside the naive rule's, precision/recall of fail and pass, and a calibration
table; progress goes to stderr. --rank prints best-of-N accuracy of rank per task instead.
${JUDGE_USAGE}
${EXIT_CODES}`,
    options: EVAL_OPTIONS,
    run: evalCommand,
  },
  rank: {
    help: () => `usage: ${USAGE_LINES.rank}
Ranks several attempts at one task, best first: candidates with a blocking finding below the rest,
then pairwise judging of the candidates against each other (without a judge, the evidence score).
${JUDGE_USAGE}
${EXIT_CODES}`,
    options: RANK_OPTIONS,
    run: rankCommand,
  },
};

/** Why a path given to --json or --markdown cannot be written: the user's to fix, so a usage error. */
const UNWRITABLE: Record<string, string> = {
  ENOENT: "its folder does not exist",
  ENOTDIR: "a part of the path is not a folder",
  EISDIR: "it is a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
};

async function emit(target: string, text: string, io: CliIo): Promise<void> {
  if (target === "-") return io.stdout(text);
  try {
    await writeFile(target, text);
  } catch (error) {
    const reason = UNWRITABLE[String((error as { code?: unknown }).code)];
    if (reason === undefined) throw error;
    throw new InputError(`cannot write ${clipForMessage(target)}: ${reason}`);
  }
}

/** node:util parseArgs reports unknown or malformed options with these codes. */
function isArgError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS");
}

/** Run when this file is the program (`node dist/cli.js`, or the `agent-verdict` bin link). */
function isProgram(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isProgram()) process.exitCode = await runCli(process.argv.slice(2));
