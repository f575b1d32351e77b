import { gitCommand } from "./git-args.js";

/**
 * What a `git stash` command does to the work tree: `push` sets changes aside (all, or the paths after
 * `--`; with `--keep-index` what was staged stays), `pop` / `apply` bring them back; any other verb
 * (`list`, `show`, `drop`) touches nothing. Read once here for the edit reader and the checks.
 */
export interface GitStash {
  action: "push" | "pop" | "other";
  /** The paths a push sets aside; null for every change. */
  paths: string[] | null;
  /** `-k` / `--keep-index`: the staged changes stay in the tree. */
  keepIndex: boolean;
}

export function gitStashOf(argv: readonly string[]): GitStash | null {
  const git = gitCommand(argv);
  if (git === null || git.verb !== "stash") return null;
  const [verb, ...rest] = git.args;
  const pushes = verb === undefined || verb === "push" || verb === "save" || verb.startsWith("-");
  const action = verb === "pop" || verb === "apply" ? "pop" : pushes ? "push" : "other";
  const options = verb === undefined || verb.startsWith("-") ? git.args : rest;
  const dashes = options.indexOf("--");
  return {
    action,
    paths: action !== "push" || dashes === -1 ? null : options.slice(dashes + 1),
    keepIndex: options.some((word) => word === "-k" || word === "--keep-index"),
  };
}
