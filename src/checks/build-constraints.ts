/**
 * Go files the toolchain leaves out: a `//go:build go1.21` file under the go1.19 the transcript shows (other words of a
 * constraint, a system or a tag, may be set where the transcript does not show them: not read). When every Go file
 * the PR changes is left out by every run after the last edit, a green `go test` compiled none of the change (round
 * 15's s05; audit A6 read its green finding as misleading).
 */
import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/** `go version go1.19.8 linux/amd64`: the toolchain's minor version, its system and architecture. */
const GO_VERSION = /\bgo version go1\.(\d+)(?:\.\d+)?\S* (\w+)\/(\w+)/;
const CONSTRAINT = /^\/\/go:build (.+)$/;
/** A Go release tag (`go1.21`): satisfied by that release and every later one. */
const RELEASE_TAG = /^go1\.(\d+)$/;
/** The `-tags` a go command passes (`-tags integration,slow`, `-tags=a b`). */
const TAGS_FLAG = /(?:^|\s)-tags[= ]["']?([\w.,\s]+?)["']?(?=\s-|\s*$|\s+\.|\s+\S+\/)/;

interface Toolchain {
  minor: number;
  goos: string;
  goarch: string;
  step: number;
}

/** The one Go toolchain the transcript shows (`go version`), or null: none, or two (a PATH switched between them). */
function toolchainOf(trajectory: Trajectory): Toolchain | null {
  let shown: Toolchain | null = null;
  for (const call of trajectory.toolCalls) {
    const found = GO_VERSION.exec(call.output ?? "");
    if (found === null) continue;
    if (shown !== null && shown.minor !== Number(found[1])) return null;
    shown ??= { minor: Number(found[1]), goos: found[2]!, goarch: found[3]!, step: call.step };
  }
  return shown;
}

/**
 * The constraint a Go file of the diff shows on its side as it ends: its `//go:build` line before its `package` clause
 * (one inside a raw string later in the file is text), or null when none is shown.
 */
function constraintOf(file: DiffFile): string | null {
  const kept = file.lines.filter((item) => item.kind !== "-");
  const clause = kept.findIndex((item) => /^package\s+\w+/.test(item.text));
  const line = kept.slice(0, clause === -1 ? 0 : clause).find((item) => CONSTRAINT.test(item.text.trim()));
  const constraint = line === undefined ? null : CONSTRAINT.exec(line.text.trim())![1]!.trim();
  return constraint === null || constraint.length > MAX_CONSTRAINT_CHARS ? null : constraint;
}
/** A constraint longer than this is not read (a real one is a few words). */
const MAX_CONSTRAINT_CHARS = 200;

/** Whether the toolchain and tags satisfy a constraint (`go1.21 && !windows`); null when a word of it cannot be read. */
function satisfies(expression: string, toolchain: Toolchain, tags: ReadonlySet<string>): boolean | null {
  const words = expression.match(/[\w.]+|&&|\|\||!|\(|\)/g) ?? [];
  let at = 0;
  let unreadable = false;
  const term = (): boolean => {
    const word = words[at++];
    if (word === "!") return !term();
    if (word === "(") {
      const inner = or();
      at += 1;
      return inner;
    }
    const release = RELEASE_TAG.exec(word ?? "");
    if (release !== null) return toolchain.minor >= Number(release[1]);
    if (word === toolchain.goos || word === toolchain.goarch || word === "unix" && toolchain.goos !== "windows" || tags.has(word ?? "")) return true;
    // a system, a compiler, an experiment or a tag may be set where the transcript does not show it (`GOOS=…`,
    // `GOFLAGS=-tags=…`, a Makefile): only the release tags are read against the toolchain shown
    unreadable = true;
    return false;
  };
  const and = (): boolean => {
    let value = term();
    while (words[at] === "&&") {
      at += 1;
      value = term() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (words[at] === "||") {
      at += 1;
      value = and() || value;
    }
    return value;
  };
  const value = or();
  return unreadable || at !== words.length ? null : value;
}

/**
 * "The PR's Go files `sorted_go121.go` and `sorted_go121_test.go` carry `//go:build go1.21`; the toolchain the transcript
 * shows is go1.19 (step 10), which leaves them out: no run after the last edit compiled them." Null when a run may have.
 */
export function constrainedOut(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
): { run: VerificationRun; note: string } | null {
  const goRuns = runs.filter((run) => /^go\b/.test(run.runner));
  if (diff == null || goRuns.length === 0 || goRuns.length !== runs.length) return null;
  const files = diff.filter((file) => file.status !== "deleted" && file.path.endsWith(".go"));
  if (files.length === 0) return null;
  const toolchain = toolchainOf(trajectory);
  if (toolchain === null) return null;
  const constraints = files.map(constraintOf);
  if (constraints.some((constraint) => constraint === null)) return null;
  const tagsOf = (run: VerificationRun) => new Set((TAGS_FLAG.exec(run.command)?.[1] ?? "").split(/[\s,]+/).filter(Boolean));
  const leftOut = (run: VerificationRun) => constraints.every((constraint) => satisfies(constraint!, toolchain, tagsOf(run)) === false);
  if (!goRuns.every(leftOut)) return null;
  const shown = [...new Set(constraints)].map((constraint) => `\`//go:build ${constraint}\``).join(", ");
  const names = files.slice(0, 2).map((file) => named(posix.basename(file.path))).join(" and ") + (files.length > 2 ? ` and ${files.length - 2} more` : "");
  const last = goRuns.at(-1)!;
  const note = `The PR's Go ${files.length === 1 ? "file" : "files"} ${names} ${files.length === 1 ? "carries" : "carry"} ${shown}; the toolchain the transcript shows is go1.${toolchain.minor} `
    + `${toolchain.goos}/${toolchain.goarch} (${stepLabel(toolchain.step)}), which leaves ${files.length === 1 ? "it" : "them"} out: no run after the `
    + `last edit compiled ${files.length === 1 ? "it" : "them"}, the last ${named(last.runner)} (${stepLabel(last.step)}) included.`;
  return { run: last, note };
}
