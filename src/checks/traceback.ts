/** A CPython traceback frame: `File "/tmp/t.py", line 60, in main`, then the source line it shows, when it shows one. */
export interface TracebackFrame {
  file: string;
  line: number;
  function: string;
  /** The source line printed under the frame, or null when none is (code read from stdin, a frozen module). */
  source: string | null;
  /** Where the frame's text ends in the output: the exception line comes after the last frame. */
  end: number;
}

const FRAME = /^[ \t]*File "([^"\n]+)", line (\d+)(?:, in ([^\n]*))?(?:\n([ \t]+[^\n]*))?/gm;

/** The frames of every traceback in an output, outermost first, as CPython prints them. */
export function tracebackFrames(output: string | null): TracebackFrame[] {
  if (output === null || !output.includes('File "')) return [];
  return [...output.matchAll(FRAME)].map((match) => ({
    file: match[1]!, line: Number(match[2]), function: match[3]?.trim() ?? "", source: match[4] ?? null, end: match.index + match[0].length,
  }));
}
