import type { CheckResult, Evidence, Report } from "../../model.js";
import { parseUnifiedDiff, type DiffFile, type DiffLine } from "../../evidence/diff.js";
import { redactSecrets } from "../../evidence/redact.js";
import { stepLabel } from "../../checks/quote.js";

/**
 * Findings placed on the PR's diff: the check run's `output.annotations`. The comment still says
 * everything once; an annotation only points at the line or file a finding concerns.
 */

export type AnnotationLevel = "notice" | "warning" | "failure";

/** One entry of the Checks API's `output.annotations`. */
export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
}

/** The Checks API takes at most this many annotations per request; more go in further updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations per verdict: every check's evidence list is already short, this bounds the requests. */
export const MAX_ANNOTATIONS = 250;
/** GitHub's limit on an annotation title; the message is kept to a readable paragraph. */
const MAX_TITLE_CHARS = 255;
const MAX_MESSAGE_CHARS = 1000;
/** A quote is clipped; this much of a line's start is enough to recognize it in one. */
const MAX_QUOTED_PREFIX = 60;
/** `path:line` as the checks write evidence; a bare path is a finding about the whole file. */
const PATH_LINE = /^(.+):(\d+)$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * The annotations for a report on a diff: the evidence of every failed or warned check that names
 * a file the PR changes (and that still exists at the head), on the cited line when the diff shows
 * it, else on the nearest line of the diff in that file. Failed blocking checks are `failure`, the
 * rest `warning`. Evidence that names no changed file stays in the comment only.
 */
export function diffAnnotations(report: Report, diffText: string | null): Annotation[] {
  if (diffText === null) return [];
  const files = new Map(parseUnifiedDiff(diffText).filter((file) => file.status !== "deleted").map((file) => [file.path, file]));
  const seen = new Set<string>();
  const annotations: Annotation[] = [];
  for (const check of report.checks) {
    if (check.status !== "fail" && check.status !== "warn") continue;
    for (const item of check.evidence) {
      const annotation = annotationFor(check, item, files);
      if (annotation === null) continue;
      const key = `${annotation.path}:${annotation.start_line}:${annotation.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      annotations.push(annotation);
    }
  }
  return annotations.slice(0, MAX_ANNOTATIONS);
}

function annotationFor(check: CheckResult, item: Evidence, files: Map<string, DiffFile>): Annotation | null {
  if (item.path === null) return null;
  const cited = PATH_LINE.exec(item.path);
  const path = files.has(item.path) ? item.path : (cited?.[1] ?? item.path);
  const file = files.get(path);
  if (file === undefined) return null;
  const line = anchorLine(file, cited && files.has(cited[1]!) ? Number(cited[2]) : null, item.quote);
  if (line === null) return null;
  const level: AnnotationLevel = check.status === "fail" && check.blocking ? "failure" : "warning";
  const title = plain(`agent-verdict: ${check.id}`, MAX_TITLE_CHARS);
  return { path, start_line: line.at, end_line: line.at, annotation_level: level, title, message: message(check, item, line) };
}

interface Anchor {
  at: number;
  /** Why the annotation is not on the cited line (it was removed, or is outside the diff). */
  moved: string | null;
}

/**
 * Where in the head's diff a finding goes. A cited line the diff shows on the new side, with the
 * quoted text, is used as is; a removed line goes where it was removed; a line outside the diff,
 * or a finding about the whole file, goes to the file's first line in the diff (the nearest one
 * for a cited line). Null when the diff shows no line of the head's file (a file emptied).
 */
export function anchorLine(file: DiffFile, cited: number | null, quote: string): Anchor | null {
  const shown = file.lines.filter((line) => line.newLine !== null);
  if (shown.length === 0) return null;
  if (cited === null) return { at: shown[0]!.newLine!, moved: null };
  const quoted = (line: DiffLine) => line.text.trim() !== "" && quote.includes(line.text.trim().slice(0, MAX_QUOTED_PREFIX));
  const newSide = shown.find((line) => line.newLine === cited && quoted(line));
  if (newSide) return { at: cited, moved: null };
  const removed = file.lines.findIndex((line) => line.kind === "-" && line.oldLine === cited && quoted(line));
  if (removed >= 0) return { at: whereRemoved(file.lines, removed, shown[0]!), moved: `removed line ${cited} of the base` };
  if (shown.some((line) => line.newLine === cited)) return { at: cited, moved: null };
  const nearest = shown.reduce((best, line) => (Math.abs(line.newLine! - cited) < Math.abs(best.newLine! - cited) ? line : best));
  return { at: nearest.newLine!, moved: `line ${cited}, outside the diff` };
}

/** The head line just after a removed line (or just before it, at a hunk's end). */
function whereRemoved(lines: DiffLine[], index: number, first: DiffLine): number {
  const after = lines.slice(index).find((line) => line.newLine !== null);
  const before = lines.slice(0, index).findLast((line) => line.newLine !== null);
  return (after ?? before ?? first).newLine!;
}

function message(check: CheckResult, item: Evidence, line: Anchor): string {
  const source = item.step === null ? "the PR's diff and files" : `the transcript, ${stepLabel(item.step)}`;
  const moved = line.moved === null ? "" : ` (at ${line.moved})`;
  const text = `Seen${moved}: ${item.quote}\n${check.summary}\nSource: ${source}; check ${check.id}.`;
  return plain(text, MAX_MESSAGE_CHARS);
}

/** Annotations are plain text; secrets are masked again and control characters dropped all the same. */
function plain(text: string, max: number): string {
  const clean = redactSecrets(text).text.replace(CONTROL, "");
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

/** The annotations in request-sized batches: the first goes with the check run, the rest in updates. */
export function annotationBatches(annotations: Annotation[]): Annotation[][] {
  const batches: Annotation[][] = [];
  for (let start = 0; start < annotations.length; start += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(start, start + ANNOTATIONS_PER_REQUEST));
  }
  return batches;
}
