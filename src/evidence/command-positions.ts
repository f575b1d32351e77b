/**
 * Credentials that a command takes by position after its subcommand, or on its standard input from
 * an `echo`, rather than after a flag of its own (credential-flags.ts) or a name (name-rules.ts):
 * `pulumi config set --secret NAME X`, `mc alias set NAME URL KEY X`, `cargo login X`,
 * `npm config set //host/:_authToken X`, `gh secret set NAME --body X`, `az keyvault secret set … --value X`,
 * `aws ssm put-parameter … --type SecureString --value X`, redis's `AUTH [user] X`,
 * `net use … /user:DOM\u X`, FreeRDP's `/p:X` and cmdkey's `/pass:X`, `poetry config http-basic.R USER X` (and Composer's),
 * and `echo 'X' | docker login --password-stdin` or `sudo -S … <<< 'X'` (or `chpasswd`, `passwd --stdin`).
 *
 * Each is a named entry: the literals every match holds (redact.ts skips the entry without one), the
 * command's opening, and which of the words after it is the secret. The value is guarded as a flag's is
 * (`valueSpan`): a reference (`$TOKEN`) or a placeholder stays.
 */
import { valueSpan, wordsAfter, type CredentialSpan, type Word } from "./credential-flags.js";
import { isSpacedPassphrase } from "./secret-shape.js";

export interface CommandPosition {
  kind: string;
  /**
   * Literals every match holds, each opening on a character that the other anchors and the tokens' prefixes
   * open on (redact.ts, `LITERALS`): one that opens on another character costs that scan a third more.
   */
  anchors: readonly string[];
  /** The command up to where its words of interest start (global). */
  opening: RegExp;
  /** The secret after the opening, which ends at `at`. */
  secretAfter: (text: string, at: number) => Span | null;
}
type Span = { start: number; end: number };

/** The secret as one of the words after the opening. */
export const byWords = (pick: (words: Word[]) => Word | undefined) => (text: string, at: number): Span | null => {
  const word = pick(wordsAfter(text, at, MAX_WORDS));
  return word === undefined ? null : valueSpan(text, word.index);
};

/** The most words read after an opening. */
const MAX_WORDS = 12;

/** The words that are not flags, a flag's value skipped where the flag takes one. */
export function positional(words: Word[], valued: ReadonlySet<string>): Word[] {
  const found: Word[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const { word } = words[at]!;
    if (word === "--") continue;
    if (word.startsWith("-")) {
      if (valued.has(word)) at += 1;
      continue;
    }
    found.push(words[at]!);
  }
  return found;
}

/** The value of an option, `--value X` or `--value=X`: the word after it, or the word itself past its `=`. */
export function optionValue(words: Word[], names: readonly string[]): Word | undefined {
  for (let at = 0; at < words.length; at += 1) {
    const { word, index } = words[at]!;
    if (names.includes(word)) return words[at + 1];
    const name = names.find((option) => word.startsWith(`${option}=`));
    if (name !== undefined) return { word: word.slice(name.length + 1), index: index + name.length + 1 };
  }
  return undefined;
}

/** npm's, pnpm's and yarn's settings that hold a credential. */
const REGISTRY_CREDENTIAL_KEY = /(?:_authToken|_auth|_password|npmAuthToken|npmAuthIdent)$/;

