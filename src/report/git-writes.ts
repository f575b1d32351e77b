import type { Trajectory } from "../model.js";
import { simpleCommands } from "../checks/simple-commands.js";
import { stepLabel } from "../checks/quote.js";
import { gitCommand } from "../shell/git-args.js";
import { GIT_FILLS } from "../checks/filled-folders.js";

/** Verbs of GIT_FILLS that do not bring in other commits' files. */
const PUTS_BACK_OR_OWN_TREE: ReadonlySet<string> = new Set(["checkout", "switch", "reset", "stash", "restore", "apply", "clone"]);
/**
 * The git verbs that fill the tree (filled-folders.ts) with files of other commits, which no command names, so
 * no edit records them; less those that put back text already counted (`stash pop`, `checkout -- f`, `restore`,
 * `reset`), apply a patch read as edits (`apply`) or make a tree of their own (`clone`).
 */
const BRINGS_IN_COMMITS: ReadonlySet<string> = new Set([...GIT_FILLS].filter((verb) => !PUTS_BACK_OR_OWN_TREE.has(verb)));
/** Ways of these verbs that write nothing (`git merge --abort` puts back the tree as it was before). */
const WRITES_NOTHING = /^--(?:abort|quit|help|continue|skip)$/;
/** git refusing before it wrote (`fatal: …`, `error: … would be overwritten`), and its lines when a merge did write. */
const REFUSED = /^(?:fatal|error): /m;
const WROTE_FILES = /^(?:Fast-forward|Merge made by|Auto-merging|CONFLICT|Updating [0-9a-f]+\.\.[0-9a-f]+|Automatic merge failed)/m;
/** Exit statuses of a command that never started. */
const NOT_STARTED = new Set([126, 127]);

/**
 * "what git merge (step 11) wrote": the count of edited files is of what the commands name; a merge,
 * pull or cherry-pick writes files it names nowhere. Plain text (the lead escapes markdown); empty when
 * no such command ran.
 */
export function gitWrites(trajectory: Trajectory): string {
  let writes: { verb: string; step: number; committed?: true }[] = [];
  for (const call of trajectory.toolCalls) {
    if (call.command === null || !call.command.includes("git") || NOT_STARTED.has(call.exitCode ?? 0)) continue;
    // git stopped before it touched a file (`fatal: Committer identity unknown`): unless the output shows it merging
    const refused = REFUSED.test(call.output ?? "") && !WROTE_FILES.test(call.output ?? "");
    for (const { words } of simpleCommands(call.command)) {
      const git = gitCommand(words);
      // a commit concludes the merges before it: no `--abort` undoes them after that
      if (git?.verb === "commit") writes = writes.map((write) => ({ ...write, committed: true }));
      if (git === null || !BRINGS_IN_COMMITS.has(git.verb)) continue;
      // `git merge --abort` puts back the tree the merge in progress wrote: it wrote nothing that lasts
      const aborted = writes.findLastIndex((write) => write.verb === git.verb && write.committed !== true);
      if (git.args.includes("--abort")) writes = writes.filter((_write, index) => index !== aborted);
      else if (!refused && !git.args.some((arg) => WRITES_NOTHING.test(arg))) writes.push({ verb: git.verb, step: call.step });
    }
  }
  if (writes.length === 0) return "";
  const verbs = [...new Set(writes.map(({ verb }) => `git ${verb}`))].join(" and ");
  const steps = [...new Set(writes.map(({ step }) => step))];
  const at = steps.length === 1 ? stepLabel(steps[0]!) : `steps ${steps.map((step) => step + 1).join(", ")}`;
  return `what ${verbs} (${at}) wrote`;
}
