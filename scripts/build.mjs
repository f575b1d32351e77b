// Bundles the action (src/main.ts -> dist/index.js) and the CLI (src/cli.ts -> dist/cli.js) with
// ncc, so that both run with plain `node` and no node_modules. Output is deterministic: ncc names a
// chunk by a hash of its module's path, and the files are written in sorted order.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eagerFactories } from "./eager-factories.mjs";
import { licensesText } from "./licenses.mjs";

/** ncc's chunk files: `<id>.index.js`. */
const CHUNK = /^(\d+)\.index\.js$/;

const ENTRIES = [
  { source: "src/main.ts", target: "index.js" },
  { source: "src/cli.ts", target: "cli.js", shebang: true },
];

rmSync("dist", { recursive: true, force: true });
mkdirSync("dist");
writeFileSync("dist/package.json", '{ "type": "module" }\n');
// the two bundles are independent: ncc runs for both at once (one per core), then each is placed
const built = await Promise.all(ENTRIES.map(bundle));
for (const [index, entry] of ENTRIES.entries()) place(entry, built[index]);

/** Runs ncc on one entry into a folder of its own; resolves with that folder and its stats file. */
function bundle(entry) {
  const work = mkdtempSync(join(tmpdir(), "agent-verdict-build-"));
  const out = join(work, "out");
  const stats = join(work, "stats.json");
  const args = ["ncc", "build", entry.source, "-o", out, "--quiet", "--target", "es2022", "--transpile-only", "--no-cache", "--stats-out", stats];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve({ work, out, stats }) : reject(new Error(`ncc failed on ${entry.source} (exit ${code})`))));
  });
}

/**
 * Copies one entry's bundle, chunks and licenses into dist/, renaming the chunks after the entry, its factories
 * eager (eager-factories.mjs).
 */
function place(entry, { work, out, stats }) {
  const files = readdirSync(out).sort();
  const main = files.find((file) => file === "index.js" || file === "index.mjs");
  if (!main) throw new Error(`ncc produced no index.js for ${entry.source}: ${files.join(", ")}`);
  const prefix = entry.target.replace(/\.js$/, "");
  let code = readFileSync(join(out, main), "utf8");
  if (entry.shebang && !code.startsWith("#!")) code = `#!/usr/bin/env node\n${code}`;
  const chunks = files.filter((file) => CHUNK.test(file));
  writeFileSync(join("dist", entry.target), renameChunks(eagerFactories(code), prefix, chunks.length));
  if (entry.shebang) chmodSync(join("dist", entry.target), 0o755);
  writeFileSync(join("dist", `${prefix}.licenses.txt`), licensesText(stats));
  for (const chunk of chunks) {
    writeFileSync(join("dist", `${prefix}.${chunk.match(CHUNK)[1]}.js`), eagerFactories(readFileSync(join(out, chunk), "utf8")));
  }
  const extra = files.filter((file) => file !== main && file !== "package.json" && !CHUNK.test(file));
  if (extra.length > 0) throw new Error(`ncc emitted files the build does not ship: ${extra.join(", ")}`);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Each entry's chunks (its dynamic imports, read only when first imported) are named after the
 * entry, so the action's and the CLI's chunks can sit side by side in dist/: `cli.<id>.js`.
 */
function renameChunks(code, prefix, chunkCount) {
  const pattern = /return "" \+ chunkId \+ "\.index\.js";/g;
  const found = code.match(pattern)?.length ?? 0;
  if (found > 1 || (chunkCount > 0 && found !== 1)) {
    throw new Error(`expected one chunk-name function in the ${prefix} bundle (${chunkCount} chunks), found ${found}`);
  }
  return code.replace(pattern, `return "${prefix}." + chunkId + ".js";`);
}