export const COMMAND_POSITIONS: readonly CommandPosition[] = [
  {
    kind: "pulumi-config-secret",
    anchors: ["config set"],
    opening: /pulumi config set(?=[ \t])/g,
    secretAfter: byWords((words) => (words.some(({ word }) => word === "--secret") ? positional(words, PULUMI_VALUED)[1] : undefined)),
  },
  {
    kind: "registry-auth-token",
    anchors: ["config set"],
    opening: /config set(?<=(?:npm|pnpm|yarn) config set)(?=[ \t])/g,
    secretAfter: byWords((words) => {
      const [key, value] = positional(words, NO_VALUED);
      return key !== undefined && REGISTRY_CREDENTIAL_KEY.test(key.word) ? value : undefined;
    }),
  },
  {
    // MinIO's client: `mc alias set NAME URL ACCESS_KEY SECRET_KEY`
    kind: "minio-secret-key",
    anchors: ["mc alias"],
    opening: /mc alias set(?<![\w.-]mc alias set)(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, MC_VALUED)[3]),
  },
  {
    kind: "cargo-login-token",
    anchors: ["cargo login"],
    opening: /cargo login(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, CARGO_VALUED)[0]),
  },
  {
    kind: "gh-secret-body",
    anchors: ["ecret set"],
    opening: /gh secret set(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--body", "-b"])),
  },
  {
    kind: "keyvault-secret-value",
    anchors: ["ecret set"],
    opening: /az keyvault secret set(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--value"])),
  },
  {
    // a parameter of type String is configuration; a SecureString is a secret
    kind: "ssm-secure-string",
    anchors: ["ecureString"],
    opening: /aws ssm put-parameter(?=[ \t])/g,
    secretAfter: byWords((words) => (words.some(({ word }) => /SecureString/.test(word)) ? optionValue(words, ["--value"]) : undefined)),
  },
  {
    // `redis-cli -h host AUTH [user] PW`, and the prompt's `127.0.0.1:6379> AUTH [user] PW`; not the output
    // on a later line (`AUTH failed: WRONGPASS …`: a line break ends the command, raw or JSON-escaped)
    kind: "redis-auth-password",
    anchors: ["AUTH "],
    opening: /AUTH(?= )(?<=(?:(?:redis|valkey|keydb)-cli(?:[^\n\\|;&"]|\\(?![nr])){0,200}?[ \t]|>[ \t]*)AUTH)/g,
    secretAfter: byWords((words) => {
      const [first, second] = words.filter(({ word }) => !word.startsWith("-"));
      const secret = second ?? first;
      // SMTP's `AUTH LOGIN` (swaks' ` ~> AUTH LOGIN`) names a SASL mechanism; `AUTH PLAIN <base64>` holds the credential after it
      return secret === undefined || SASL_MECHANISM.test(secret.word) ? undefined : secret;
    }),
  },
  {
    // `poetry config http-basic.REPO USER PW` (the repository's user and password), `poetry config pypi-token.REPO TOKEN`
    kind: "poetry-http-basic",
    anchors: ["config http-basic"],
    opening: /poetry config http-basic\.[\w.-]+(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, NO_VALUED)[1]),
  },
  {
    // Composer's auth settings (corpus 16): `composer config [--global] [--auth] http-basic.HOST USER PW`, and the tokens it keeps
    // by host, `github-oauth.HOST X`, `gitlab-token.HOST X`, `gitlab-oauth.HOST X`, `bearer.HOST X`
    kind: "composer-auth",
    anchors: ["composer "],
    opening: /composer(?:[ \t]+-[\w-]+)*[ \t]+config(?:[ \t]+-[\w-]+)*[ \t]+(?:http-basic|github-oauth|gitlab-token|gitlab-oauth|bearer)\.[\w.-]+(?=[ \t])/g,
    secretAfter: (text, at) => {
      const basic = /http-basic\.[\w.-]+$/.test(text.slice(Math.max(0, at - 200), at));
      return byWords((words) => positional(words, NO_VALUED)[basic ? 1 : 0])(text, at);
    },
  },
  {
    kind: "poetry-pypi-token",
    anchors: ["config pypi-token"],
    opening: /poetry config pypi-token\.[\w.-]+(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, NO_VALUED)[0]),
  },
  {
    kind: "piped-password",
    anchors: ["d-stdin", "d --stdin", "do -S", "chpasswd", "d-on-stdin", "ncpasswd", "mbpasswd"],
    opening: /(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?:\\{0,3}["'])%s(?:\\{1,2}n)?(?:\\{0,3}["']))?(?=[ \t])/g,
    secretAfter: pipedPassword,
  },
  {
    // `echo 'X' > .vault_pass`, `printf '%s' X > secrets/db_password.txt`, `echo X | sudo tee /run/secrets/api_token`
    kind: "password-file-write",
    anchors: ["echo ", "printf "],
    opening: /(?<![\w.-])(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?:\\{0,3}["'])%s(?:\\{1,2}n)?(?:\\{0,3}["']))?(?=[ \t])/g,
    secretAfter: writtenToPasswordFile,
  },
  {
    // a here-string feeds the word after `<<<` to a command that reads a password on its input:
    // `sudo -S systemctl restart app <<< 'PW'`, `docker login -u bot --password-stdin <<< PW`, `chpasswd <<< 'user:PW'`
    kind: "here-string-password",
    anchors: ["d-stdin", "d --stdin", "do -S", "chpasswd", "d-on-stdin", "ncpasswd", "mbpasswd"],
    opening: /<<<[ \t]*/g,
    secretAfter: hereStringPassword,
  },
  {
    kind: "net-use-password",
    anchors: ["et use", "ET USE"],
    opening: /(?:net use|NET USE)(?<![\w-](?:net use|NET USE))(?=[ \t])/g,
    secretAfter: netUsePassword,
  },
  {
    // `net user NAME PW /add`: the word after the user's name (`*` prompts; a switch is none)
    kind: "net-user-password",
    // `net use`'s anchors: every `net user` holds one
    anchors: ["et use", "ET USE"],
    opening: /(?:net user|NET USER)(?<![\w-](?:net user|NET USER))(?=[ \t])/g,
    secretAfter: byWords((words) => {
      const [user, password] = words.filter(({ word }) => !word.startsWith("/"));
      return user === undefined || password?.word === "*" ? undefined : password;
    }),
  },
  {
    kind: "slash-password",
    anchors: ["eerdp", "cmdkey"],
    opening: /(?:freerdp3?|cmdkey)(?:\.exe)?(?=[ \t])/g,
    secretAfter: slashPassword,
  },
];

export /** SASL mechanisms' names, which follow SMTP's and IMAP's `AUTH`. */
const SASL_MECHANISM = /^(?:LOGIN|PLAIN|CRAM-MD5|DIGEST-MD5|XOAUTH2|OAUTHBEARER|NTLM|GSSAPI|EXTERNAL|ANONYMOUS)$/;
export const NO_VALUED: ReadonlySet<string> = new Set();
const PULUMI_VALUED: ReadonlySet<string> = new Set(["-s", "--stack", "-C", "--cwd", "--config-file"]);
const MC_VALUED: ReadonlySet<string> = new Set(["--api", "--path", "--config-dir", "-C"]);
const CARGO_VALUED: ReadonlySet<string> = new Set(["--registry", "-Z", "--config", "--color"]);

/** The spans one entry finds in a text. */
export function commandPositionSpans(entry: CommandPosition, text: string): CredentialSpan[] {
  const spans: CredentialSpan[] = [];
  entry.opening.lastIndex = 0;
  for (let hit = entry.opening.exec(text); hit !== null; hit = entry.opening.exec(text)) {
    const span = entry.secretAfter(text, hit.index + hit[0].length);
    if (span !== null) spans.push({ ...span, kind: entry.kind });
  }
  return spans;
}

/**
 * `echo 'X' | docker login -u bot --password-stdin`, OpenConnect's `--passwd-on-stdin`, `echo 'X' | sudo -S apt-get …`,
 * `echo 'user:X' | sudo chpasswd`, `echo X | passwd --stdin user`: the echoed word, when the next command of the pipe reads
 * a password from it.
 */
function pipedPassword(text: string, at: number): Span | null {
  const [word] = wordsAfter(text, at, 1);
  if (word === undefined) return null;
  const after = word.index + word.word.length;
  const receiver = PIPED_TO.exec(text.slice(after, after + MAX_RECEIVER_CHARS));
  if (receiver === null) return null;
  return valueSpan(text, word.index, receiver[1] === undefined ? undefined : ":");
}
export const MAX_RECEIVER_CHARS = 300;
/** The pipe's next command reads a password on its input; `chpasswd` reads `user:password` (group 1). */
const PIPED_TO = /^[ \t]*\|[ \t]*(?:sudo -S\b|[^\n|;&]*?[ \t]--passw(?:or)?d-(?:on-)?stdin\b|[^\n|;&]*?\bpasswd --stdin\b|[^\n|;&]*?\b(?:vnc|smb)passwd\b|(?:sudo[ \t]+)?(chpasswd)\b)/;

/** The echoed word, when the line writes it (`>`, `>>`, `| tee`) to a file whose name says it holds a password or a token. */
function writtenToPasswordFile(text: string, at: number): Span | null {
  const [word] = wordsAfter(text, at, 1);
  if (word === undefined) return null;
  const after = word.index + word.word.length;
  const target = WRITTEN_TO.exec(text.slice(after, after + MAX_RECEIVER_CHARS))?.[1];
  if (target === undefined || !CREDENTIAL_FILE.test(target.replace(/^.*\//, ""))) return null;
  const span = valueSpan(text, word.index);
  // a password is a run of eight or more characters, not a word or two (`echo done > pass`, `echo 'see docs' > token.txt`)
  const value = span === null ? "" : text.slice(span.start, span.end);
  return value.length >= MIN_WRITTEN_PASSWORD && !/^[A-Za-z]+$/.test(value) && (!/\s/.test(value) || isSpacedPassphrase(value)) ? span : null;
}
const MIN_WRITTEN_PASSWORD = 8;
/** A redirection or a `tee` of the echoed word, and the file it writes (group 1). */
const WRITTEN_TO = /^[ \t]*(?:>>?|\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?)[ \t]*(?:\\{0,3}["'])?([^\s"'\\;&|<>]+)/;
/**
 * A file named for a credential it holds (`.vault_pass`, `db_password.txt`, `api-token`, `postgres_password`): the name's
 * last word, maybe before a plain text's extension; `passwd`, the user database, `.pgpass`, whose lines have a rule of
 * their own, and a document about one (`password_reset.md`) are not.
 */
const CREDENTIAL_FILE = /(?:^|[._-])(?:pass(?:word|phrase)?|pwd|secret|token|credentials?|api[_-]?key)(?:[._-]file)?(?:\.(?:txt|key|secret|dat))?$/i;

/** The word after `<<<` when its command (back to the command's start) reads a password on its input. */
function hereStringPassword(text: string, at: number): Span | null {
  const receiver = HERE_STRING_TO.exec(commandStart(text, at));
  return receiver === null ? null : valueSpan(text, at, receiver[1] === undefined ? undefined : ":");
}
/** A command that reads a password on its input (vncpasswd's `-f`, smbpasswd's `-s`); `chpasswd` reads `user:password` (group 1). */
const HERE_STRING_TO = /(?:\bsudo -S\b|[ \t]--passw(?:or)?d-(?:on-)?stdin\b|\bpasswd --stdin\b|\b(?:vnc|smb)passwd\b|\b(chpasswd)\b)/;

/** The text of the command that `at` is in, from its start (a line's, `;`, `|` or `&`, raw or JSON-escaped) to `at`. */
function commandStart(text: string, at: number): string {
  const limit = Math.max(0, at - MAX_RECEIVER_CHARS);
  let start = at;
  while (start > limit && !COMMAND_ENDS.has(text[start - 1]!) && !(text[start - 2] === "\\" && /[nr]/.test(text[start - 1]!))) start -= 1;
  return text.slice(start, at);
}
const COMMAND_ENDS: ReadonlySet<string> = new Set(["\n", "\r", ";", "|", "&"]);

/** `net use [drive] \\server\share X /user:DOM\u`, or X after `/user:…`: the word that is neither a drive, a share, `*` nor a switch. */
function netUsePassword(text: string, at: number): Span | null {
  const line = LINE_REST.exec(text.slice(at, at + MAX_RECEIVER_CHARS))?.[0] ?? "";
  let offset = at;
  for (const word of line.split(/([ \t]+)/)) {
    const start = offset;
    offset += word.length;
    if (word === "" || /^[ \t]/.test(word) || /^(?:\/|[A-Za-z]:$|\*$|\\)/.test(word)) continue;
    return valueSpan(text, start);
  }
  return null;
}
/**
 * The rest of a command's line: up to a line break (raw or JSON-escaped), a pipe, `&` or `;`. A UNC path is read whole,
 * its separators as the text writes them (`\\\\fs01\\nas` in JSON text, `\\fs01\nas` raw): a share named `nas` is no line break.
 */
const LINE_REST = /^(?:\\\\\\\\[\w.$-]+(?:\\\\[\w.$-]+)+|\\\\[\w.$-]+(?:\\[\w.$-]+)+|[^\n\\|&;]|\\(?![nr"]))*/;

/** FreeRDP's `/p:X` (also `/password:X`) and cmdkey's `/pass:X`, on the program's line. */
function slashPassword(text: string, at: number): Span | null {
  const line = LINE_REST.exec(text.slice(at, at + MAX_RECEIVER_CHARS))?.[0] ?? "";
  const option = SLASH_PASSWORD.exec(line);
  return option === null ? null : valueSpan(text, at + option.index + option[0].length);
}
const SLASH_PASSWORD = /[ \t]\/(?:p|pass|password):/;
