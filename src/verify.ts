import { readFile, stat } from "node:fs/promises";
import type { CheckResult, Report, Trajectory } from "./model.js";
import { InputError, oneLine } from "./errors.js";
import { diffStats, parseUnifiedDiff, type DiffFile } from "./evidence/diff.js";
import { redactSecrets } from "./evidence/redact.js";
import { hideRepeated, hideRepeatedIn } from "./evidence/repeated.js";
import type { SeenSecrets } from "./evidence/seen-secrets.js";
import { readBack, type ReadBack } from "./evidence/readback.js";
import { classifyCommand } from "./checks/verification.js";
import type { JudgeInput, JudgeOptions, JudgeOutcome, ResolvedJudge } from "./judge/index.js";
import { decideFromChecks, type Decision } from "./verdict/decide.js";
import { judgedVerdict } from "./verdict/judged.js";
import { cappedScore, combinedScore, evidenceScore } from "./verdict/score.js";
import { buildReport, errorReport } from "./report/build.js";
import { renderComment } from "./report/comment.js";

// The heavy stages load on the first verification, not with this module, so that a CLI `--help` or
// an action run the gate skips never loads the readers, the checks' parsers, the tokenizer or the
// OpenAI client. ncc emits each as a chunk file beside the bundle, read only when first imported.
const loadTranscripts = () => import("./transcript/index.js");
const loadChecks = () => import("./checks/index.js");
const loadJudge = () => import("./judge/index.js");
// the judge's settings and a skipped judge's report, without the client and the tokenizer (`--no-llm`)
const loadJudgeSettings = () => import("./judge/settings.js");

/** A text input given either inline (the action, from the API) or as a file (the CLI). */
export type TextSource = { text: string } | { path: string };

export interface VerifyOptions {
  transcriptPath: string;
  format?: string;
  diff?: TextSource;
  prBody?: TextSource;
  /** A checkout of the PR head, for reading the changed files back. */
  repoDir?: string;
  /** The largest transcript file to read (an archive or folder may hold twice this). */
  maxTranscriptBytes?: number;
  /** Deterministic checks only. */
  noLlm: boolean;
  /** The judge's endpoint, model, repeats and rubric (`--criteria`); see resolveJudgeConfig. */
  judge?: JudgeOptions;
  /** Where the judge's key and endpoint are read from; the process environment by default. */
  env?: NodeJS.ProcessEnv;
  /** The PR head SHA, recorded in the comment marker. */
  sha?: string | null;
}

export interface Verification {
  report: Report;
  /** The PR comment. */
  markdown: string;
  trajectory: Trajectory | null;
  /** Set when the input could not be read: the one line to show the user. */
  inputError: string | null;
}

/** The whole pipeline: transcript → trajectory → checks → verdict → report and comment. */
export async function verify(options: VerifyOptions): Promise<Verification> {
  const sha = options.sha ?? null;
  try {
    return await verifyInputs(options, sha);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const report = errorReport(oneLine(error));
    return { report, markdown: renderComment(report, { sha }), trajectory: null, inputError: oneLine(error) };
  }
}

async function verifyInputs(options: VerifyOptions, sha: string | null): Promise<Verification> {
  // the judge's wall and first-reply bound count the set-up below (loading, checks, rendering) in
  const startedAt = Date.now();
  const stages = [loadTranscripts(), loadChecks(), loadJudgeSettings()] as const;
  const [transcripts, checksStage, { reportParts, resolveJudgeConfig }] = await Promise.all(stages);
  const { DEFAULT_LOAD_LIMITS, loadTranscript } = transcripts;
  const { checkContext, recognizedRuns, requiredFiles, runChecks } = checksStage;
  const resolved = resolveJudgeConfig({ ...options.judge, noLlm: options.noLlm }, options.env ?? process.env);
  const { settings } = resolved.rubric;
  const customVerification = settings.verification.map((source) => new RegExp(source));
  const limits = options.maxTranscriptBytes === undefined ? DEFAULT_LOAD_LIMITS : { maxBytes: options.maxTranscriptBytes };
  const loaded = await loadTranscript(options.transcriptPath, options.format, limits);
  const { secrets } = loaded;
  const known = secrets.size;
  const diff = await readRedacted(options.diff, "--diff", secrets);
  const prBody = await readRedacted(options.prBody, "--pr-body", secrets);
  const repeated = hideRepeated(secrets, known, loaded.trajectory, [diff, prBody]);
  const diffFiles = diff === null ? null : usableDiff(parseUnifiedDiff(diff.text), options.diff!);
  const requirements = settings.requirements ?? [];
  const files = hideRepeatedIn(secrets, await readBackFiles(options.repoDir, loaded.trajectory, diffFiles));
  const requirementFiles = hideRepeatedIn(secrets, await readRequiredFiles(options.repoDir, requiredFiles(requirements)));
  const context = { ...checkContext(loaded.trajectory, diffFiles, prBody?.text ?? null, files, customVerification), requirementFiles };
  const checks = runChecks(context, settings.blocking, requirements);
  // as in task_found: without a request in the transcript, the PR description stands in as the task
  const task = loaded.trajectory.task ?? (prBody?.text.trim() || null);
  const judgeInput = { trajectory: { ...loaded.trajectory, task }, checks, diff: diff?.text ?? null, prBody: prBody?.text ?? null };
  const outcome = await judgeWork(resolved, judgeInput, (command) => classifyCommand(command, customVerification) !== null, startedAt);
  const evidence = evidenceScore(checks);
  const judgeScore = outcome.status === "ok" ? outcome.judgeScore : null;
  const readBackCount = readBackRedactions(files) + readBackRedactions(requirementFiles);
  const report = buildReport({
    trajectory: loaded.trajectory,
    bytes: loaded.bytes,
    ...(loaded.chosen ? { chosen: loaded.chosen } : {}),
    redactions: loaded.redactions + repeated + (diff?.count ?? 0) + (prBody?.count ?? 0) + readBackCount + outcome.redactions,
    diff: diffFiles === null ? null : diffStats(diffFiles),
    checks,
    decision: decide(checks, outcome, resolved.required),
    evidenceScore: cappedScore(evidence, checks),
    score: cappedScore(combinedScore(evidence, judgeScore), checks),
    judge: reportParts(outcome),
    errors: outcome.errors,
    warnings: [...resolved.notes, ...outcome.notes],
  });
  report.verification = recognizedRuns(context);
  return { report, markdown: renderComment(report, { sha }), trajectory: loaded.trajectory, inputError: null };
}

