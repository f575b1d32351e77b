/**
 * `eval --rank`: best-of-N accuracy on a labeled folder grouped by task. For every task with
 * several attempts, the ranker picks one; it is right when the pick passed. Compared against
 * picking at random and against picking by the evidence score alone. Every figure is an exact
 * expectation: a tie at the top counts as a uniform draw among the tied attempts.
 */
import { join } from "node:path";
import { InputError } from "../errors.js";
import type { JudgeOptions } from "../judge/config.js";
import { rank, type RankReport } from "../rank/index.js";
import { type RankKey, tiedAtTop } from "../rank/order.js";
import { readIndex, type IndexRow } from "./run.js";

export interface RankEvalOptions {
  format?: string;
  maxTranscriptBytes?: number;
  noLlm: boolean;
  judge?: JudgeOptions;
  env?: NodeJS.ProcessEnv;
}

/** One task: its attempts' labels and each method's chance of picking a passing one. */
export interface TaskPick {
  source: string;
  taskId: string;
  attempts: number;
  passing: number;
  /** P(pick passed) for the ranker, random choice, and the evidence score alone. */
  rank: number;
  random: number;
  evidence: number;
  /** How many attempts tied at the top of the ranking (1 when the ranking chose alone). */
  rankTied: number;
}

export interface RankEvalGroup {
  source: string;
  tasks: number;
  /** Tasks where at least one attempt passed: best-of-N accuracy is measured over these. */
  withPass: number;
  /** Tasks with both a passing and a failing attempt: the only ones a ranker can get wrong or right by skill. */
  mixed: number;
  accuracy: Accuracy;
  mixedAccuracy: Accuracy | null;
}

export interface Accuracy {
  rank: number;
  random: number;
  evidence: number;
}

export interface RankEvalResult {
  groups: RankEvalGroup[];
  tasks: TaskPick[];
  /** Rows without a task_id, or tasks with one attempt: nothing to choose between. */
  skipped: number;
  /** How judging went per task: the count of each status, and the first reason seen for each. */
  judge: { statuses: Record<string, number>; reasons: Record<string, string> };
}

/** P(pick passed) = (passing among the tied-at-top) / (tied-at-top): a uniform tie-break, exactly. */
export function pickChance(keys: readonly RankKey[], passed: readonly boolean[]): { chance: number; tied: number } {
  const top = tiedAtTop(keys);
  return { chance: top.filter((i) => passed[i]).length / top.length, tied: top.length };
}

/** The evidence score alone as a ranking: one tier, no judge. */
function evidenceKeys(report: RankReport, order: readonly string[]): RankKey[] {
  const byPath = new Map(report.candidates.map((c) => [c.transcript, c]));
  return order.map((path) => ({ tier: 0, preference: null, evidence: byPath.get(path)!.evidenceScore }));
}

function rankKeys(report: RankReport, order: readonly string[]): RankKey[] {
  const byPath = new Map(report.candidates.map((c) => [c.transcript, c]));
  return order.map((path) => {
    const c = byPath.get(path)!;
    return { tier: c.tier, preference: c.preference, evidence: c.evidenceScore };
  });
}

function taskGroups(rows: readonly IndexRow[]): { groups: IndexRow[][]; skipped: number } {
  const byTask = new Map<string, IndexRow[]>();
  let skipped = 0;
  for (const row of rows) {
    if (row.task_id === undefined) {
      skipped += 1;
      continue;
    }
    const key = JSON.stringify([row.source ?? "all", row.task_id]);
    byTask.set(key, [...(byTask.get(key) ?? []), row]);
  }
  const groups = [...byTask.values()].filter((group) => group.length >= 2);
  skipped += [...byTask.values()].filter((group) => group.length < 2).length;
  return { groups, skipped };
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function accuracy(picks: readonly TaskPick[]): Accuracy | null {
  if (picks.length === 0) return null;
  return { rank: mean(picks.map((p) => p.rank)), random: mean(picks.map((p) => p.random)), evidence: mean(picks.map((p) => p.evidence)) };
}

function summarize(source: string, picks: readonly TaskPick[]): RankEvalGroup {
  const withPass = picks.filter((p) => p.passing > 0);
  const mixed = withPass.filter((p) => p.passing < p.attempts);
  const zero = { rank: 0, random: 0, evidence: 0 };
  const counts = { tasks: picks.length, withPass: withPass.length, mixed: mixed.length };
  return { source, ...counts, accuracy: accuracy(withPass) ?? zero, mixedAccuracy: accuracy(mixed) };
}

export async function evaluateRank(dir: string, options: RankEvalOptions): Promise<RankEvalResult> {
  const rows = await readIndex(dir);
  const { groups, skipped } = taskGroups(rows);
  if (groups.length === 0) throw new InputError(`${join(dir, "index.jsonl")}: no task has two attempts; eval --rank needs rows sharing a task_id`);
  const tasks: TaskPick[] = [];
  const judge: RankEvalResult["judge"] = { statuses: {}, reasons: {} };
  for (const group of groups) {
    const paths = group.map((row) => join(dir, row.file));
    const candidateOf = (row: IndexRow) => {
      const diff = row.diff === undefined ? {} : { diff: join(dir, row.diff) };
      return { transcript: join(dir, row.file), ...diff };
    };
    const candidates = group.map(candidateOf);
    const report = await rank({ ...options, candidates });
    judge.statuses[report.judge.status] = (judge.statuses[report.judge.status] ?? 0) + 1;
    judge.reasons[report.judge.status] ??= report.judge.reason;
    const passed = group.map((row) => row.label === "pass");
    const ranked = pickChance(rankKeys(report, paths), passed);
    const passing = passed.filter(Boolean).length;
    tasks.push({
      source: group[0]!.source ?? "all",
      taskId: group[0]!.task_id!,
      attempts: group.length,
      passing,
      rank: ranked.chance,
      random: passing / group.length,
      evidence: pickChance(evidenceKeys(report, paths), passed).chance,
      rankTied: ranked.tied,
    });
  }
  const sources = [...new Set(tasks.map((t) => t.source))];
  const summaries = sources.map((source) => summarize(source, tasks.filter((t) => t.source === source)));
  if (sources.length > 1) summaries.push(summarize("all", tasks));
  return { groups: summaries, tasks, skipped, judge };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function rankEvalTable(result: RankEvalResult): string {
  const lines: string[] = [];
  for (const g of result.groups) {
    lines.push(`== ${g.source}: ${g.tasks} tasks, ${g.withPass} with a passing attempt, ${g.mixed} mixed (pass and fail)`);
    lines.push(`best-of-N accuracy (tasks with a pass): rank ${pct(g.accuracy.rank)}, random ${pct(g.accuracy.random)}, evidence score alone ${pct(g.accuracy.evidence)}`);
    if (g.mixedAccuracy !== null) {
      const m = g.mixedAccuracy;
      lines.push(`on mixed tasks only:                    rank ${pct(m.rank)}, random ${pct(m.random)}, evidence score alone ${pct(m.evidence)}`);
    }
  }
  const ties = result.tasks.filter((t) => t.rankTied > 1).length;
  lines.push(`ties at the top of the ranking: ${ties} of ${result.tasks.length} tasks (counted as a uniform draw among the tied)`);
  for (const [status, count] of Object.entries(result.judge.statuses)) {
    lines.push(`judge ${status} in ${count} of ${result.tasks.length} tasks (e.g. ${result.judge.reasons[status]})`);
  }
  if (result.skipped > 0) lines.push(`skipped: ${result.skipped} (rows without task_id, or tasks with one attempt)`);
  return `${lines.join("\n")}\n`;
}
