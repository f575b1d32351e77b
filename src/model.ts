/**
 * The data model every pipeline stage speaks. Outside contracts (../shared/docs/contracts.md)
 * fix the field names of the trajectory and the report; fields may be added, never renamed.
 */
import { z } from "zod";

export const TRAJECTORY_SCHEMA = "agent-verdict/trajectory@1";
export const REPORT_SCHEMA = "agent-verdict/report@1";

export const FORMAT_IDS = [
  "claude-code-jsonl",
  "claude-sdk",
  "codex-rollout",
  "codex-exec-json",
  "atif",
  "swe-agent",
  "mini-swe-agent",
  "openhands",
  "gemini-cli",
  "openai-messages",
  "anthropic-messages",
] as const;
export const FormatId = z.enum(FORMAT_IDS);
export type FormatId = z.infer<typeof FormatId>;

/** 0-based index into the transcript's own sequence of records (line, array item, step). */
const Step = z.number().int().nonnegative();

export const Message = z.object({
  role: z.enum(["user", "assistant", "system"]),
  text: z.string(),
  step: Step,
});
export type Message = z.infer<typeof Message>;

export const ToolCall = z.object({
  id: z.string().nullable(),
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  output: z.string().nullable(),
  isError: z.boolean(),
  /** Only when the transcript states it (a field or a known text convention), else null. */
  exitCode: z.number().int().nullable(),
  step: Step,
  /** The shell command this call ran, when it is a shell call; null otherwise. */
  command: z.string().nullable(),
  /** Step of the record that carried the result; null when no result was recorded. */
  resultStep: Step.nullable(),
});
export type ToolCall = z.infer<typeof ToolCall>;

export const EditKind = z.enum(["create", "update", "delete", "unknown"]);
export const Edit = z.object({
  path: z.string(),
  kind: EditKind,
  step: Step,
  /** The tool call that made the edit (its index in toolCalls). */
  toolCall: z.number().int().nonnegative().nullable(),
  /** True when read from a shell command (a redirect, `sed -i`) rather than an edit tool. */
  inferred: z.boolean(),
  /**
   * For a write of a script the agent wrote and ran: a digest of the script's code (comments and blank
   * lines left out). The same code run on the same content makes the same content.
   */
  byScript: z.string().optional(),
  /** An edit tool's replacement that changes only comments or docstrings: no check can see it. */
  notesOnly: z.boolean().optional(),
  /** Written by a test runner the agent ran (`jest -u` rewrites its snapshots), not by an edit of its own. */
  byRunner: z.boolean().optional(),
});
export type Edit = z.infer<typeof Edit>;

/** How the agent's run ended, as far as the transcript says. */
export const EndingKind = z.enum([
  "completed",
  "error",
  "limit",
  "interrupted",
  "permission_denied",
  /** The agent handed the turn back to the user (a plan or question) without claiming the work done. */
  "awaiting_user",
  "unknown",
]);
export const Ending = z.object({
  kind: EndingKind,
  detail: z.string(),
  step: Step.nullable(),
});
export type Ending = z.infer<typeof Ending>;

/** A subagent's own transcript, found next to the session and tied to the call that spawned it. */
export const Subagent = z.object({
  /** The subagent's file, relative to the folder or archive it was found in. */
  source: z.string(),
  /** Index in the parent's toolCalls of the call that spawned it; null when it could not be tied. */
  toolCall: z.number().int().nonnegative().nullable(),
  task: z.string().nullable(),
  finalAnswer: z.string().nullable(),
  /** Steps here index the subagent's own file. */
  toolCalls: z.array(ToolCall),
  edits: z.array(Edit),
});
export type Subagent = z.infer<typeof Subagent>;

