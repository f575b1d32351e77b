import type { Trajectory } from "../model.js";
import { stripWrappers } from "../shell/command-writes.js";
import { simpleCommands } from "./simple-commands.js";

/**
 * Files the agent wrote and then started as a program left running in the background (`nohup python3
 * /tmp/proxy.py > log 2>&1 &`): a process running from it is what the session leaves behind, so the
 * file is the work wherever it lies, the temp folder included.
 */
export function launchedInBackground(trajectory: Trajectory): ReadonlySet<string> {
  const written = new Set(trajectory.edits.filter((edit) => edit.kind !== "delete").map((edit) => edit.path));
  const launched = new Set<string>();
  if (written.size === 0) return launched;
  for (const call of trajectory.toolCalls) {
    if (call.command == null || !call.command.includes("&")) continue;
    for (const command of simpleCommands(call.command)) {
      if (command.next !== "&") continue;
      const words = stripWrappers(command.words.map((text) => ({ text, literal: true })));
      // the program itself, or the script its interpreter was given
      const script = words.slice(1).find((word) => !word.text.startsWith("-"));
      for (const word of [words[0], script]) if (word !== undefined && written.has(word.text)) launched.add(word.text);
    }
  }
  return launched;
}
