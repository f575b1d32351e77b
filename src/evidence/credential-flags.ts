/**
 * Passwords given to command-line clients by position: the value after a client's credential flag
 * (`mysql -pPW`, `redis-cli -a PW`, `sqlcmd -P PW`, `ldapsearch -w PW`, `smbclient -U user%PW`,
 * `docker login -p PW`) or a client's positional password (`htpasswd -b file user PW`). A flag
 * means a credential only for its client (`-p` is a port to docker run, a parent to mkdir), so each
 * entry names the programs it holds for.
 *
 * Found from the flag, not the program: the scan looks for ` -<letter>` (rare in prose), then reads
 * back on the same command for the program.
 */
import { programNames, ProgramsBefore } from "./programs-before.js";
import { isPunctuatedPassword } from "./punctuated-values.js";
import { looksLikeConfigSecret, looksLikeLiteralSecret, looksLikeSecret } from "./secret-shape.js";
import { escapedValueEnd, quotedBody } from "./value-escapes.js";

export interface CredentialSpan {
  start: number;
  end: number;
  kind: string;
}

interface CredentialFlag {
  /** The flag as typed, with its dash (`-p`). */
  flag: string;
  /** `-pSECRET`: the value may be joined to the flag. */
  attached: boolean;
  /** `-p SECRET`: the value may be the next word (for mysql it is a database name instead). */
  separate: boolean;
  /** `user:password`, `user%password`: the secret is what follows this character. */
  afterUser?: string;
  /** `-u TOKEN:`: with nothing after `afterUser`, the user is a token (curl's API tokens: SonarQube, Stripe, Mailgun). */
  tokenUser?: boolean;
}

interface CredentialClient {
  kind: string;
  programs: readonly string[];
  /** `docker login -p`: the flag means a password only after this subcommand. */
  subcommand?: string;
  flags: readonly CredentialFlag[];
}

const attachedOnly = (flag: string): CredentialFlag => ({ flag, attached: true, separate: false });
const separateOnly = (flag: string): CredentialFlag => ({ flag, attached: false, separate: true });
const either = (flag: string): CredentialFlag => ({ flag, attached: true, separate: true });

