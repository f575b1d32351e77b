import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The committed bundles copied where no node_modules can be found, with the rubrics the action ships
 * beside dist/ (as a checkout of the action has them): runs exactly what users run.
 */
export function copyBundle(extra: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), "agent-verdict-bundle-"));
  for (const folder of ["dist", "criteria", ...extra]) cpSync(folder, join(root, folder), { recursive: true });
  return root;
}

/** Runs the action bundle as a runner would; asynchronous, since the stand-ins answer from this process. */
export function runBundle(bundle: string, env: Record<string, string | undefined>): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn("node", [bundle], { env });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stdout += chunk));
    child.on("close", (status) => resolve({ status, stdout }));
  });
}
