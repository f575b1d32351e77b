/**
 * `ls src/isodate tests` (several folders) and `ls -R` print a block per folder: its name and a colon, then its entries,
 * bare. An entry's path is the block's folder joined to its name (`tests:` + `test_duration.py`), which a search of the
 * output for paths with a slash would miss.
 */

/** A block's header: a folder path and a colon, alone on its line. */
const BLOCK_HEADER = /^([\w.][\w./-]*):$/;
/** An entry of `ls` output: a bare name, no spaces (long listings, `-l`, are not read). */
export const BARE_ENTRY = /^[\w.][\w.-]*$/;
/** A command line that runs `ls` as a program of its own. */
const RUNS_LS = /(?:^|[;&|(]\s*)ls(?:\s|$)/;

/** The paths the output's folder blocks name, folder joined to entry; none when the line runs no `ls`. */
export function listedBlockPaths(command: string | null, output: string | null): string[] {
  if (command === null || output === null || !RUNS_LS.test(command) || !output.includes(":\n")) return [];
  const paths: string[] = [];
  let folder: string | null = null;
  for (const raw of output.split("\n")) {
    const line = raw.trimEnd();
    const header = BLOCK_HEADER.exec(line);
    if (header !== null) folder = header[1]!.replace(/^\.\//, "").replace(/\/$/, "");
    else if (line === "") folder = null;
    else if (folder !== null && BARE_ENTRY.test(line)) paths.push(folder === "." ? line : `${folder}/${line}`);
    else folder = null;
  }
  return paths;
}
