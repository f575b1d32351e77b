// Bundles the action (src/main.ts -> dist/index.js) and the CLI (src/cli.ts -> dist/cli.js) with
// ncc, so that both run with plain `node` and no node_modules. Output is deterministic.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ENTRIES = [
  { source: "src/main.ts", target: "index.js" },
  { source: "src/cli.ts", target: "cli.js", shebang: true },
];

rmSync("dist", { recursive: true, force: true });
mkdirSync("dist");
writeFileSync("dist/package.json", '{ "type": "module" }\n');
for (const entry of ENTRIES) {
  const out = mkdtempSync(join(tmpdir(), "agent-verdict-build-"));
  execFileSync("npx", ["ncc", "build", entry.source, "-o", out, "--quiet", "--target", "es2022", "--license", "licenses.txt"], {
    stdio: "inherit",
  });
  const files = readdirSync(out);
  const main = files.find((file) => file === "index.js" || file === "index.mjs");
  if (!main) throw new Error(`ncc produced no index.js for ${entry.source}: ${files.join(", ")}`);
  let code = readFileSync(join(out, main), "utf8");
  if (entry.shebang && !code.startsWith("#!")) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(join("dist", entry.target), code);
  if (entry.shebang) chmodSync(join("dist", entry.target), 0o755);
  const licenses = join(out, "licenses.txt");
  if (existsSync(licenses)) copyFileSync(licenses, join("dist", entry.target.replace(/\.js$/, ".licenses.txt")));
  const extra = files.filter((file) => file !== main && file !== "licenses.txt" && file !== "package.json");
  if (extra.length > 0) throw new Error(`ncc emitted files the build does not ship: ${extra.join(", ")}`);
  rmSync(out, { recursive: true, force: true });
}
