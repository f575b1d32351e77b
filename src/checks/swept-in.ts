import type { Message, ToolCall } from "../model.js";
import { simpleCommands } from "./simple-commands.js";
import { escapeRegExp } from "../words.js";
import { gitCommand } from "../shell/git-args.js";

/**
 * Where the transcript shows a PR file it never wrote as already changed: the first output holding
 * that file's `diff --git` header or a `git status` line marking it modified (a tool's output, or the
 * text a harness sent back, such as the diff an agent submitted, as a user or system message). When the command that printed it
 * staged everything (`git add -A`, `git add .`, `git commit -a`), the file went into the PR with the
 * agent's change, whoever changed it.
 */
export interface ShownChanged {
  path: string;
  /** The step whose output shows it changed. */
  step: number;
  /** True when the command that printed it staged the whole tree. */
  swept: boolean;
  /** Characters of that output the loader left out of its middle (`[… N chars omitted]`), or null: it may show more files. */
  omitted: number | null;
}

/** The loader's mark where it cut a long text's middle (transcript/text.ts `cutMiddle`). */
const OMITTED_MIDDLE = /^\[… (\d+) chars omitted\]$/m;

/** Outputs that may hold a diff header or a status line: a cheap test before the patterns are built. */
const MAY_SHOW = /diff --git |modified: /;
/** A staging of the whole tree written in a message's command block, where no tool call records it. */
const STAGES_ALL_TEXT = /\bgit\s+(?:add\s+(?:-A|--all|\.)(?=[\s;&|]|$)|commit\s+(?:-[a-zA-Z]*a[a-zA-Z]*|--all)\b)/m;

interface Printed {
  step: number;
  text: string;
  swept: () => boolean;
}

export function shownChanged(calls: readonly ToolCall[], messages: readonly Message[], paths: readonly string[]): ShownChanged[] {
  if (paths.length === 0) return [];
  const printed: Printed[] = [
    ...calls.map((call) => ({ step: call.resultStep ?? call.step, text: call.output ?? "", swept: () => stagesAll(call.command) })),
    ...messages.map((message, index) => ({
      step: message.step, text: message.role === "assistant" ? "" : message.text, swept: () => askedToStage(calls, messages, index),
    })),
  ].filter((item) => MAY_SHOW.test(item.text)).sort((a, b) => a.step - b.step);
  const found: ShownChanged[] = [];
  for (const path of paths) {
    const pattern = changedPattern(path);
    const first = printed.find((item) => pattern.test(item.text));
    const omitted = first === undefined ? undefined : OMITTED_MIDDLE.exec(first.text)?.[1];
    if (first === undefined) continue;
    found.push({ path, step: first.step, swept: first.swept(), omitted: omitted === undefined ? null : Number(omitted) });
  }
  return found;
}

function changedPattern(path: string): RegExp {
  const name = escapeRegExp(path);
  return new RegExp(`^diff --git a/${name} b/${name}$|^\\s*modified:\\s+${name}$`, "m");
}

/** The command just before a harness's reply (the last call, or the agent's last message) staged the whole tree. */
function askedToStage(calls: readonly ToolCall[], messages: readonly Message[], index: number): boolean {
  const step = messages[index]!.step;
  const call = calls.findLast((item) => item.step < step);
  const asked = messages.slice(0, index).findLast((message) => message.role === "assistant");
  return (call !== undefined && stagesAll(call.command)) || (asked !== undefined && STAGES_ALL_TEXT.test(asked.text));
}

/** `git add -A`, `git add --all`, `git add .`, `git commit -a`: the whole working tree staged. */
function stagesAll(command: string | null): boolean {
  if (command === null || !/\bgit\b/.test(command)) return false;
  return simpleCommands(command).some(({ words }) => {
    const git = gitCommand(words);
    if (git === null) return false;
    const { verb, args: rest } = git;
    if (verb === "add") return rest.some((word) => word === "-A" || word === "--all" || word === ".");
    return verb === "commit" && rest.some((word) => /^-[a-zA-Z]*a[a-zA-Z]*$/.test(word) || word === "--all");
  });
}
