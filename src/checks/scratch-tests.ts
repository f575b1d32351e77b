/**
 * A test run that selects tests by name, every one of them a test the agent wrote into a file it then deleted or kept
 * outside the work tree: `cp /tmp/probe/main_test.go ./zz_probe_test.go && go test -run TestProbeAccessors .; rm -f
 * zz_probe_test.go`. The runner is the repository's, but what ran is the agent's throwaway test: its own check.
 */
import type { Trajectory } from "../model.js";
import { testNameOf } from "./added-tests.js";
import { samePath } from "./paths.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";
import { FILE_ITEM } from "./unrun-tests.js";
import { transientPaths } from "./work.js";

/** Options whose value selects tests by name: go's `-run`, pytest's `-k`, GoogleTest's filter, jest's and vitest's `-t`. */
const NAME_OPTIONS = new Set(["-run", "-test.run", "-k", "--gtest_filter", "-t", "--testNamePattern", "--test-name-pattern"]);
/** A name pattern that is a list of plain names (`TestA|TestB`, `^TestA$`, `test_a or test_b`). */
const PLAIN_NAME = /^\^?(\w+)\$?$/;
/** Paths outside a work tree, with their first folder there (`/tmp/probe/`): a scratch file there never reaches the PR. */
const OUTSIDE_WORK = /^\/(?:tmp|var\/tmp|dev\/shm)\/[^/]+\/?/;
/** Fields of a file-writing tool call that hold the text written. */
const CONTENT_FIELDS = ["content", "file_text", "new_string", "new_str"] as const;

/** The test names a run selects by a name option, when each is a plain name; else empty. */
function selectedNames(run: VerificationRun): string[] {
  const command = simpleCommands(run.command)[run.lineIndex];
  if (command === undefined) return [];
  const words = unwrappedWords(command);
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    const [option, inline] = word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, undefined];
    if (!NAME_OPTIONS.has(option)) continue;
    const pattern = inline ?? words[at + 1] ?? "";
    const names = pattern.split(/\||\s+or\s+|:/).map((part) => PLAIN_NAME.exec(part.trim())?.[1]);
    return names.every((name) => name !== undefined) ? names as string[] : [];
  }
  return [];
}

/** Texts written before call `until`, each marked whether its file never reaches the PR (deleted later, or outside the work). */
function writtenTexts(trajectory: Trajectory, until: number, scratch: (path: string) => boolean): { text: string; scratch: boolean }[] {
  const texts: { text: string; scratch: boolean }[] = [];
  for (const call of trajectory.toolCalls.slice(0, until + 1)) {
    if (call.command !== null) {
      for (const command of simpleCommands(call.command)) {
        if (command.heredocs.length === 0 || command.writes.length === 0) continue;
        texts.push({ text: command.heredocs[0]!, scratch: command.writes.every(scratch) });
      }
      continue;
    }
    const target = call.input.file_path ?? call.input.path;
    const content = CONTENT_FIELDS.map((field) => call.input[field]).find((value) => typeof value === "string");
    if (typeof target === "string" && typeof content === "string") texts.push({ text: content, scratch: scratch(target) });
  }
  return texts;
}

/**
 * A path that never reaches the PR: one the agent made and deleted, or one under `/tmp` when the work is not (a work
 * tree under `/tmp/toolz`, where most edits that stay are, makes `/tmp/toolz/…` the work).
 */
function scratchPaths(trajectory: Trajectory, transient: ReadonlySet<string>): (path: string) => boolean {
  const gone = (path: string) => [...transient].some((other) => samePath(other, path));
  const topOf = (path: string) => OUTSIDE_WORK.exec(path)?.[0] ?? null;
  // the work is where most of the edits that stay are
  const kept = trajectory.edits.filter((edit) => !gone(edit.path)).map((edit) => topOf(edit.path));
  const isWork = (top: string) => kept.filter((other) => other === top).length * 2 > kept.length;
  return (path: string) => {
    const top = topOf(path);
    return gone(path) || (top !== null && !isWork(top));
  };
}

const transientByTrajectory = new WeakMap<Trajectory, ReadonlySet<string>>();

/** The run, read as the agent's own check when every test it selects by name is one it defined in a scratch file. */
export function asScratchTests(run: VerificationRun, trajectory: Trajectory): VerificationRun {
  if (run.kind !== "test" || run.adHoc) return run;
  const names = selectedNames(run);
  if (names.length === 0) return run;
  // the run names a file of the work (`pytest toolz/tests/test_itertoolz.py -k test_x`): it ran that file's tests
  if (run.selection.some((item) => FILE_ITEM.test(item.split("::")[0]!))) return run;
  let transient = transientByTrajectory.get(trajectory);
  if (transient === undefined) transientByTrajectory.set(trajectory, transient = transientPaths(trajectory.edits));
  const texts = writtenTexts(trajectory, run.call, scratchPaths(trajectory, transient));
  const definedIn = (scratch: boolean) => new Set(texts.filter((text) => text.scratch === scratch).flatMap(({ text }) => text.split("\n").map(testNameOf)));
  const [inScratch, inWork] = [definedIn(true), definedIn(false)];
  // each name a test of a scratch file's, and none also written into a file of the work (a draft copied into the PR's test)
  if (!names.every((name) => inScratch.has(name) && !inWork.has(name))) return run;
  return { ...run, adHoc: true, why: `${names.join(", ")} ${names.length === 1 ? "is a test" : "are tests"} the agent wrote in a scratch file` };
}
