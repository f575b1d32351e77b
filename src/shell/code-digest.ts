import { createHash } from "node:crypto";

/** Digests of this many hex digits tell scripts apart. */
const DIGEST_LENGTH = 16;

/**
 * A digest of the script's code without comments and blank lines: two texts that differ only there
 * do the same when run, so a patch written again and run again on the same content makes the same.
 */
export function codeDigest(text: string): string {
  const code = text.split(/\r?\n/).map((line) => line.replace(/(^|\s)#(?![!'"]).*$/, "").trimEnd()).filter((line) => line.trim() !== "");
  return createHash("sha256").update(code.join("\n")).digest("hex").slice(0, DIGEST_LENGTH);
}