async function judgeWork(
  resolved: ResolvedJudge,
  input: JudgeInput,
  isVerification: (command: string) => boolean,
  startedAt: number,
): Promise<JudgeOutcome> {
  if (resolved.status === "skipped") {
    const { skippedOutcome } = await loadJudgeSettings();
    return { ...skippedOutcome(resolved.reason), rubric: resolved.rubric.source };
  }
  const { judge } = await loadJudge();
  return judge(input, { ...resolved.config, isVerification, startedAt });
}

/**
 * The checks decide first; a judge that ran can only hold the verdict there or lower it. A required
 * judge that was skipped holds it at neutral: a checks-only pass must not look like a judged one.
 */
function decide(checks: CheckResult[], outcome: JudgeOutcome, judgeRequired: boolean): Decision {
  const deterministic = decideFromChecks(checks);
  if (outcome.status === "skipped" && !judgeRequired) return deterministic;
  const { verdict, reasons } = deterministic;
  return judgedVerdict({ deterministic: verdict, deterministicReasons: reasons, judge: outcome, judgeRequired });
}

/**
 * A PR diff that names no file is empty or not a unified diff: reading it as "0 files changed"
 * would let a transcript pass against a diff that says nothing. The input is refused in one line.
 */
function usableDiff(files: DiffFile[], source: TextSource): DiffFile[] {
  if (files.length > 0) return files;
  const where = "path" in source ? `--diff ${source.path}` : "the PR's diff";
  throw new InputError(`${where}: empty or not a unified diff (expected the output of git diff base...head); give the PR's diff, or leave it out`);
}

async function readRedacted(
  source: TextSource | undefined, label: string, seen: SeenSecrets,
): Promise<{ text: string; count: number } | null> {
  if (source === undefined) return null;
  if ("text" in source) return redactSecrets(source.text, seen);
  const info = await stat(source.path).catch(() => null);
  // a device or a pipe may never end: only a regular file is read
  if (info === null || !info.isFile()) throw new InputError(`${label} ${source.path}: cannot read the file (not a regular file)`);
  const text = await readFile(source.path, "utf8").catch(() => {
    throw new InputError(`${label} ${source.path}: cannot read the file`);
  });
  return redactSecrets(text, seen);
}

async function readBackFiles(
  repoDir: string | undefined,
  trajectory: Trajectory,
  diff: DiffFile[] | null,
): Promise<Map<string, ReadBack> | null> {
  if (repoDir === undefined) return null;
  const { readBackPaths } = await loadChecks();
  const paths = readBackPaths({ trajectory, diff });
  return readBack(repoDir, paths).catch(() => {
    throw new InputError(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
  });
}

/** The files the rubric's file_contains requirements name, read apart from the changed files they are not. */
async function readRequiredFiles(repoDir: string | undefined, paths: string[]): Promise<Map<string, ReadBack> | null> {
  if (repoDir === undefined || paths.length === 0) return null;
  return readBack(repoDir, paths).catch(() => {
    throw new InputError(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
  });
}

function readBackRedactions(files: Map<string, ReadBack> | null): number {
  return [...(files?.values() ?? [])].reduce((sum, file) => sum + (file.state === "text" ? file.redactions : 0), 0);
}
