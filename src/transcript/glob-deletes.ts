import picomatch from "picomatch";
import type { FileChange } from "./edits.js";

/**
 * `rm -f test_*.py`: a delete by a glob names the files it matched when it ran. Of those the
 * transcript knows the ones the agent wrote before (and the folders they lie in); each becomes a
 * delete of its own, and a glob that matches none of them is dropped, since what else it matched
 * is not in the transcript.
 */
export function expandPatterns(changes: FileChange[], written: ReadonlySet<string>): FileChange[] {
  if (!changes.some((change) => change.pattern === true)) return changes;
  const known = knownPaths(written);
  return changes.flatMap((change) => {
    if (change.pattern !== true) return [change];
    const matches = matcher(change.path);
    return known.filter(matches).map((path) => ({ path, kind: "delete" as const, inferred: true }));
  });
}

/** The written files and every folder above them. */
function knownPaths(written: ReadonlySet<string>): string[] {
  const paths = new Set<string>();
  for (const path of written) {
    const parts = path.split("/");
    for (let end = parts.length; end > 0; end -= 1) {
      const prefix = parts.slice(0, end).join("/");
      if (prefix !== "") paths.add(prefix);
    }
  }
  return [...paths];
}

/**
 * A glob matches paths named the same way: a relative glob (its directory unknown to the transcript)
 * is not matched to absolute paths, lest `rm -f test_*.py` in a build folder delete `/tmp/test_x.py`.
 */
function matcher(pattern: string): (path: string) => boolean {
  const test = picomatch(pattern, { dot: false });
  return (path) => path.startsWith("/") === pattern.startsWith("/") && test(path);
}
