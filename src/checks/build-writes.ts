import type { ToolCall } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { simpleCommands } from "./simple-commands.js";
import { gitCommand } from "../shell/git-args.js";

/**
 * A PR file a build wrote, as the transcript shows it: the build's own log names it (setuptools' `copying
 * src/a.py -> build/lib/a`, `writing src/a.egg-info/PKG-INFO`, `Successfully built a-1.0.tar.gz and
 * a-1.0-py3-none-any.whl`), or a `git status`/`git diff` the same line ran right after a build lists it changed.
 */
export interface BuildWrite {
  /** The command that built, as the transcript has it. */
  command: string;
  step: number;
}

/** A cheap test before the log's patterns: an output that may name what a build wrote. */
const MAY_NAME = /^(?:copying |writing |Successfully built )/m;
/** `copying src/a.py -> build/lib/a`: the file lands in that folder, or is that path. */
const COPYING = /^copying (\S+) -> (\S+)$/gm;
/** `writing src/a.egg-info/PKG-INFO`, `writing top-level names to src/a.egg-info/top_level.txt`, `writing manifest file 'x'`. */
const WRITING = /^writing (?:[\w -]+? (?:to|file) )?'?([^\s']+)'?$/gm;
/** `Successfully built a-1.0.tar.gz and a-1.0-py3-none-any.whl`: the archives it made. */
const BUILT_ARCHIVES = /^Successfully built (.+)$/m;
const ARCHIVE = /\.(?:whl|tar\.gz|zip|egg)$/;
/** A line of `git status --short` (` M dist/a.js`, `?? dist/b.js`) or `git status` (`modified:   dist/a.js`). */
const STATUS_LINE = /^(?:[ MADRCU?!]{2} (\S.*)|\s*(?:modified|new file):\s+(\S.*)|diff --git a\/(\S+) b\/\S+)$/gm;

/** The paths a build's log says it wrote, as it names them (relative to where it ran). */
export function pathsBuildSaid(output: string): string[] {
  if (!MAY_NAME.test(output)) return [];
  const paths: string[] = [];
  for (const [, source, target] of output.matchAll(COPYING)) {
    const name = source!.split("/").at(-1)!;
    paths.push(target!.split("/").at(-1) === name ? target! : `${target!.replace(/\/+$/, "")}/${name}`);
  }
  for (const [, path] of output.matchAll(WRITING)) paths.push(path!);
  const archives = BUILT_ARCHIVES.exec(output)?.[1]?.split(/,? and |, /).map((name) => name.trim()).filter((name) => ARCHIVE.test(name)) ?? [];
  return [...paths, ...archives.map((name) => `dist/${name}`)];
}

/** The files a status or diff printed in `call` lists changed, when the line ran it after a build it recognized. */
function listedAfterBuild(call: ToolCall, build: VerificationRun | undefined): string[] {
  if (build === undefined || call.command === null || call.output === null) return [];
  const line = simpleCommands(call.command);
  const shows = line.some((command, index) => {
    if (index <= build.lineIndex) return false;
    const git = gitCommand(command.words);
    return git !== null && (git.verb === "status" || git.verb === "diff");
  });
  if (!shows) return [];
  return [...call.output.matchAll(STATUS_LINE)].map((found) => (found[1] ?? found[2] ?? found[3])!.trim());
}

/** Whether the repository path `file` is the path a build named (`dist/a.whl` names it; so does `pkg/dist/a.whl` from `pkg`). */
function namesFile(named: string, file: string): boolean {
  const path = named.replace(/^\.\//, "");
  return file === path || file.endsWith(`/${path}`);
}

/** For each of `files`, the last build the transcript shows wrote it; files it does not show are left out. */
export function buildWrites(
  calls: readonly ToolCall[], runs: readonly VerificationRun[], files: readonly string[],
): Map<string, BuildWrite> {
  const found = new Map<string, BuildWrite>();
  if (files.length === 0) return found;
  const builds = new Map<number, VerificationRun>();
  for (const run of runs) if (run.kind === "build") builds.set(run.call, run);
  calls.forEach((call, index) => {
    if (call.output === null || call.output === "") return;
    const said = pathsBuildSaid(call.output);
    const build = builds.get(index);
    const listed = listedAfterBuild(call, build);
    if (said.length === 0 && listed.length === 0) return;
    // the build itself, not the `cd` before it
    const last = simpleCommands(call.command ?? "").filter((simple) => simple.words[0] !== "cd").at(-1);
    const command = build?.runner ?? last?.words.join(" ") ?? "";
    for (const file of files) {
      if (said.some((path) => namesFile(path, file)) || listed.some((path) => path === file)) found.set(file, { command, step: call.step });
    }
  });
  return found;
}
