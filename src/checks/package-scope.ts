import { posix } from "node:path";
import type { Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import { isCodeFile } from "./code-files.js";
import { named, stepLabel } from "./quote.js";
import { simpleCommands, unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { unwrap } from "../shell/wrappers.js";
import { PATH_FILTERS } from "./selection.js";
import { verificationRuns, type VerificationRun } from "./verification.js";
import { ownTestsNotRun } from "./own-tests.js";
import { otherKeywordsOnly } from "./other-keywords.js";
import { otherTestFilesOnly } from "./other-test-files.js";
import { addedTestsNotRun } from "./added-tests-run.js";
import { changedTestsLeftOut } from "./selected-tests.js";
import { changedTestsUnrun } from "./unrun-tests.js";
import { constrainedOut } from "./build-constraints.js";
import { buildsOnly } from "./builds-only.js";
import { newCodeUncalled } from "./uncalled-code.js";
import { folderOfPackage, workspaceNameOf } from "./workspace-names.js";

/**
 * A check scoped to one package of a repository that holds several (an npm workspace, a Cargo or Go
 * module, a Maven module): `cd packages/api && npm test`, `npm test -w packages/api`, `go test ./api/...`
 * run that package's tests. When the PR changes code only in other packages, such a run does not test
 * the change, however green it is.
 */

/** Runners whose tests are those of the package in the folder they run in or are pointed at. */
const PACKAGE_RUNNERS = new Set(["npm", "pnpm", "yarn", "bun", "npx", "turbo", "cargo", "go", "mvn", "mvnw", "gradle", "gradlew", "jest", "vitest", "mocha"]);
/** Options whose value is the package's folder: npm/pnpm/yarn workspaces and prefixes, cargo's manifest, gradle's project. */
const FOLDER_OPTIONS = new Set(["-w", "--workspace", "--prefix", "-C", "--dir", "--cwd", "--manifest-path", "-p", "--project-dir"]);
/** Runners whose `-p` names a folder (gradle's project dir), not a package name (cargo's `-p crate`). */
const P_IS_FOLDER = new Set(["gradle", "gradlew"]);

/** Why the run tests another package than the PR's changed code, or null when it may test it. */
export interface OtherPackage {
  run: VerificationRun;
  /** The folder the run tested, relative to the repository's root. */
  folder: string;
}

/** The run's package folder when it holds none of the PR's changed code files and some lie outside it; else null. */
export function otherPackageRun(
  run: VerificationRun,
  trajectory: Trajectory,
  diff: readonly DiffFile[],
  root: string | null,
): OtherPackage | null {
  const code = diff.filter((file) => file.status !== "deleted" && isCodeFile(file.path)).map((file) => file.path);
  if (code.length === 0) return null;
  const command = runnerCommand(simpleCommands(run.command)[run.lineIndex], run.runner);
  if (command === null) return null;
  const program = programOf(command);
  const byName = workspaceNameOf(unwrappedWords(command), program);
  const folderNamed = byName === null ? null : folderOfPackage(trajectory, byName);
  // vitest's and jest's operands, as their run's selection reads them (option values and modes aside), filter by path
  const filtered = PATH_FILTERS.test(program) ? pathFilterFolder(run.selection) : null;
  const found = packageFolder(command, program, root, movedBefore(trajectory, run.call), folderNamed, filtered);
  if (found === null) return null;
  const { folder, named, anchored } = found;
  // a folder whose start is not known (an earlier call's `cd` may have left the shell elsewhere) may lie at any depth
  const holds = (path: string) => path === folder || path.startsWith(`${folder}/`) || (!anchored && `/${path}`.includes(`/${folder}/`));
  if (code.some(holds) || (program === "go" && testedPackageOf(run.output, code))) return null;
  // a folder the line only `cd`s into may be no package of its own (`cd tests && npm test` runs the root's tests, npm
  // walks up to the nearest package.json): it is read as one only where the transcript names its manifest
  return named || namesManifest(trajectory, folder) ? { run, folder } : null;
}

/**
 * Of the repository's runs after the edit, the last that may test the change; and, when every one tested
 * another package than the PR's changed code, the last of those with the note that says so.
 */
export function packageRuns(
  runs: readonly VerificationRun[],
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null,
  changed: string,
  /** Every run after the edit, shown or not: one whose result the output hid may still have run the PR's new tests. */
  seen: readonly VerificationRun[] = runs,
): { project: VerificationRun | undefined; elsewhere: { run: VerificationRun; note: string } | null } {
  const others = diff == null ? [] : otherPackageRuns(runs, trajectory, diff);
  const project = runs.filter((run) => !others.some((other) => other.run === run)).at(-1);
  const last = others.at(-1);
  if (project === undefined && last !== undefined) {
    return { project, elsewhere: { run: last.run, note: `Only checks of other packages ran after the last edit of ${named(changed)}: ${otherPackageNote(last, diff!)}.` } };
  }
  // test runs of other modules' test files only, where the changed file's own tests are known (own-tests.ts), or `-k`
  // runs that keep only tests named for other code (other-keywords.ts), or
  // runs that each left out every test the PR adds (added-tests-run.ts), or every test file it changes (selected-tests.ts),
  // or only builds, runs of nothing and of other files after it (unrun-tests.ts), or go runs whose toolchain and tags
  // leave out every Go file the PR changes (build-constraints.ts), or only builds of a PR that changes code (builds-only.ts),
  // or tests older than the only code the PR adds, new functions nothing calls (uncalled-code.ts), or, when none of
  // those tells more, runs of test files named for other code (other-test-files.ts)
  const elsewhere = runs.length === 0 ? null
    : ownTestsNotRun(trajectory, changed, runs) ?? otherKeywordsOnly(diff, runs, changed, verificationRuns(trajectory), trajectory.task ?? "")
      ?? addedTestsNotRun(trajectory, diff, seen, changed) ?? changedTestsLeftOut(diff, seen, changed)
      ?? changedTestsUnrun(trajectory, diff, seen, changed)
      ?? constrainedOut(trajectory, diff, seen) ?? buildsOnly(trajectory, diff, runs, seen, changed)
      ?? newCodeUncalled(trajectory, diff, runs, changed)
      ?? otherTestFilesOnly(trajectory, diff, runs, changed, verificationRuns(trajectory));
  return { project, elsewhere };
}

/** The runs of `runs` that tested another package than the PR's changed code. */
export function otherPackageRuns(runs: readonly VerificationRun[], trajectory: Trajectory, diff: readonly DiffFile[]): OtherPackage[] {
  const root = repositoryRoot(trajectory, diff);
  return runs.flatMap((run) => otherPackageRun(run, trajectory, diff, root) ?? []);
}

/** The repository's root as the session names it: its recorded folder, or the prefix an edit's path adds to a PR path. */
export function repositoryRoot(trajectory: Trajectory, diff: readonly DiffFile[]): string | null {
  if (trajectory.meta.cwd !== undefined) return trajectory.meta.cwd;
  for (const edit of trajectory.edits) {
    if (!edit.path.startsWith("/")) continue;
    const file = diff.find((item) => edit.path.endsWith(`/${item.path}`));
    if (file !== undefined) return edit.path.slice(0, -file.path.length - 1);
  }
  return null;
}

/**
 * Go's output names each package it tested by its import path (`ok  \tgithub.com/x/gods/trees/avltree\t0.01s`): one
 * ending in a changed code file's folder tested the change, wherever the line's `cd` led.
 */
function testedPackageOf(output: string | null, code: readonly string[]): boolean {
  if (output === null) return false;
  const folders = [...new Set(code.map((path) => posix.dirname(path)).filter((folder) => folder !== "."))];
  const packages = output.split("\n").flatMap((line) => GO_PACKAGE_LINE.exec(line)?.[1] ?? []);
  return packages.some((name) => folders.some((folder) => name.endsWith(`/${folder}`)));
}
const GO_PACKAGE_LINE = /^(?:ok|FAIL|\?)\s+(\S+)\s/;

/** "`npm test` (step 7) ran in `packages/api`, which holds none of the PR's changed code; no check after the edit ran …". */
export function otherPackageNote(other: OtherPackage, diff: readonly DiffFile[]): string {
  const depth = other.folder.split("/").length;
  const changed = [...new Set(diff.filter((file) => isCodeFile(file.path)).map((file) => file.path.split("/").slice(0, depth).join("/")))];
  const theirs = changed.length === 0 ? "" : `; no check after the edit ran the tests of ${changed.slice(0, 2).map(named).join(" or ")}`;
  // a path filter's run ran from where it started, on the tests under the folder
  const filtered = PATH_FILTERS.test(other.run.runner) && other.run.selection.some((item) => item.startsWith(other.folder));
  const ran = filtered ? `${named(`${other.run.runner} ${other.run.selection.join(" ")}`)} (${stepLabel(other.run.step)}) ran only the tests under`
    : `${named(other.run.runner)} (${stepLabel(other.run.step)}) ran in`;
  return `${ran} ${named(other.folder)}, which holds none of the PR's changed code${theirs}`;
}

/** Shells within shells followed this deep (`bash -lc 'sh -c "…"'`). */
const MAX_SHELL_DEPTH = 3;

/**
 * The simple command that runs the package runner: the one at the run's place, or, when that is a shell given a
 * script (`bash -lc 'cd web && npm test'`, as Codex runs every command), the script's own command of that runner.
 */
function runnerCommand(command: SimpleCommand | undefined, runner: string, depth = 0): SimpleCommand | null {
  if (command === undefined) return null;
  if (PACKAGE_RUNNERS.has(programOf(command))) return command;
  const inner = depth < MAX_SHELL_DEPTH ? unwrap(command.words) : null;
  if (inner === null || !("script" in inner)) return null;
  const wanted = runner.split(" ")[0]!.replace(/^.*\//, "");
  const found = simpleCommands(inner.script).find((each) => programOf(each) === wanted);
  return found === undefined ? null : runnerCommand(found, runner, depth + 1);
}

/** The program a command runs, past assignments and wrappers, its folder dropped (`./gradlew` is `gradlew`). */
const programOf = (command: Pick<SimpleCommand, "words">) => programName(unwrappedWords(command)[0] ?? "");

/** The package folder, relative to the root: a folder option, `go test ./x/...` operands, else the line's `cd`. */
function packageFolder(
  command: SimpleCommand,
  program: string,
  root: string | null,
  moved: boolean,
  /** The folder of the workspace the command names by its package's name, when the transcript showed its manifest. */
  folderNamed: string | null = null,
  /** The folder every path filter of a vitest or jest run lies in (pathFilterFolder). */
  filterFolder: string | null = null,
): { folder: string; named: boolean; anchored: boolean } | null {
  const base = command.cwd;
  const words = unwrappedWords(command);
  const named = folderNamed ?? optionFolder(words, program) ?? goPackages(words, program);
  // a folder named relative to where the line started: where that is must be known (no earlier `cd` moved the shell);
  // vitest's and jest's folder filters scope the run as a `cd` does
  const given = named ?? filterFolder;
  const joined = given === null ? base : base === null || given.startsWith("/") ? given : posix.join(base, given);
  const folder = joined === null ? null : relativeToRoot(joined, root);
  // a relative folder after an earlier `cd` is relative to a folder not known: a Go package folder (`cd maps && go test
  // ./...`) is still read, by its own path wherever it lies; another runner's is not
  const anchored = joined === null || joined.startsWith("/") || !moved;
  if (folder === null || (!anchored && program !== "go")) return null;
  return { folder, named: named !== null, anchored };
}

function relativeToRoot(folder: string, root: string | null): string | null {
  if (folder.startsWith("/")) {
    if (root === null || !folder.startsWith(`${root}/`)) return null;
    return inside(folder.slice(root.length + 1));
  }
  return inside(folder);
}

/** A folder strictly inside the root, normalized; null for the root itself or a path that climbs out of it. */
function inside(relative: string): string | null {
  const folder = posix.normalize(relative).replace(/\/$/, "");
  return folder === "." || folder === "" || folder.startsWith("..") ? null : folder.replace(/^\.\//, "");
}

function optionFolder(words: readonly string[], program: string): string | null {
  for (let index = 1; index < words.length; index += 1) {
    const [option, attached] = words[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!FOLDER_OPTIONS.has(option) || (option === "-p" && !P_IS_FOLDER.has(program))) continue;
    const value = attached ?? words[index + 1];
    // a workspace named by its package name (`-w @mono/api`) is not a folder this can place
    if (value === undefined || value.startsWith("@") || (!value.includes("/") && option === "-w")) return null;
    return option === "--manifest-path" ? posix.dirname(value) : value;
  }
  return null;
}

/**
 * `npx jest packages/web`, `vitest run packages/web/src`: the one folder every operand lies in, when each is a folder's
 * path (a file, a bare word or a regex may match anywhere). Read as a package only where the transcript names its manifest.
 */
function pathFilterFolder(selection: readonly string[]): string | null {
  const folders = selection.filter((item) => !item.startsWith("-"));
  if (folders.length === 0 || !folders.every((item) => /^[\w@.-]+(?:\/[\w@.-]+)+$/.test(item) && !/\.\w+$/.test(item))) return null;
  const first = folders[0]!.split("/").slice(0, 2).join("/");
  return folders.every((folder) => folder === first || folder.startsWith(`${first}/`)) ? first : null;
}

/** `go test ./api/... ./api/internal`: the one folder every package operand lies in. */
function goPackages(words: readonly string[], program: string): string | null {
  if (program !== "go") return null;
  const folders = words.slice(2).filter((word) => word.startsWith("./")).map((word) => word.replace(/\/\.\.\.$/, ""));
  if (folders.length === 0) return null;
  const first = folders[0]!;
  return folders.every((folder) => folder === first || folder.startsWith(`${first}/`)) ? first : null;
}

/** An earlier call's line ran `cd` at its top: a shell that keeps its folder between calls may have been left elsewhere. */
function movedBefore(trajectory: Trajectory, call: number): boolean {
  return trajectory.toolCalls.slice(0, call).some((earlier) => earlier.command !== null && /(?:^|[;&|(]\s*)cd\s/m.test(earlier.command));
}

/** A package's manifest, by the tools that read one per folder. */
const MANIFESTS = ["package.json", "Cargo.toml", "go.mod", "pom.xml", "build.gradle", "build.gradle.kts", "pyproject.toml"];

/** The transcript names a manifest in the folder (`packages/api/package.json`): a command, an output, an edit. */
function namesManifest(trajectory: Trajectory, folder: string): boolean {
  const names = MANIFESTS.map((file) => `${folder}/${file}`);
  const said = (text: string | null) => text !== null && names.some((name) => text.includes(name));
  return trajectory.edits.some((edit) => said(edit.path)) || trajectory.toolCalls.some((call) => said(call.command) || said(call.output));
}
