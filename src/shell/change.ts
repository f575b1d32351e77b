import type { Edit } from "../model.js";

/** A file a command changes, and how; `inferred` when read from a shell command rather than an edit tool. */
export type FileChange = { path: string; kind: Edit["kind"]; inferred?: boolean };
