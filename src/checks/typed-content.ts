import type { Edit, Trajectory } from "../model.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { samePath } from "./paths.js";

/**
 * Files whose content the agent typed into the command that wrote them: `printf '79586' >
 * /app/answer.txt`, `echo 42 > out.txt`. Code that only reads such a file back and compares it checks
 * that the write happened, not the work: the agent knew the content when it wrote it.
 */

/** Commands that print only the words they are given. */
const PRINTS_WORDS = /^(?:echo|printf)$/;
/** A word with an expansion: its text is not known from the line. */
const EXPANDS = /[$`]/;

/** An `echo` or `printf` of literal words at the line's own level: what it prints is the line's own text. */
export function printsTyped(command: SimpleCommand): boolean {
  return PRINTS_WORDS.test(command.words[0] ?? "") && !command.nested && !command.words.some((word) => EXPANDS.test(word));
}

/** The paths a line writes with a literal echo or printf: the content is the line's own text. */
export function typedWrites(line: readonly SimpleCommand[]): string[] {
  return line.filter(printsTyped).flatMap((command) => command.writes);
}

/** Modules code may import to read a file back and compare it: none of them computes the answer. */
const READING_MODULES = new Set(["pathlib", "os", "sys", "json", "re", "io"]);
const IMPORTS = /^\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.,\s]+?)\s*$)/gm;

/**
 * Inline Python that reads back a file the agent typed and does nothing else: its imports read files
 * only, and the one file of the work it names is a typed one.
 */
export function readsBackTyped(code: string, named: string | null, typed: readonly string[]): boolean {
  if (named === null || !typed.some((path) => samePath(path, named))) return false;
  const modules = [...code.matchAll(IMPORTS)].flatMap(([, from, list]) => (from !== undefined ? [from] : (list ?? "").split(",").map((name) => name.trim().split(/\s+/)[0]!)));
  return modules.every((module) => READING_MODULES.has(module.split(".")[0]!));
}

/** The files written up to each call, grown as the calls are walked, and which of them the agent typed. */
export class WorkWritten {
  readonly written: string[] = [];
  /** Of those, the ones the agent's first write created: not the repository's own files. */
  readonly created: string[] = [];
  /** Of those, the ones the agent's first write changed in place (an edit tool's replacement, `sed -i`): files that were there. */
  readonly found: string[] = [];
  typed: string[] = [];
  private next = 0;
  private readonly writes: Edit[];

  constructor(private readonly trajectory: Trajectory) {
    this.writes = trajectory.edits.filter((edit) => edit.toolCall !== null && edit.kind !== "delete").sort((a, b) => a.toolCall! - b.toolCall!);
  }

  /** How many writes were taken in: the work so far is the same while it is. */
  get taken(): number {
    return this.next;
  }

  /** Takes in the writes of every call up to this one. */
  upTo(index: number): void {
    while (this.next < this.writes.length && this.writes[this.next]!.toolCall! <= index) {
      const write = this.writes[this.next++]!;
      if (write.kind === "create" && !this.written.includes(write.path)) this.created.push(write.path);
      if (write.kind === "update" && !this.written.includes(write.path)) this.found.push(write.path);
      this.written.push(write.path);
      this.typed = this.typed.filter((path) => path !== write.path);
      if (this.typedIn(write)) this.typed.push(write.path);
    }
  }

  /** The edit was a literal echo or printf of its call's line. */
  private typedIn(write: Edit): boolean {
    const line = this.trajectory.toolCalls[write.toolCall!]!.command;
    return line != null && /\b(?:echo|printf)\b/.test(line) && typedWrites(simpleCommands(line)).some((path) => samePath(path, write.path));
  }
}
