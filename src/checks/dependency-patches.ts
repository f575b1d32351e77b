import type { Edit } from "../model.js";
import { isCodeFile } from "./code-files.js";

/**
 * A dependency's installed copy (`node_modules/pkg/index.js`, `…/site-packages/pkg/core.py`): the package
 * manager writes it, git ignores it, and no PR carries a change to it.
 */
const INSTALLED = /(?:^|\/)(?:node_modules|site-packages|dist-packages)\//;

/**
 * The installed dependency files the agent changed and left changed (the last edit of each is no delete):
 * checks that ran after such a patch ran with code the PR does not hold.
 */
export function patchedDependencies(edits: readonly Edit[]): Edit[] {
  const last = new Map<string, Edit>();
  for (const edit of edits) if (INSTALLED.test(edit.path)) last.set(edit.path, edit);
  // a package manager's own writes are not recorded as edits; a delete is cleanup (`rm -rf node_modules`)
  return [...last.values()].filter((edit) => edit.kind !== "delete" && isCodeFile(edit.path));
}
