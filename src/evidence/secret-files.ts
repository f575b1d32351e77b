/**
 * A file of credentials printed whole, whose lines name no credential: rsync's `rsyncd.secrets` (`user:password` a line)
 * and pppd's `chap-secrets` / `pap-secrets` (`client server secret [addresses]`, columns apart by blanks). The command
 * says what the file is (`cat /etc/rsyncd.secrets`); each line's password is hidden, its user kept (corpus 8).
 */
import { looksLikeLiteralSecret } from "./secret-shape.js";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** A command that prints a secrets file: its name (`rsyncd.secrets`, `chap-secrets`) in group 1. */
const PRINTS_FILE = /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?(?:[^\s;&|"'\\]*\/)?([\w.-]*secrets)(?:\\?["'])?[ \t]*(?:$|[;&|\n])/;
/** pppd's files: the third column is the secret. */
const PPP_FILE = /^(?:chap|pap)-secrets$/;
/** An rsync secrets line: a user, a colon, the password (one word). */
const PAIR_LINE = /^([\w.@-]+):(\S+)$/;
/** A pppd line: client, server, secret, each a word or a quoted string. */
const PPP_LINE = /^[ \t]*("[^"]*"|[^\s#"]+)[ \t]+("[^"]*"|\S+)[ \t]+"?([^\s"]+)"?/;

/** The passwords of a secrets file that `command` prints, found line by line in `output`. */
export function secretFileSpans(command: string, output: string): Found[] {
  const file = PRINTS_FILE.exec(command)?.[1];
  if (file === undefined || file === "ipsec.secrets") return [];
  const ppp = PPP_FILE.test(file);
  const spans: Found[] = [];
  let offset = 0;
  for (const line of output.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const found = (ppp ? PPP_LINE : PAIR_LINE).exec(line.replace(/\r$/, ""));
    const value = ppp ? found?.[3] : found?.[2];
    if (found === null || value === undefined || !looksLikeLiteralSecret(value, "", "labelled")) continue;
    const start = lineStart + found[0].length - value.length - (ppp && found[0].endsWith('"') ? 1 : 0);
    spans.push({ start, end: start + value.length, kind: "secrets-file-password" });
  }
  return spans;
}
