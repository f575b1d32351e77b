/**
 * A loopback stand-in of the GitHub REST API: the routes the action calls, with GitHub's response
 * shapes (Link pagination, the diff media type, the artifact zip redirect to another origin), and
 * switches for faults. Listens on 127.0.0.1 on a free port; nothing leaves the machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FakeArtifact, FakeCheckRun, FakeComment, FakeIssue, FakePull, FakeRun, FakeStatus, FakeUser, Faults, RecordedRequest } from "./github-types.js";
import { ACCEPT, accept, close, forbidden, invalid, listen, notFound, readBody, send, type Answer } from "./github-http.js";
import { createCheckRun, updateCheckRun } from "./github-checks.js";
import { crossReferencedEvent, issueJson, otherEvents, pullAsIssueJson } from "./github-issues.js";

export type * from "./github-types.js";

/** GitHub caps the file list of a PR at this many entries. */
const MAX_PR_FILES = 3000;
/** GitHub refuses comment bodies longer than this. */
const MAX_COMMENT_BODY = 65_536;
const DEFAULT_PER_PAGE = 30;

export class FakeGitHub {
  readonly pulls = new Map<number, FakePull>();
  /** Issues that are not PRs; a PR is an issue too and answers GET /issues/{n} from `pulls`. */
  readonly issues = new Map<number, FakeIssue>();
  /** Timeline events by issue number, as GET /issues/{n}/timeline lists them. */
  readonly timelines = new Map<number, unknown[]>();
  readonly runs: FakeRun[] = [];
  readonly artifacts: FakeArtifact[] = [];
  readonly comments = new Map<number, FakeComment[]>();
  readonly statuses: FakeStatus[] = [];
  readonly checkRuns: FakeCheckRun[] = [];
  /** Repository permission by login for the collaborator permission API; absent is "none" (404). */
  readonly permissions = new Map<string, "admin" | "maintain" | "write" | "triage" | "read">();
  /** Workflow ids by file name (`agent.yml`), as registered on the default branch. */
  readonly workflows = new Map<string, number>();
  /** Files in the repository by commit SHA, then path, for the contents API. */
  readonly commitFiles = new Map<string, Record<string, string>>();
  readonly requests: RecordedRequest[] = [];
  /** Sigstore bundles by subject digest (`sha256:<hex>`), as the attestations API lists them. */
  readonly attestations = new Map<string, unknown[]>();
  faults: Faults = { badGatewayOnce: [], rateLimitOnce: [], statusesForbidden: false, commentsForbidden: false };
  /** The token's identity for GET /user; null answers 403 as for GITHUB_TOKEN. */
  authenticated: FakeUser | null = null;
  /** Who a created comment is by when GET /user is closed (a GitHub App's installation token). */
  installationBot: FakeUser = { login: "github-actions[bot]", id: 41898282, type: "Bot" };
  /** Called before each request is routed: tests move a PR head mid-run with it. */
  beforeRequest: ((method: string, path: string) => void) | null = null;
  url = "";
  private blobUrl = "";
  private nextId = 1000;
  private repoIds = new Map<string, number>();
  private api: Server = createServer((req, res) => void this.handle(req, res));
  /** A second origin, as GitHub redirects artifact downloads to blob storage elsewhere. */
  private blobs: Server = createServer((req, res) => this.serveBlob(req, res));

  constructor(readonly owner = "octo", readonly repo = "demo") {}

  async start(): Promise<this> {
    this.url = `http://127.0.0.1:${await listen(this.api)}`;
    this.blobUrl = `http://127.0.0.1:${await listen(this.blobs)}`;
    return this;
  }

  async stop(): Promise<void> {
    await Promise.all([close(this.api), close(this.blobs)]);
  }

  id(): number {
    return ++this.nextId;
  }

  /** A stable id per repository full name; the base repository is 1. */
  repoId(fullName: string): number {
    if (fullName === `${this.owner}/${this.repo}`) return 1;
    if (!this.repoIds.has(fullName)) this.repoIds.set(fullName, 100 + this.repoIds.size);
    return this.repoIds.get(fullName)!;
  }

  addComment(number: number, user: FakeUser, body: string): FakeComment {
    const comment = { id: this.id(), user, body };
    this.comments.set(number, [...(this.comments.get(number) ?? []), comment]);
    return comment;
  }

