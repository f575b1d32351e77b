/** The state the GitHub stand-in serves: PRs, runs, artifacts, comments, statuses, and its fault switches. */

export interface FakeUser {
  login: string;
  id: number;
  type: "User" | "Bot";
}

export interface FakeFile {
  filename: string;
  status: "added" | "modified" | "removed" | "renamed";
  patch?: string;
  previous_filename?: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  state: "open" | "closed";
  user: FakeUser;
  body: string | null;
}

export interface FakePull {
  number: number;
  /** Default `PR <number>`. */
  title?: string;
  state: "open" | "closed";
  user: FakeUser;
  headSha: string;
  headRef: string;
  headRepo: string;
  baseSha: string;
  labels: string[];
  body: string | null;
  files: FakeFile[];
  /** The unified diff; null answers 406 like GitHub does for a diff too large to render. */
  diff: string | null;
  /** changed_files when it differs from files.length (GitHub's list stops at 3,000). */
  changedFiles?: number;
}

export interface FakeRun {
  id: number;
  headSha: string;
  headBranch: string;
  headRepo: string;
  createdAt: string;
  /** The workflow file that ran, `.github/workflows/<file>`; default `.github/workflows/agent.yml`. */
  path?: string;
  /** The event that started it; default `pull_request`. */
  event?: string;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title?: string; summary?: string } | null;
  /** Every annotation the run was given, in order, across its create and update requests. */
  annotations: FakeAnnotation[];
  /** Requests that wrote the run: its create and each update. */
  requests: number;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  title?: string;
  message: string;
}

export interface FakeArtifact {
  id: number;
  name: string;
  runId: number;
  expired: boolean;
  createdAt: string;
  zip: Uint8Array;
}

export interface FakeComment {
  id: number;
  user: FakeUser;
  body: string;
}

export interface FakeStatus {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  accept: string;
  authorization: string | null;
  status: number;
}

export interface Faults {
  /** Paths (regex on "METHOD /path") that answer 502 once, then work. */
  badGatewayOnce: RegExp[];
  /** Paths that answer 429 with retry-after once (a secondary rate limit). */
  rateLimitOnce: RegExp[];
  /** Commit statuses answer 403, as for a fork's read-only token. */
  statusesForbidden: boolean;
  /** Comments answer 403 (a read-only token). */
  commentsForbidden: boolean;
  /** Check runs answer 403, as for a user token or a token without checks: write. */
  checksForbidden?: boolean;
  /** Paths (regex on "METHOD /path") that answer 403 every time, as for a token without that scope. */
  forbidden?: RegExp[];
}
