/**
 * The output of a command that prints one stored secret's value and nothing else: nothing in that output
 * says it is a secret (`Sk-Redis-Real-0291` on a line of its own), the command does. A position, as a
 * flag's value is one: `kubectl get secret … -o jsonpath='{.data.password}' | base64 -d`, `vault kv get
 * -field=password …`, `aws secretsmanager get-secret-value … --query SecretString --output text`, `gcloud
 * secrets versions access`, `az keyvault secret show … --query value -o tsv`, `op read op://…/password`,
 * `pass show`, `doppler secrets get X --plain`, `heroku config:get X`, `printenv X`, `echo "$X"`,
 * `stripe listen --print-secret`, `terraform output -raw NAME`, and `cat config/master.key` (a key file, printed whole). Where the command
 * names the field or variable it prints, the name must be a secret's (`-field=username` prints a user).
 *
 * A base64 decode (`… | base64 -d`, `base64 --decode`, `openssl base64 -d`, the program of its command) prints what was
 * encoded: a `user:password` line it prints is an HTTP Basic value's or a registry's `auth` decoded, and the password in it
 * is one, where the pair is the whole output or the input was a credential's (an `auth` field, a secret's data, a value a
 * rule hides), and the pair has a credential's shape, not any `word:value` (decoded-pairs.ts).
 *
 * The value is the output's first line of one word (after Gemini CLI's `Output:` label), and any other
 * line of one word that is unambiguous (seen-secrets.ts): a command chained after it may print a word.
 */
import { secretFileSpans } from "./secret-files.js";
import { isDecodedPassword } from "./decoded-pairs.js";
import { looksLikeSecret } from "./secret-shape.js";
import { MIN_REPEATED_LENGTH } from "./seen-secrets.js";

export interface PrintedSpan {
  start: number;
  end: number;
  kind: string;
}

/** A secret's name: a password, a secret, a token, a key, a credential. */
const SECRET_NAME = /pass|pwd|secret|token|key|cred|auth|private/i;

