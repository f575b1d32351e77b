import type { Trajectory } from "../../src/model.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

/** A small script of agent actions, turned into a trajectory through the real builder. */
export type Action =
  | { prompt: string }
  | { say: string }
  /**
   * An edit tool's call; `text` is its replacement (`new_string`), or a Write's whole `content`, when the test needs one;
   * `old` the text an Edit replaces (`old_string`).
   */
  | { edit: string; tool?: "Edit" | "Write"; text?: string; old?: string }
  | { run: string; exit: number | null; output?: string }
  /** A shell call whose result never came (the run was stopped while it ran). */
  | { start: string }
  | { end: Trajectory["ending"]["kind"] };

export function trajectoryOf(actions: Action[]): Trajectory {
  const builder = new TrajectoryBuilder("claude-code-jsonl");
  actions.forEach((action, step) => {
    if ("prompt" in action) builder.prompt(action.prompt, step);
    if ("say" in action) builder.message("assistant", action.say, step);
    if ("edit" in action) {
      const id = `call_${step}`;
      // Write carries the whole file as `content`, Edit its replacement as `new_string`, as Claude Code's tools do
      const text = action.text === undefined ? {} : action.tool === "Write" ? { content: action.text } : { new_string: action.text };
      const old = action.old === undefined ? {} : { old_string: action.old };
      builder.call({ id, name: action.tool ?? "Edit", input: { file_path: action.edit, ...old, ...text }, step });
      builder.resultFor(id, { output: "ok", isError: false, exitCode: null, step });
    }
    if ("run" in action) {
      const id = `call_${step}`;
      builder.call({ id, name: "Bash", input: { command: action.run }, step });
      builder.resultFor(id, { output: action.output ?? "", isError: action.exit !== 0, exitCode: action.exit, step });
    }
    if ("start" in action) builder.call({ id: `call_${step}`, name: "Bash", input: { command: action.start }, step });
    if ("end" in action) builder.setEnding({ kind: action.end, detail: `ended: ${action.end}`, step });
  });
  return builder.build();
}
