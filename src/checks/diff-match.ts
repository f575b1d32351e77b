import type { CheckResult } from "../model.js";
import type { CheckContext } from "./context.js";
import { evidence } from "./quote.js";
import { workEdits } from "./verified.js";

/** At most this many paths are quoted per finding; the rest are counted. */
const MAX_LISTED_PATHS = 5;

/**
 * Compares the files the agent edited with the files the PR changes. A PR change the transcript
 * never made is unexplained; an edit missing from the PR was lost or reverted. Paths match when one
 * ends with the other on a path boundary, since transcripts often record absolute paths.
 */
export function editsMatchDiff({ trajectory, diff }: CheckContext): CheckResult {
  const base = { id: "edits_match_diff", blocking: false, required: false };
  if (diff === null) return { ...base, status: "skip", summary: "No PR diff given.", evidence: [] };
  const edited = workEdits(trajectory.edits).map((edit) => edit.path);
  const changed = diff.flatMap((file) => (file.oldPath ? [file.path, file.oldPath] : [file.path]));
  const unexplained = diff.filter((file) => !edited.some((path) => samePath(path, file.path)));
  // an absolute path that matches no PR file may lie outside the repository: not a finding
  const missing = [...new Set(edited)].filter((path) => !path.startsWith("/") && !changed.some((other) => samePath(path, other)));
  const findings = [
    ...unexplained.slice(0, MAX_LISTED_PATHS).map((file) => evidence(null, `changed in the PR, not by the transcript: ${file.path}`, file.path)),
    ...missing.slice(0, MAX_LISTED_PATHS).map((path) => evidence(null, `edited in the transcript, not in the PR: ${path}`, path)),
  ];
  if (unexplained.length === 0 && missing.length === 0) {
    return { ...base, status: "pass", summary: `The ${diff.length} file(s) the PR changes are the files the agent edited.`, evidence: [] };
  }
  const parts = [
    unexplained.length > 0 ? `${unexplained.length} PR file(s) the transcript never edited` : "",
    missing.length > 0 ? `${missing.length} edited file(s) absent from the PR` : "",
  ].filter(Boolean);
  return { ...base, status: "warn", summary: `The PR and the transcript disagree: ${parts.join("; ")}.`, evidence: findings };
}

export function samePath(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  return long === short || long.endsWith(`/${short}`);
}