/** Commands that print a stored secret; the group, where there is one, is the name of what they print. */
const PRINTERS: readonly RegExp[] = [
  /\bkubectl\b[^\n;&]*?\bget[ \t]+secrets?\b[^\n;&]*?\.(?:data|stringData)\.((?:\\\.|[\w-])+)/,
  /\bkubectl\b[^\n;&]*?\bget[ \t]+secrets?\b[^\n;&]*?index[ \t]+\.data[ \t]+\\?["']([\w.-]+)/,
  /\bvault[ \t]+(?:kv[ \t]+get|read)\b[^\n;&|]*?[ \t]-field[= ]["']?([\w.-]+)/,
  /\baws[ \t]+secretsmanager[ \t]+get-secret-value\b(?=[^\n;&|]*SecretString)(?=[^\n;&|]*--output[ =]text)/,
  /\bgcloud[ \t]+secrets[ \t]+versions[ \t]+access\b/,
  /\baz[ \t]+keyvault[ \t]+secret[ \t]+show\b(?=[^\n;&|]*--query[ =]["']?value)(?=[^\n;&|]*(?:-o|--output)[ =]tsv)/,
  /\bop[ \t]+read[ \t]+["']?op:\/\/[^\s"']*\/([\w.-]+)["']?/,
  /\b(?:go)?pass[ \t]+show\b/,
  /\bdoppler[ \t]+secrets[ \t]+get[ \t]+([\w.-]+)(?=[^\n;&|]*--plain)/,
  /\bheroku[ \t]+config:get[ \t]+([\w.-]+)/,
  /\bprintenv[ \t]+([\w]+)/,
  /\becho[ \t]+["']?\$\{?([A-Za-z_]\w*)\}?["']?[ \t]*(?:$|[;&|\n])/,
  /\bstripe[ \t]+listen\b[^\n;&|]*--print-secret\b/,
  // `terraform output -raw NAME` prints one output's bare value; the name says whether it is a secret
  /\bterraform[ \t]+output\b[^\n;&|]*?[ \t]-raw[ \t]+([\w.-]+)/,
  // a key file printed whole (Rails' `config/master.key`, `config/credentials/production.key`, OpenVPN's `ta.key`): not a public one
  /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?(?:[^\s;&|"'\\]*\/)?((?![\w.-]*pub)[\w.-]+\.key)(?:\\?["'])?[ \t]*(?:$|[;&|\n])/,
];

/** Whether `command` prints one stored secret (and the name it prints is a secret's). */
export function printsSecret(command: string): boolean {
  return PRINTERS.some((printer) => {
    const match = printer.exec(command);
    return match !== null && (match[1] === undefined || SECRET_NAME.test(match[1]));
  });
}

/** A label a tool puts on a line of its own before what a command printed: one capitalized word and a colon. */
const TOOL_LABEL = /^[A-Z][a-z]+:$/;
/** A line of the output: an optional `Output:` label (Gemini CLI's shell tool), then one word. */
const WORD_LINE = /^(?:Output:[ \t]*)?(\S+)[ \t]*$/;

/** The values the output of `command` prints, when it is a command that prints a secret. */
export function printedSecretSpans(command: string, output: string): PrintedSpan[] {
  const fileSpans = secretFileSpans(command, output);
  if (fileSpans.length > 0) return fileSpans;
  if (!printsSecret(command)) return decodedPairSpans(command, output);
  const spans: PrintedSpan[] = [];
  let first = true;
  let offset = 0;
  for (const line of output.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const word = WORD_LINE.exec(line.replace(/\r$/, ""))?.[1];
    // a tool's label on a line of its own (Codex's `Output:` before the output) is no value
    if (word === undefined || TOOL_LABEL.test(word)) continue;
    const accepted = first ? looksLikeSecret(word, "", "position") && word.length >= MIN_REPEATED_LENGTH : isUnambiguousWord(word);
    first = false;
    if (!accepted) continue;
    const start = lineStart + line.lastIndexOf(word);
    spans.push({ start, end: start + word.length, kind: "printed-secret" });
  }
  return spans;
}

/** A word of a later line: not letters alone (a chained command's `done`), random enough to be a value. */
function isUnambiguousWord(word: string): boolean {
  return word.length >= MIN_REPEATED_LENGTH && !/^[A-Za-z_-]+$/.test(word) && !/^\d+$/.test(word) && looksLikeSecret(word, "", "position");
}

/**
 * A command that decodes base64, the program of a simple command (after a pipe, a `;`, `&&`, `$(`, or `sudo`): coreutils' and
 * macOS's `base64 -d`/`--decode`/`-D`, openssl's `base64 -d` and `enc -d -base64`; `ls base64 -d` lists a file.
 */
const DECODES_BASE64 = new RegExp(
  "(?:^|[|;&(`\\n]|\\$\\()[ \\t]*(?:sudo[ \\t]+)?(?:[\\w./-]*\\/)?"
    + "(?:base64\\b[^\\n;&|]*?[ \\t](?:-[A-Za-z]*[dD][A-Za-z]*\\b|--decode\\b)|openssl[ \\t]+(?:base64|enc)\\b(?=[^\\n;&|]*[ \\t]-d\\b))",
);
/** A decoded `user:password` line: a user's name (an e-mail address, `_json_key`), a colon, the password to the line's end. */
const DECODED_PAIR = /^(?:Output:[ \t]*)?([A-Za-z_][\w.@+-]{0,63}):(?!\/\/)(\S+)[ \t]*$/;
/** Lines of a decode's output read, from its first. */
const MAX_DECODED_LINES = 4;
/** What the decode reads is a credential's: a field or a secret of that name, or a value a rule hid (`[REDACTED:`). */
const CREDENTIAL_INPUT = /auth|pass|pwd|secret|token|cred|dockerconfig|\[REDACTED:/i;

/** The password of each `user:password` line a base64 decode printed: the whole output, or from a credential's input. */
function decodedPairSpans(command: string, output: string): PrintedSpan[] {
  const decode = DECODES_BASE64.exec(command);
  if (decode === null) return [];
  const lines = output.split("\n");
  const printed = lines.filter((line) => line.trim() !== "").length;
  const fromCredential = CREDENTIAL_INPUT.test(command.slice(0, decode.index + decode[0].length));
  if (printed !== 1 && !fromCredential) return [];
  const spans: PrintedSpan[] = [];
  let offset = 0;
  for (const line of lines.slice(0, MAX_DECODED_LINES)) {
    const lineStart = offset;
    offset += line.length + 1;
    const pair = DECODED_PAIR.exec(line.replace(/\r$/, ""));
    if (pair === null || !isDecodedPassword(pair[1]!, pair[2]!)) continue;
    const password = pair[2]!;
    const start = lineStart + line.lastIndexOf(password);
    spans.push({ start, end: start + password.length, kind: "decoded-credential" });
  }
  return spans;
}
