import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { oneLine } from "../errors.js";
import { parseUnifiedDiff } from "../evidence/diff.js";
import { DEFAULT_PRESET, PRESETS } from "../judge/criteria.js";
import type { Repo } from "./event.js";
import { httpStatus, type Api } from "./octokit.js";
import type { PullRequest } from "./pr.js";

export interface TrustedCriteria {
  /** The preset name or rubric file verify() is to use. */
  criteria: string | null;
  /** Why it differs from the input, for the comment; null when it does not. */
  note: string | null;
}

/**
 * The rubric sets which checks block: a rubric file the PR itself changes would let the PR write
 * its own gate. Such a file is read from the PR's base commit instead; a rubric the PR adds, or one
 * whose base version cannot be read, gives way to the default preset. A file the PR leaves alone,
 * or one outside the checkout, is used as it is.
 */
export async function trustedCriteria(
  api: Api,
  repo: Repo,
  pull: PullRequest,
  criteria: string | null,
  workspace: string,
  /** The paths the PR changes, null when unknown; asked only for a rubric file in the checkout. */
  changedPaths: () => Promise<ReadonlySet<string> | null>,
): Promise<TrustedCriteria> {
  const wanted = criteria?.trim() ?? "";
  if (wanted === "" || (PRESETS as readonly string[]).includes(wanted)) return { criteria, note: null };
  // a relative path names a file in the workspace, as every path input does
  const full = resolve(workspace, wanted);
  const inRepo = relative(workspace, full);
  if (inRepo.startsWith("..") || isAbsolute(inRepo)) return { criteria: full, note: null };
  const path = inRepo.split("\\").join("/");
  // when the PR's file list is unknown, the rubric may be among its changes: the base version is read
  const changed = await changedPaths();
  if (changed !== null && !changed.has(path)) return { criteria: full, note: null };
  const why = changed === null ? "may be changed by this PR (its changes are unknown)" : "is changed by this PR";
  const base = await readAtCommit(api, repo, path, pull.baseSha);
  if (base.kind === "text") {
    const copy = join(mkdtempSync(join(tmpdir(), "agent-verdict-rubric-")), basename(path));
    writeFileSync(copy, base.text);
    return { criteria: copy, note: `criteria ${path} ${why}: its version on the base commit ${pull.baseSha.slice(0, 12)} is used` };
  }
  const problem = base.kind === "absent" ? "has no version on the base commit" : `could not be read from the base commit (${base.reason})`;
  return { criteria: DEFAULT_PRESET, note: `criteria ${path} ${why} and ${problem}; the "${DEFAULT_PRESET}" preset is used instead` };
}

type BaseFile = { kind: "text"; text: string } | { kind: "absent" } | { kind: "unreadable"; reason: string };

async function readAtCommit(api: Api, repo: Repo, path: string, ref: string): Promise<BaseFile> {
  try {
    const { data } = await api.rest.repos.getContent({ ...repo, path, ref });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return { kind: "unreadable", reason: "not a file" };
    // past 1 MB the contents API leaves `content` empty with encoding "none"
    if (data.encoding !== "base64") return { kind: "unreadable", reason: `encoding ${data.encoding}` };
    return { kind: "text", text: Buffer.from(data.content, "base64").toString("utf8") };
  } catch (error) {
    if (httpStatus(error) === 404) return { kind: "absent" };
    return { kind: "unreadable", reason: oneLine(error) };
  }
}

/** Every path the diff touches, old names of renames included; null when the diff is not known whole. */
export function changedPathsOf(diff: string | null): Set<string> | null {
  if (diff === null) return null;
  return new Set(parseUnifiedDiff(diff).flatMap((file) => (file.oldPath === null ? [file.path] : [file.path, file.oldPath])));
}
