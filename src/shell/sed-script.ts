/**
 * One sed command, read from a script the way sed reads it: a substitution, a deletion, or text
 * inserted, appended or put in place of lines, each with its address. Enough to tell when one
 * in-place edit undoes another (`s/a/b/` then `s/b/a/`; lines inserted, then deleted).
 */
export type SedCommand =
  | { kind: "substitute"; address: string; find: string; replace: string }
  | { kind: "delete"; from: string; to: string | null }
  | { kind: "insert" | "append"; address: string; lines: string[] }
  /** `58,60c\…`: the lines of a range put in place of it. */
  | { kind: "change"; from: string; to: string | null; lines: string[] };

/** A line number, the last line, or a regular expression between slashes. */
const ADDRESS = String.raw`(?:\d+|\$|/(?:[^/\\]|\\.)*/)`;
/** The end of a range: also `+N`, the N lines after the first. */
const RANGE_END = String.raw`(?:\+\d+|\d+|\$|/(?:[^/\\]|\\.)*/)`;
const HEAD = new RegExp(`^(${ADDRESS})?(?:,(${RANGE_END}))?\\s*`);
/** GNU sed's escapes in inserted text: a newline, a byte by its hex code, a backslash. */
const TEXT_ESCAPE = /\\(n|x[0-9a-fA-F]{2}|\\|.)/g;

/** The command a one-command sed script holds, or null for anything else (several commands, other verbs). */
export function parseSedScript(script: string): SedCommand | null {
  const head = HEAD.exec(script.trim())!;
  const address = head[1] ?? "";
  const rangeEnd = head[2] ?? null;
  const rest = script.trim().slice(head[0].length);
  const verb = rest[0];
  if (verb === "s" && rangeEnd === null) return substitution(address, rest.slice(1));
  if (verb === "d" && rest.slice(1).trim() === "" && address !== "") return { kind: "delete", from: address, to: rangeEnd };
  if (verb === "c" && address !== "") return { kind: "change", from: address, to: rangeEnd, lines: insertedLines(rest.slice(1)) };
  if ((verb === "i" || verb === "a") && rangeEnd === null && address !== "") {
    return { kind: verb === "i" ? "insert" : "append", address, lines: insertedLines(rest.slice(1)) };
  }
  return null;
}

function substitution(address: string, body: string): SedCommand | null {
  const delimiter = body[0];
  if (delimiter === undefined || /[\s\\\n]/.test(delimiter)) return null;
  const parts: string[] = [""];
  for (let index = 1; index < body.length; index += 1) {
    const char = body[index]!;
    if (char === "\\" && index + 1 < body.length) {
      parts[parts.length - 1] += body[index + 1] === delimiter ? delimiter : `${char}${body[index + 1]}`;
      index += 1;
    } else if (char === delimiter) parts.push("");
    else parts[parts.length - 1] += char;
  }
  if (parts.length !== 3 || !/^[gpiIm0-9]*$/.test(parts[2]!)) return null;
  return { kind: "substitute", address, find: parts[0]!, replace: parts[1]! };
}

/**
 * `a \    text\nmore` (GNU one-line form) or `a\` and the text on the next lines. The script's own last
 * newline is trimmed before this; a `\n` escaped at the text's end is a line of its own (GNU sed prints
 * the text, then a newline: `i \A\n` inserts `A` and an empty line).
 */
function insertedLines(body: string): string[] {
  const text = body.replace(/^[ \t]*\\?\n?/, "").replace(TEXT_ESCAPE, (_match, escape: string) => {
    if (escape === "n") return "\n";
    if (escape.startsWith("x") && escape.length === 3) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return escape;
  });
  return text.split("\n");
}

/** A pattern without its line anchors (`^`, `$`), and which it had. */
function unanchored(pattern: string): { text: string; anchors: string } {
  const start = pattern.startsWith("^") ? "^" : "";
  const end = pattern.endsWith("$") && !pattern.endsWith("\\$") ? "$" : "";
  return { text: pattern.slice(start.length, pattern.length - end.length), anchors: start + end };
}

/**
 * True when `later` puts back what `earlier` changed in the same file: the inverse substitution at
 * the same address, or a deletion that starts at the first inserted line and spans exactly the
 * lines inserted (`butEmptyLines`: all but empty lines at the end of the inserted text).
 */
export function undoes(later: SedCommand, earlier: SedCommand, butEmptyLines = false): boolean {
  if (later.kind === "change" || earlier.kind === "change") return false;
  if (later.kind === "substitute" && earlier.kind === "substitute") {
    if (butEmptyLines) return false;
    // `s/^A/B/` then `s/^B/A/`: an anchor holds the text where the first put it, so it is the same
    // text in both; a replacement that refers to the match (`&`, `\1`) is no literal to invert
    const [laterFind, earlierFind] = [unanchored(later.find), unanchored(earlier.find)];
    const sameAnchors = laterFind.anchors === earlierFind.anchors;
    const literal = !/[&\\]/.test(later.replace + earlier.replace);
    const inverse = laterFind.text === earlier.replace && later.replace === earlierFind.text && sameAnchors && (literal || laterFind.anchors === "");
    return inverse && later.address === earlier.address && later.find !== later.replace;
  }
  if (later.kind !== "delete" || (earlier.kind !== "insert" && earlier.kind !== "append")) return false;
  const pattern = /^\/\^?(.*?)\$?\/$/.exec(later.from)?.[1];
  if (pattern === undefined || pattern === "") return false;
  const span = later.to === null ? 1 : /^\+(\d+)$/.test(later.to) ? Number(later.to.slice(1)) + 1 : null;
  // `but` empty lines at the text's end may stay behind: they are all the deletion leaves of it
  const lines = butEmptyLines ? withoutTrailingEmpty(earlier.lines) : earlier.lines;
  if (butEmptyLines && lines.length === earlier.lines.length) return false;
  // a basic regular expression's escapes (`\.`, `\/`) name the character itself: read it as text
  return span === lines.length && lines[0]!.includes(pattern.replace(/\\(.)/g, "$1"));
}

/** An insert's lines without the empty ones its text ended in (`i \\A\\n` put in `A` and an empty line). */
function withoutTrailingEmpty(lines: readonly string[]): readonly string[] {
  let end = lines.length;
  while (end > 1 && lines[end - 1]!.trim() === "") end -= 1;
  return lines.slice(0, end);
}

/**
 * `58,60c\A\nB\nC`: a change of a range of numbered lines that puts in as many lines as it takes out.
 * The file it leaves depends only on the lines outside the range, which it keeps in place: the same
 * change on two versions that differ only inside the range gives the same file. The range as `58,60`.
 */
export function rangeKeepingChange(sed: SedCommand): string | null {
  if (sed.kind !== "change" || !/^\d+$/.test(sed.from) || (sed.to !== null && !/^\d+$/.test(sed.to))) return null;
  const first = Number(sed.from);
  const last = sed.to === null ? first : Number(sed.to);
  return last >= first && sed.lines.length === last - first + 1 ? `${first},${last}` : null;
}
