export const id = 311;
export const ids = [311];
export const modules = {

/***/ 1311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t4: () => (/* binding */ PLAIN_WORDS),
  _j: () => (/* binding */ addSecretValues),
  fp: () => (/* binding */ redactSecrets),
  wT: () => (/* binding */ redactedKinds)
});

// UNUSED EXPORTS: MIN_SECRET_VALUE_LENGTH, SPAN_FINDERS, secretSpans

;// CONCATENATED MODULE: ./src/evidence/assignment-rules.ts
/** A value after a label: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE_ESCAPE = "(?:\\\\{1,3})?";
const OPEN_QUOTE = `(?:${QUOTE_ESCAPE}["'\`])?`;
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
const BASE64_LINE = "[A-Za-z0-9+/=]+";
const PEM_HEADER_LINE = "[A-Za-z-]+:[^\\n\\\\\"]*";
const PEM_LABEL = "[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----";
const rule = (kind, source, confidence) => ({
    kind,
    // the secret, where there is one, ends the match: no indices needed (`d` doubles a scan's cost)
    pattern: new RegExp(source, "g"),
    ...(confidence ? { confidence } : {}),
});
const LABEL_RULES = [
    // a whole or a cut private key block: the body ends at the END line or at the first line that is not base64
    rule("private-key", `-----BEGIN${PEM_LABEL}(?:${NEWLINE}*(?:${BASE64_LINE}|${PEM_HEADER_LINE}))*(?:${NEWLINE}*-----END${PEM_LABEL})?`),
    // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
    // up to the last `@` before the host: a password may hold an unescaped `@` (`u:p@ss@host`)
    rule("url-credentials", `://(?<secret>[^\\s:/@"'\\\\]*:[^\\s/"'\\\\]+)(?=@)`),
    rule("basic-auth-user", `curl[^\\n"]{0,200}?[ \\t](?:-u|--user)(?:[ \\t]+|=)${OPEN_QUOTE}[^\\s:"'\\\\]*:(?<secret>[^\\s"'\\\\]+)`, "labelled"),
    rule("netrc-password", `login[ \\t]+[^\\s"\\\\]+(?:[ \\t]+|${NEWLINE}[ \\t]*)password[ \\t]+(?<secret>${VALUE})`, "labelled"),
    rule("aws-configure", `aws configure set [\\w.-]*(?:secret|key|token|password)[\\w.-]*[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "labelled"),
];

;// CONCATENATED MODULE: ./src/evidence/secret-shape.ts
/**
 * Whether a value found after a secret's label is a secret or ordinary code: the guards that keep
 * `password = getPassword()`, `TOKEN=$TOKEN` and `secret: ${{ secrets.X }}` unredacted.
 */
