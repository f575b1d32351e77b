import { inflateRawSync } from "node:zlib";
import type { AsyncFlateStreamHandler, UnzipDecoder, UnzipDecoderConstructor, UnzipFile } from "fflate";

/** An archive with more entries than this is refused: transcript artifacts hold a handful of files. */
export const MAX_ZIP_ENTRIES = 2000;
/**
 * Bound on the bytes inflated from one archive, all kept entries together. The kept bytes are held
 * whole (and copied once into one buffer), so the bound keeps a zip bomb's run under 256 MB.
 */
export const MAX_EXPANDED_BYTES = 128 * 1024 * 1024;
/** zlib's output step: its 16 KB default made a bomb's 128 MB take three times as long. */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/** The archive is fed to the reader this many bytes at a time, as a stream. */
export const ZIP_PIECE_BYTES = 64 * 1024;
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

/** The entries kept, and the names of those refused for an unsafe path or compression. */
export interface ZipRead {
  entries: ZipEntry[];
  skipped: string[];
}

/** An archive that breaks a bound or cannot be read: the message says which. */
export class ZipProblem extends Error {
  override name = "ZipProblem";
}

/**
 * Reads the entries `keep` accepts, inflating as a stream so that no archive can grow past its
 * bound whatever sizes its headers declare (a zip bomb stops at the bound, not at the end of memory).
 * Entries with unsafe names (`..`, absolute, drive letters, control characters) are never kept.
 * fflate is imported here, with the first archive, not with the loader: a `verify` of a file that is
 * not an archive never reads one, and fflate's chunk and tables took ~10 ms of its start (Run 34).
 */
export async function readZip(data: Uint8Array, keep: (name: string) => boolean, limits: ZipLimits = ZIP_LIMITS): Promise<ZipRead> {
  const { Unzip } = await import("fflate");
  const entries: ZipEntry[] = [];
  const skipped: string[] = [];
  let seen = 0;
  let total = 0;
  // a caller may lower the bound, never raise it past what keeps a bomb's run small
  const cap = Math.min(limits.expandedBytes, MAX_EXPANDED_BYTES);
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
      if (total > cap) throw tooLarge();
      chunks.push(chunk);
      if (final) entries.push({ name: file.name, bytes: Buffer.concat(chunks) });
    };
    file.start();
  });
  const tooLarge = () => new ZipProblem(`expands to over ${cap} bytes; refused`);
  unzip.register(cappedInflate(() => cap - total, tooLarge));
  try {
    for (let offset = 0; offset < data.length; offset += ZIP_PIECE_BYTES) {
      const end = Math.min(offset + ZIP_PIECE_BYTES, data.length);
      unzip.push(data.subarray(offset, end), end === data.length);
    }
    if (data.length === 0) unzip.push(data, true);
  } catch (error) {
    if (error instanceof ZipProblem) throw error;
    throw new ZipProblem(`not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  return { entries, skipped };
}

/**
 * Inflates an entry with node's zlib, told the most bytes it may produce: it stops there (a 2.6 MB
 * bomb is refused in about a second on a busy machine, where fflate's JavaScript inflater took
 * 10 s to reach 128 MB). The compressed bytes are held until the entry ends: at most the archive.
 */
function cappedInflate(remaining: () => number, tooLarge: () => ZipProblem): UnzipDecoderConstructor {
  return class CappedInflate implements UnzipDecoder {
    static compression = DEFLATED;
    ondata: AsyncFlateStreamHandler = () => {};
    private readonly pieces: Uint8Array[] = [];

    push(chunk: Uint8Array, final: boolean): void {
      this.pieces.push(chunk.slice());
      if (!final) return;
      let bytes: Buffer;
      try {
        // zlib refuses a limit of 0; one byte over the budget is then caught by the bound check
        const maxOutputLength = Math.max(1, remaining() + 1);
        bytes = inflateRawSync(Buffer.concat(this.pieces), { maxOutputLength, chunkSize: INFLATE_CHUNK_BYTES });
      } catch (error) {
        if (error instanceof RangeError) throw tooLarge();
        throw new ZipProblem(`not a readable deflate stream (${error instanceof Error ? error.message : String(error)})`);
      }
      this.ondata(null, bytes as Uint8Array<ArrayBuffer>, true);
    }
  };
}

/** Entry names that could write or read outside the archive's root are never expanded. */
export function isSafeEntryName(name: string): boolean {
  if (name === "" || name.includes("\\") || name.startsWith("/") || /^[A-Za-z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return false;
  return !name.split("/").some((segment) => segment === "..");
}
