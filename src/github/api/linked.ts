/**
 * The pull requests linked to an issue, as GitHub shows them: PRs of this repository that the
 * issue's timeline lists as cross-referencing it and whose description closes it with a keyword
 * (`Fixes #12`, `Closes owner/repo#12`, `Resolves <issue URL>`). A PR that only mentions the issue
 * is another task, and is named with that reason rather than ranked.
 */
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "./octokit.js";
import { escapeRegExp } from "../../words.js";

const EVENTS_PER_PAGE = 100;
/** 1,000 timeline events: far more than any issue's agent attempts, and a bound on the API calls. */
export const MAX_TIMELINE_PAGES = 10;

export interface LinkedIssue {
  number: number;
  title: string;
}

/** A PR the timeline names, before its own record is read. */
export interface Reference {
  number: number;
  title: string;
}

export type IssueLookup =
  | { kind: "issue"; issue: LinkedIssue; references: Reference[]; otherRepositories: number; truncated: boolean }
  | { kind: "problem"; message: string };

interface TimelineEvent {
  event?: string;
  source?: { type?: string; issue?: { number?: number; title?: string; pull_request?: unknown; repository?: { full_name?: string } } };
}

/**
 * The issue and the PRs its timeline cross-references, oldest reference first, each PR once.
 * A 404 on the issue, or a number that is a PR, is a problem to report, not an exception.
 */
export async function findReferences(api: Api, repo: Repo, number: number): Promise<IssueLookup> {
  const where = `${repo.owner}/${repo.repo}`;
  let data;
  try {
    ({ data } = await api.rest.issues.get({ ...repo, issue_number: number }));
  } catch (error) {
    if (httpStatus(error) === 404) return { kind: "problem", message: `issue #${number} not found in ${where}` };
    throw error;
  }
  if (data.pull_request) return { kind: "problem", message: `#${number} in ${where} is a pull request, not an issue: give rank-issue an issue number` };
  const references = new Map<number, Reference>();
  let otherRepositories = 0;
  let pages = 0;
  const request = { ...repo, issue_number: number, per_page: EVENTS_PER_PAGE };
  const iterator = api.paginate.iterator(api.rest.issues.listEventsForTimeline, request);
  for await (const page of iterator) {
    pages += 1;
    for (const event of page.data as TimelineEvent[]) {
      const source = event.source?.issue;
      if (event.event !== "cross-referenced" || !source?.pull_request || typeof source.number !== "number") continue;
      if (source.repository?.full_name?.toLowerCase() !== where.toLowerCase()) otherRepositories += 1;
      else if (!references.has(source.number)) references.set(source.number, { number: source.number, title: source.title ?? "" });
    }
    if (pages >= MAX_TIMELINE_PAGES) break;
  }
  const truncated = pages >= MAX_TIMELINE_PAGES;
  return { kind: "issue", issue: { number, title: data.title }, references: [...references.values()], otherRepositories, truncated };
}

/** RegExp-safe text. */

/**
 * Does this PR description close issue `number` of `repo`? GitHub's keywords (close, closes,
 * closed, fix, fixes, fixed, resolve, resolves, resolved; any case, an optional colon, then on the same line)
 * `#N`, `owner/repo#N` or the issue's URL; `#N` must not go on into a longer number.
 */
export function closesIssue(body: string, repo: Repo, number: number): boolean {
  const name = `${escapeRegExp(repo.owner)}/${escapeRegExp(repo.repo)}`;
  const target = `(?:#|${name}#|https?://[^\\s/]+/${name}/issues/)${number}(?!\\w)`;
  const keyword = "(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)";
  return new RegExp(`(?<![\\w-])${keyword}:?[ \\t]+${target}`, "i").test(body);
}