/** A value in a credential position shorter than this is a flag or a stray character. */
const MIN_POSITIONAL_LENGTH = 4;
/** Shorter values after a label are words or flags; real passwords are at least this long. */
const MIN_LABELLED_LENGTH = 6;
/** Prose ("log in with secret X") names a secret only when X is longer and mixed. */
const MIN_PROSE_LENGTH = 10;
/** Bits per character: random tokens are above, words and identifiers mostly below. */
const MIN_PROSE_ENTROPY = 3;
/** A value under a `…_key` name is an identifier unless it is this long and random. */
const MIN_KEY_LENGTH = 12;
/** A letters-only value this long is a passphrase rather than an identifier. */
const MIN_PASSPHRASE_LENGTH = 20;
/** Shannon entropy of the characters of `text`, in bits per character. */
function shannonEntropy(text) {
    const counts = new Map();
    for (const char of text)
        counts.set(char, (counts.get(char) ?? 0) + 1);
    let bits = 0;
    for (const count of counts.values()) {
        const p = count / text.length;
        bits -= p * Math.log2(p);
    }
    return bits;
}
/** Words that stand where a value goes in code, docs and types, not values themselves. */
const PLACEHOLDERS = new Set([
    "true", "false", "null", "none", "nil", "undefined", "string", "str", "bool", "boolean", "int", "number",
    "required", "optional", "changeme", "example", "placeholder", "redacted", "dummy", "secret", "password",
    "token", "value", "your-token", "your-password", "your_token", "your_password", "xxxxxxxx",
    "change-me", "change_me", "changeit", "passwd", "pass", "your-secret", "your_secret", "mypassword", "prompt",
]);
/** References and expressions: variables, templates, member access, calls, paths, numbers. */
const CODE_SHAPES = [
    /^[$%{<@*[(&!#?]/, // $VAR, ${{ … }}, %VAR%, {{ … }}, <placeholder>, @var, *** masks
    /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+$/, // member access: os.environ, process.env.X, match.groups?.secret
    /^(?:\.{0,2}\/|~\/)/, // paths
    /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
    /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
    /^[xX*.•-]+$/, // masks
];
/** A value the label is followed by, judged with the character right after it. */
function looksLikeSecret(value, next, confidence) {
    if (next === "(" || next === "[" || next === "{")
        return false; // a call or an index
    if (PLACEHOLDERS.has(value.toLowerCase()))
        return false;
    if (CODE_SHAPES.some((shape) => shape.test(value)))
        return false;
    const lettersOnly = /^[A-Za-z_-]+$/.test(value);
    if (confidence === "position")
        return value.length >= MIN_POSITIONAL_LENGTH;
    if (confidence === "labelled") {
        if (value.length < MIN_LABELLED_LENGTH)
            return false;
        return !lettersOnly || value.length >= MIN_PASSPHRASE_LENGTH;
    }
    if (confidence === "key")
        return value.length >= MIN_KEY_LENGTH && !lettersOnly && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
    if (value.length < MIN_PROSE_LENGTH || lettersOnly)
        return false;
    return /[A-Za-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
}
/** Digit runs a plain-words value may hold: `123`, a year, a version; longer runs are random. */
const MAX_WORD_DIGITS = 4;
/** Consonant runs longer than this are not in words ("strengths" has five). */
const MAX_CONSONANT_RUN = 5;
/** Share of vowels (with y) below which a run of letters is not a word. */
const MIN_VOWEL_SHARE = 0.1;
/**
 * True when a value reads as plain words, not as a generated secret: `secret`, `changeme`,
 * `dummy-secret-key-for-testing`, `test_key_123`, `Summer2024`. Each run of letters (split at
 * separators, digits and camel-case humps) is one case throughout, two letters or more, and
 * pronounceable (vowels, no long consonant run); digit runs are short. Random tokens break one of
 * these almost always: single letters between digits, mixed case, consonant clusters, long numbers.
 */
function isPlainWords(value) {
    const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g) ?? [];
    let letters = 0;
    for (const piece of pieces) {
        if (/^[^A-Za-z\d]+$/.test(piece))
            continue;
        if (/^\d+$/.test(piece)) {
            if (piece.length > MAX_WORD_DIGITS)
                return false;
            continue;
        }
        if (!isWordLike(piece))
            return false;
        letters += piece.length;
    }
    return letters > 0;
}
function isWordLike(piece) {
    if (piece.length < 2)
        return false;
    const vowels = piece.replace(/[^aeiouyAEIOUY]/g, "").length;
    if (vowels / piece.length < MIN_VOWEL_SHARE)
        return false;
    const longestConsonants = Math.max(0, ...(piece.match(/[^aeiouyAEIOUY]+/g) ?? []).map((run) => run.length));
    return longestConsonants <= MAX_CONSONANT_RUN;
}

;// CONCATENATED MODULE: ./src/evidence/credential-flags.ts
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

const attachedOnly = (flag) => ({ flag, attached: true, separate: false });
const separateOnly = (flag) => ({ flag, attached: false, separate: true });
const either = (flag) => ({ flag, attached: true, separate: true });
const CREDENTIAL_CLIENTS = [
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
    { kind: "curl-user-password", programs: ["curl"], flags: [{ ...either("-u"), afterUser: ":" }, { ...either("-U"), afterUser: ":" }] },
    { kind: "registry-login-password", programs: ["docker", "podman", "nerdctl", "buildah", "skopeo", "helm", "oras"], subcommand: "login", flags: [either("-p")] },
    { kind: "mqtt-password", programs: ["mosquitto_pub", "mosquitto_sub", "mosquitto_rr"], flags: [separateOnly("-P")] },
    { kind: "ssh-keygen-passphrase", programs: ["ssh-keygen"], flags: [separateOnly("-N"), separateOnly("-P")] },
];
/** How far back a flag's program may stand on its command line. */
const MAX_COMMAND_CHARS = 400;
/** A flag that some client reads a credential from: ` -p`, `\t-P`, … (letters of the table). */
const FLAG_SCAN = new RegExp(`-(?<=[ \\t]-)[${[...new Set(CREDENTIAL_CLIENTS.flatMap((client) => client.flags.map(({ flag }) => flag[1])))].join("")}]`, "g");
/** Where a command ends: a line end (raw, or JSON-escaped `\n`), `;`, `|`, `&`. */
const COMMAND_ENDS = new Set(["\n", ";", "|", "&"]);
const BY_PROGRAM = new Map();
for (const client of CREDENTIAL_CLIENTS) {
    for (const program of client.programs)
        BY_PROGRAM.set(program, [...(BY_PROGRAM.get(program) ?? []), client]);
}
/** A program name as a word of a command: after anything a name cannot hold (a space, a quote, `/`, a diff's `+`). */
const PROGRAM_WORD = /(?:^|[^\w.-])([\w.-]+)(?=[\s"'`]|\\)/g;
/** A value's opening quote, possibly escaped inside JSON text. */
const credential_flags_OPEN_QUOTE = /^(?:\\{1,3})?["']/;
/** A bare value: stops at white space, quotes, backslashes and shell punctuation. */
const BARE_VALUE = /^[^\s"'\\`;&|<>()]+/;
/** A quoted value: up to the closing quote (or a backslash, which in JSON text escapes it). */
const QUOTED_VALUE = /^[^"'\\\n]+/;
/** Spans of passwords given to known clients by their credential flag or position. */
function credentialFlagSpans(text) {
    const spans = [];
    FLAG_SCAN.lastIndex = 0;
    for (let hit = FLAG_SCAN.exec(text); hit !== null; hit = FLAG_SCAN.exec(text)) {
        const span = flagValue(text, hit.index);
        if (span !== null)
            spans.push(span);
    }
    return spans;
}
function flagValue(text, flagAt) {
    const flag = text.slice(flagAt, flagAt + 2);
    const client = clientOf(commandBefore(text, flagAt), flag);
    if (client === null)
        return null;
    for (const credential of client.flags) {
        if (credential.flag !== flag)
            continue;
        const joined = text[flagAt + 2];
        // `-pX`, `-p'X'`, `-p\"X\"` (in JSON text) are joined; `-p X` is not
        const attached = joined !== undefined && joined !== " " && joined !== "\t" && joined !== "\n";
        if (attached && !credential.attached)
            continue;
        if (!attached && !credential.separate)
            continue;
        let valueAt = flagAt + 2;
        if (!attached) {
            while (text[valueAt] === " " || text[valueAt] === "\t")
                valueAt += 1;
            if (valueAt === flagAt + 2)
                continue;
        }
        const value = valueSpan(text, valueAt, credential.afterUser);
        if (value !== null)
            return { ...value, kind: client.kind };
    }
    return null;
}
/** The command text before a flag, back to the command's start on its line. */
function commandBefore(text, flagAt) {
    const limit = Math.max(0, flagAt - MAX_COMMAND_CHARS);
    let start = flagAt;
    while (start > limit && !COMMAND_ENDS.has(text[start - 1]) && !(text[start - 1] === "n" && text[start - 2] === "\\"))
        start -= 1;
    return text.slice(start, flagAt);
}
/** The last known client named in the command whose flag this is (and whose subcommand follows). */
function clientOf(command, flag) {
    let found = null;
    PROGRAM_WORD.lastIndex = 0;
    for (let word = PROGRAM_WORD.exec(command); word !== null; word = PROGRAM_WORD.exec(command)) {
        for (const client of BY_PROGRAM.get(word[1]) ?? []) {
            if (!client.flags.some((credential) => credential.flag === flag))
                continue;
            const rest = command.slice(word.index + word[0].length);
            if (client.subcommand !== undefined && !new RegExp(`(?:^|\\s)${client.subcommand}(?:\\s|$)`).test(rest))
                continue;
            found = client;
        }
    }
    return found;
}
/** The secret of a value starting at `at`: quoted or bare, past `user:` when the value holds a user. */
function valueSpan(text, at, afterUser) {
    const rest = text.slice(at, at + MAX_COMMAND_CHARS);
    const quote = credential_flags_OPEN_QUOTE.exec(rest);
    const start = at + (quote?.[0].length ?? 0);
    const body = (quote === null ? BARE_VALUE : QUOTED_VALUE).exec(rest.slice(quote?.[0].length ?? 0))?.[0];
    if (body === undefined)
        return null;
    let secretStart = start;
    let secret = body;
    if (afterUser !== undefined) {
        const split = body.indexOf(afterUser);
        if (split === -1)
            return null;
        secretStart = start + split + 1;
        secret = body.slice(split + 1);
    }
    if (!looksLikeSecret(secret, text[secretStart + secret.length] ?? "", "position"))
        return null;
    return { start: secretStart, end: secretStart + secret.length };
}
/**
 * Passwords some tools take as a positional word: `htpasswd -b[c] file user PW`, `htpasswd -nb
 * user PW`, `rabbitmqctl add_user user PW`, `rabbitmqctl change_password user PW`.
 */
const POSITIONAL_SCAN = /htpasswd|rabbitmqctl/g;
/** The words of a command, up to its end; quoted words keep their quotes (escaped or not). */
const COMMAND_WORD = /(?:\\{0,3}["'][^"'\\\n]*\\{0,3}["']|[^\s"'\\;&|<>]+)/y;
function positionalPasswordSpans(text) {
    const spans = [];
    POSITIONAL_SCAN.lastIndex = 0;
    for (let hit = POSITIONAL_SCAN.exec(text); hit !== null; hit = POSITIONAL_SCAN.exec(text)) {
        const words = wordsAfter(text, hit.index + hit[0].length);
        const at = hit[0] === "htpasswd" ? htpasswdPassword(words) : rabbitmqPassword(words);
        if (at === undefined)
            continue;
        const value = valueSpan(text, at.index);
        if (value !== null)
            spans.push({ ...value, kind: hit[0] === "htpasswd" ? "htpasswd-password" : "rabbitmq-password" });
    }
    return spans;
}
/** The words of the command after `at`, on the same line. */
function wordsAfter(text, at) {
    const words = [];
    let cursor = at;
    const end = Math.min(text.length, at + MAX_COMMAND_CHARS);
    while (cursor < end && words.length < MAX_POSITIONAL_WORDS) {
        while (text[cursor] === " " || text[cursor] === "\t")
            cursor += 1;
        if (cursor === at)
            return words;
        COMMAND_WORD.lastIndex = cursor;
        const word = COMMAND_WORD.exec(text);
        if (word === null)
            break;
        words.push({ word: word[0], index: cursor });
        cursor = COMMAND_WORD.lastIndex;
    }
    return words;
}
/** htpasswd takes at most a flag cluster or two, a file, a user and a password. */
const MAX_POSITIONAL_WORDS = 8;
/** `-b` puts the password on the command line: after the file and user, or after the user with `-n`. */
function htpasswdPassword(words) {
    const flags = words.filter(({ word }) => word.startsWith("-")).map(({ word }) => word).join("");
    if (!flags.includes("b"))
        return undefined;
    const positional = words.filter(({ word }) => !word.startsWith("-"));
    return positional[flags.includes("n") ? 1 : 2];
}
function rabbitmqPassword(words) {
    const [subcommand, , password] = words;
    return subcommand !== undefined && /^(?:add_user|change_password)$/.test(subcommand.word) ? password : undefined;
}

;// CONCATENATED MODULE: ./src/evidence/name-rules.ts
/**
 * Secrets found by the name before them, all in one scan: `DB_PASSWORD=X`, `"password": "X"`,
 * `--db-password X`, `- name: DB_PASSWORD` then `value: X`, `<password>X</password>`,
 * `define('DB_PASSWORD', 'X')`, `auth=("user", "X")`, `Pwd={X}`, `Authorization: Bearer X`, and
 * prose ("the password is X", "log in with secret X").
 *
 * Why one scan: each of these positions opens on a credential name, and a regex that looks for a
 * dozen names costs about as much as JSON.parse of the same text (profiled on a word-rich session);
 * thirteen such scans were most of the redaction time. One scan matches the name and every position
 * after it; which alternative matched, and which kind of name, decide the rule (`NAME_RULES`).
 * The value is guarded (secret-shape.ts) so `password = getPassword()` and `${{ secrets.X }}` stay.
 */

/** A value's characters: not white space, quotes, backslashes or the punctuation around values. */
const VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
/**
 * A value, rejected inside the regex when it is plainly not a secret, since each candidate handed
 * back to JavaScript costs more than the scan: `===`, a reference (`$X`, `%X%`, `@x`, `***`), a
 * number (`"max_tokens": 4096`), a call or an index (`resolveKey(env)`). The look-ahead and
 * back-reference take the value whole, as an atomic group would, so no shorter prefix is tried.
 */
const name_rules_VALUE = `(?![=$%@*!#?])(?![0-9][0-9_.]*(?!${VALUE_CHAR}))(?=(?<secret>${VALUE_CHAR}+))\\k<secret>(?![([{])`;
/** Prose's value has a character other than a letter, or is a passphrase (20 letters or more). */
const NOT_A_WORD = `(?=${VALUE_CHAR}*[^A-Za-z_\\s"'\\\\\`,;&<>(){}\\[\\]|-]|[A-Za-z_-]{20})`;
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const name_rules_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
const name_rules_NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** A value that looks random: ten characters or more, with a letter and a digit (prose without a verb). */
const RANDOM_AHEAD = `(?=[A-Za-z_-]*[0-9])(?=[0-9_-]*[A-Za-z])(?=${VALUE_CHAR}{10})`;
/**
 * Kinds of names, spelled out in the cases names use (a case-insensitive scan is ten times slower).
 * No look-around here: one in the alternation halved the scan's speed (profiled); the word
 * boundaries they stood for are checked on each match (`isName`).
 */
const NAMES = {
    header: ["[Aa]uthorization"],
    password: ["[Pp]ass(?:word|wd|phrase)?", "PASS(?:WORD|WD|PHRASE)?", "[Pp]wd", "PWD"],
    credential: ["[Ss]ecret", "SECRET", "[Tt]oken", "TOKEN", "[Aa]uth", "AUTH", "[Cc]redentials?", "CREDENTIALS?"],
    /** `API_KEY`, `api-key`, `AccountKey`, `secret_key`: a key named as such. */
    key: ["[Aa]pi[_-]?[Kk]ey", "API[_-]?(?:KEY|Key)", "KEY", "[_.-]key", "Key"],
    /** The bare word `key`: a name only in prose ("the key is X"). */
    word: ["[Kk]ey"],
    /** `login`: a name only in a credential tuple (`login("user", "X")`). */
    login: ["[Ll]ogin"],
};
/** What follows a name, in the order tried: the first that fits decides. */
const POSITIONS = {
    bearer: `${QUOTE}?[ \\t]*[:=][ \\t]*${name_rules_OPEN_QUOTE}[ \\t]*(?:[Bb]earer|BEARER|[Bb]asic|BASIC|[Tt]oken)[ \\t]+`,
    braced: "[ \\t]*=[ \\t]*\\{",
    tuple: `[ \\t]*=?[ \\t]*[(\\[][ \\t]*${QUOTE}[^"'\\\\,()]{1,64}${QUOTE}[ \\t]*,[ \\t]*${QUOTE}`,
    define: `${QUOTE}[ \\t]*,[ \\t]*${name_rules_OPEN_QUOTE}`,
    then: `(?:${QUOTE})?(?:[ \\t]|${name_rules_NEWLINE})+[ \\t-]*(?:value|Value|VALUE)(?:${QUOTE})?[ \\t]*[:=][ \\t]*${name_rules_OPEN_QUOTE}`,
    assign: `(?:${QUOTE})?[ \\t]*(?::=|=>|=|:)[ \\t]*${name_rules_OPEN_QUOTE}`,
    flag: `(?<=(?:^|[\\s"'=])--?[A-Za-z0-9_-]*)[ \\t]+${name_rules_OPEN_QUOTE}`,
    copula: `s?(?:[ \\t]+(?:for|of)(?:[ \\t]+[^\\s.,;:"'\\\\]+){1,4}?)?[ \\t]+(?:is|was|will be)(?:[ \\t]+(?:now|still))?[ \\t]*:?[ \\t]+${name_rules_OPEN_QUOTE}${NOT_A_WORD}`,
    xml: ">",
    prose: `(?:[ \\t]+(?:of|to|for|are))?[ \\t]*[:=]?[ \\t]+${name_rules_OPEN_QUOTE}${RANDOM_AHEAD}`,
};
const NAME_KINDS = Object.keys(NAMES);
const POSITION_KEYS = Object.keys(POSITIONS);
const group = (name, source) => `(?<${name}>${source})`;
const SCAN = new RegExp(`(?:${Object.entries(NAMES).map(([kind, names]) => group(kind, names.join("|"))).join("|")})${NAME_REST}`
    + `(?:${Object.entries(POSITIONS).map(([position, source]) => group(position, source)).join("|")})`
    + name_rules_VALUE, "g");
/**
 * The rule for a kind of name in a position; absent: not a secret there (`login = X` names a user,
 * `Token>` closes a generic type).
 */
const NAME_RULES = {
    bearer: { header: { kind: "auth-header", confidence: "position" } },
    braced: { password: { kind: "connection-string-braced", confidence: "position" } },
    tuple: {
        credential: { kind: "credential-tuple", confidence: "labelled" },
        login: { kind: "credential-tuple", confidence: "labelled" },
    },
    define: {
        password: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
        credential: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
        key: { kind: "php-define", confidence: "key", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    },
    then: {
        password: { kind: "name-then-value", confidence: "labelled" },
        credential: { kind: "name-then-value", confidence: "labelled" },
        key: { kind: "name-then-value", confidence: "key" },
    },
    assign: {
        password: { kind: "env-secret", confidence: "labelled" },
        credential: { kind: "env-secret", confidence: "labelled" },
        header: { kind: "auth-header", confidence: "key" },
        key: { kind: "key-assignment", confidence: "key" },
        word: { kind: "secret-in-prose", confidence: "prose" },
    },
    flag: {
        password: { kind: "password-flag", confidence: "position" },
        credential: { kind: "secret-flag", confidence: "labelled" },
        key: { kind: "secret-flag", confidence: "labelled" },
    },
    copula: {
        password: { kind: "password-in-prose", confidence: "labelled" },
        credential: { kind: "secret-in-prose", confidence: "prose" },
        key: { kind: "secret-in-prose", confidence: "prose" },
        word: { kind: "secret-in-prose", confidence: "prose" },
    },
    xml: {
        password: { kind: "xml-password-element", confidence: "labelled", before: /<(?:[\w.-]+:)?[\w.-]*$/ },
        credential: { kind: "xml-password-element", confidence: "labelled", before: /<(?:[\w.-]+:)?[\w.-]*$/ },
    },
    prose: {
        password: { kind: "secret-in-prose", confidence: "prose" },
        credential: { kind: "secret-in-prose", confidence: "prose" },
        key: { kind: "secret-in-prose", confidence: "prose" },
        word: { kind: "secret-in-prose", confidence: "prose" },
    },
};
/** A flag's dashes and words before its name (`--http-`, keytool's `-store`). */
const FLAG_HEAD = /(?:^|[\s"'=])--?[A-Za-z0-9_-]*$/;
/** An ODBC braced value, up to its closing brace. */
const BRACED_BODY = /^[^}"'\\\n]+(?=\})/;
const MAX_BRACED_CHARS = 256;
/** How far back a rule's `before` context is read. */
const BEFORE_CHARS = 48;
/** Every secret after a credential name, with the rule that found it. */
function nameSpans(text) {
    const spans = [];
    SCAN.lastIndex = 0;
    for (let match = SCAN.exec(text); match !== null; match = SCAN.exec(text)) {
        const span = spanOf(text, match);
        if (span !== null) {
            spans.push(span);
            continue;
        }
        // a later name may start inside this match ("secret key is X": not "key", but "X")
        SCAN.lastIndex = match.index + 1;
    }
    return spans;
}
/** An assignment, unless it is a flag's (`--http-password=X`) or openssl's `pass:X` argument. */
function assignmentRule(matched, before, nameKind) {
    if (nameKind === "password" && /^pass:\S/.test(matched) && OPENSSL_ARG_BEFORE.test(before))
        return OPENSSL_PASS_ARG;
    return FLAG_HEAD.test(before) ? NAME_RULES.flag[nameKind] : NAME_RULES.assign[nameKind];
}
/** openssl's `-passin pass:X`, `-passout pass:X`, `-pass pass:X`: a password whatever it looks like. */
const OPENSSL_PASS_ARG = { kind: "openssl-pass-arg", confidence: "position" };
const OPENSSL_ARG_BEFORE = /(?:^|[\s"'])$/;
/**
 * Whether the name found is a whole name: `pass`, `pwd` and `auth` are not when a letter of their
 * case follows (`passes`, `author`); `KEY` not after a letter (`MONKEY`); `Key` ends a name only
 * after a lower-case letter (`apiKey`), else it is the bare word.
 */
function nameKindAt(text, index, name, kind) {
    const next = text[index + name.length] ?? "";
    const short = /^(?:[Pp]ass|[Pp]wd|[Aa]uth)$/.test(name) ? /[a-z]/ : /^(?:PASS|PWD|AUTH)$/.test(name) ? /[A-Z]/ : null;
    if (short !== null && short.test(next))
        return null;
    const previous = text[index - 1] ?? "";
    if (name === "KEY" && /[A-Za-z]/.test(previous))
        return null;
    if (name === "Key" && !/[a-z]/.test(previous))
        return "word";
    return kind;
}
/** Prose names a secret by a whole word (`token`, `tokens`), not a longer one (`tokenizers`, `keystrokes`). */
function isWholeWord(text, index, name) {
    const end = index + name.length;
    const after = text[end] === "s" ? end + 1 : end;
    return !WORD_CHAR.test(text[after] ?? "") && !WORD_CHAR.test(text[index - 1] ?? "");
}
const WORD_CHAR = /[\w.-]/;
/** Positions that only prose has: there, and for the bare word `key`, the name must be a whole word. */
const PROSE_POSITIONS = new Set(["copula", "prose"]);
function spanOf(text, match) {
    const groups = match.groups;
    const foundKind = NAME_KINDS.find((kind) => groups[kind] !== undefined);
    const nameKind = nameKindAt(text, match.index, groups[foundKind], foundKind);
    if (nameKind === null)
        return null;
    const position = POSITION_KEYS.find((key) => groups[key] !== undefined);
    const name = groups[foundKind];
    if ((nameKind === "word" || PROSE_POSITIONS.has(position)) && !isWholeWord(text, match.index, name))
        return null;
    // the tuple is the name's own (`auth=(…)`, `HTTPBasicAuth(…)`), not a member's call (`auth.build_header('GET', …)`)
    if (position === "tuple" && WORD_CHAR.test(text[match.index + name.length] ?? ""))
        return null;
    const before = text.slice(Math.max(0, match.index - BEFORE_CHARS), match.index);
    const rule = position === "assign" ? assignmentRule(match[0], before, nameKind) : NAME_RULES[position][nameKind];
    if (rule === undefined)
        return null;
    if (rule.before !== undefined && !rule.before.test(before))
        return null;
    // the value ends the match, so it needs no indices (`d` doubles the cost of this scan)
    const end = match.index + match[0].length;
    const secret = trimSentenceEnd(groups.secret);
    const start = end - groups.secret.length;
    if (secret.startsWith("[REDACTED:"))
        return null;
    if (!looksLikeSecret(secret, text[start + secret.length] ?? "", rule.confidence))
        return null;
    // a braced value may hold `;` and spaces: it ends at its closing brace
    const braced = position === "braced" ? BRACED_BODY.exec(text.slice(start, start + MAX_BRACED_CHARS)) : null;
    if (braced !== null)
        return { start, end: start + braced[0].length, kind: rule.kind };
    return { start, end: start + secret.length, kind: rule.kind };
}
/** Prose puts a full stop or a colon after a value; it is not part of the secret. */
function trimSentenceEnd(value) {
    return value.replace(/[.:!?]+$/, "");
}

;// CONCATENATED MODULE: ./src/evidence/password-rules.ts
const password_rules_OPEN_QUOTE = `(?:(?:\\\\{1,3})?["'\`])?`;
/** The secret ends each match, so no indices are asked for (`d` doubles a scan's cost). */
const password_rules_rule = (kind, source, confidence) => ({ kind, pattern: new RegExp(source, "g"), confidence });
const PASSWORD_RULES = [
    // Go's MySQL DSN has no scheme: `user:X@tcp(host:3306)/db`, `user:X@unix(/tmp/sock)/db`
    {
        kind: "dsn-user-password",
        pattern: new RegExp(`@(?<=[\\w.-]:(?<secret>[^\\s:@/"'\\\\]{1,128})@)(?:tcp|unix)\\(`, "gd"),
        confidence: "position",
    },
    // Oracle logons `user/X@db`: sqlplus, Data Pump, SQL*Loader, and the JDBC thin and OCI URLs
    password_rules_rule("oracle-logon", `(?:sqlplus|expdp|impdp|sqlldr|jdbc:oracle:(?:thin|oci)):?[ \\t]*(?:-[A-Za-z]+[ \\t]+)*${password_rules_OPEN_QUOTE}[\\w$#.]+/(?<secret>[^\\s@/"'\\\\]+)(?=@)`, "position"),
];

;// CONCATENATED MODULE: ./src/evidence/token-rules.ts
const AN = "[A-Za-z0-9]";
const HEX = "[a-fA-F0-9]";
const W = "[\\w-]";
const TOKEN_RULES = [
    { id: "1password-service-account-token", prefixes: ["ops_eyJ"], rest: "[a-zA-Z0-9+/]{250,}={0,3}", entropy: 4 },
    { id: "adobe-client-secret", prefixes: ["p8e-"], rest: `${AN}{32}`, entropy: 2 },
    { id: "age-secret-key", prefixes: ["AGE-SECRET-KEY-1"], rest: "[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" },
    { id: "alibaba-access-key-id", prefixes: ["LTAI"], rest: `${AN}{20}`, entropy: 2 },
    { id: "anthropic-api-key", prefixes: ["sk-ant-api03-", "sk-ant-admin01-"], rest: "[a-zA-Z0-9_-]{20,}" },
    { id: "artifactory-api-key", prefixes: ["AKCp"], rest: `${AN}{69}`, entropy: 4.5 },
    { id: "artifactory-reference-token", prefixes: ["cmVmd"], rest: `${AN}{59}`, entropy: 4.5 },
    { id: "aws-access-token", prefixes: ["A3T", "AKIA", "ASIA", "ABIA", "ACCA"], rest: "[A-Z2-7]{16}", entropy: 3 },
    { id: "aws-bedrock-api-key", prefixes: ["ABSK"], rest: "[A-Za-z0-9+/]{109,269}={0,2}", entropy: 3 },
    { id: "clojars-api-token", prefixes: ["CLOJARS_"], rest: `${AN}{60}`, entropy: 2 },
    { id: "databricks-api-token", prefixes: ["dapi"], rest: `${HEX}{32}(?:-\\d)?`, entropy: 3 },
    { id: "digitalocean-token", prefixes: ["doo_v1_", "dop_v1_", "dor_v1_"], rest: `${HEX}{64}`, entropy: 3 },
    { id: "docker-hub-pat", prefixes: ["dckr_pat_"], rest: "[a-zA-Z0-9_-]{27}" },
    { id: "doppler-api-token", prefixes: ["dp.pt."], rest: `${AN}{43}`, entropy: 2 },
    { id: "dynatrace-api-token", prefixes: ["dt0c01."], rest: `${AN}{24}\\.${AN}{64}`, entropy: 4 },
    { id: "easypost-api-token", prefixes: ["EZAK", "EZTK"], rest: `${AN}{54}`, entropy: 2 },
    { id: "facebook-page-access-token", prefixes: ["EAAM", "EAAC"], rest: `${AN}{100,}`, entropy: 4 },
    { id: "flutterwave-key", prefixes: ["FLWSECK_TEST-", "FLWPUBK_TEST-", "FLWSECK-", "FLWPUBK-"], rest: "[a-hA-H0-9]{12,32}(?:-X)?", entropy: 2 },
    { id: "flyio-access-token", prefixes: ["fo1_"], rest: `${W}{43}`, entropy: 4 },
    { id: "flyio-access-token", prefixes: ["fm1a_", "fm1r_", "fm2_"], rest: "[a-zA-Z0-9+/]{100,}={0,3}", entropy: 4 },
    { id: "frameio-api-token", prefixes: ["fio-u-"], rest: "[a-zA-Z0-9_=-]{64}" },
    { id: "gcp-api-key", prefixes: ["AIza"], rest: `${W}{35}`, entropy: 4 },
    { id: "github-token", prefixes: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], rest: `${AN}{36}`, entropy: 3 },
    { id: "github-fine-grained-pat", prefixes: ["github_pat_"], rest: "\\w{22,}", entropy: 3 },
    {
        id: "gitlab-token",
        prefixes: ["glpat-", "glptt-", "glrt-", "gldt-", "glft-", "glimt-", "glagent-", "gloas-", "glsoat-", "glffct-", "glcbt-"],
        rest: "[0-9a-zA-Z_.-]{20,}",
        entropy: 3,
    },
    { id: "gitlab-runner-registration-token", prefixes: ["GR1348941"], rest: `${W}{20}`, entropy: 3 },
    { id: "gitlab-session-cookie", prefixes: ["_gitlab_session="], rest: "[0-9a-z]{32}", entropy: 3 },
    { id: "grafana-api-key", prefixes: ["eyJrIjoi"], rest: `${AN}{70,400}={0,3}`, entropy: 3 },
    { id: "grafana-cloud-api-token", prefixes: ["glc_"], rest: "[A-Za-z0-9+/]{32,400}={0,3}", entropy: 3 },
    { id: "grafana-service-account-token", prefixes: ["glsa_"], rest: `${AN}{32}_${HEX}{8}`, entropy: 3 },
    { id: "heroku-api-key-v2", prefixes: ["HRKU-AA"], rest: "[0-9a-zA-Z_-]{58}", entropy: 4 },
    { id: "huggingface-access-token", prefixes: ["hf_"], rest: "[a-zA-Z]{34}", entropy: 2 },
    { id: "huggingface-organization-api-token", prefixes: ["api_org_"], rest: "[a-zA-Z]{34}", entropy: 2 },
    { id: "linear-api-key", prefixes: ["lin_api_"], rest: `${AN}{40}`, entropy: 2 },
    { id: "notion-api-token", prefixes: ["ntn_"], rest: "[0-9]{11}[A-Za-z0-9]{35}", entropy: 4 },
    { id: "npm-access-token", prefixes: ["npm_"], rest: `${AN}{36}`, entropy: 2 },
    { id: "openai-api-key", prefixes: ["sk-proj-", "sk-svcacct-", "sk-admin-"], rest: "[A-Za-z0-9_-]{20,}", entropy: 3 },
    { id: "openshift-user-token", prefixes: ["sha256~"], rest: `${W}{43}`, entropy: 3.5 },
    { id: "perplexity-api-key", prefixes: ["pplx-"], rest: `${AN}{48}`, entropy: 4 },
    { id: "planetscale-token", prefixes: ["pscale_tkn_", "pscale_oauth_", "pscale_pw_"], rest: "[\\w=.-]{32,64}", entropy: 3 },
    { id: "postman-api-token", prefixes: ["PMAK-"], rest: `${HEX}{24}-${HEX}{34}`, entropy: 3 },
    { id: "prefect-api-token", prefixes: ["pnu_"], rest: `${AN}{36}`, entropy: 2 },
    { id: "pulumi-api-token", prefixes: ["pul-"], rest: `${HEX}{40}`, entropy: 2 },
    { id: "pypi-upload-token", prefixes: ["pypi-AgEIcHlwaS5vcmc", "pypi-AgENdGVzdC5weXBpLm9yZw"], rest: `${W}{50,1000}`, entropy: 3 },
    { id: "readme-api-token", prefixes: ["rdme_"], rest: "[a-z0-9]{70}", entropy: 2 },
    { id: "rubygems-api-token", prefixes: ["rubygems_"], rest: `${HEX}{48}`, entropy: 2 },
    { id: "scalingo-api-token", prefixes: ["tk-us-"], rest: `${W}{48}`, entropy: 2 },
    { id: "sendgrid-api-token", prefixes: ["SG."], rest: "[a-zA-Z0-9=_.-]{66}", entropy: 2 },
    { id: "sendinblue-api-token", prefixes: ["xkeysib-"], rest: `${HEX}{64}-${AN}{16}`, entropy: 2 },
    { id: "sentry-user-token", prefixes: ["sntryu_"], rest: `${HEX}{64}`, entropy: 3.5 },
    { id: "sentry-org-token", prefixes: ["sntrys_eyJpYXQiO"], rest: "[a-zA-Z0-9+/=_]{60,}", entropy: 4.5 },
    { id: "settlemint-token", prefixes: ["sm_aat_", "sm_pat_", "sm_sat_"], rest: `${AN}{16}`, entropy: 3 },
    { id: "shippo-api-token", prefixes: ["shippo_live_", "shippo_test_"], rest: `${HEX}{40}`, entropy: 2 },
    { id: "shopify-token", prefixes: ["shpat_", "shpca_", "shppa_", "shpss_"], rest: `${HEX}{32}`, entropy: 2 },
    { id: "slack-app-token", prefixes: ["xapp-"], rest: "\\d-[A-Za-z0-9]+-\\d+-[a-zA-Z0-9]+", entropy: 2 },
    { id: "slack-token", prefixes: ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxo-", "xoxs-", "xoxe-", "xoxe.xox"], rest: "[A-Za-z0-9-]{8,}", entropy: 2 },
    { id: "sourcegraph-access-token", prefixes: ["sgp_"], rest: `(?:${HEX}{16}_|local_)?${HEX}{40}`, entropy: 3 },
    { id: "square-access-token", prefixes: ["sq0atp-", "sq0csp-"], rest: `${W}{22,60}`, entropy: 2 },
    { id: "stripe-access-token", prefixes: ["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"], rest: `${AN}{10,99}`, entropy: 2 },
    { id: "terraform-api-token", prefixes: [".atlasv1."], rest: "[a-zA-Z0-9_=-]{60,70}", entropy: 3.5, lead: 14 },
    { id: "vault-token", prefixes: ["hvs.", "hvb."], rest: `${W}{90,300}`, entropy: 3.5 },
];

;// CONCATENATED MODULE: ./src/evidence/token-scan.ts
/**
 * Finds where the prefixes of the token rules occur, fast. One alternation of ~120 literals is
 * tried at every position of the text (three times slower, measured); instead, most prefixes hold a separator
 * (`ghp_`, `glpat-`, `hvs.`), so the scan looks for each separator and checks the letters behind it
 * with a look-behind: V8 skips through the text to the next separator at memchr speed.
 */
const token_scan_escape = (literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
class PrefixScanner {
    scans = [];
    constructor(prefixes) {
        const bySeparator = new Map();
        const literal = [];
        for (const prefix of new Set(prefixes)) {
            const offset = prefix.search(/[^A-Za-z0-9]/);
            // no separator, or one that opens the prefix (`.atlasv1.`): scanned for as a whole literal
            if (offset <= 0)
                literal.push(prefix);
            else
                bySeparator.set(prefix[offset], [...(bySeparator.get(prefix[offset]) ?? []), { prefix, offset }]);
        }
        for (const [separator, candidates] of bySeparator) {
            const before = [...new Set(candidates.map(({ prefix, offset }) => token_scan_escape(prefix.slice(0, offset))))].join("|");
            const pattern = new RegExp(`${token_scan_escape(separator)}(?<=(?:${before})${token_scan_escape(separator)})`, "g");
            this.scans.push({ pattern, candidates });
        }
        const sorted = literal.sort((a, b) => b.length - a.length);
        this.scans.push({ pattern: new RegExp(sorted.map(token_scan_escape).join("|"), "g"), candidates: sorted.map((prefix) => ({ prefix, offset: 0 })) });
    }
    /** Every place a prefix starts, in no particular order; a place may be reported for several prefixes. */
    hits(text) {
        const hits = [];
        for (const { pattern, candidates } of this.scans) {
            pattern.lastIndex = 0;
            for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
                for (const { prefix, offset } of candidates) {
                    const index = match.index - offset;
                    if (index >= 0 && text.startsWith(prefix, index))
                        hits.push({ index, prefix });
                }
            }
        }
        return hits;
    }
}

;// CONCATENATED MODULE: ./src/evidence/redact.ts
/**
 * Secret redaction, applied to every untrusted text (transcript, PR body, diff) before any stage
 * reads it, so a secret reaches neither the model, the comment, nor the report. Patterns never
 * match a quote or a backslash, so redacting raw JSON text keeps it valid JSON.
 *
 * The finders (SPAN_FINDERS) find spans to hide: provider tokens and the project's prefixed shapes
 * by prefix (token-rules.ts, from gitleaks), secrets after a credential name (name-rules.ts),
 * clients' credential flags and positional passwords (credential-flags.ts), and other labels and
 * positions (assignment-rules.ts, password-rules.ts); overlapping spans are merged and each merged
 * span counts once. Each finder is a scan of the whole text, and a scan costs a fixed part of
 * JSON.parse whatever it looks for (bench/RESULTS.md): rules share a scan where they share an anchor.
 */







/**
 * A secret starts after a non-word character, or right after a JSON escape (`\n`, `\t`): in raw
 * JSON text a line that begins with a secret reads `\nghp_…`, where `\b` sees no boundary.
 */
const BOUNDARY = "(?:^|[^A-Za-z0-9_]|\\\\[nrtbf])";
/**
 * gitleaks' entropy floors are for finding leaks in code without noise; a redactor hides more
 * gladly. Only a prefix followed by a placeholder (`ghp_xxxx…`, entropy near 0) is left; a token
 * made of a short repeated pattern (test data, entropy 2.6) is still hidden.
 */
const MAX_TOKEN_ENTROPY_FLOOR = 2;
/** The token goes on to its end: a longer token than the rule's length is hidden whole. */
const TOKEN_TAIL = "[A-Za-z0-9_-]*";
/**
 * The project's own prefixed shapes, found in the same scan as gitleaks' tokens: one scan per
 * prefix separator costs as much as several rules (profiled), so a shape with a prefix is a token rule.
 */
const SHAPE_TOKEN_RULES = [
    { id: "openai-key", prefixes: ["sk-"], rest: "[A-Za-z0-9_-]{20,}" },
    { id: "jwt", prefixes: ["eyJ"], rest: "[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}" },
    { id: "slack-webhook", prefixes: ["hooks.slack.com/"], rest: "(?:services|workflows|triggers)/[A-Za-z0-9_/+]{20,}" },
];
const PREFIXED_RULES = [...TOKEN_RULES, ...SHAPE_TOKEN_RULES];
const PREFIXES = new PrefixScanner(PREFIXED_RULES.flatMap((tokenRule) => tokenRule.prefixes));
const RULES_BY_PREFIX = new Map();
for (const tokenRule of PREFIXED_RULES) {
    const rest = new RegExp(`(?:${tokenRule.rest})${TOKEN_TAIL}`, "y");
    for (const prefix of tokenRule.prefixes)
        RULES_BY_PREFIX.set(prefix, [...(RULES_BY_PREFIX.get(prefix) ?? []), { rule: tokenRule, rest }]);
}
/** A token starts after a non-word character or a JSON escape (`\ntoken`), like `at` above. */
const TOKEN_START = new RegExp(`${BOUNDARY}$`);
/** What a redacted span becomes; text redacted twice keeps its markers. */
const MARKER_OPEN = "[REDACTED:";
/** The marker kind of a labelled value that reads as plain words (secret-shape.ts `isPlainWords`). */
const PLAIN_WORDS = "plain-words";
/** The kinds of the markers in a redacted text, in order. */
function redactedKinds(text) {
    return [...text.matchAll(/\[REDACTED:([\w-]+)\]/g)].map((match) => match[1]);
}
/** Literal secret values the running process knows (its API keys, tokens), registered once. */
const knownSecretValues = new Set();
/** Shorter values would redact ordinary words; real keys and tokens are far longer. */
const MIN_SECRET_VALUE_LENGTH = 8;
/** Registers the process's own secret values (e.g. the judge's API key) for every later redaction. */
function addSecretValues(values) {
    for (const value of values) {
        if (typeof value === "string" && value.trim().length >= MIN_SECRET_VALUE_LENGTH)
            knownSecretValues.add(value.trim());
    }
}
/** Every finder redaction runs: the provider tokens, then each label and shape rule. */
const SPAN_FINDERS = [
    { name: "provider-tokens", find: tokenSpans },
    { name: "credential-names", find: nameSpans },
    { name: "client-credential-flags", find: credentialFlagSpans },
    { name: "positional-passwords", find: positionalPasswordSpans },
    ...[...LABEL_RULES, ...PASSWORD_RULES].map((labelRule) => ({
        name: labelRule.kind,
        find: (text) => ruleSpans(text, labelRule),
    })),
];
function redactSecrets(text) {
    // the process's own values first: their marker says where they came from, and no rule re-reads it
    let known = text;
    let count = 0;
    for (const value of knownSecretValues) {
        const parts = known.split(value);
        count += parts.length - 1;
        known = parts.join(`${MARKER_OPEN}configured-secret]`);
    }
    const redacted = applySpans(known, markPlainWords(known, secretSpans(known)));
    return { text: redacted.text, count: count + redacted.count };
}
/** Every span a rule finds, named by its rule, before overlapping spans are merged. */
function secretSpans(text) {
    const spans = [];
    for (const finder of SPAN_FINDERS)
        spans.push(...finder.find(text));
    return spans;
}
/**
 * A value found by where it stands that reads as plain words is hidden under a marker of its own,
 * so a reader of the redacted text (the red-flag check) can tell a placeholder (`changeme`) from a
 * generated secret. Provider tokens and private keys keep theirs.
 */
function markPlainWords(text, spans) {
    return spans.map((span) => span.kind === "private-key" || TOKEN_KINDS.has(span.kind) || !isPlainWords(text.slice(span.start, span.end)) ? span : { ...span, kind: PLAIN_WORDS });
}
const TOKEN_KINDS = new Set(TOKEN_RULES.map((rule) => rule.id));
function tokenSpans(text) {
    const spans = [];
    for (const { index, prefix } of PREFIXES.hits(text)) {
        const span = tokenAt(text, index, prefix);
        if (span !== null)
            spans.push(span);
    }
    return spans;
}
/** The token whose prefix was found at `index`, if a rule's rest follows and it is random enough. */
function tokenAt(text, index, prefix) {
    // Terraform's `<id>.atlasv1.<token>`: a prefix that opens on punctuation follows the token's first part
    const opensOnWord = /^\w/.test(prefix);
    if (opensOnWord && !TOKEN_START.test(text.slice(Math.max(0, index - 2), index)))
        return null;
    for (const { rule: tokenRule, rest } of RULES_BY_PREFIX.get(prefix) ?? []) {
        rest.lastIndex = index + prefix.length;
        const found = rest.exec(text);
        if (found === null)
            continue;
        let start = index;
        const lead = tokenRule.lead ?? 0;
        while (start > index - lead && start > 0 && /[A-Za-z0-9]/.test(text[start - 1]))
            start -= 1;
        const end = rest.lastIndex;
        if (shannonEntropy(text.slice(start, end)) < Math.min(tokenRule.entropy ?? 0, MAX_TOKEN_ENTROPY_FLOOR))
            continue;
        return { start, end, kind: tokenRule.id };
    }
    return null;
}
function ruleSpans(text, { kind, pattern, confidence }) {
    const spans = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        if (match[0] === "") {
            pattern.lastIndex += 1;
            continue;
        }
        const matchEnd = match.index + match[0].length;
        const found = match.groups?.secret;
        const ending = found === undefined ? [match.index, matchEnd] : [matchEnd - found.length, matchEnd];
        const [start, end] = match.indices?.groups?.secret ?? ending;
        const secret = redact_trimSentenceEnd(text.slice(start, end));
        const marker = secret.startsWith(MARKER_OPEN);
        if (marker || (confidence !== undefined && !looksLikeSecret(secret, text[end] ?? "", confidence))) {
            // a later label may start inside this match ("secret key is X": not "key", but "X")
            pattern.lastIndex = match.index + 1;
            continue;
        }
        // still hidden, but its marker says it was words: a placeholder or a weak password, not a generated key
        spans.push({ start, end: start + secret.length, kind });
    }
    return spans;
}
/** Prose puts a full stop or a colon after a value; it is not part of the secret. */
function redact_trimSentenceEnd(value) {
    return value.replace(/[.:!?]+$/, "");
}
/** Replaces the union of the spans, each merged span once, by a marker naming its first rule. */
function applySpans(text, spans) {
    if (spans.length === 0)
        return { text, count: 0 };
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const pieces = [];
    let cursor = 0;
    let count = 0;
    let current = null;
    for (const span of spans) {
        if (current !== null && span.start <= current.end) {
            current.end = Math.max(current.end, span.end);
            continue;
        }
        if (current !== null)
            cursor = emit(text, pieces, cursor, current);
        current = { ...span };
        count += 1;
    }
    cursor = emit(text, pieces, cursor, current);
    pieces.push(text.slice(cursor));
    return { text: pieces.join(""), count };
}
function emit(text, pieces, cursor, span) {
    pieces.push(text.slice(cursor, span.start), `${MARKER_OPEN}${span.kind}]`);
    return span.end;
}


/***/ })

};
