/**
 * A git command's verb and its arguments, past git's own options (`git -C repo -c k=v --no-pager
 * log`): the options that take the next word as their value, and those spelled `--name=value` or
 * given alone. Null when the words are not a git command or name no verb.
 */
export interface GitCommand {
  verb: string;
  args: string[];
  /** The folder `-C` named, the last one when several did. */
  folder: string | null;
  /** Where in argv the verb and that folder stand, for callers that keep the words' positions. */
  verbAt: number;
  folderAt: number | null;
}

/** git's own options whose value is the next word. */
const TAKES_VALUE = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);

export function gitCommand(argv: readonly string[]): GitCommand | null {
  if (argv[0] !== "git") return null;
  let folderAt: number | null = null;
  for (let index = 1; index < argv.length; index += 1) {
    const word = argv[index]!;
    if (TAKES_VALUE.has(word)) {
      if (word === "-C" && index + 1 < argv.length) folderAt = index + 1;
      index += 1;
      continue;
    }
    if (word.startsWith("-")) continue;
    return { verb: word, args: argv.slice(index + 1), folder: folderAt === null ? null : argv[folderAt]!, verbAt: index, folderAt };
  }
  return null;
}
