import type { Api } from "./octokit.js";

/** A pull request as the gate and the verification read it: from the REST API or an event payload (same shape). */
export interface PullRequest {
  number: number;
  state: string;
  headSha: string;
  baseSha: string;
  headRef: string;
  headRepo: string | null;
  /** Repository ids: artifacts are trusted only from runs of the base or the head repository. */
  headRepoId: number | null;
  baseRepoId: number;
  author: { login: string; id: number; type: string } | null;
  labels: string[];
  body: string;
  changedFiles: number;
}

export type RawPull = Awaited<ReturnType<Api["rest"]["pulls"]["get"]>>["data"];

export function toPullRequest(raw: RawPull): PullRequest {
  return {
    number: raw.number,
    state: raw.state,
    headSha: raw.head.sha.toLowerCase(),
    baseSha: raw.base.sha.toLowerCase(),
    headRef: raw.head.ref,
    headRepo: raw.head.repo?.full_name ?? null,
    headRepoId: raw.head.repo?.id ?? null,
    baseRepoId: raw.base.repo.id,
    author: raw.user ? { login: raw.user.login, id: raw.user.id, type: raw.user.type } : null,
    labels: raw.labels.map((label) => label.name),
    body: raw.body ?? "",
    changedFiles: raw.changed_files,
  };
}