  addIssue(issue: FakeIssue): FakeIssue {
    this.issues.set(issue.number, issue);
    this.timelines.set(issue.number, [...(this.timelines.get(issue.number) ?? []), ...otherEvents(issue.user, this.id())]);
    this.id();
    return issue;
  }

  /** `pull` mentions `issue` (in its body): the cross-referenced event on the issue's timeline. */
  crossReference(issue: number, pull: FakePull, repoFullName = `${this.owner}/${this.repo}`): void {
    const event = crossReferencedEvent(pull, this.url, repoFullName, this.repoId(repoFullName), pull.user);
    this.timelines.set(issue, [...(this.timelines.get(issue) ?? []), event]);
  }

  commentsOn(number: number): FakeComment[] {
    return this.comments.get(number) ?? [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const method = req.method ?? "GET";
    const key = `${method} ${url.pathname}`;
    const body = await readBody(req);
    const record = (status: number) =>
      this.requests.push({
        method,
        path: `${url.pathname}${url.search}`,
        accept: String(req.headers.accept ?? ""),
        authorization: req.headers.authorization ?? null,
        status,
      });
    this.beforeRequest?.(method, url.pathname);
    const fault = this.fault(key);
    if (fault !== null) {
      record(fault.status);
      return send(res, fault.status, fault.body, fault.headers);
    }
    ACCEPT.set(url, String(req.headers.accept ?? ""));
    const answer = this.route(method, url, body);
    record(answer.status);
    if (answer.raw !== undefined) {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.raw);
      return;
    }
    send(res, answer.status, answer.body, answer.headers);
  }

  private fault(key: string): Answer | null {
    const once = (list: RegExp[]) => {
      const index = list.findIndex((pattern) => pattern.test(key));
      if (index === -1) return false;
      list.splice(index, 1);
      return true;
    };
    if (once(this.faults.badGatewayOnce)) return { status: 502, body: { message: "Bad Gateway" } };
    if (once(this.faults.rateLimitOnce)) {
      const message = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.";
      return { status: 429, body: { message }, headers: { "retry-after": "1" } };
    }
    if (this.faults.statusesForbidden && /^POST \/repos\/[^/]+\/[^/]+\/statuses\//.test(key)) {
      return { status: 403, body: { message: "Resource not accessible by integration" } };
    }
    if (this.faults.checksForbidden && /^POST \/repos\/[^/]+\/[^/]+\/check-runs$/.test(key)) {
      return { status: 403, body: { message: "Resource not accessible by integration" } };
    }
    if ((this.faults.forbidden ?? []).some((pattern) => pattern.test(key))) {
      return { status: 403, body: { message: "Resource not accessible by integration" } };
    }
    if (this.faults.commentsForbidden && /^(POST|PATCH) \/repos\/[^/]+\/[^/]+\/issues\/(\d+\/)?comments/.test(key)) {
      return { status: 403, body: { message: "Resource not accessible by integration" } };
    }
    return null;
  }

  private route(method: string, url: URL, body: unknown): Answer {
    const path = url.pathname;
    const repoPath = `/repos/${this.owner}/${this.repo}`;
    if (method === "GET" && path === "/user") {
      return this.authenticated ? { status: 200, body: this.authenticated } : forbidden();
    }
    if (!path.startsWith(`${repoPath}/`)) return notFound();
    const rest = path.slice(repoPath.length);
    for (const [pattern, handler] of this.routes()) {
      if (pattern[0] !== method) continue;
      const match = pattern[1].exec(rest);
      if (match) return handler(match, url, body);
    }
    return notFound();
  }

