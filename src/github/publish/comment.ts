import * as core from "@actions/core";
import { COMMENT_MARKER_PREFIX } from "../../report/comment.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";

/** The identity GITHUB_TOKEN posts as; `GET /user` is closed to it, so it cannot be asked. */
export const GITHUB_ACTIONS_BOT = "github-actions[bot]";
/** github-actions[bot]'s user id: a comment by that login with another id is not ours. */
export const GITHUB_ACTIONS_BOT_ID = 41898282;
const COMMENTS_PER_PAGE = 100;

/** Whose comments may carry our marker: the token's own identity, nobody else. */
export interface Identity {
  login: string;
  id: number | null;
  /** How it was learned, for the log. */
  source: "input" | "api" | "GITHUB_TOKEN";
}

export interface OwnComment {
  id: number;
  body: string;
  marker: { sha: string | null; verdict: string | null };
}

/**
 * The token's identity: the `comment-author` input, else `GET /user` (a personal or user token),
 * else `github-actions[bot]` pinned by its id, which is who GITHUB_TOKEN posts as (an installation
 * token cannot read `/user` or `/app`; a GitHub App's own bot is learned from the first comment).
 */
export async function resolveIdentity(api: Api, override: { login: string; id: number | null } | null): Promise<Identity> {
  if (override !== null) return { login: override.login, id: override.id, source: "input" };
  try {
    const { data } = await api.rest.users.getAuthenticated();
    return { login: data.login, id: data.id, source: "api" };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 401 || status === 403 || status === 404) return { login: GITHUB_ACTIONS_BOT, id: GITHUB_ACTIONS_BOT_ID, source: "GITHUB_TOKEN" };
    throw error;
  }
}

/** Reads a comment's marker; null when the body does not start with it. The PR verdict's by default. */
export type MarkerReader = (body: string) => OwnComment["marker"] | null;

/** Our comments on the PR (or issue), oldest first, across all pages: marker at the top and authored by us. */
export async function findOwnComments(
  api: Api,
  repo: Repo,
  number: number,
  identity: Identity,
  read: MarkerReader = readMarker,
): Promise<OwnComment[]> {
  const comments = await api.paginate(api.rest.issues.listComments, { ...repo, issue_number: number, per_page: COMMENTS_PER_PAGE });
  return comments
    .filter((comment) => comment.user !== null && isIdentity(comment.user, identity))
    .map((comment) => ({ id: comment.id, body: comment.body ?? "", marker: read(comment.body ?? "") }))
    .filter((comment): comment is OwnComment => comment.marker !== null)
    .sort((a, b) => a.id - b.id);
}

function isIdentity(user: { login: string; id: number }, identity: Identity): boolean {
  if (user.login.toLowerCase() !== identity.login.toLowerCase()) return false;
  return identity.id === null || user.id === identity.id;
}

/** The marker's payload when the body starts with it; a marker further down is quoted text, not ours. */
export function readMarker(body: string): OwnComment["marker"] | null {
  if (!body.startsWith(COMMENT_MARKER_PREFIX)) return null;
  const match = /^<!-- agent-verdict:v1 (\{[^\n]*?\}) -->/.exec(body);
  if (!match) return { sha: null, verdict: null };
  try {
    const payload = JSON.parse(match[1]!) as { sha?: unknown; verdict?: unknown };
    return { sha: typeof payload.sha === "string" ? payload.sha : null, verdict: typeof payload.verdict === "string" ? payload.verdict : null };
  } catch {
    return { sha: null, verdict: null };
  }
}

/**
 * One comment per PR: updates ours in place, or creates it. Two runs racing can both create; after
 * creating, the list is read again and the oldest of ours wins, the newer one is deleted, so the
 * PR is left with one comment whatever the interleaving.
 */
export async function upsertComment(
  api: Api,
  repo: Repo,
  number: number,
  body: string,
  identity: Identity,
  existing: OwnComment[],
  read: MarkerReader = readMarker,
) {
  const current = existing[0];
  if (current) {
    await api.rest.issues.updateComment({ ...repo, comment_id: current.id, body });
    await removeDuplicates(api, repo, existing.slice(1));
    return { id: current.id, created: false };
  }
  const { data } = await api.rest.issues.createComment({ ...repo, issue_number: number, body });
  const author = data.user === null ? identity : actualAuthor(identity, data.user);
  const after = await findOwnComments(api, repo, number, author, read);
  const oldest = after[0];
  if (oldest && oldest.id !== data.id) {
    core.info(`agent-verdict: another run created comment ${oldest.id} meanwhile; keeping it and removing ${data.id}`);
    await api.rest.issues.updateComment({ ...repo, comment_id: oldest.id, body });
    await removeDuplicates(api, repo, after.slice(1));
    return { id: oldest.id, created: false };
  }
  await removeDuplicates(api, repo, after.slice(1));
  return { id: data.id, created: true };
}

/**
 * The created comment shows who the token really is. When that differs from the guess (a GitHub
 * App's token is not github-actions[bot]), the next run would not find this comment: say how to fix it.
 */
function actualAuthor(identity: Identity, user: { login: string; id: number }): Identity {
  if (isIdentity(user, identity)) return identity;
  core.warning(
    `agent-verdict: the token posts as ${user.login}, not ${identity.login}; set comment-author: ${user.login} `
      + "so that later runs update this comment instead of adding another",
  );
  return { login: user.login, id: user.id, source: "api" };
}

async function removeDuplicates(api: Api, repo: Repo, duplicates: OwnComment[]): Promise<void> {
  for (const duplicate of duplicates) {
    try {
      await api.rest.issues.deleteComment({ ...repo, comment_id: duplicate.id });
    } catch (error) {
      // a concurrent run may have deleted it already
      if (httpStatus(error) !== 404) throw error;
    }
  }
}
