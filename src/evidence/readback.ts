import { open, realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { ParseOutcome } from "./parsers.js";
import { redactSecrets } from "./redact.js";

/**
 * The format parsers (yaml, smol-toml, jsonc-parser), loaded with the first text read back: a
 * verification without a checkout never loads them, which took ~20 ms of `verify --no-llm` (bench/RESULTS.md,
 * Run 31). A file's text carries its parse, so no reader of read-back files can be without it.
 */
const loadParsers = () => import("./parsers.js");

/** Larger files are checked for presence only: parsing them is not worth the time on a runner. */
export const MAX_READBACK_BYTES = 2 * 1024 * 1024;
/** Git's own test: a NUL byte in the first 8000 bytes makes a file binary. */
const BINARY_SNIFF_BYTES = 8000;

export type ReadBack =
  | { state: "missing" }
  | { state: "outside"; detail: string }
  | { state: "binary" | "huge"; bytes: number }
  /**
   * The file with secrets redacted, like every untrusted text: a parse error may quote it. `parse`:
   * whether a text parses in the file's format (by its path), null for formats not checked.
   */
  | { state: "text"; text: string; redactions: number; parse: (text: string) => ParseOutcome };

/**
 * Reads the files the PR changed from a checkout of its head. Only reads, never runs anything, and
 * never follows a path or a link out of the checkout.
 */
export async function readBack(repoDir: string, paths: string[]): Promise<Map<string, ReadBack>> {
  const root = await realpath(repoDir);
  const result = new Map<string, ReadBack>();
  for (const path of new Set(paths)) result.set(path, await readOne(root, path));
  return result;
}

async function readOne(root: string, path: string): Promise<ReadBack> {
  if (isAbsolute(path) || path.split(/[\\/]/).includes("..")) return { state: "outside", detail: "path leaves the checkout" };
  const real = await realpath(resolve(root, path)).catch(() => null);
  if (real === null) return { state: "missing" };
  const inside = relative(root, real);
  if (inside.startsWith(`..${sep}`) || inside === ".." || isAbsolute(inside)) return { state: "outside", detail: "a link points out of the checkout" };
  // opening a pipe blocks until someone writes to it: only regular files are opened
  const kind = await stat(real).catch(() => null);
  if (kind === null || !kind.isFile()) return { state: "missing" };
  const handle = await open(real, "r").catch(() => null);
  if (handle === null) return { state: "missing" };
  try {
    const { size } = await handle.stat();
    if (size > MAX_READBACK_BYTES) return { state: "huge", bytes: size };
    const buffer = await handle.readFile();
    if (buffer.subarray(0, BINARY_SNIFF_BYTES).includes(0)) return { state: "binary", bytes: size };
    const { text, count } = redactSecrets(buffer.toString("utf8"));
    const { parsesAs } = await loadParsers();
    return { state: "text", text, redactions: count, parse: (body) => parsesAs(path, body) };
  } finally {
    await handle.close();
  }
}
