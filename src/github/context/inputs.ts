import { isAbsolute, relative, resolve } from "node:path";
import * as core from "@actions/core";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { addSecretValues } from "../../evidence/redact.js";
import { DEFAULT_MODEL, DEFAULT_REPEATS } from "../../judge/config.js";
import { DEFAULT_PRESET } from "../../judge/criteria.js";
import { Verdict } from "../../model.js";
import { parseAllowedWorkflow, type AllowedWorkflow } from "../attestation/policy.js";
import { AGENT_ENTRY, DEFAULT_AGENTS, MAX_LOGIN_CHARS, parseAgentEntry, splitInputList, type AgentIdentity } from "./identities.js";

const DEFAULT_FAIL_ON = "fail,error";
/** An artifact name is at most a few hundred characters on GitHub; anything longer is a typo. */
const MAX_ARTIFACT_NAME_CHARS = 256;

/** An input the user can fix: the message names the input and says what is wrong, in one line. */
export class InputProblem extends Error {
  override name = "InputProblem";
}

export type { AgentIdentity } from "./identities.js";
/** A workflow file name under .github/workflows/. */
const WORKFLOW_FILE = /^[\w.-]+\.ya?ml$/;

/** The variable of the environment verify() and rank() are given that holds the judge's key: never the runner's own. */
export const JUDGE_KEY_VAR = "AGENT_VERDICT_API_KEY";

export interface JudgeInputs {
  enabled: boolean;
  criteria: string | null;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
  repeats: string | null;
  /** Tokens the judge may spend on one verification; null for the default. */
  tokenBudget: number | null;
  /** Keep judge samples in the Actions cache, so an unchanged input makes no new calls (`judge-cache`). */
  cache: boolean;
  /** Reply budget, reasoning effort, timeouts, retries, prices and judge-required, as the CLI flags take them. */
  tuning: JudgeTuning;
}

/** The judge inputs passed through to resolveJudgeConfig (null: its default, by model kind). */
export interface JudgeTuning {
  maxReplyTokens: number | null;
  reasoningEffort: string | null;
  requestTimeout: string | null;
  maxRetries: string | null;
  judgeTimeout: string | null;
  priceInput: string | null;
  priceCachedInput: string | null;
  priceOutput: string | null;
  judgeRequired: boolean | null;
}

export interface ActionInputs {
  token: string;
  transcriptPath: string | null;
  transcriptArtifact: string | null;
  transcriptRunId: number | null;
  format: string | undefined;
  diffPath: string | null;
  prBodyPath: string | null;
  /** A checkout of the PR head, for reading the changed files back. */
  repoPath: string | null;
  /** The largest transcript file to read; null for the default. */
  maxTranscriptBytes: number | null;
  /** The LLM judge: rubric, endpoint, model, key and repeats; off when `judge: false`. */
  judge: JudgeInputs;
  prNumber: number | null;
  /** Rank the open agent PRs linked to this issue instead of verifying one PR; null for per-PR mode. */
  rankIssue: number | null;
  agents: readonly AgentIdentity[];
  agentLabels: string[];
  agentBranchPrefixes: string[];
  /** workflow_run: the producer's workflow file (`agent-transcript.yml`); the triggering run must be it. */
  workflowFile: string | null;
  /** What PR changes the transcript does not explain make the verdict: `neutral` at most, or `fail`. */
  unexplainedChanges: "neutral" | "fail";
  /** The verdict when no transcript is found: never a pass. */
  missingTranscript: "error" | "neutral";
  postComment: boolean;
  postStatus: boolean;
  /** Whose comment carries the marker (`login` or `login:id`); null to ask the API who the token is. */
  commentAuthor: AgentIdentity | null;
  failOn: Set<Verdict>;
  reportPath: string;
  /** Artifact attestations to check; null when neither `require-attestation` nor `attestation-workflows` is set. */
  attestation: AttestationInputs | null;
}

export interface AttestationInputs {
  /** A `pass` needs a valid attestation (`require-attestation`). */
  required: boolean;
  workflows: AllowedWorkflow[];
  /** A trusted root beside public-good's (GitHub's own, for private repositories); JSON or JSONL. */
  trustedRootPath: string | null;
}

