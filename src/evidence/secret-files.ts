/**
 * A file of credentials printed whole, whose lines name no credential: rsync's `rsyncd.secrets` (`user:password` a line)
 * pppd's `chap-secrets` / `pap-secrets` (`client server secret [addresses]`, columns apart by blanks), and OpenVPN's
 * `auth-user-pass` file (a user on its first line, the password on its second) under `openvpn/`. The command
 * says what the file is (`cat /etc/rsyncd.secrets`), or a file-reading tool's path does (Claude Code's Read, its lines
 * numbered); each line's password is hidden, its user kept (corpus 8).
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
/** A file's name at the end of a path. */
const FILE_NAME = /[^/\\]+$/;
/** A reading tool's line number (`cat -n`'s tab, Claude Code's `N→`). */
const NUMBERED = "(?:[ \\t]*\\d{1,7}(?:→|\\t))?";
/** An rsync secrets line: a user, a colon, the password (one word). */
const PAIR_LINE = new RegExp(`^${NUMBERED}([\\w.@-]+):(\\S+)$`);
/** A pppd line: client, server, secret, each a word or a quoted string. */
const PPP_LINE = new RegExp(`^${NUMBERED}[ \\t]*("[^"]*"|[^\\s#"]+)[ \\t]+("[^"]*"|\\S+)[ \\t]+"?([^\\s"]+)"?`);

/** The passwords of a secrets file that `command` prints, found line by line in `output`. */
export function secretFileSpans(command: string, output: string): Found[] {
  if (PRINTS_VPN_AUTH.test(command)) return vpnAuthSpans(output);
  const file = PRINTS_FILE.exec(command)?.[1];
  return file === undefined ? [] : fileSpans(file, output);
}

/** A command that prints an OpenVPN credentials file: a file under `openvpn/` named for auth, a password or credentials. */
const PRINTS_VPN_AUTH = /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?[^\s;&|"'\\]*openvpn\/[^\s;&|"'\\]*(?:auth|pass|cred)[\w.-]*/;
/** A line of one word, numbered by a reading tool or not. */
const ONE_WORD = new RegExp(`^${NUMBERED}[ \\t]*(\\S+)[ \\t]*$`);

/** The password of an `auth-user-pass` file: the second of the first two lines of one word each (what came before is another command's). */
function vpnAuthSpans(output: string): Found[] {
  let user = false;
  let offset = 0;
  for (const line of output.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const word = ONE_WORD.exec(line.replace(/\r$/, ""))?.[1];
    if (word === undefined) {
      user = false;
      continue;
    }
    if (user && looksLikeLiteralSecret(word, "", "labelled")) {
      const start = lineStart + line.indexOf(word);
      return [{ start, end: start + word.length, kind: "secrets-file-password" }];
    }
    user = true;
  }
  return [];
}

/** The passwords of a secrets file a tool read at `path` (its text, lines numbered or not, is `output`). */
export function readFileSpans(path: string, output: string): Found[] {
  // corpus 17: OpenVPN's auth file and a key file (Rails' `config/master.key`) read by a tool, as `cat` printing them is read
  if (VPN_AUTH_PATH.test(path)) return vpnAuthSpans(output);
  const file = FILE_NAME.exec(path)?.[0];
  if (file !== undefined && KEY_FILE.test(file)) return keyFileSpans(output);
  return file === undefined || !/secrets$/.test(file) ? [] : fileSpans(file, output);
}

function fileSpans(file: string, output: string): Found[] {
  if (file === "ipsec.secrets") return [];
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

/** A file under `openvpn/` named for auth, a password or credentials (the path a reading tool names). */
const VPN_AUTH_PATH = /openvpn\/(?:[^\s/]+\/)*[\w.-]*(?:auth|pass|cred)[\w.-]*$/;
/** A key file by its name (`master.key`, `production.key`, `ta.key`), not a public one. */
const KEY_FILE = /^(?![\w.-]*pub)[\w.-]+\.key$/;

/** A key file read whole: its one line of one word is the key (a PEM block is the private-key rule's). */
function keyFileSpans(output: string): Found[] {
  const lines = output.split("\n").filter((line) => line.trim() !== "");
  if (lines.length !== 1) return [];
  const word = ONE_WORD.exec(lines[0]!.replace(/\r$/, ""))?.[1];
  if (word === undefined || !looksLikeLiteralSecret(word, "", "labelled")) return [];
  const start = output.indexOf(lines[0]!) + lines[0]!.lastIndexOf(word);
  return [{ start, end: start + word.length, kind: "secrets-file-password" }];
}
