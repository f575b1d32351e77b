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

// the source line is indented text that is not the next frame (a frame of code read from stdin shows none)
const FRAME = /^[ \t]*File "([^"\n]+)", line (\d+)(?:, in ([^\n]*))?(?:\n(?![ \t]*File ")([ \t]+[^\n]*))?/gm;

/** pytest's frame under `--tb=short`: `astropy/nddata/ndarithmetic.py:558: in _arithmetic_mask`, then its source line. */
const PYTEST_FRAME = /^([\w./-]+\.py):(\d+): in ([^\n]+)(?:\n([ \t]+[^\n]*))?/gm;

/** The frames of every traceback in an output, outermost first, as CPython prints them or pytest's short tracebacks do. */
export function tracebackFrames(output: string | null): TracebackFrame[] {
  if (output === null) return [];
  const frame = (match: RegExpExecArray | RegExpMatchArray): TracebackFrame => ({
    file: match[1]!, line: Number(match[2]), function: match[3]?.trim() ?? "", source: match[4] ?? null, end: match.index! + match[0].length,
  });
  const cpython = output.includes('File "') ? [...output.matchAll(FRAME)].map(frame) : [];
  const pytest = output.includes(": in ") ? [...output.matchAll(PYTEST_FRAME)].map(frame) : [];
  return pytest.length === 0 ? cpython : [...cpython, ...pytest].sort((a, b) => a.end - b.end);
}