  private routes(): [[string, RegExp], (match: RegExpExecArray, url: URL, body: unknown) => Answer][] {
    return [
      [["GET", /^\/pulls$/], (_m, url) => this.listPulls(url)],
      [["GET", /^\/pulls\/(\d+)$/], (m, url) => this.getPull(Number(m[1]), url)],
      [["GET", /^\/pulls\/(\d+)\/files$/], (m, url) => this.listFiles(Number(m[1]), url)],
      [["GET", /^\/commits\/([0-9a-f]{40})\/pulls$/], (m) => this.commitPulls(m[1]!)],
      [["GET", /^\/issues\/(\d+)$/], (m) => this.getIssue(Number(m[1]))],
      [["GET", /^\/issues\/(\d+)\/timeline$/], (m, url) => this.timeline(Number(m[1]), url)],
      [["GET", /^\/issues\/(\d+)\/comments$/], (m, url) => this.listComments(Number(m[1]), url)],
      [["POST", /^\/issues\/(\d+)\/comments$/], (m, _url, body) => this.createComment(Number(m[1]), body)],
      [["PATCH", /^\/issues\/comments\/(\d+)$/], (m, _url, body) => this.updateComment(Number(m[1]), body)],
      [["DELETE", /^\/issues\/comments\/(\d+)$/], (m) => this.deleteComment(Number(m[1]))],
      [["POST", /^\/statuses\/([0-9a-f]{40})$/], (m, _url, body) => this.createStatus(m[1]!, body)],
      [["POST", /^\/check-runs$/], (_m, _url, body) => createCheckRun(this.checkRuns, this.id(), body)],
      [["PATCH", /^\/check-runs\/(\d+)$/], (m, _url, body) => updateCheckRun(this.checkRuns, Number(m[1]), body)],
      [["GET", /^\/collaborators\/([^/]+)\/permission$/], (m) => this.permission(decodeURIComponent(m[1]!))],
      [["GET", /^\/actions\/workflows\/([^/]+)$/], (m) => this.workflow(decodeURIComponent(m[1]!))],
      [["GET", /^\/actions\/runs$/], (_m, url) => this.listRuns(url)],
      [["GET", /^\/actions\/runs\/(\d+)\/artifacts$/], (m, url) => this.listArtifacts(url, Number(m[1]))],
      [["GET", /^\/actions\/artifacts$/], (_m, url) => this.listArtifacts(url, null)],
      [["GET", /^\/actions\/artifacts\/(\d+)\/zip$/], (m) => this.downloadArtifact(Number(m[1]))],
      [["GET", /^\/attestations\/(sha256(?::|%3A)[0-9a-f]{64})$/i], (m) => this.listAttestations(decodeURIComponent(m[1]!))],
      [["GET", /^\/contents\/(.+)$/], (m, url) => this.getContent(decodeURIComponent(m[1]!), url)],
    ];
  }

  private pullJson(pull: FakePull) {
    const repo = (fullName: string) => ({
      id: this.repoId(fullName),
      name: fullName.split("/")[1],
      full_name: fullName,
      owner: { login: fullName.split("/")[0], id: 1, type: "User" },
      fork: fullName !== `${this.owner}/${this.repo}`,
    });
    return {
      url: `${this.url}/repos/${this.owner}/${this.repo}/pulls/${pull.number}`,
      id: pull.number * 10,
      number: pull.number,
      state: pull.state,
      title: pull.title ?? `PR ${pull.number}`,
      user: pull.user,
      body: pull.body,
      labels: pull.labels.map((name, index) => ({ id: index + 1, name, color: "ededed" })),
      head: { label: `${pull.headRepo.split("/")[0]}:${pull.headRef}`, ref: pull.headRef, sha: pull.headSha, repo: repo(pull.headRepo) },
      base: { label: `${this.owner}:main`, ref: "main", sha: pull.baseSha, repo: repo(`${this.owner}/${this.repo}`) },
      changed_files: pull.changedFiles ?? pull.files.length,
      additions: 1,
      deletions: 1,
      commits: 1,
    };
  }

  /** GET contents: one file at `ref` (a SHA), base64 as GitHub sends it; 404 when absent. */
  private getContent(path: string, url: URL): Answer {
    const ref = url.searchParams.get("ref") ?? "";
    const text = this.commitFiles.get(ref)?.[path];
    if (text === undefined) return notFound();
    const content = Buffer.from(text).toString("base64").replace(/(.{60})/g, "$1\n");
    const size = Buffer.byteLength(text);
    return { status: 200, body: { type: "file", encoding: "base64", size, name: path.split("/").pop(), path, content, sha: ref } };
  }

  private listPulls(url: URL): Answer {
    const head = url.searchParams.get("head");
    const state = url.searchParams.get("state") ?? "open";
    const pulls = [...this.pulls.values()].filter(
      (pull) => (state === "all" || pull.state === state) && (head === null || `${pull.headRepo.split("/")[0]}:${pull.headRef}` === head),
    );
    return { status: 200, body: pulls.map((pull) => this.pullJson(pull)) };
  }

