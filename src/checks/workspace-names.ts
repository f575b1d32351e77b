/**
 * A workspace named by its package's name, not its folder (`npm test -w @acme/web`, `pnpm --filter web test`, `yarn
 * workspace @acme/web test`, `turbo run test --filter=web`): the folder is the one whose `package.json` the transcript
 * showed with that `"name"`. Unknown when no read of a manifest shows it, or two do.
 */
import type { Trajectory } from "../model.js";
import { escapeRegExp } from "../words.js";

/** Options whose value names a workspace, by folder or by package name. */
const NAME_OPTIONS = new Set(["-w", "--workspace", "--filter", "-F"]);
/** Programs that take them. */
const WORKSPACE_TOOLS = new Set(["npm", "pnpm", "yarn", "turbo"]);

/** The package name the command selects its workspace by, or null. */
export function workspaceNameOf(words: readonly string[], program: string): string | null {
  if (!WORKSPACE_TOOLS.has(program)) return null;
  // yarn's `workspace <name> <command>`
  if (program === "yarn" && words[1] === "workspace" && words[2] !== undefined) return words[2];
  for (let index = 1; index < words.length; index += 1) {
    const [option, attached] = words[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!NAME_OPTIONS.has(option)) continue;
    const value = attached ?? words[index + 1];
    // a folder's path is read as a folder elsewhere; a glob or `...` selects several
    return value === undefined || value.includes("/") && !value.startsWith("@") || /[*{}[\]]|\.\.\./.test(value) ? null : value;
  }
  return null;
}

/** The folder whose manifest the transcript showed named `name` (`cat packages/web/package.json` printing `"name": "@acme/web"`). */
export function folderOfPackage(trajectory: Trajectory, name: string): string | null {
  const declared = new RegExp(`"name"\\s*:\\s*"${escapeRegExp(name)}"`);
  const folders = new Set<string>();
  for (const call of trajectory.toolCalls) {
    if (call.output === null || !declared.test(call.output)) continue;
    const read = [call.command ?? "", ...Object.values(call.input ?? {}).filter((value): value is string => typeof value === "string")].join(" ");
    const manifests = new Set([...read.matchAll(/([\w@./-]+)\/package\.json\b/g)].map((match) => match[1]!.replace(/^\.\//, "")));
    // one manifest read: its name is that folder's (several printed together cannot be told apart)
    if (manifests.size === 1) folders.add([...manifests][0]!);
  }
  return folders.size === 1 ? [...folders][0]! : null;
}