const optionalText = z.string().transform((value) => (value === "" ? null : value));
const positiveInt = (what: string) =>
  z
    .string()
    .regex(/^\d*$/, `must be ${what} (digits only)`)
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || (Number.isSafeInteger(value) && value > 0), `must be ${what}`);
const boolean = z.enum(["true", "false", ""], { error: "must be true or false" }).transform((value) => value !== "false");
const optionalBoolean = z.enum(["true", "false", ""], { error: "must be true or false" }).transform((value) => (value === "" ? null : value === "true"));
const decimal = (what: string) => optionalText.refine((value) => value === null || /^\d+(?:\.\d+)?$/.test(value), `must be ${what}`);

const agentEntry = z
  .string()
  .regex(AGENT_ENTRY, "each entry must be a GitHub login, optionally login:id")
  .refine((entry) => parseAgentEntry(entry) !== null, `a login is at most ${MAX_LOGIN_CHARS} characters`)
  .transform((entry): AgentIdentity => parseAgentEntry(entry)!);

/** Each input's schema, keyed by its name in action.yml, so a failure names the input. */
const SCHEMAS = {
  "github-token": z.string().min(1, "is empty; pass ${{ github.token }} or a token with pull-requests and statuses scopes"),
  "transcript-path": optionalText,
  "transcript-artifact": optionalText.refine((value) => value === null || value.length <= MAX_ARTIFACT_NAME_CHARS, "is too long"),
  "transcript-run-id": positiveInt("a workflow run id"),
  "transcript-format": optionalText,
  "diff-path": optionalText,
  "pr-body-path": optionalText,
  "repo-path": optionalText,
  judge: boolean,
  "judge-cache": boolean,
  criteria: optionalText,
  "base-url": optionalText.refine((value) => value === null || /^https?:\/\/\S+$/.test(value), "must be an http(s) URL"),
  model: optionalText,
  "api-key": optionalText,
  repeats: optionalText.refine((value) => value === null || /^\d+$/.test(value), "must be an even whole number"),
  "token-budget": positiveInt("a number of tokens"),
  "max-reply-tokens": positiveInt("a number of tokens"),
  "reasoning-effort": z.enum(["low", "medium", "high", ""], { error: "must be low, medium or high" }).transform((v) => (v === "" ? null : v)),
  "request-timeout": decimal("seconds"),
  "max-retries": optionalText.refine((value) => value === null || /^\d+$/.test(value), "must be a whole number"),
  "judge-timeout": decimal("seconds"),
  "price-input": decimal("US dollars per million tokens"),
  "price-cached-input": decimal("US dollars per million tokens"),
  "price-output": decimal("US dollars per million tokens"),
  "judge-required": optionalBoolean,
  "max-transcript-bytes": positiveInt("a number of bytes"),
  "pr-number": positiveInt("a pull request number"),
  "rank-issue": positiveInt("an issue number"),
  "agent-logins": z.string().transform(splitInputList).pipe(z.array(agentEntry)),
  "agent-labels": z.string().transform(splitInputList),
  "agent-branch-prefixes": z.string().transform(splitInputList),
  "missing-transcript": z.enum(["error", "neutral", ""], { error: "must be error or neutral" }),
  "post-comment": boolean,
  "post-status": boolean,
  "comment-author": optionalText.refine((value) => value === null || agentEntry.safeParse(value).success, "must be a GitHub login, optionally login:id"),
  "workflow-file": optionalText.refine((value) => value === null || WORKFLOW_FILE.test(value), "must be a workflow file name such as agent-transcript.yml"),
  "unexplained-changes": z.enum(["neutral", "fail", ""], { error: "must be neutral or fail" }),
  "fail-on": z.string(),
  "report-path": optionalText,
  "require-attestation": optionalBoolean,
  "attestation-workflows": z.string().transform(splitInputList).pipe(z.array(
    z.string().refine((entry) => parseAllowedWorkflow(entry) !== null, "each entry must be a workflow file with its ref, e.g. .github/workflows/claude.yml@refs/heads/main"),
  )),
  "attestation-trusted-root": optionalText,
} as const;

type InputName = keyof typeof SCHEMAS;

/**
 * The value an input left empty stands for, which action.yml shows as its `default:` (a test holds
 * the two equal). Inputs whose empty value has its own meaning (`agent-branch-prefixes: ""` is none)
 * or whose default depends on other inputs (`judge-required`, `token-budget` in rank mode) are not here.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = {
  model: DEFAULT_MODEL,
  repeats: String(DEFAULT_REPEATS),
  criteria: DEFAULT_PRESET,
  judge: "true",
  "judge-cache": "true",
  "missing-transcript": "error",
  "unexplained-changes": "neutral",
  "post-comment": "true",
  "post-status": "true",
  "fail-on": DEFAULT_FAIL_ON,
  "require-attestation": "false",
};

/**
 * Judge tuning: one home, the structured input `judge-config` (YAML or JSON, keyed by these names),
 * each value validated by the same schema as the separate input of that name, which is still
 * accepted for a release (action.yml marks it deprecated).
 */
