import type { Evidence } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import { PLAIN_WORDS, redactedKinds } from "../evidence/redact.js";
import { samePath } from "./paths.js";
import { evidence } from "./quote.js";

/**
 * A secret the agent wrote into a file that the PR's diff adds (`git add -A` staged the `.env` it
 * wrote): merging the PR publishes the credential, so it blocks. The diff is redacted before any
 * check reads it, so an added line that holds a secret holds its redaction marker in its place; the
 * marker's kind, the file and the line number are all that is quoted, never the value.
 */

/** What the flag of a secret written into a file reads (red-flag-rules.ts). */
export const SECRET_WRITTEN = "secret written into a file";

/** Tests and templates hold made-up keys (`.env.example`, `tests/fixtures/keys.py`); a key there is a reviewer's call. */
const MADE_UP_KEYS =
  /(?:^|\/)(?:tests?|__tests__|specs?|fixtures?|testdata|examples?|samples?)\/|(?:^|[/._-])(?:test|spec|example|sample|template|dist|fixture)s?(?:[._-][^/]*)?$/i;

/** A secret the PR adds: the line that holds its marker, and the flag of its writing that it answers. */
export interface CommittedSecret {
  added: Evidence;
  written: Evidence;
}

/** The added lines of the diff's files the agent wrote a secret into that hold a secret's marker, one per file. */
export function committedSecrets(flags: readonly Evidence[], diff: DiffFile[] | null): CommittedSecret[] {
  if (diff === null) return [];
  const written = flags.filter((flag) => flag.quote.startsWith(SECRET_WRITTEN) && flag.path !== null);
  return diff.flatMap((file) => {
    const wrote = written.find((flag) => samePath(flag.path!, file.path));
    if (wrote === undefined || MADE_UP_KEYS.test(file.path)) return [];
    const line = file.lines.find((item) => item.kind === "+" && redactedKinds(item.text).some((kind) => kind !== PLAIN_WORDS));
    if (line === undefined) return [];
    const kind = redactedKinds(line.text).find((each) => each !== PLAIN_WORDS)!;
    const added = evidence(wrote.step, `secret added by the PR: ${file.path} line ${line.newLine} (redacted as ${kind})`, `${file.path}:${line.newLine}`);
    return [{ added, written: wrote }];
  });
}
