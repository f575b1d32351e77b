import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { oneLine } from "../../errors.js";
import { DEFAULT_PRESET, PRESETS } from "../../judge/criteria.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";
import type { PullRequest } from "../api/pr.js";

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
  // a symlink anywhere on the way may lead to a file the PR changes under another name
  const linked = realPath(full) !== full;
  // when the PR's file list is unknown, the rubric may be among its changes: the base version is read
  const changed = linked ? null : await changedPaths();
  if (!linked && changed !== null && !changed.has(path.toLowerCase())) return { criteria: full, note: null };
  const why = linked
    ? "is reached through a symlink in the checkout"
    : changed === null ? "may be changed by this PR (its changes are unknown)" : "is changed by this PR";
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

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** A diff header line that names a file: `diff --git`, `---`/`+++`, rename and copy lines. */
const HEADER = /^(?:diff --git |--- |\+\+\+ |rename from |rename to |copy from |copy to )(.*)$/;

/**
 * Every path the diff's headers name, old names of renames included, lower-cased (a runner's file
 * system may ignore case), quoted names decoded, the tab git adds after a name with a space cut;
 * null when the diff is not known whole. It over-reads on purpose: a path named anywhere in a
 * header counts as changed, so no spelling of a header hides a file.
 */
export function changedPathsOf(diff: string | null): Set<string> | null {
  if (diff === null) return null;
  const paths = new Set<string>();
  for (const line of diff.split(/\r?\n/)) {
    const header = HEADER.exec(line);
    if (header === null) continue;
    const prefixed = !/^(?:rename|copy) /.test(line);
    for (const name of headerNames(header[1]!, line.startsWith("diff --git "), prefixed)) paths.add(name.toLowerCase());
  }
  return paths;
}

/** The names in one header: `a/x b/y` split at every ` b/` when unquoted, each without its a/ or b/ prefix. */
function headerNames(rest: string, gitHeader: boolean, prefixed: boolean): string[] {
  const names: string[] = [];
  const quoted = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => unquote(match[1]!));
  if (quoted.length > 0) names.push(...quoted);
  const plain = rest.split("\t")[0]!;
  if (gitHeader) {
    // "a/x y b/x y": every split at " b/" is a candidate, so a space in a name cannot hide it
    for (let at = plain.indexOf(" b/"); at !== -1; at = plain.indexOf(" b/", at + 1)) names.push(plain.slice(0, at), plain.slice(at + 1));
  } else names.push(plain);
  // rename and copy lines name the file without the a/ or b/ of the other headers
  const bare = prefixed ? names.map((name) => name.replace(/^[ab]\//, "")) : names;
  return bare.filter((name) => name !== "/dev/null" && name !== "");
}

/** Git's C-style quoting: \t, \n, \", \\ and octal bytes (UTF-8 names). */
function unquote(text: string): string {
  const bytes: number[] = [];
  const simple: Record<string, string> = { t: "\t", n: "\n", r: "\r", '"': '"', "\\": "\\", a: "\x07", b: "\b", f: "\f", v: "\v" };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char !== "\\") {
      bytes.push(...Buffer.from(char));
      continue;
    }
    const octal = /^[0-7]{3}/.exec(text.slice(index + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += 3;
    } else {
      bytes.push(...Buffer.from(simple[text[index + 1] ?? ""] ?? text[index + 1] ?? ""));
      index += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