export const JUDGE_CONFIG_KEYS = [
  "max-reply-tokens", "reasoning-effort", "request-timeout", "max-retries", "judge-timeout",
  "token-budget", "max-transcript-bytes", "price-input", "price-cached-input", "price-output",
] as const satisfies readonly InputName[];
type JudgeConfigKey = (typeof JUDGE_CONFIG_KEYS)[number];
/** A judge-config longer than this is not a handful of numbers: refused before YAML parses it. */
const MAX_JUDGE_CONFIG_CHARS = 4_096;

/** `judge-config` read into its keys' raw text; a key also given as its own input is given twice. */
function readJudgeConfig(): Map<JudgeConfigKey, string> {
  const raw = core.getInput("judge-config");
  const config = new Map<JudgeConfigKey, string>();
  if (raw.trim() === "") return config;
  if (raw.length > MAX_JUDGE_CONFIG_CHARS) throw new InputProblem(`input judge-config: longer than ${MAX_JUDGE_CONFIG_CHARS} characters`);
  let parsed: unknown;
  try {
    parsed = parseYaml(raw);
  } catch {
    throw new InputProblem("input judge-config: not YAML or JSON (write one key: value per line, e.g. request-timeout: 90)");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new InputProblem("input judge-config: must be a mapping of keys to values, e.g. request-timeout: 90");
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (!(JUDGE_CONFIG_KEYS as readonly string[]).includes(key)) {
      throw new InputProblem(`input judge-config: unknown key ${JSON.stringify(key.slice(0, 80))}; known keys: ${JUDGE_CONFIG_KEYS.join(", ")}`);
    }
    if (typeof value !== "string" && typeof value !== "number") throw new InputProblem(`input judge-config: ${key} must be a number or a word`);
    if (core.getInput(key) !== "") throw new InputProblem(`input judge-config: ${key} is also given as the input ${key}; give it once, in judge-config`);
    config.set(key as JudgeConfigKey, String(value));
  }
  return config;
}

function parse<N extends InputName>(name: N, judgeConfig?: ReadonlyMap<JudgeConfigKey, string>): z.output<(typeof SCHEMAS)[N]> {
  const fromConfig = judgeConfig?.get(name as JudgeConfigKey);
  const given = fromConfig ?? core.getInput(name);
  const raw = given === "" ? (INPUT_DEFAULTS[name] ?? "") : given;
  const result = SCHEMAS[name].safeParse(raw);
  if (!result.success) {
    // quoted as JSON: a value with a line break must not break the one-line message
    const shown = name === "github-token" ? "" : ` ${JSON.stringify(raw.slice(0, 80))}`;
    const where = fromConfig === undefined ? `input ${name}` : `input judge-config: ${name}`;
    throw new InputProblem(`${where}${shown}: ${result.error.issues[0]?.message ?? "invalid"}`);
  }
  return result.data as z.output<(typeof SCHEMAS)[N]>;
}

