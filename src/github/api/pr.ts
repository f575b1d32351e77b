import { parseUnifiedDiff } from "../../evidence/diff.js";
import type { Repo, PrLocator } from "../context/event.js";
import { httpStatus, type Api } from "./octokit.js";
import { toPullRequest, type PullRequest } from "./pull.js";
import { plural } from "../../words.js";

export { toPullRequest, type PullRequest } from "./pull.js";

/** GitHub lists at most this many changed files for a PR; past it the list is cut, not complete. */
export const MAX_LISTED_FILES = 3000;
const FILES_PER_PAGE = 100;
const PULLS_PER_PAGE = 100;
/** The diff media type of the REST API: the PR as one unified diff. */
const DIFF_MEDIA_TYPE = "application/vnd.github.diff";

/** The PR's changes as evidence: the unified diff when it is known whole, else null with why. */
export interface PrChanges {
  diff: string | null;
  /** "unknown" when GitHub could not give every file's patch: then nothing may be read as "unchanged". */
  status: "complete" | "unknown";
  note: string | null;
}

export async function getPull(api: Api, repo: Repo, number: number): Promise<PullRequest> {
  const { data } = await api.rest.pulls.get({ ...repo, pull_number: number });
  return toPullRequest(data);
}

/**
 * The PR of a workflow_run head. `pull_requests` in the payload is empty for forks, so the PR is
 * looked up by the head repository and branch (`head=owner:branch`), then by the commit. A PR
 * counts only when its head repository is the run's: a fork PR opened at the same commit is
 * another PR, and must not receive this run's verdict (nor this PR a fork run's).
 */
export async function findPullForHead(api: Api, repo: Repo, locator: Extract<PrLocator, { kind: "head" }>): Promise<PullRequest | null> {
  const ofRun = (pull: PullRequest) => pull.headSha === locator.sha && sameHead(pull.headRepo, pull.headRepoId, locator);
  for (const number of locator.hintNumbers) {
    const pull = await getPull(api, repo, number);
    if (ofRun(pull)) return pull;
  }
  if (locator.headRepo !== null && locator.branch !== null) {
    const owner = locator.headRepo.split("/")[0]!;
    const { data } = await api.rest.pulls.list({ ...repo, state: "open", head: `${owner}:${locator.branch}`, per_page: PULLS_PER_PAGE });
    const ofHead = (pull: (typeof data)[number]) => sameHead(pull.head.repo?.full_name ?? null, pull.head.repo?.id ?? null, locator);
    const same = data.filter((pull) => ofHead(pull) && pull.head.ref === locator.branch);
    // the branch may have moved on since the run: still this PR, and the head check later says "stale"
    const found = same.find((pull) => pull.head.sha.toLowerCase() === locator.sha) ?? same[0];
    if (found) return getPull(api, repo, found.number);
  }
  const { data } = await api.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: locator.sha });
  const candidates = data.filter((pull) => pull.state === "open" && sameHead(pull.head.repo?.full_name ?? null, pull.head.repo?.id ?? null, locator));
  for (const candidate of candidates) {
    const pull = await getPull(api, repo, candidate.number);
    if (ofRun(pull)) return pull;
  }
  return null;
}

/** The PR's head repository is the run's: by id when the payload gives one, else by full name. */
function sameHead(fullName: string | null, id: number | null, locator: Extract<PrLocator, { kind: "head" }>): boolean {
  if (locator.headRepoId !== null) return id === locator.headRepoId;
  return sameRepo(fullName, locator.headRepo);
}

function sameRepo(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

/**
 * The PR's changes: the diff media type first; when GitHub refuses it (too large), the per-file
 * patches, paginated. A cut list (over 3,000 files) or a file without a patch leaves it "unknown".
 */
export async function getChanges(api: Api, repo: Repo, pull: PullRequest): Promise<PrChanges> {
  const diff = await getDiff(api, repo, pull.number);
  if (diff !== null && parseUnifiedDiff(diff).length >= pull.changedFiles) return { diff, status: "complete", note: null };
  if (pull.changedFiles > MAX_LISTED_FILES) {
    return unknown(`the PR changes ${pull.changedFiles} files; GitHub lists at most ${MAX_LISTED_FILES}`);
  }
  const files = await listFiles(api, repo, pull.number);
  if (files.length < pull.changedFiles) return unknown(`GitHub listed ${files.length} of the PR's ${pull.changedFiles} changed files`);
  const withoutPatch = files.filter((file) => file.patch === undefined);
  if (withoutPatch.length > 0) {
    return unknown(`GitHub gave no patch for ${plural(withoutPatch.length, "file")} (binary or too large), e.g. ${withoutPatch[0]!.filename}`);
  }
  return { diff: files.map(fileDiff).join(""), status: "complete", note: "diff rebuilt from the per-file patches" };
}

function unknown(why: string): PrChanges {
  return { diff: null, status: "unknown", note: `PR changes unknown: ${why}; the comparison with the transcript's edits is skipped.` };
}

async function getDiff(api: Api, repo: Repo, number: number): Promise<string | null> {
  try {
    const response = await api.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
      ...repo,
      pull_number: number,
      headers: { accept: DIFF_MEDIA_TYPE },
    });
    return typeof response.data === "string" ? response.data : null;
  } catch (error) {
    // 406: "diff too large"; 422/5xx after retries: fall back to the file list rather than give up
    if (httpStatus(error) !== null) return null;
    throw error;
  }
}

interface ListedFile {
  filename: string;
  previous_filename?: string;
  status: string;
  patch?: string;
}

async function listFiles(api: Api, repo: Repo, number: number): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  const pages = api.paginate.iterator(api.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: FILES_PER_PAGE });
  for await (const page of pages) {
    files.push(...page.data);
    if (files.length >= MAX_LISTED_FILES) break;
  }
  return files;
}

/** One file of the list as a unified-diff section, so the same diff reader reads both. */
function fileDiff(file: ListedFile): string {
  const from = file.previous_filename ?? file.filename;
  const header = [`diff --git a/${from} b/${file.filename}`];
  if (file.status === "added") header.push("new file mode 100644", "--- /dev/null", `+++ b/${file.filename}`);
  else if (file.status === "removed") header.push("deleted file mode 100644", `--- a/${from}`, "+++ /dev/null");
  else {
    if (file.previous_filename) header.push(`rename from ${from}`, `rename to ${file.filename}`);
    header.push(`--- a/${from}`, `+++ b/${file.filename}`);
  }
  return `${header.join("\n")}\n${file.patch ?? ""}\n`;
}
