/**
 * UTF-8 bytes decoded to a string, as `bytes.toString("utf8", start, end)` decodes them, faster on long
 * text that is not ASCII. V8's decoder copies the ASCII before a text's first other character at
 * native speed and reads every byte after it one at a time; a tool output with `→` or `✓` on each
 * line is read so nearly whole (~2 ns a byte). ICU's conversion to UTF-16 (`buffer.transcode`) then a
 * copy took half that on the bench's outputs (bench/RESULTS.md, Run 43).
 *
 * Exact: valid UTF-8 has one decoding, so both give the same string (a byte-order mark is kept by
 * both). Bytes that are not valid UTF-8 (where V8 writes U+FFFD by its own rules) are decoded by
 * `toString`, as are ASCII (which V8 copies) and short texts (where the conversion's fixed cost
 * outweighs its speed).
 */
import * as buffer from "node:buffer";

/**
 * Shorter texts are decoded by `toString`. On the bench's tool outputs decoded and parsed, 1 KB and
 * 2 KB gave the same time, 4 KB 3% and 8 KB 7% more (fewer outputs converted); at 256 bytes the
 * conversion took twice `toString`'s time.
 */
export const MIN_TRANSCODE_BYTES = 2048;

/**
 * `buffer.transcode` exists only in a Node built with ICU (the default); read from the namespace, so
 * a build without it falls back instead of failing to load.
 */
const transcode = (buffer as Partial<typeof buffer>).transcode;

/** `bytes.toString("utf8", start, end)`. */
export function decodeUtf8(bytes: Buffer, start = 0, end = bytes.length): string {
  if (end - start < MIN_TRANSCODE_BYTES || transcode === undefined) return bytes.toString("utf8", start, end);
  const text = bytes.subarray(start, end);
  if (buffer.isAscii(text) || !buffer.isUtf8(text)) return bytes.toString("utf8", start, end);
  return transcode(text, "utf8", "utf16le").toString("utf16le");
}
