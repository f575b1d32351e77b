import { Unzip, UnzipInflate, type UnzipFile } from "fflate";

/** An archive with more entries than this is refused: transcript artifacts hold a handful of files. */
export const MAX_ZIP_ENTRIES = 2000;
/** Bound on the bytes inflated from one archive, all kept entries together. */
export const MAX_EXPANDED_BYTES = 512 * 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

export interface ZipLimits {
  entries: number;
  expandedBytes: number;
}
export const ZIP_LIMITS: ZipLimits = { entries: MAX_ZIP_ENTRIES, expandedBytes: MAX_EXPANDED_BYTES };

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** An archive that breaks a bound or cannot be read: the message says which. */
export class ZipProblem extends Error {
  override name = "ZipProblem";
}

/**
 * Reads the entries `keep` accepts, inflating as a stream so that no archive can grow past its
 * bound whatever sizes its headers declare (a zip bomb stops at the bound, not at the end of memory).
 * Entries with unsafe names (`..`, absolute, drive letters, control characters) are never kept.
 */
export function readZip(data: Uint8Array, keep: (name: string) => boolean, limits: ZipLimits = ZIP_LIMITS) {
  const entries: ZipEntry[] = [];
  const skipped: string[] = [];
  let seen = 0;
  let total = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    seen += 1;
    if (seen > limits.entries) throw new ZipProblem(`more than ${limits.entries} entries; not a transcript artifact`);
    if (file.name.endsWith("/")) return;
    if (!isSafeEntryName(file.name) || (file.compression !== STORED && file.compression !== DEFLATED)) {
      skipped.push(file.name);
      return;
    }
    if (!keep(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw new ZipProblem(`entry ${file.name}: ${error.message}`);
      total += chunk.length;
      if (total > limits.expandedBytes) throw new ZipProblem(`expands to over ${limits.expandedBytes} bytes; refused`);
      chunks.push(chunk);
      if (final) entries.push({ name: file.name, bytes: Buffer.concat(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch (error) {
    if (error instanceof ZipProblem) throw error;
    throw new ZipProblem(`not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  return { entries, skipped };
}

/** Entry names that could write or read outside the archive's root are never expanded. */
export function isSafeEntryName(name: string): boolean {
  if (name === "" || name.includes("\\") || name.startsWith("/") || /^[A-Za-z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return false;
  return !name.split("/").some((segment) => segment === "..");
}
