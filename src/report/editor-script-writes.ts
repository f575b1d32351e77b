import type { ToolCall } from "../model.js";
import { simpleCommands } from "../checks/simple-commands.js";
import { samePath } from "../checks/paths.js";
import { isScratchPath } from "../checks/work.js";

/** vim's options that take the next word as their value (`-S script`, `-u NONE`, `-c cmd`); `-s` is one only outside Ex mode. */
const VALUED_OPTIONS = new Set(["-S", "-u", "-U", "-c", "--cmd", "-i", "-T", "-w", "-W", "-t", "-q", "-r"]);
/** Short options run together (`-Nu NONE`, `-nS m.vim`): the last one takes the value when it is one that does. */
const CLUSTER = /^-[A-Za-z]{2,}$/;
/** Options whose value is Ex commands the editor runs, as a script's are. */
const COMMAND_OPTIONS = new Set(["-c", "--cmd"]);
/** Ex mode (`-e`, `-E`, `-Es`): `-s` there is silence, not a file of keys to read. */
const EX_MODE = /^-[A-Za-z]*[eE]/;
/** Ex commands that write a buffer (`:w`, `:wq`, `:x`, `:up`, `:sav`, `:wa`), and the file name after them, if any. */
const WRITE_TO_FILE = /(?:^|[:|\s])(?:w|write|wq|x|xit|exi|exit|sav|saveas|up|update|wa|wall|wqa|wqall|xa|xall)!?[ \t]+([^\s|"'\\]+)/gm;
/** An Ex command (or `ZZ`) that writes the buffers the editor was given: `:wq`, `:x`, `:w` at a line's end or in a macro (`":w\\r"`). */
const WRITES_BUFFER = /(?:^|[:|\s])(?:w|write|wq|x|xit|exi|exit|up|update|wa|wall|wqa|wqall|xa|xall)!?[ \t]*(?:$|\||\\r|\\n|<CR>|["'])|ZZ/m;
/** `writefile(lines, '/tmp/out.txt')`: the file, when it is written out. */
const WRITEFILE_TO = /\bwritefile\s*\([^,]*,\s*(['"])([^'"]+)\1/g;
/**
 * What a script may do that is not read here: run a program (`system()`, `:!`, `:r !`, a job or a terminal),
 * redirect messages to a file, source another script, write through `writefile()` to a name it computes, or switch
 * to another buffer (`:e other.py`, `:bufdo`) that a bare `:w` would then write.
 */
const NOT_READ = /\bsystem(?:list)?\s*\(|\bredir\b|\bjob_?start\b|\bterm(?:inal)?_?start\b|(?:^|[:|])\s*(?:!|r(?:ead)?\s*!|w(?:rite)?\s*!)|(?:^|[:|\s])so(?:urce)?!?\s+\S|(?:^|[:|])\s*(?:e|edit|ene|enew|new|vne|vnew|sp|split|vs|vsplit|tabe|tabedit|tabnew|bad|badd|n|next|arga|argadd|argdo|bufdo|windo|tabdo|b|buffer|f|file)\b/m;

/**
 * True when an editor's run of a script (`vim -Es /tmp/a.csv -S /tmp/m.vim`) can only have written into temp
 * folders: the script's text is a here-document the transcript shows being written to its path (in this call or
 * before), it runs no program and opens no other buffer, and the files it names to write, and the files it is given
 * when it writes them, are all temp paths. `calls` ends with the editor's own call.
 */
export function shownScriptWritesOnlyTemp(argv: readonly string[], calls: readonly ToolCall[]): boolean {
  const { operands, scriptPath, commands } = editorArgs(argv);
  if (scriptPath === null) return false;
  const script = shownText(scriptPath, calls);
  if (script === null) return false;
  const text = [script, ...commands].join("\n");
  if (NOT_READ.test(text)) return false;
  const named = [...text.matchAll(WRITE_TO_FILE)].map((match) => match[1]!);
  // writefile() to a name the script computes is a write this cannot place
  const writefiles = [...text.matchAll(/\bwritefile\s*\(/g)].length;
  const literal = [...text.matchAll(WRITEFILE_TO)].map((match) => match[2]!);
  if (literal.length < writefiles) return false;
  // the files it was given are written only by a command that writes them (`:qa!` leaves them as they were)
  const given = WRITES_BUFFER.test(text) ? operands : [];
  return [...given, ...named, ...literal].every(isScratchPath);
}

interface EditorArgs {
  operands: string[];
  scriptPath: string | null;
  /** Ex commands given on the line (`-c 'wq'`, `+wq`). */
  commands: string[];
}

function editorArgs(argv: readonly string[]): EditorArgs {
  const args = argv.slice(1);
  const exMode = args.some((arg) => EX_MODE.test(arg));
  const result: EditorArgs = { operands: [], scriptPath: null, commands: [] };
  for (let index = 0; index < args.length; index += 1) {
    const given = args[index]!;
    const arg = CLUSTER.test(given) ? `-${given.at(-1)!}` : given;
    if (VALUED_OPTIONS.has(arg) || (arg === "-s" && !exMode)) {
      const value = args[index + 1] ?? "";
      if (arg === "-S") result.scriptPath = value;
      else if (COMMAND_OPTIONS.has(arg)) result.commands.push(value);
      index += 1;
    } else if (given.startsWith("+")) result.commands.push(given.slice(1));
    else if (!given.startsWith("-")) result.operands.push(given);
  }
  return result;
}

/** The here-document last written to the path, in the calls given (latest first); null when its last write is not one. */
function shownText(path: string, calls: readonly ToolCall[]): string | null {
  for (let index = calls.length - 1; index >= 0; index -= 1) {
    const command = calls[index]!.command;
    if (command === null || !command.includes(path.split("/").at(-1)!)) continue;
    const writers = simpleCommands(command).filter((simple) => simple.writes.some((written) => samePath(written, path)));
    if (writers.length > 0) return writers.at(-1)!.heredocs[0] ?? null;
  }
  return null;
}
