import type { ToolCall } from "../model.js";
import type { CheckContext } from "./context.js";
import { checkableChanges } from "./work.js";
import type { Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";
import { subjectOf } from "./claim-subject.js";
import { clip, evidence } from "./quote.js";
import { simpleCommands } from "./simple-commands.js";
import { programName } from "../shell/program.js";

/** Commands that frame or print what another command did; the command a line is about is another. */
const NOT_THE_SUBJECT = new Set(["cd", "echo", "printf", "cat", "tail", "head", "cp", "mv", "true", ":", "export", "timeout", "sleep"]);

/**
 * The invocation a line is about: its first command that is not framing (`cd`, `echo`, `cat`), as
 * program name and arguments (`pmars` for `/usr/local/bin/pmars > out 2> err`), redirections aside.
 */
function invocationsOf(command: string): string[] {
  return simpleCommands(command)
    .filter((simple) => !simple.nested && !NOT_THE_SUBJECT.has(programName(simple.words[0] ?? "")))
    .map((simple) => [programName(simple.words[0] ?? ""), ...simple.words.slice(1)].join(" "));
}

const baseName = (path: string) => (path.split("/").at(-1) ?? path).toLowerCase();

/**
 * "Fixed a buffer overflow in clparse.c … segfault with no arguments": a fix claim that names a
 * symptom and a file it edited, but no command. The program whose run showed the symptom before the
 * last edit of that file is the claim's subject: its same invocation after that edit without the
 * symptom backs the claim; still showing it leaves the claim unbacked. Null when no run fits.
 */
type Symptom = { name: string; seen: RegExp };

export function judgeSymptomByProgram(claim: Claim, symptom: Symptom, { trajectory, diff }: CheckContext): Judgement | null {
  const names = new Set(subjectOf(claim).names);
  // the work's edits: a scratch copy (`/tmp/clparse.c`) of the named file is not the fix
  const work = checkableChanges(trajectory.edits, diff, trajectory.task);
  const edits = work.filter((edit) => edit.toolCall !== null && names.has(baseName(edit.path)));
  const lastEdit = Math.max(...edits.map((edit) => edit.toolCall!));
  if (!Number.isFinite(lastEdit)) return null;
  const calls = trajectory.toolCalls;
  const ran = (call: ToolCall | undefined) => (call?.command == null || call.output === null ? [] : invocationsOf(call.command));
  const broken = calls.findLastIndex((call, index) => index < lastEdit && ran(call).length > 0 && symptom.seen.test(call.output!));
  if (broken < 0) return null;
  const invocation = ran(calls[broken])[0]!;
  const after = calls.findLastIndex((call, index) => index > lastEdit && ran(call).includes(invocation));
  if (after < 0) return null;
  const [before, last] = [calls[broken]!, calls[after]!];
  const seen = (call: ToolCall) => evidence(call.step, clip(call.output!.split("\n").find((line) => symptom.seen.test(line)) ?? "", 120));
  if (symptom.seen.test(last.output!)) return { verdict: "unbacked", evidence: [seen(last)] };
  return { verdict: "backed", evidence: [seen(before), evidence(last.step, `${clip(invocation, 60)} · no ${symptom.name} · ${clip(last.output!.trim().split("\n")[0] ?? "", 60)}`)] };
}
