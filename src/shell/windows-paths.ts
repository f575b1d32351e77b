/**
 * Windows paths as a session on Windows records them (`C:\Users\dev\qstr\src\stringify.ts`, cwd
 * `C:\Users\dev\qstr`), read as the repository paths a PR's diff names (`src/stringify.ts`): the
 * separator is either slash, and a drive letter or a folder name differs from another only by more
 * than case.
 */

/** A drive-letter path (`C:\…`, `c:/…`) or a UNC share (`\\host\share`). */
const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]|^\\\\/;

/** True for a drive-letter or UNC path. */
export function isWindowsAbsolute(path: string): boolean {
  return WINDOWS_ABSOLUTE.test(path);
}

/** The path with forward slashes: how the diff and the checks write a separator. */
export function forwardSlashes(path: string): string {
  return path.replace(/\\/g, "/");
}

/** A drive-letter or UNC path with forward slashes, any other as it is: the form paths are compared in. */
export function comparable(path: string): string {
  return path.includes("\\") && isWindowsAbsolute(path) ? forwardSlashes(path) : path;
}

/**
 * A path of a session whose working directory is a Windows path, relative to that directory with
 * forward slashes (`C:\Users\dev\qstr\src\a.ts` → `src/a.ts`; `src\a.ts` → `src/a.ts`). Null when the
 * directory is not a Windows path, or the path is absolute and outside it (it stays as recorded).
 */
export function windowsRelative(path: string, cwd: string): string | null {
  if (!isWindowsAbsolute(cwd)) return null;
  if (!isWindowsAbsolute(path)) return path.startsWith("/") ? null : forwardSlashes(path).replace(/^\.\//, "");
  const root = `${forwardSlashes(cwd).replace(/\/+$/, "")}/`;
  const file = forwardSlashes(path);
  return file.toLowerCase().startsWith(root.toLowerCase()) && file.length > root.length ? file.slice(root.length) : null;
}
