/**
 * The runner's file commands (outputs, job summary) and log lines, written without @actions/core
 * for the one path that must start fast: a PR the gate skips from its payload. @actions/core loads
 * an HTTP client with it, which alone costs more than a bare node start. Same format as core's.
 */
import { randomUUID } from "node:crypto";
import { appendFile } from "node:fs/promises";
import { EOL } from "node:os";

/** `name<<delimiter` blocks, as GitHub documents for GITHUB_OUTPUT; the delimiter is random so no value can end it. */
export async function setOutputs(env: NodeJS.ProcessEnv, outputs: Record<string, string>): Promise<void> {
  const file = env.GITHUB_OUTPUT;
  if (!file) {
    // an old runner without the file: the workflow command, as core falls back to
    for (const [name, value] of Object.entries(outputs)) process.stdout.write(`${EOL}::set-output name=${name}::${escapeCommand(value)}${EOL}`);
    return;
  }
  let text = "";
  for (const [name, value] of Object.entries(outputs)) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    text += `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
  }
  await appendFile(file, text, "utf8");
}

/** Appends markdown to the job summary, when the runner gives a summary file. */
export async function appendSummary(env: NodeJS.ProcessEnv, markdown: string): Promise<void> {
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, markdown, "utf8");
}

function escapeCommand(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
