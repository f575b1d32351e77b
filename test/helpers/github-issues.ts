/**
 * Issues and their timelines for the GitHub stand-in, in the REST API's shapes: `GET /issues/{n}`
 * (a PR answers too, with a `pull_request` key, as every PR is an issue) and the timeline's
 * `cross-referenced` event, whose `source.issue` is the referencing issue or PR with its repository
 * (docs.github.com "Issue event types" and @octokit/openapi-types `timeline-cross-referenced-event`).
 */
import type { FakeIssue, FakePull, FakeUser } from "./github-types.js";

const STAMP = "2026-01-02T00:00:00Z";

function repositoryJson(fullName: string, id: number) {
  const [owner, name] = fullName.split("/");
  return { id, node_id: `R_${id}`, name, full_name: fullName, private: false, owner: { login: owner, id: 1, type: "User" } };
}

/** An issue as `GET /repos/{o}/{r}/issues/{n}` answers it. */
export function issueJson(issue: FakeIssue, apiUrl: string, fullName: string) {
  return {
    url: `${apiUrl}/repos/${fullName}/issues/${issue.number}`,
    id: issue.number * 100,
    number: issue.number,
    title: issue.title,
    state: issue.state,
    user: issue.user,
    labels: [],
    body: issue.body,
    comments: 0,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

/** A PR in its issue form: the issue fields plus `pull_request` links. */
export function pullAsIssueJson(pull: FakePull, apiUrl: string, fullName: string) {
  const issue = { number: pull.number, title: pull.title ?? `PR ${pull.number}`, state: pull.state, user: pull.user, body: pull.body };
  const links = { url: `${apiUrl}/repos/${fullName}/pulls/${pull.number}`, html_url: `https://github.test/${fullName}/pull/${pull.number}` };
  return { ...issueJson(issue, apiUrl, fullName), pull_request: { ...links, merged_at: null } };
}

/**
 * The timeline event GitHub adds to an issue when a PR mentions it. `repoFullName` is the
 * repository the PR belongs to (its base): a fork's PR to this repository is this repository's.
 */
export function crossReferencedEvent(pull: FakePull, apiUrl: string, repoFullName: string, repoId: number, actor: FakeUser) {
  const issue = { ...pullAsIssueJson(pull, apiUrl, repoFullName), repository: repositoryJson(repoFullName, repoId) };
  return { event: "cross-referenced", actor, created_at: STAMP, updated_at: STAMP, source: { type: "issue", issue } };
}

/** Timeline noise that is not a reference: a label and a comment (which does carry an `id`). */
export function otherEvents(actor: FakeUser, id: number) {
  return [
    { id, node_id: `LE_${id}`, event: "labeled", actor, created_at: STAMP, label: { name: "bug", color: "d73a4a" } },
    { id: id + 1, node_id: `IC_${id + 1}`, event: "commented", actor, user: actor, body: "Two agents are on it (#3).", created_at: STAMP },
  ];
}
