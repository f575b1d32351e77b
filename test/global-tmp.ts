import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every test's temporary files go under one folder made for the run and removed after it, so a
 * run leaves nothing behind in the machine's temp folder (workers inherit TMPDIR, which os.tmpdir() reads).
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "agent-verdict-tests-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