export const CREDENTIAL_CLIENTS: readonly CredentialClient[] = [
  // `-p` alone prompts, and the next word is the database: only `-pSECRET` holds a password
  {
    kind: "mysql-password",
    programs: ["mysql", "mariadb", "mysqldump", "mariadb-dump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mysqlsh"],
    flags: [attachedOnly("-p")],
  },
  { kind: "redis-password", programs: ["redis-cli", "redis-benchmark", "valkey-cli", "keydb-cli"], flags: [separateOnly("-a")] },
  {
    kind: "mongo-password",
    programs: ["mongo", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat", "mongotop", "mongofiles"],
    flags: [separateOnly("-p")],
  },
  { kind: "sqlserver-password", programs: ["sqlcmd", "bcp", "osql", "isql"], flags: [either("-P")] },
  { kind: "sshpass", programs: ["sshpass"], flags: [either("-p")] },
  {
    kind: "ldap-password",
    programs: ["ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldapwhoami", "ldappasswd", "ldapcompare", "ldapmodrdn", "ldapexop"],
    flags: [either("-w")],
  },
  { kind: "archive-password", programs: ["zip", "unzip", "zipcloak"], flags: [separateOnly("-P")] },
  { kind: "archive-password", programs: ["7z", "7za", "7zr", "7zz", "rar", "unrar"], flags: [attachedOnly("-p")] },
  { kind: "smb-password", programs: ["smbclient", "rpcclient", "smbcacls", "smbget"], flags: [{ ...either("-U"), afterUser: "%" }] },
  {
    kind: "curl-user-password",
    programs: ["curl"],
    flags: [{ ...either("-u"), afterUser: ":", tokenUser: true }, { ...either("-U"), afterUser: ":", tokenUser: true }],
  },
  { kind: "registry-login-password", programs: ["docker", "podman", "nerdctl", "buildah", "skopeo", "helm", "oras"], subcommand: "login", flags: [either("-p")] },
  { kind: "mqtt-password", programs: ["mosquitto_pub", "mosquitto_sub", "mosquitto_rr"], flags: [separateOnly("-P")] },
  { kind: "ssh-keygen-passphrase", programs: ["ssh-keygen"], flags: [separateOnly("-N"), separateOnly("-P")] },
  { kind: "cassandra-password", programs: ["cqlsh"], flags: [separateOnly("-p")] },
  { kind: "cloud-login-password", programs: ["az"], subcommand: "login", flags: [either("-p")] },
  // HTTPie and xh: `http -a user:PW GET …`
  { kind: "http-auth-password", programs: ["http", "https", "xh", "xhs"], flags: [{ ...either("-a"), afterUser: ":" }] },
  { kind: "ftp-password", programs: ["lftp"], flags: [{ ...either("-u"), afterUser: "," }] },
  { kind: "ipmi-password", programs: ["ipmitool"], flags: [either("-P")] },
  { kind: "rdp-password", programs: ["rdesktop"], flags: [separateOnly("-p")] },
  // `openssl enc -k PW` (the key's passphrase; `-pass pass:PW` is name-rules.ts's)
  { kind: "openssl-passphrase", programs: ["openssl"], subcommand: "enc", flags: [separateOnly("-k")] },
  // Apple's altool and notarytool take an app-specific password: `xcrun altool --upload-app … -u ID -p xxxx-xxxx-xxxx-xxxx`
  { kind: "apple-app-password", programs: ["altool"], flags: [separateOnly("-p")] },
  // RabbitMQ's management CLI (`-p` is its password; the vhost is `-V`), OpenShift's `oc login -u kubeadmin -p X`,
  // NcFTP's `ncftpput -u user -p X`, ApacheBench's basic auth `ab -A user:X` (and `-P` for a proxy's),
  // SNMPv3's auth and privacy passphrases (`snmpwalk -v3 … -A X -X Y`; `-c` is v2's community, `public`)
  { kind: "rabbitmq-password", programs: ["rabbitmqadmin"], flags: [either("-p")] },
  { kind: "cluster-login-password", programs: ["oc"], subcommand: "login", flags: [either("-p")] },
  { kind: "ftp-password", programs: ["ncftp", "ncftpput", "ncftpget", "ncftpls"], flags: [separateOnly("-p")] },
  { kind: "http-auth-password", programs: ["ab"], flags: [{ ...either("-A"), afterUser: ":" }, { ...either("-P"), afterUser: ":" }] },
  // ldappasswd's new and old passwords (`-s NEW`, `-a OLD`; its bind password is `-w`, above)
  { kind: "ldap-password", programs: ["ldappasswd"], flags: [either("-s"), either("-a")] },
  // Sysinternals' PsExec and its kin: `psexec \\host -u DOM\admin -p X cmd`
  { kind: "psexec-password", programs: ["psexec", "PsExec", "psexec64", "PsExec64", "psexec.exe", "PsExec.exe", "PsExec64.exe", "paexec"], flags: [separateOnly("-p")] },
  {
    kind: "snmp-passphrase",
    programs: ["snmpwalk", "snmpget", "snmpset", "snmpbulkwalk", "snmpbulkget", "snmpgetnext", "snmptable", "snmptrap", "snmpinform", "snmpdelta"],
    flags: [either("-A"), either("-X")],
  },
];

/** How far back a flag's program may stand on its command line. */
export const MAX_COMMAND_CHARS = 400;
/** The most short flags read as one cluster (`-sSLku`). */
const MAX_CLUSTER = 6;
/** The letters of the table's flags. */
const FLAG_LETTERS = `[${[...new Set(CREDENTIAL_CLIENTS.flatMap((client) => client.flags.map(({ flag }) => flag[1]!)))].join("")}]`;
/**
 * A flag that some client reads a credential from: ` -p`, `\t-P`, … (letters of the table), or the last
 * of a cluster of short flags before a blank (`curl -su user:PW`, `-ku`): getopt reads `-su X` as `-s -u X`.
 */
const FLAG_SCAN = new RegExp(`-(?<=[ \\t]-)(?:[A-Za-z]{1,${MAX_CLUSTER - 1}}(?=${FLAG_LETTERS}[ \\t]))?${FLAG_LETTERS}`, "g");
/** Where a command ends: a line end (raw, or JSON-escaped `\n`), `;`, `|`, `&`. */
const COMMAND_ENDS = new Set(["\n", ";", "|", "&"]);
const BY_PROGRAM = new Map<string, CredentialClient[]>();
for (const client of CREDENTIAL_CLIENTS) {
  for (const program of client.programs) BY_PROGRAM.set(program, [...(BY_PROGRAM.get(program) ?? []), client]);
}
const PROGRAM_NAMES = programNames(BY_PROGRAM.keys());
/** A program name as a word of a command: after anything a name cannot hold (a space, a quote, `/`, a diff's `+`). */
const PROGRAM_WORD = /(?:^|[^\w.-])([\w.-]+)(?=[\s"'`]|\\)/g;
/** A value's opening quote, possibly escaped inside JSON text. */
const OPEN_QUOTE = /^(?:\\{1,3})?["']/;
/** A bare value: stops at white space, quotes, backslashes and shell punctuation (escapes inside it: value-escapes.ts). */
const BARE_VALUE = /^[^\s"'\\`;&|<>()]+/;
const BARE_CHAR = "[^\\s\"'\\\\`;&|<>()]";

/** Spans of passwords given to known clients by their credential flag or position. */
export function credentialFlagSpans(text: string): CredentialSpan[] {
  const spans: CredentialSpan[] = [];
  const programs = new ProgramsBefore(text, PROGRAM_NAMES);
  FLAG_SCAN.lastIndex = 0;
  for (let hit = FLAG_SCAN.exec(text); hit !== null; hit = FLAG_SCAN.exec(text)) {
    // no client's name within a command's reach: the flag is no client's (a line of flags alone reads no command per flag)
    if (!programs.near(hit.index, MAX_COMMAND_CHARS)) continue;
    const letterAt = hit.index + hit[0].length - 1;
    // a cluster's last flag takes the next word; else its first letters may be a flag and an attached value (`-pabcU x`)
    const span = flagValue(text, hit.index, letterAt) ?? (letterAt > hit.index + 1 ? flagValue(text, hit.index, hit.index + 1) : null);
    if (span !== null) spans.push(span);
  }
  return spans;
}

/** The value of the flag whose letter is at `letterAt`, alone (`-u`) or the last of a cluster (`-su`) that opens at `dashAt`. */
function flagValue(text: string, dashAt: number, letterAt: number): CredentialSpan | null {
  const flag = `-${text[letterAt]!}`;
  const client = clientOf(commandBefore(text, dashAt), flag);
  if (client === null) return null;
  const clustered = letterAt > dashAt + 1;
  for (const credential of client.flags) {
    if (credential.flag !== flag) continue;
    const joined = text[letterAt + 1];
    // `-pX`, `-p'X'`, `-p\"X\"` (in JSON text) are joined; `-p X` is not
    const attached = joined !== undefined && joined !== " " && joined !== "\t" && joined !== "\n";
    if (attached && (!credential.attached || clustered)) continue;
    if (!attached && !credential.separate) continue;
    let valueAt = letterAt + 1;
    if (!attached) {
      while (text[valueAt] === " " || text[valueAt] === "\t") valueAt += 1;
      if (valueAt === letterAt + 1) continue;
    }
    const value = valueSpan(text, valueAt, credential.afterUser, credential.tokenUser);
    if (value !== null) return { ...value, kind: client.kind };
  }
  return null;
}

/** The command text before a flag, back to the command's start on its line. */
function commandBefore(text: string, flagAt: number): string {
  const limit = Math.max(0, flagAt - MAX_COMMAND_CHARS);
  let start = flagAt;
  while (start > limit && !COMMAND_ENDS.has(text[start - 1]!) && !(text[start - 1] === "n" && text[start - 2] === "\\")) start -= 1;
  return text.slice(start, flagAt);
}

/** The last known client named in the command whose flag this is (and whose subcommand follows). */
function clientOf(command: string, flag: string): CredentialClient | null {
  let found: CredentialClient | null = null;
  PROGRAM_WORD.lastIndex = 0;
  for (let word = PROGRAM_WORD.exec(command); word !== null; word = PROGRAM_WORD.exec(command)) {
    for (const client of BY_PROGRAM.get(word[1]!) ?? []) {
      if (!client.flags.some((credential) => credential.flag === flag)) continue;
      const rest = command.slice(word.index + word[0].length);
      if (client.subcommand !== undefined && !new RegExp(`(?:^|\\s)${client.subcommand}(?:\\s|$)`).test(rest)) continue;
      found = client;
    }
  }
  return found;
}

/**
 * The secret of a value starting at `at`: quoted or bare, past `user:` when the value holds a user. A
 * backslash or a quote inside it does not end it (`-U 'CORP\\jdoe%pa\\ss'`; value-escapes.ts).
 */
export function valueSpan(text: string, at: number, afterUser?: string, tokenUser = false): { start: number; end: number } | null {
  const quote = OPEN_QUOTE.exec(text.slice(at, at + QUOTE_CHARS));
  const start = at + (quote?.[0].length ?? 0);
  const body = quote === null
    ? bareValue(text, at)
    : quotedBody(text, start, quote[0].slice(-1), quote[0].length - 1, MAX_COMMAND_CHARS).body;
  if (body === "") return null;
  let secretStart = start;
  let secret = body;
  if (afterUser !== undefined) {
    const split = body.indexOf(afterUser);
    if (split === -1) return null;
    secretStart = start + split + 1;
    secret = body.slice(split + 1);
    if (secret === "") return tokenUser && split === body.length - 1 ? tokenSpan(text, start, body.slice(0, split)) : null;
  }
  // a quoted value, or one that opens on `!`, is the password's own characters (`echo '!X' |`, `-X !X`); a bare `#` after a
  // blank opens the shell's comment. After a user and its separator no code stands: a dotted value is no member access there
  // (`lftp -u backup,v.qJ3…`; secret-shape.ts `looksLikeConfigSecret`)
  const literal = afterUser === undefined ? looksLikeLiteralSecret : looksLikeConfigSecret;
  const guard = quote !== null || !secret.startsWith("#") ? literal : looksLikeSecret;
  // a flag named in prose is followed by a word of the sentence (`over -w with an inline password`), no password
  if (quote === null && PROSE_WORD.test(secret)) return null;
  // a quoted one full of punctuation is a generated password's (`-p'@08FWAXo^t_.9?N'`; punctuated-values.ts)
  const punctuated = quote !== null && isPunctuatedPassword(secret);
  if (!punctuated && !guard(secret, text[secretStart + secret.length] ?? "", "position")) return null;
  return { start: secretStart, end: secretStart + secret.length };
}
/** English function words: after a flag in prose they are the sentence's, not a value. */
const PROSE_WORD = /^(?:with|and|or|the|an?|to|for|from|in|on|of|over|instead|via|is|are|if|then|when|as|by|but|not|so)$/i;

/** A user that is a token (`-u squ_…:`): long and random, as a key is (a name, `-u admin:`, stays). */
function tokenSpan(text: string, start: number, user: string): { start: number; end: number } | null {
  return looksLikeSecret(user, ":", "key") ? { start, end: start + user.length } : null;
}

/** An opening quote is at most three backslashes and the quote. */
const QUOTE_CHARS = 4;

/** A bare value from `at`, on past the backslashes and quotes inside it. */
function bareValue(text: string, at: number): string {
  const run = BARE_VALUE.exec(text.slice(at, at + MAX_COMMAND_CHARS))?.[0] ?? "";
  return run === "" ? "" : text.slice(at, escapedValueEnd(text, at + run.length, BARE_CHAR));
}

/**
 * Passwords some tools take as a positional word: `htpasswd -b[c] file user PW`, `htpasswd -nb
 * user PW`, `mosquitto_passwd -b file user PW`, `rabbitmqctl add_user user PW`, `rabbitmqctl change_password user PW`,
 * `smbclient //host/share PW -U user` (the word after the service), macOS's `dscl . -passwd /Users/u [OLD] PW`.
 */
const POSITIONAL_SCAN = /htpasswd|mosquitto_passwd|rabbitmqctl|smbclient|dscl|security(?= (?:unlock|create|set)-keychain| import| export)/g;
/** Parts of those names every hit holds, opening on rarer characters (redact.ts skips the scan without one). */
export const POSITIONAL_ANCHORS = ["tpasswd", "o_passwd", "qctl", "mbclient", "dscl", "-keychain", "security im", "security ex"] as const;
const POSITIONAL_KINDS: Readonly<Record<string, string>> = {
  htpasswd: "htpasswd-password", mosquitto_passwd: "mosquitto-password", rabbitmqctl: "rabbitmq-password", smbclient: "smb-password",
  dscl: "dscl-password", security: "keychain-password",
};
/** A container's entrypoint flag right before the program: its image is the next word. */
const ENTRYPOINT_BEFORE = /--entrypoint[ =]$/;
const ENTRYPOINT_CHARS = "--entrypoint=".length;
/** The words of a command, up to its end; quoted words keep their quotes (escaped or not). */
const COMMAND_WORD = /(?:\\{0,3}["'][^"'\\\n]*\\{0,3}["']|[^\s"'\\;&|<>]+)/y;

export function positionalPasswordSpans(text: string): CredentialSpan[] {
  const spans: CredentialSpan[] = [];
  POSITIONAL_SCAN.lastIndex = 0;
  for (let hit = POSITIONAL_SCAN.exec(text); hit !== null; hit = POSITIONAL_SCAN.exec(text)) {
    let words = wordsAfter(text, hit.index + hit[0].length);
    // `docker run --entrypoint htpasswd httpd:2 -Bbn user PW`: the image comes before htpasswd's own words
    if (ENTRYPOINT_BEFORE.test(text.slice(Math.max(0, hit.index - ENTRYPOINT_CHARS), hit.index))) words = words.slice(1);
    const program = hit[0];
    const found = program === "rabbitmqctl" ? rabbitmqPassword(words) : program === "smbclient" ? smbclientPassword(words)
      : program === "dscl" ? dsclPasswords(words) : program === "security" ? keychainPassword(words) : htpasswdPassword(words);
    for (const at of [found ?? []].flat()) {
      const value = valueSpan(text, at.index);
      if (value !== null) spans.push({ ...value, kind: POSITIONAL_KINDS[program]! });
    }
  }
  return spans;
}

export interface Word {
  word: string;
  index: number;
}

/** The words of the command after `at`, on the same line. */
export function wordsAfter(text: string, at: number, most = MAX_POSITIONAL_WORDS): Word[] {
  const words: Word[] = [];
  let cursor = at;
  const end = Math.min(text.length, at + MAX_COMMAND_CHARS);
  while (cursor < end && words.length < most) {
    while (text[cursor] === " " || text[cursor] === "\t") cursor += 1;
    if (cursor === at) return words;
    COMMAND_WORD.lastIndex = cursor;
    const word = COMMAND_WORD.exec(text);
    if (word === null) break;
    words.push({ word: word[0], index: cursor });
    cursor = COMMAND_WORD.lastIndex;
  }
  return words;
}
/** htpasswd takes at most a flag cluster or two, a file, a user and a password. */
const MAX_POSITIONAL_WORDS = 8;

/**
 * macOS's `security unlock-keychain -p PW`, `create-keychain -p PW`, `set-keychain-password -o OLD -p NEW`, and `import` /
 * `export`'s `-P PW` (a PKCS#12 passphrase); elsewhere `-p` is a policy or PEM output, no password.
 */
function keychainPassword(words: Word[]): Word[] {
  const flags = /-keychain/.test(words[0]?.word ?? "") ? ["-p", "-o"] : ["-P"];
  const valueAfter = (at: number) => words[at + 1] !== undefined && !PROSE_WORD.test(words[at + 1]!.word);
  return words.flatMap(({ word }, at) => (flags.includes(word) && valueAfter(at) ? [words[at + 1]!] : []));
}

/** dscl's `-passwd` takes the user's record, then the new password, or the old and the new: each a secret. */
function dsclPasswords(words: Word[]): Word[] {
  const at = words.findIndex(({ word }) => word === "-passwd");
  // a closing quote or brace of the line around it (`'sudo dscl … PW'"}` in JSON text) is no word of its own
  const after = at === -1 ? [] : words.slice(at + 1, at + 4).filter(({ word }) => !word.startsWith("-") && /[A-Za-z0-9]/.test(word));
  // prose that names the command (`run dscl . -passwd /Users/alice to change it`) gives none
  if (after.slice(1).some(({ word }) => PROSE_WORD.test(word))) return [];
  return after.slice(1);
}

/** `-b` puts the password on the command line: after the file and user, or after the user with `-n`. */
function htpasswdPassword(words: Word[]): Word | undefined {
  const flags = words.filter(({ word }) => word.startsWith("-")).map(({ word }) => word).join("");
  if (!flags.includes("b")) return undefined;
  const positional = words.filter(({ word }) => !word.startsWith("-"));
  return positional[flags.includes("n") ? 1 : 2];
}

function rabbitmqPassword(words: Word[]): Word | undefined {
  const [subcommand, , password] = words;
  return subcommand !== undefined && /^(?:add_user|change_password)$/.test(subcommand.word) ? password : undefined;
}

/** smbclient's options that take a value: the word after them is none of its positional words. */
const SMBCLIENT_VALUED: ReadonlySet<string> = new Set([
  "-U", "-W", "-I", "-p", "-n", "-s", "-l", "-d", "-c", "-D", "-T", "-m", "-t", "-A", "-O", "-R", "-b", "-L", "-M",
  "--user", "--workgroup", "--port", "--command", "--directory", "--authentication-file", "--configfile",
]);
/** A service of smbclient: `//host/share` (its `-L host` lists the host's shares and takes no password by position). */
const SMB_SERVICE = /^(?:\\{0,3}["'])?\/\//;

/** `smbclient //host/share PW [options]`: the positional word right after the service, when it is no flag. */
function smbclientPassword(words: Word[]): Word | undefined {
  const positional: Word[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const { word } = words[at]!;
    if (word.startsWith("-")) {
      if (SMBCLIENT_VALUED.has(word)) at += 1;
      continue;
    }
    positional.push(words[at]!);
  }
  const [service, password] = positional;
  return service !== undefined && SMB_SERVICE.test(service.word) ? password : undefined;
}