  private getPull(number: number, url: URL): Answer {
    const pull = this.pulls.get(number);
    if (!pull) return notFound();
    if (/\bdiff\b/.test(accept(url))) {
      if (pull.diff === null) {
        return { status: 406, body: { message: "Sorry, the diff exceeded the maximum number of files (300).", errors: [{ code: "too_large" }] } };
      }
      return { status: 200, body: null, raw: pull.diff, headers: { "content-type": "application/vnd.github.diff; charset=utf-8" } };
    }
    return { status: 200, body: this.pullJson(pull) };
  }

  private listFiles(number: number, url: URL): Answer {
    const pull = this.pulls.get(number);
    if (!pull) return notFound();
    const files = pull.files.slice(0, MAX_PR_FILES).map((file, index) => ({
      sha: `${index}`.padStart(40, "0"),
      filename: file.filename,
      status: file.status,
      additions: 1,
      deletions: 1,
      changes: 2,
      ...(file.patch === undefined ? {} : { patch: file.patch }),
      ...(file.previous_filename === undefined ? {} : { previous_filename: file.previous_filename }),
    }));
    return this.page(files, url);
  }

  private commitPulls(sha: string): Answer {
    // as on GitHub, a fork's PR whose head is this commit is listed too
    const pulls = [...this.pulls.values()].filter((pull) => pull.headSha === sha);
    return { status: 200, body: pulls.map((pull) => this.pullJson(pull)) };
  }

  private getIssue(number: number): Answer {
    const fullName = `${this.owner}/${this.repo}`;
    const issue = this.issues.get(number);
    if (issue) return { status: 200, body: issueJson(issue, this.url, fullName) };
    const pull = this.pulls.get(number);
    return pull ? { status: 200, body: pullAsIssueJson(pull, this.url, fullName) } : notFound();
  }

  private timeline(number: number, url: URL): Answer {
    if (!this.issues.has(number) && !this.pulls.has(number)) return notFound();
    return this.page(this.timelines.get(number) ?? [], url);
  }

  private listComments(number: number, url: URL): Answer {
    const comments = this.commentsOn(number).map((comment) => ({
      id: comment.id,
      node_id: `IC_${comment.id}`,
      user: comment.user,
      body: comment.body,
      html_url: `https://github.test/${this.owner}/${this.repo}/pull/${number}#issuecomment-${comment.id}`,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    }));
    return this.page(comments, url);
  }

  private createComment(number: number, body: unknown): Answer {
    const text = (body as { body?: unknown } | null)?.body;
    if (typeof text !== "string") return invalid("body is missing");
    if (text.length > MAX_COMMENT_BODY) return invalid("body is too long (maximum is 65536 characters)");
    const author = this.authenticated ?? this.installationBot;
    const comment = this.addComment(number, author, text);
    return { status: 201, body: { id: comment.id, user: author, body: text } };
  }

  private updateComment(id: number, body: unknown): Answer {
    const text = (body as { body?: unknown } | null)?.body;
    if (typeof text !== "string") return invalid("body is missing");
    if (text.length > MAX_COMMENT_BODY) return invalid("body is too long (maximum is 65536 characters)");
    const comment = [...this.comments.values()].flat().find((item) => item.id === id);
    if (!comment) return notFound();
    comment.body = text;
    return { status: 200, body: { id, user: comment.user, body: text } };
  }

  private deleteComment(id: number): Answer {
    for (const [number, list] of this.comments) {
      if (list.some((comment) => comment.id === id)) {
        this.comments.set(number, list.filter((comment) => comment.id !== id));
        return { status: 204, body: null };
      }
    }
    return notFound();
  }

  private createStatus(sha: string, body: unknown): Answer {
    const input = body as Partial<FakeStatus>;
    if (!["success", "failure", "pending", "error"].includes(String(input.state))) return invalid("state is not included in the list");
    const status: FakeStatus = {
      sha,
      state: String(input.state),
      context: input.context ?? "default",
      description: input.description ?? "",
      target_url: input.target_url ?? null,
    };
    this.statuses.push(status);
    return { status: 201, body: { id: this.id(), ...status } };
  }

