import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { InputError } from "../errors.js";
import type { VerifyOptions } from "../verify.js";
import { verify } from "../verify.js";
import type { Report } from "../model.js";
import {
  auroc,
  bestThreshold,
  calibration,
  confusion,
  failDetection,
  passDetection,
  type CalibrationBin,
  type Confusion,
  type FailDetection,
  type PassDetection,
  type Scored,
} from "./metrics.js";

const RawIndexRow = z
  .object({
    id: z.string(),
    label: z.enum(["pass", "fail"]),
    /** The transcript, relative to the folder; `transcript` is the same field under the PR sets' name. */
    file: z.string().optional(),
    transcript: z.string().optional(),
    /** The PR's unified diff and description, read as `--diff` and `--pr-body` are. */
    diff: z.string().optional(),
    pr_body: z.string().optional(),
    source: z.string().optional(),
    /** Attempts at one task share it; `eval --rank` groups by it. */
    task_id: z.string().optional(),
  })
  .refine((row) => (row.file ?? row.transcript) !== undefined);

export interface IndexRow {
  id: string;
  label: "pass" | "fail";
  file: string;
  diff?: string;
  pr_body?: string;
  source?: string;
  task_id?: string;
}

const ROW_SHAPE = "{id, label: pass|fail, file or transcript, optional diff and pr_body}";

export interface GroupResult {
  source: string;
  n: number;
  baseRate: number;
  auroc: number | null;
  /**
   * AUROC of the naive rule "a recognized check ran after the last edit and was green" (0/1), so
   * every user sees what the rest of the checks add to it.
   */
  naiveAuroc: number | null;
  fail: FailDetection;
  pass: PassDetection;
  /** Verdict × label counts. */
  table: Confusion;
  verdicts: Record<string, number>;
  calibration: CalibrationBin[];
  fit: { threshold: number; balancedAccuracy: number } | null;
}

export interface EvalRun extends Scored {
  id: string;
  source: string;
  error: string | null;
  /** The naive rule's score: 1 when a recognized check ran green after the last edit, else 0. */
  naive: number;
  /** Each check's status, so a reader can see which checks drive the verdicts. */
  checks: Record<string, string>;
}

export interface EvalResult {
  groups: GroupResult[];
  runs: EvalRun[];
}

/**
 * Verifies every transcript listed in `<dir>/index.jsonl` and measures how the verdict and score
 * separate passing from failing runs. Labels are read here, from the index, and never reach verify().
 */
export async function evaluate(
  dir: string,
  options: Omit<VerifyOptions, "transcriptPath">,
  fit: boolean,
  onProgress?: (finished: number, total: number) => void,
): Promise<EvalResult> {
  const rows = await readIndex(dir);
  const runs: EvalResult["runs"] = [];
  onProgress?.(0, rows.length);
  for (const row of rows) {
    const { report, inputError } = await verify({ ...options, ...rowInputs(dir, row) });
    const checks = Object.fromEntries(report.checks.map((check) => [check.id, check.status]));
    runs.push({ id: row.id, source: row.source ?? "all", label: row.label, verdict: report.verdict, score: report.score, error: inputError, naive: naiveScore(report), checks });
    onProgress?.(runs.length, rows.length);
  }
  const sources = [...new Set(runs.map((run) => run.source))];
  const groups = sources.length > 1 ? [...sources, "all"] : sources;
  return { groups: groups.map((source) => group(source, source === "all" ? runs : runs.filter((run) => run.source === source), fit)), runs };
}

/** The row's transcript, and its diff and description when the row names them. */
export function rowInputs(dir: string, row: IndexRow): Pick<VerifyOptions, "transcriptPath" | "diff" | "prBody"> {
  return {
    transcriptPath: join(dir, row.file),
    ...(row.diff === undefined ? {} : { diff: { path: join(dir, row.diff) } }),
    ...(row.pr_body === undefined ? {} : { prBody: { path: join(dir, row.pr_body) } }),
  };
}

/** 1 when any recognized check ran after the last edit and passed, else 0. */
export function naiveScore(report: Report): number {
  return report.verification?.some((run) => run.afterLastEdit && run.outcome === "passed") ? 1 : 0;
}

function group(source: string, runs: EvalRun[], fit: boolean): GroupResult {
  const verdicts: Record<string, number> = {};
  for (const run of runs) verdicts[run.verdict] = (verdicts[run.verdict] ?? 0) + 1;
  return {
    source,
    n: runs.length,
    baseRate: runs.filter((run) => run.label === "pass").length / Math.max(runs.length, 1),
    auroc: auroc(runs),
    naiveAuroc: auroc(runs.map((run) => ({ ...run, score: run.naive }))),
    fail: failDetection(runs),
    pass: passDetection(runs),
    table: confusion(runs),
    verdicts,
    calibration: calibration(runs),
    fit: fit ? bestThreshold(runs) : null,
  };
}

export async function readIndex(dir: string): Promise<IndexRow[]> {
  const path = join(dir, "index.jsonl");
  const text = await readFile(path, "utf8").catch(() => {
    throw new InputError(`${path}: cannot read; eval needs an index.jsonl with rows ${ROW_SHAPE}`);
  });
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== "")
    .map(({ line, index }) => {
      const parsed = RawIndexRow.safeParse(safeJson(line));
      if (!parsed.success) throw new InputError(`${path} line ${index + 1}: expected ${ROW_SHAPE}`);
      const { file, transcript, ...rest } = parsed.data;
      return { ...rest, file: (file ?? transcript) as string };
    });
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return null;
  }
}
