import { workFacts } from "./work-facts.js";
import type { CheckResult, Evidence } from "../model.js";
import { contentBefore, type DiffFile } from "../evidence/diff.js";
import type { ReadBack } from "../evidence/readback.js";
import type { CheckContext } from "./context.js";
import { evidence } from "./quote.js";
import { workEdits } from "./verified.js";
import { plural } from "../words.js";
import { emptyBlocks } from "./empty-blocks.js";

/** The files to read back: the PR's changed files that should exist, else the agent's edits. */
export function readBackPaths(context: Pick<CheckContext, "trajectory" | "diff">): string[] {
  if (context.diff !== null) return context.diff.filter((file) => file.status !== "deleted").map((file) => file.path);
  return workEdits(context.trajectory.edits, context.trajectory.task, workFacts(context.trajectory)).filter((edit) => edit.kind !== "delete" && !edit.path.startsWith("/")).map((edit) => edit.path);
}

interface Finding {
  blocking: boolean;
  item: Evidence;
}

/**
 * Proves the files the PR changes exist in the checkout, are not emptied, and still parse (JSON,
 * JSONC, YAML, TOML). Only a change from parsing to not parsing counts: the file before the change
 * is rebuilt by undoing the diff. Binary and huge files are checked for presence only.
 */
export function editedFilesParse({ files, diff }: CheckContext): CheckResult {
  const base = { id: "edited_files_parse", blocking: true, required: false };
  if (files === null) {
    // without a checkout, the diff's own hunks can still show Python left unparseable (empty-blocks.ts)
    const emptied = diff === null ? [] : emptyBlocks(diff);
    if (emptied.length === 0) return { ...base, status: "skip", summary: "No checkout given (--repo): files not read back.", evidence: [] };
    const summary = `The PR leaves ${emptied.length === 1 ? "a Python block" : `${emptied.length} Python blocks`} with no statement under it, `
      + "which Python rejects (IndentationError): the changed code does not import. No checkout given (--repo): files not read back.";
    return { ...base, status: "fail", blocking: true, summary, evidence: emptied };
  }
  const findings = [...files].flatMap(([path, state]) => fileFindings(path, state, diff?.find((file) => file.path === path) ?? null));
  if (findings.length === 0) return { ...base, status: "pass", summary: `${plural(files.size, "changed file")} read back: present and parsing.`, evidence: [] };
  const blocking = findings.some((finding) => finding.blocking);
  const summary = `${plural(findings.length, "changed file")} ${blocking ? (findings.length === 1 ? "is missing, emptied or no longer parses" : "are missing, emptied or no longer parse") : "could not be confirmed"}.`;
  return { ...base, status: blocking ? "fail" : "warn", blocking, summary, evidence: findings.map((finding) => finding.item) };
}

function fileFindings(path: string, state: ReadBack, diffFile: DiffFile | null): Finding[] {
  if (state.state === "missing") return [{ blocking: true, item: evidence(null, "changed by the PR but missing from the checkout", path) }];
  if (state.state === "outside") return [{ blocking: false, item: evidence(null, `not read: ${state.detail}`, path) }];
  if (state.state !== "text") return [];
  const before = diffFile === null || diffFile.status === "added" ? null : contentBefore(diffFile, state.text);
  if (state.text.trim() === "" && before !== null && before.trim() !== "") {
    return [{ blocking: true, item: evidence(null, "emptied by the PR", path) }];
  }
  const now = state.parse(state.text);
  if (now === null || now.ok) return [];
  const added = diffFile?.status === "added";
  if (added || (before !== null && state.parse(before)?.ok)) {
    // the parser's line, so the finding can point into the file
    return [{ blocking: true, item: evidence(null, `no longer parses: ${now.error}`, now.line === null ? path : `${path}:${now.line}`) }];
  }
  if (before === null && !added) return [{ blocking: false, item: evidence(null, `does not parse (unknown whether it did before): ${now.error}`, path) }];
  return [];
}
