import type { Edit } from "../model.js";

/** A file a command changes, and how; `inferred` when read from a shell command rather than an edit tool. */
export type FileChange = {
  path: string;
  kind: Edit["kind"];
  inferred?: boolean;
  /** A glob the shell expanded (`rm -f test_*.py`): the change is to the files it matched, which the reader of edits works out. */
  pattern?: true;
  /** The digest of the code of the script whose run makes the change, when one does. */
  by?: string;
  /** An edit tool's replacement that changes only comments or docstrings (notes-only.ts). */
  notesOnly?: true;
};