export const Trajectory = z.object({
  schema: z.literal(TRAJECTORY_SCHEMA),
  format: FormatId,
  task: z.string().nullable(),
  finalAnswer: z.string().nullable(),
  messages: z.array(Message),
  toolCalls: z.array(ToolCall),
  edits: z.array(Edit),
  ending: Ending,
  warnings: z.array(z.string()),
  /** Present only when subagent transcripts were found beside the main one (a folder or a zip). */
  subagents: z.array(Subagent).optional(),
  meta: z.object({
    agent: z.string().nullable(),
    model: z.string().nullable(),
    sessionId: z.string().nullable(),
    records: z.number().int().nonnegative(),
    /** The working directory the session records, when its format records one. */
    cwd: z.string().optional(),
  }),
});
export type Trajectory = z.infer<typeof Trajectory>;

export const Evidence = z.object({
  step: Step.nullable(),
  path: z.string().nullable(),
  quote: z.string(),
});
export type Evidence = z.infer<typeof Evidence>;

export const CheckStatus = z.enum(["pass", "fail", "warn", "skip"]);
export type CheckStatus = z.infer<typeof CheckStatus>;

export const CheckResult = z.object({
  id: z.string(),
  status: CheckStatus,
  /** A failure of a blocking check makes the verdict `fail`, whatever the judge says. */
  blocking: z.boolean(),
  /** A `pass` verdict needs this check to pass; anything else here means missing evidence. */
  required: z.boolean(),
  summary: z.string(),
  evidence: z.array(Evidence),
  /** What the check proves and what it does not; set by runChecks. */
  description: z.string().optional(),
});
export type CheckResult = z.infer<typeof CheckResult>;

export const SampleMode = z.enum(["logprobs", "text", "failed"]);
export const CriterionSample = z.object({
  repeat: z.number().int().nonnegative(),
  swapped: z.boolean(),
  score: z.number().min(0).max(1).nullable(),
  baselineScore: z.number().min(0).max(1).nullable(),
  mode: SampleMode,
  /** Probability mass the endpoint returned on score letters (1 for text mode, 0 when failed). */
  mass: z.number().min(0).max(1),
});
export const CriterionScore = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().min(0).max(1).nullable(),
  baselineScore: z.number().min(0).max(1).nullable(),
  samples: z.array(CriterionSample),
});
export type CriterionScore = z.infer<typeof CriterionScore>;

export const Usage = z.object({
  calls: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  cachedInputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** US dollars, when a price table was given; absent or null otherwise. */
  costUsd: z.number().nonnegative().nullable().optional(),
});
export type Usage = z.infer<typeof Usage>;

export const Verdict = z.enum(["pass", "fail", "neutral", "error"]);
export type Verdict = z.infer<typeof Verdict>;

