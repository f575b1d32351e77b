/**
 * Whether a client's name stands a command's length before a flag (credential-flags.ts). Reading the command back for
 * its program at every flag cost a command's length per flag: a long line of flags (`-p` repeated, 12.5 KB) took
 * 55 ms, four times as long took four times more (issue 23, bench/adversarial-lines.ts). The names are found once, in
 * the windows before the flags, each part of the text read at most once; a flag with no name before it is passed over
 * before its command is read. Only a necessary condition: the command read back still decides the client.
 */
import { escapeRegExp } from "../words.js";

/** A pattern for the names as whole words of a command, as credential-flags.ts `PROGRAM_WORD` reads them; built once per table. */
export function programNames(names: Iterable<string>): RegExp {
  const sorted = [...names].sort((a, b) => b.length - a.length);
  // after a character no name holds, or a JSON escape's line break or tab (`…\\nmysql -pX` in JSON text: the command's start)
  return new RegExp(`(?:(?<![\\w.-])|(?<=\\\\[nrt]))(?:${sorted.map(escapeRegExp).join("|")})(?=[\\s"'\`\\\\])`, "g");
}

export class ProgramsBefore {
  /** The text before this has been read for names. */
  private readTo = 0;
  /** Where the last name found starts; -Infinity when none was. */
  private last = -Infinity;

  /** `pattern`: the names' (`programNames`). */
  constructor(private readonly text: string, private readonly pattern: RegExp) {}

  /** Whether a name starts in the `reach` characters before `at`; `at` does not decrease from one call to the next. */
  near(at: number, reach: number): boolean {
    const from = Math.max(this.readTo, at - reach);
    if (from < at) {
      // the two characters before the window too, for the name's boundary (a JSON escape)
      const start = Math.max(0, from - 2);
      const window = this.text.slice(start, at);
      this.pattern.lastIndex = 0;
      for (let found = this.pattern.exec(window); found !== null; found = this.pattern.exec(window)) this.last = start + found.index;
      this.readTo = at;
    }
    return this.last >= at - reach;
  }
}
