/**
 * Cached judge samples are authenticated with the judge's API key. Any job of the repository whose
 * steps hold the runner's cache token can write an entry under any key, an agent's job among them;
 * a forged sample with a top score would then stand in for the judge. An entry carries a manifest of
 * HMACs over each sample file; a restored file without a valid one is deleted before the judge reads.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The manifest's file name: not a sample name (64 hex digits), so the judge never reads it. */
export const MAC_MANIFEST = "samples.mac.json";
/** Bound into every MAC: a MAC of another purpose or layout never verifies here. */
const MAC_CONTEXT = "agent-verdict/judge-cache-mac@1";

function mac(secret: string, name: string, content: Buffer): string {
  return createHmac("sha256", secret).update(`${MAC_CONTEXT}\n${name}\n`).update(content).digest("hex");
}

/** Writes the manifest for these sample files (all in `dir`). */
export async function signSamples(dir: string, files: readonly string[], secret: string): Promise<void> {
  const entries = await Promise.all(files.map(async (name) => [name, mac(secret, name, await readFile(join(dir, name)))] as const));
  await writeFile(join(dir, MAC_MANIFEST), JSON.stringify(Object.fromEntries(entries)));
}

/** Deletes every sample file in `dir` whose MAC is missing or wrong; returns how many were dropped. */
export async function dropUnauthenticated(dir: string, files: readonly string[], secret: string): Promise<number> {
  const manifest = await readManifest(dir);
  let dropped = 0;
  for (const name of files) {
    const stated = manifest[name];
    const expected = Buffer.from(mac(secret, name, await readFile(join(dir, name))), "hex");
    const given = typeof stated === "string" && /^[0-9a-f]{64}$/.test(stated) ? Buffer.from(stated, "hex") : null;
    if (given !== null && timingSafeEqual(given, expected)) continue;
    await rm(join(dir, name), { force: true });
    dropped += 1;
  }
  return dropped;
}

async function readManifest(dir: string): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, MAC_MANIFEST), "utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
