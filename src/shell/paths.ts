import { posix } from "node:path";

/** Targets that are devices or streams, not files of the work (`nul` is cmd's, `$null` PowerShell's). */
const NOT_A_FILE = /^(?:\/dev\/|\/proc\/self\/fd\/)|^(?:nul|con|-)$|^\d+$/i;

/** A path as the shell meant it: joined to the directory it ran in, normalized; null for devices. */
export function resolvePath(path: string, cwd: string | null): string | null {
  const trimmed = path.trim();
  if (trimmed === "" || NOT_A_FILE.test(trimmed)) return null;
  if (/^[A-Za-z]:[\\/]|^\\\\/.test(trimmed)) return trimmed;
  if (trimmed.startsWith("/") || trimmed.startsWith("~")) return posix.normalize(trimmed);
  const joined = posix.normalize(cwd ? posix.join(cwd, trimmed) : trimmed);
  return joined === "." ? null : joined.replace(/\/$/, "");
}