  /** GET attestations/{subject_digest}: 404 when the repository holds none for that digest, as on GitHub. */
  private listAttestations(digest: string): Answer {
    const bundles = this.attestations.get(digest) ?? [];
    if (bundles.length === 0) return notFound();
    return { status: 200, body: { attestations: bundles.map((bundle) => ({ bundle, repository_id: 1 })) } };
  }

  /** GET collaborators/{user}/permission: `maintain` reads as "write" and `triage` as "read", as on GitHub. */
  private permission(login: string): Answer {
    const role = this.permissions.get(login);
    if (role === undefined) return notFound();
    const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
    return { status: 200, body: { permission, role_name: role, user: { login, id: 7, type: "User" } } };
  }

  private workflow(file: string): Answer {
    const id = this.workflows.get(file);
    if (id === undefined) return notFound();
    return { status: 200, body: { id, name: file, path: `.github/workflows/${file}`, state: "active" } };
  }

  private listRuns(url: URL): Answer {
    const sha = url.searchParams.get("head_sha");
    const branch = url.searchParams.get("branch");
    const perPage = Number(url.searchParams.get("per_page") ?? DEFAULT_PER_PAGE);
    const runs = this.runs
      .filter((run) => (sha === null || run.headSha === sha) && (branch === null || run.headBranch === branch))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, perPage)
      .map((run) => ({
        id: run.id,
        head_sha: run.headSha,
        head_branch: run.headBranch,
        head_repository: { id: this.repoId(run.headRepo), full_name: run.headRepo },
        created_at: run.createdAt,
        status: "completed",
      }));
    return { status: 200, body: { total_count: runs.length, workflow_runs: runs } };
  }

  private listArtifacts(url: URL, runId: number | null): Answer {
    const name = url.searchParams.get("name");
    const artifacts = this.artifacts
      .filter((artifact) => (runId === null || artifact.runId === runId) && (name === null || artifact.name === name))
      .map((artifact) => this.artifactJson(artifact));
    return { status: 200, body: { total_count: artifacts.length, artifacts } };
  }

  private artifactJson(artifact: FakeArtifact) {
    const run = this.runs.find((item) => item.id === artifact.runId);
    return {
      id: artifact.id,
      name: artifact.name,
      size_in_bytes: artifact.zip.length,
      expired: artifact.expired,
      created_at: artifact.createdAt,
      archive_download_url: `${this.url}/repos/${this.owner}/${this.repo}/actions/artifacts/${artifact.id}/zip`,
      workflow_run: run ? this.runRef(run) : null,
    };
  }

  private runRef(run: FakeRun) {
    const headRepositoryId = this.repoId(run.headRepo);
    return { id: run.id, head_sha: run.headSha, head_branch: run.headBranch, repository_id: 1, head_repository_id: headRepositoryId };
  }

  private downloadArtifact(id: number): Answer {
    const artifact = this.artifacts.find((item) => item.id === id);
    if (!artifact) return notFound();
    if (artifact.expired) return { status: 410, body: { message: "Artifact has expired" } };
    return { status: 302, body: null, headers: { location: `${this.blobUrl}/blobs/${id}.zip?sig=stand-in` } };
  }

  private serveBlob(req: IncomingMessage, res: ServerResponse): void {
    const id = Number(/\/blobs\/(\d+)\.zip/.exec(req.url ?? "")?.[1]);
    const artifact = this.artifacts.find((item) => item.id === id);
    const authorization = req.headers.authorization ?? null;
    this.requests.push({ method: req.method ?? "GET", path: req.url ?? "", accept: "", authorization, status: 200 });
    if (!artifact) return send(res, 404, { message: "BlobNotFound" });
    res.writeHead(200, { "content-type": "application/zip", "content-length": artifact.zip.length });
    res.end(Buffer.from(artifact.zip));
  }

  /** GitHub-style pagination: `per_page`/`page` in, a Link header with next/last out. */
  private page(items: unknown[], url: URL): Answer {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? DEFAULT_PER_PAGE), 100);
    const page = Number(url.searchParams.get("page") ?? 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n: number, rel: string) => {
      const next = new URL(url.toString());
      next.searchParams.set("page", String(n));
      next.searchParams.set("per_page", String(perPage));
      return `<${next.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
    const headers = links.length > 0 ? { link: links.join(", ") } : undefined;
    return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers };
  }
}

