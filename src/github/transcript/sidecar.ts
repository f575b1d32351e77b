import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isZip } from "../../transcript/sources.js";
import { readZip } from "../../transcript/zip.js";

/**
 * The file a producer writes beside the transcript (`git rev-parse HEAD > head-sha` after the agent
 * pushed): the commit the transcript is the record of. Not a transcript candidate (no extension).
 */
export const HEAD_SHA_FILE = "head-sha";
/** One SHA and a line break; anything much longer is not a head-sha file. */
const MAX_SIDECAR_BYTES = 128;
/** A sidecar read from a zip may be no larger than this once inflated. */
const SIDECAR_ZIP_LIMITS = { entries: 2000, expandedBytes: 1024 };

export type Sidecar = { kind: "sha"; sha: string } | { kind: "absent" } | { kind: "invalid"; why: string };

/**
 * The head-sha file of a transcript: at the top of a zip artifact, inside a transcript folder, or
 * beside a transcript file. Never thrown: an unreadable sidecar is "invalid" with why.
 */
export async function readSidecar(transcriptPath: string): Promise<Sidecar> {
  const info = await stat(transcriptPath).catch(() => null);
  if (info === null) return { kind: "absent" };
  if (info.isDirectory()) return fromFile(join(transcriptPath, HEAD_SHA_FILE));
  const data = await readFile(transcriptPath).catch(() => null);
  if (data !== null && isZip(data)) return fromZip(data);
  return fromFile(join(dirname(transcriptPath), HEAD_SHA_FILE));
}

async function fromFile(path: string): Promise<Sidecar> {
  const info = await stat(path).catch(() => null);
  if (info === null) return { kind: "absent" };
  if (!info.isFile() || info.size > MAX_SIDECAR_BYTES) return { kind: "invalid", why: `${HEAD_SHA_FILE} is not a small regular file` };
  return parse(await readFile(path, "utf8"));
}

async function fromZip(data: Uint8Array): Promise<Sidecar> {
  try {
    const { entries } = await readZip(data, (name) => name === HEAD_SHA_FILE, SIDECAR_ZIP_LIMITS);
    const entry = entries[0];
    return entry === undefined ? { kind: "absent" } : parse(new TextDecoder().decode(entry.bytes));
  } catch {
    return { kind: "invalid", why: `${HEAD_SHA_FILE} in the artifact could not be read` };
  }
}

function parse(text: string): Sidecar {
  const value = text.trim().toLowerCase();
  return /^[0-9a-f]{40}$/.test(value) ? { kind: "sha", sha: value } : { kind: "invalid", why: `${HEAD_SHA_FILE} does not hold one 40-hex commit SHA` };
}