/** Reads and validates every input up front: a bad value stops the action before any API call. */
export function readInputs(env: NodeJS.ProcessEnv = process.env): ActionInputs {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const inWorkspace = (name: InputName) => inRunnerFolders(parse(name) as string | null, workspace, env.RUNNER_TEMP ?? null, name);
  const transcriptPath = inWorkspace("transcript-path");
  const transcriptArtifact = parse("transcript-artifact");
  if (transcriptPath !== null && transcriptArtifact !== null) {
    throw new InputProblem("input transcript-artifact: give either transcript-path or transcript-artifact, not both");
  }
  if (transcriptPath === null && transcriptArtifact === null) {
    throw new InputProblem("input transcript-path: give transcript-path (a file in the workspace) or transcript-artifact (an artifact name)");
  }
  const token = parse("github-token");
  const apiKey = parse("api-key");
  registerSecrets([token, apiKey]);
  const logins = parse("agent-logins");
  const reportPath = parse("report-path");
  const commentAuthor = parse("comment-author");
  const judgeConfig = readJudgeConfig();
  return {
    token,
    transcriptPath,
    transcriptArtifact,
    transcriptRunId: parse("transcript-run-id"),
    format: parse("transcript-format") ?? undefined,
    diffPath: inWorkspace("diff-path"),
    prBodyPath: inWorkspace("pr-body-path"),
    repoPath: inWorkspace("repo-path"),
    maxTranscriptBytes: parse("max-transcript-bytes", judgeConfig),
    judge: {
      enabled: parse("judge"),
      criteria: parse("criteria"),
      baseUrl: parse("base-url"),
      model: parse("model"),
      apiKey,
      repeats: parse("repeats"),
      tokenBudget: parse("token-budget", judgeConfig),
      cache: parse("judge-cache"),
      tuning: judgeTuning(judgeConfig),
    },
    prNumber: parse("pr-number"),
    rankIssue: parse("rank-issue"),
    agents: logins.length > 0 ? logins : DEFAULT_AGENTS,
    agentLabels: parse("agent-labels"),
    agentBranchPrefixes: parse("agent-branch-prefixes"),
    missingTranscript: parse("missing-transcript") === "neutral" ? "neutral" : "error",
    postComment: parse("post-comment"),
    postStatus: parse("post-status"),
    commentAuthor: commentAuthor === null ? null : agentEntry.parse(commentAuthor),
    workflowFile: parse("workflow-file"),
    unexplainedChanges: parse("unexplained-changes") === "fail" ? "fail" : "neutral",
    failOn: parseFailOn(parse("fail-on")),
    reportPath: reportPath === null ? defaultReportPath(env) : resolve(workspace, reportPath),
    attestation: attestationInputs(inWorkspace("attestation-trusted-root")),
  };
}

function attestationInputs(trustedRootPath: string | null): AttestationInputs | null {
  const required = parse("require-attestation") ?? false;
  const workflows = parse("attestation-workflows").map((entry) => parseAllowedWorkflow(entry)!);
  if (required && workflows.length === 0) {
    // without named workflows an attestation only says "some workflow of this repository", which any branch can be
    throw new InputProblem("input attestation-workflows: required with require-attestation, e.g. .github/workflows/claude.yml@refs/heads/main");
  }
  return required || workflows.length > 0 ? { required, workflows, trustedRootPath } : null;
}

function judgeTuning(config: ReadonlyMap<JudgeConfigKey, string>): JudgeTuning {
  return {
    maxReplyTokens: parse("max-reply-tokens", config),
    reasoningEffort: parse("reasoning-effort", config),
    requestTimeout: parse("request-timeout", config),
    maxRetries: parse("max-retries", config),
    judgeTimeout: parse("judge-timeout", config),
    priceInput: parse("price-input", config),
    priceCachedInput: parse("price-cached-input", config),
    priceOutput: parse("price-output", config),
    judgeRequired: parse("judge-required"),
  };
}

/**
 * The action's own credentials: masked in the log by the runner, and redacted from every text the
 * action reads (a transcript in which the agent printed its environment, a PR body), whether or not
 * the judge runs and whatever shape the value has.
 */
function registerSecrets(values: (string | null)[]): void {
  for (const value of values) if (value !== null) core.setSecret(value);
  addSecretValues(values);
}

/**
 * A path input resolves inside the workspace or the runner's temp folder (where claude-code-action
 * writes its execution_file): the action reads files the workflow put there, nothing else.
 */
function inRunnerFolders(path: string | null, workspace: string, runnerTemp: string | null, name: InputName): string | null {
  if (path === null) return null;
  const full = resolve(workspace, path);
  const within = (root: string) => {
    const inside = relative(root, full);
    return !inside.startsWith("..") && !isAbsolute(inside);
  };
  if (!within(workspace) && !(runnerTemp !== null && within(runnerTemp))) {
    throw new InputProblem(`input ${name} ${JSON.stringify(path)}: must be a path inside the workspace or RUNNER_TEMP`);
  }
  return full;
}

/** `fail-on: fail,error` → the verdicts that fail the job step. Unknown words are an input error. */
export function parseFailOn(value: string): Set<Verdict> {
  const words = value.split(/[\s,]+/).filter(Boolean);
  if (words.length === 1 && words[0] === "never") return new Set();
  const verdicts = words.map((word) => Verdict.safeParse(word));
  const bad = words.filter((_, index) => !verdicts[index]!.success);
  if (bad.length > 0) throw new InputProblem(`input fail-on: "${bad.join(", ")}" is not a verdict; use pass, neutral, fail, error or never`);
  return new Set(verdicts.map((verdict) => verdict.data!));
}

export function defaultReportPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RUNNER_TEMP ?? process.cwd(), "agent-verdict", "report.json");
}
