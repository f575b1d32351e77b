import type { Trajectory } from "../model.js";
import { stripWrappers } from "../shell/command-writes.js";
import { isShellProgram, programName, SHELL_NAMES } from "../shell/program.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { backgroundResult, sentToBackground } from "./background-runs.js";
import { shownEnded } from "./ended-jobs.js";

/** Commands that end a line's background jobs before the line ends: `wait` for them, `kill` them (`kill -0` only asks). */
function endsJobs(command: SimpleCommand): boolean {
  const [program, first] = command.words;
  return program === "wait" || (program === "kill" && first !== "-0");
}

/** A script line that sends a program to the background (`nohup qemu-system-x86_64 … &`). */
const BACKGROUNDS = /&\s*(?:#.*)?$/m;

/**
 * Files the agent wrote and then started as a program left running in the background (`nohup python3
 * /tmp/proxy.py > log 2>&1 &`), or ran as a script that itself sends a program to the background (a
 * `start.sh` written from a here-document holding `nohup qemu … &`): a process running from it is
 * what the session leaves behind, so the file is the work wherever it lies, the temp folder included;
 * unless a process listing after its last launch shows it ended (`ps aux | grep name` finding none).
 */
export function launchedInBackground(trajectory: Trajectory): ReadonlySet<string> {
  const written = new Set(trajectory.edits.filter((edit) => edit.kind !== "delete").map((edit) => edit.path));
  // each file's last launch: a job a later process listing shows ended left nothing running
  const launches = new Map<string, number>();
  if (written.size === 0) return new Set();
  const launchers = new Set<string>();
  trajectory.toolCalls.forEach((call, callIndex) => {
    // only a line with `&` (a job, or a launcher's here-document), naming a launcher, or one the agent's
    // tool ran in a background shell it never reported ended (`Background shell started with ID: bg_1`) can start one
    const line = call.command;
    const toolJob = line != null && sentToBackground(call.output) && backgroundResult(trajectory, callIndex) === null;
    if (line == null || (!toolJob && !line.includes("&") && ![...launchers].some((path) => line.includes(path)))) return;
    const commands = simpleCommands(line);
    commands.forEach((command, index) => {
      const body = command.heredocs[0];
      const launcher = body !== undefined && BACKGROUNDS.test(body);
      for (const path of launcher ? command.writes : []) if (isShellScript(path, body!)) launchers.add(path);
      const ran = programOrScript(command);
      // a job the same line then waits for or kills has ended with the line: nothing of it is left running
      const job = (toolJob || command.next === "&") && !commands.slice(index + 1).some(endsJobs);
      if (ran !== undefined && written.has(ran) && (job || launchers.has(ran))) launches.set(ran, callIndex);
    });
  });
  return new Set([...launches].filter(([path, call]) => !shownEnded(trajectory, call, path)).map(([path]) => path));
}

/**
 * A shell script by its name, its `#!` line, or a name with no other language's suffix (`start`): only a
 * shell reads a trailing `&` as "run in the background"; in Python's text `&` is an operator or a character.
 */
function isShellScript(path: string, body: string): boolean {
  return SHELL_SCRIPT_NAME.test(path) || SHELL_SHEBANG.test(body) || !/\.\w+$/.test(path.slice(path.lastIndexOf("/") + 1));
}

const SHELL_SCRIPT_NAME = new RegExp(`\\.(?:${SHELL_NAMES})$`);
const SHELL_SHEBANG = new RegExp(`^\\s*#!\\s*\\S*?(?:\\/|\\s)(?:${SHELL_NAMES})\\b`);

/** The program a command runs, or the script its interpreter was given. */
function programOrScript(command: SimpleCommand): string | undefined {
  const words = stripWrappers(command.words.map((text) => ({ text, literal: true })));
  const first = words[0]?.text;
  if (first === undefined) return undefined;
  const script = words.slice(1).find((word) => !word.text.startsWith("-"))?.text;
  return script !== undefined && (isShellProgram(first) || /^python[\d.]*$|^node$/.test(programName(first))) ? script : first;
}
