import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../src/cli.js";

/** One step of a Claude Code session: the user's task, the agent's words, an edit, or a shell run. */
export type Step =
  | { prompt: string }
  | { say: string }
  | { edit: string; old: string; text: string }
  | { write: string; text: string }
  | { run: string; exit: number; output: string };

/** A Claude Code `.jsonl` transcript of these steps, in the record shape of test/fixtures/reading-scenarios-r19 (review 40's tests). */
export function claudeJsonl(cwd: string, steps: Step[]): string {
  const lines: string[] = [];
  let parent: string | null = null;
  let n = 0;
  const base = () => ({ isSidechain: false, userType: "external", cwd, sessionId: "00000000-0000-4000-8000-000000000001", version: "2.1.38", gitBranch: "main" });
  const stamp = () => `2026-06-01T13:${String(10 + Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.000Z`;
  const push = (record: Record<string, unknown>) => {
    n += 1;
    const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    lines.push(JSON.stringify({ parentUuid: parent, ...base(), ...record, uuid, timestamp: stamp() }));
    parent = uuid;
  };
  const assistant = (content: unknown[]) => push({ type: "assistant", message: { model: "claude-opus-4-6", id: `msg_${n}`, type: "message", role: "assistant", content, stop_reason: null, stop_sequence: null } });
  steps.forEach((step, index) => {
    const id = `toolu_${String(index).padStart(6, "0")}`;
    if ("prompt" in step) push({ type: "user", message: { role: "user", content: step.prompt } });
    if ("say" in step) assistant([{ type: "text", text: step.say }]);
    if ("run" in step) {
      assistant([{ type: "tool_use", id, name: "Bash", input: { command: step.run, description: "run" } }]);
      const content = step.exit === 0 ? step.output : `Exit code ${step.exit}\n${step.output}`;
      push({ type: "user", message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content, is_error: step.exit !== 0 }] }, toolUseResult: step.exit === 0 ? { stdout: step.output, stderr: "", interrupted: false, isImage: false } : `Error: ${content}` });
    }
    if ("edit" in step) {
      const file = join(cwd, step.edit);
      assistant([{ type: "tool_use", id, name: "Edit", input: { file_path: file, old_string: step.old, new_string: step.text } }]);
      push({ type: "user", message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content: `The file ${file} has been updated.`, is_error: false }] }, toolUseResult: { filePath: file, oldString: step.old, newString: step.text } });
    }
    if ("write" in step) {
      const file = join(cwd, step.write);
      assistant([{ type: "tool_use", id, name: "Write", input: { file_path: file, content: step.text } }]);
      push({ type: "user", message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content: `File created successfully at: ${file}`, is_error: false }] }, toolUseResult: { type: "create", filePath: file, content: step.text } });
    }
  });
  return `${lines.join("\n")}\n`;
}

type Verdict = {
  verdict: string;
  checks: { id?: string; name?: string; status: string; summary: string }[];
  verification: { step: number; outcome: string; ownFault?: string }[];
};

/** The whole verdict (`pass`, `neutral`, `fail`) and the checks' results for a session and its diff. */
export async function verdictOf(cwd: string, steps: Step[], diff: string): Promise<Verdict> {
  const dir = mkdtempSync(join(tmpdir(), "review40-"));
  writeFileSync(join(dir, "t.jsonl"), claudeJsonl(cwd, steps));
  writeFileSync(join(dir, "d.diff"), diff);
  let stdout = "";
  const code = await runCli(["verify", "--transcript", join(dir, "t.jsonl"), "--diff", join(dir, "d.diff"), "--no-llm", "--json", "-"], { stdout: (text) => (stdout += text), stderr: () => undefined });
  if (code !== 0) throw new Error(`exit ${code}`);
  const report = JSON.parse(stdout);
  return { verdict: report.verdict, checks: report.checks ?? report.results ?? [], verification: report.verification ?? [] };
}
