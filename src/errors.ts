/**
 * Bad input a user can fix: a missing file, an unknown format, a wrong option. The CLI prints its
 * message as one line and exits 2; the action turns it into an `error` verdict.
 */
export class InputError extends Error {
  override name = "InputError";
}

/** The one line to show for any thrown value, never a stack trace. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\n\s*/g, " ").trim();
}
