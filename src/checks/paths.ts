import { comparable, isWindowsAbsolute } from "../shell/windows-paths.js";

/**
 * Two names of one file: equal, or one ends with the other on a folder boundary (`/repo/a/b.py`, `a/b.py`;
 * `C:\repo\a\b.py`, `a/b.py`: a Windows path is read with forward slashes).
 */
export function samePath(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [comparable(a), comparable(b)] : [comparable(b), comparable(a)];
  return long === short || long.endsWith(`/${short}`);
}

/** A file's name without its folder and its last extension (`test/suites/api/test_array.c` is `test_array`). */
export function fileStem(path: string): string {
  return (path.split(/[\\/]/).at(-1) ?? path).replace(/\.[^.]+$/, "");
}

/** A POSIX absolute path, or a Windows drive-letter or UNC one. */
const isAbsolute = (path: string) => path.startsWith("/") || isWindowsAbsolute(path);

/**
 * Two names of one file within one session: equal, or an absolute path and a relative one it ends
 * with (`/testbed/a/b.py`, `a/b.py`). Two relative names are read from the same starting directory,
 * so `example.py` and `reproduction/example.py` are two files; so are two absolute names that differ.
 */
export function sameFile(a: string, b: string): boolean {
  if (a === b) return true;
  if (isAbsolute(a) === isAbsolute(b)) return false;
  return samePath(a, b);
}

/** The file lies under the folder (by either name of the folder): `reproduction/x.py` under `/testbed/reproduction`. */
export function isUnder(file: string, folder: string): boolean {
  const parts = file.split("/");
  for (let end = parts.length - 1; end > 0; end -= 1) if (sameFile(parts.slice(0, end).join("/"), folder)) return true;
  return false;
}

/** Folders whose programs come with the system, not from the agent's work or a build of it. */
export const SYSTEM_DIR = /^\/(?:usr|bin|sbin|lib|lib64|etc|proc|sys|dev|snap|nix)\//;
