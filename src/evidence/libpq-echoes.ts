/**
 * libpq's error that echoes a piece of a connection URL it misread: a password holding a `#` or a `/` ends the
 * authority early (`postgres://shop:Vq7#mZ2p!…@db:5432/shop`), and libpq quotes the password's rest as the port or
 * the host it read (`invalid integer value "mZ2p!…@db:5432" for connection option "port"`, `could not translate host
 * name "…@db" to address`, libpq 13 and older: `invalid port number: "mZ2p!…@db:5432"`): what stands before the `@` in
 * the quoted value is the password's. A host name's, only where it can be: `psql -h postgres@db` quotes a user's plain
 * name (`could not translate host name "postgres@db"`), which is no password's rest.
 *
 * A password's piece with no `@` after it (a `/` cut the URL inside the password: `postgresql://u:Vq7/x@host/db` reads
 * `u:Vq7` as the host and the port) is hidden where a rule hid the password it is part of (seen-secrets.ts).
 *
 * Found from libpq's words by `indexOf`, the value read back on their line: a regex from every quote of a text
 * cost ten times a finder's share (bench/redact-profile.ts).
 */

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** The literals of the messages (redact.ts, `LITERALS`). */
export const LIBPQ_ANCHORS: readonly string[] = ["connection option", "translate host name", "invalid port number"];
/** The quoted value: the password's rest, `@`, a host and a port, quoted as JSON text quotes or not. */
const VALUE = `(?:\\\\{1,3})?["'](?<secret>[^\\s"'\\\\@]{3,})@[\\w.-]+(?::\\d*)?[^\\s"'\\\\]*(?:\\\\{1,3})?["']`;
/** The value before the option it was read as, read back from libpq's words. */
const BEFORE_OPTION = new RegExp(`${VALUE}[ \\t]*$`);
const OPTION = " for connection option";
/** The value after the host name's lookup (`could not translate host name "…" to address`). */
const AFTER_HOST_NAME = new RegExp(`[ \\t]*${VALUE}[ \\t]+to address`, "y");
const HOST_NAME = "translate host name";
/** The value after libpq 13's and older's message (`invalid port number: "…"`). */
const AFTER_PORT_NUMBER = new RegExp(`:?[ \\t]*${VALUE}`, "y");
const PORT_NUMBER = "invalid port number";
/** A user's plain name, as `psql -h user@host` quotes one: lower-case letters, digits and `_`, a letter first. */
const PLAIN_NAME = /^[a-z][a-z0-9_]*$/;
/** How far back the value is read: a password's rest, a host and a port. */
const ECHO_CHARS = 200;

/** The password's rest in each of libpq's echoes of a misread URL. */
export function libpqEchoSpans(text: string): Found[] {
  const spans: Found[] = [];
  const add = (found: RegExpExecArray, offset: number) => {
    const start = offset + found.index + found[0].indexOf(found.groups!.secret!);
    spans.push({ start, end: start + found.groups!.secret!.length, kind: "libpq-echoed-password" });
  };
  for (let at = text.indexOf(OPTION); at !== -1; at = text.indexOf(OPTION, at + OPTION.length)) {
    const from = Math.max(0, at - ECHO_CHARS);
    const found = BEFORE_OPTION.exec(text.slice(from, at));
    if (found !== null) add(found, from);
  }
  for (let at = text.indexOf(HOST_NAME); at !== -1; at = text.indexOf(HOST_NAME, at + HOST_NAME.length)) {
    AFTER_HOST_NAME.lastIndex = at + HOST_NAME.length;
    const found = AFTER_HOST_NAME.exec(text);
    if (found !== null && !PLAIN_NAME.test(found.groups!.secret!)) add(found, 0);
  }
  for (let at = text.indexOf(PORT_NUMBER); at !== -1; at = text.indexOf(PORT_NUMBER, at + PORT_NUMBER.length)) {
    AFTER_PORT_NUMBER.lastIndex = at + PORT_NUMBER.length;
    const found = AFTER_PORT_NUMBER.exec(text);
    if (found !== null) add(found, 0);
  }
  return spans;
}