export const DiffStats = z.object({
  files: z.number().int().nonnegative(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  paths: z.array(z.string()),
});
export type DiffStats = z.infer<typeof DiffStats>;

/** Where the action found the transcript: a workspace path, or a workflow artifact and the run that made it. */
export const TranscriptSource = z.object({
  kind: z.enum(["path", "artifact"]),
  path: z.string(),
  artifact: z
    .object({
      id: z.number().int(),
      name: z.string(),
      runId: z.number().int().nullable(),
      headSha: z.string().nullable(),
      headBranch: z.string().nullable(),
      createdAt: z.string().nullable(),
      foundBy: z.enum(["run-id", "triggering-run", "head-sha", "branch", "repository"]),
      /** False when nothing ties the artifact to the PR's head or branch: a warning says so. */
      tiedToPr: z.boolean(),
      /** What ties it: its run's head SHA or branch, or a name built from the PR's placeholders. */
      tiedBy: z.enum(["run-head", "run-branch", "name"]).nullable(),
    })
    .nullable(),
});
export type TranscriptSource = z.infer<typeof TranscriptSource>;

/** The PR the action verified, and whether its changes were known whole. */
export const PullRequestRef = z.object({
  number: z.number().int().positive(),
  headSha: z.string(),
  baseSha: z.string(),
  changedFiles: z.number().int().nonnegative(),
  changes: z.enum(["complete", "unknown"]),
});
export type PullRequestRef = z.infer<typeof PullRequestRef>;

/** A command recognized as verification, as the report lists it: what ran, why it counts, how it went. */
export const RecognizedRun = z.object({
  step: Step,
  kind: z.enum(["test", "build", "typecheck", "lint", "run", "custom"]),
  runner: z.string(),
  why: z.string(),
  outcome: z.enum(["passed", "failed", "unknown"]),
  outcomeFrom: z.enum(["exit code", "echoed status", "summary line", "none"]),
  /** The agent's own probe (a script or program it wrote, inline code, a compile of one file), not the project's check. */
  adHoc: z.boolean(),
  /** It ran after the last edit that could affect it. */
  afterLastEdit: z.boolean(),
});
export type RecognizedRun = z.infer<typeof RecognizedRun>;

export const Report = z.object({
  schema: z.literal(REPORT_SCHEMA),
  verdict: Verdict,
  /** The one number to rank by; null only when the verdict is `error`. */
  score: z.number().min(0).max(1).nullable(),
  evidenceScore: z.number().min(0).max(1).nullable(),
  judgeScore: z.number().min(0).max(1).nullable(),
  baselineScore: z.number().min(0).max(1).nullable(),
  /** Plain sentences: what the agent did and the bottom line. */
  summary: z.string(),
  /** The reasons behind the verdict, in plain words, most important first. */
  reasons: z.array(z.string()),
  transcript: z
    .object({
      format: FormatId,
      toolCalls: z.number().int().nonnegative(),
      paired: z.number().int().nonnegative(),
      edits: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      warnings: z.number().int().nonnegative(),
      /**
       * Where `checks[].evidence[].step` counts from: 0, the record's index in the transcript. The comment names the
       * same record "step N" with N = step + 1, counted from 1 as a person counts lines.
       */
      stepBase: z.literal(0).optional(),
      /** Given a folder or archive of several files: the one read (path inside it), out of how many, and why. */
      chosen: z.object({ file: z.string(), among: z.number().int().positive(), reason: z.string() }).optional(),
    })
    .nullable(),
  diff: DiffStats.nullable(),
  checks: z.array(CheckResult),
  /** Every command recognized as verification, in order (absent on reports that read no transcript). */
  verification: z.array(RecognizedRun).optional(),
  criteria: z.array(CriterionScore),
  judge: z.object({
    status: z.enum(["skipped", "ok", "failed"]),
    reason: z.string(),
    model: z.string().nullable(),
    /** The first pair of repeats was decisive, so the remaining repeats were not taken. */
    earlyStopped: z.boolean().optional(),
    /** How the scores were read: token logprobs, written letters, or both. */
    scoreMode: z.enum(["logprobs", "text", "mixed"]).nullable().optional(),
    promptVersion: z.string().optional(),
    /** The rubric used (`preset:coding` or a path). */
    rubric: z.string().nullable().optional(),
    /** Facts to show with the verdict: a rubric fallback, a refused parameter. */
    notes: z.array(z.string()).optional(),
    /** Which layers decided the verdict: the deterministic checks only, or checks and a judge that scored. */
    layers: z.enum(["checks", "checks+judge"]).optional(),
    /** Samples read from the judge cache instead of asked of the endpoint (absent when the judge did not run). */
    cacheHits: z.number().int().nonnegative().optional(),
    /** Set by the action: the cache entry its samples were restored from and saved as (null: none). */
    cache: z.object({ restoredKey: z.string().nullable(), savedKey: z.string().nullable() }).optional(),
  }),
  usage: Usage,
  redactions: z.number().int().nonnegative(),
  errors: z.array(z.string()),
  /** Set by the action: where the transcript came from. */
  source: TranscriptSource.nullable().optional(),
  /** Set by the action: the PR verified. */
  pullRequest: PullRequestRef.optional(),
  /** What the reader should know that did not decide the verdict (provenance, unknown PR changes). */
  warnings: z.array(z.string()).optional(),
});
export type Report = z.infer<typeof Report>;

export const EMPTY_USAGE: Usage = { calls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };
