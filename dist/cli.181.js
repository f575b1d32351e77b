export const id = 181;
export const ids = [181];
export const modules = {

/***/ 2161:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vX: () => (/* binding */ MAX_COMMAND_CHARS),
  CT: () => (/* binding */ POSITIONAL_ANCHORS),
  by: () => (/* binding */ credentialFlagSpans),
  $m: () => (/* binding */ positionalPasswordSpans),
  MK: () => (/* binding */ valueSpan),
  aG: () => (/* binding */ wordsAfter)
});

// UNUSED EXPORTS: CREDENTIAL_CLIENTS

// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/evidence/programs-before.ts
/**
 * Whether a client's name stands a command's length before a flag (credential-flags.ts). Reading the command back for
 * its program at every flag cost a command's length per flag: a long line of flags (`-p` repeated, 12.5 KB) took
 * 55 ms, four times as long took four times more (issue 23, bench/adversarial-lines.ts). The names are found once, in
 * the windows before the flags, each part of the text read at most once; a flag with no name before it is passed over
 * before its command is read. Only a necessary condition: the command read back still decides the client.
 */

/** A pattern for the names as whole words of a command, as credential-flags.ts `PROGRAM_WORD` reads them; built once per table. */
function programNames(names) {
    const sorted = [...names].sort((a, b) => b.length - a.length);
    // after a character no name holds, or a JSON escape's line break or tab (`…\\nmysql -pX` in JSON text: the command's start)
    return new RegExp(`(?:(?<![\\w.-])|(?<=\\\\[nrt]))(?:${sorted.map(words/* escapeRegExp */.Nt).join("|")})(?=[\\s"'\`\\\\])`, "g");
}
class ProgramsBefore {
    text;
    pattern;
    /** The text before this has been read for names. */
    readTo = 0;
    /** Where the last name found starts; -Infinity when none was. */
    last = -Infinity;
    /** `pattern`: the names' (`programNames`). */
    constructor(text, pattern) {
        this.text = text;
        this.pattern = pattern;
    }
    /** Whether a name starts in the `reach` characters before `at`; `at` does not decrease from one call to the next. */
    near(at, reach) {
        const from = Math.max(this.readTo, at - reach);
        if (from < at) {
            // the two characters before the window too, for the name's boundary (a JSON escape)
            const start = Math.max(0, from - 2);
            const window = this.text.slice(start, at);
            this.pattern.lastIndex = 0;
            for (let found = this.pattern.exec(window); found !== null; found = this.pattern.exec(window))
                this.last = start + found.index;
            this.readTo = at;
        }
        return this.last >= at - reach;
    }
}

// EXTERNAL MODULE: ./src/evidence/punctuated-values.ts
var punctuated_values = __webpack_require__(2601);
// EXTERNAL MODULE: ./src/evidence/secret-shape.ts
var secret_shape = __webpack_require__(393);
// EXTERNAL MODULE: ./src/evidence/value-escapes.ts
var value_escapes = __webpack_require__(5281);
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
const MAX_COMMAND_CHARS = 400;
/** The most short flags read as one cluster (`-sSLku`). */
const MAX_CLUSTER = 6;
/** The letters of the table's flags. */
const FLAG_LETTERS = `[${[...new Set(CREDENTIAL_CLIENTS.flatMap((client) => client.flags.map(({ flag }) => flag[1])))].join("")}]`;
/**
 * A flag that some client reads a credential from: ` -p`, `\t-P`, … (letters of the table), or the last
 * of a cluster of short flags before a blank (`curl -su user:PW`, `-ku`): getopt reads `-su X` as `-s -u X`.
 */
const FLAG_SCAN = new RegExp(`-(?<=[ \\t]-)(?:[A-Za-z]{1,${MAX_CLUSTER - 1}}(?=${FLAG_LETTERS}[ \\t]))?${FLAG_LETTERS}`, "g");
/** Where a command ends: a line end (raw, or JSON-escaped `\n`), `;`, `|`, `&`. */
const COMMAND_ENDS = new Set(["\n", ";", "|", "&"]);
const BY_PROGRAM = new Map();
for (const client of CREDENTIAL_CLIENTS) {
    for (const program of client.programs)
        BY_PROGRAM.set(program, [...(BY_PROGRAM.get(program) ?? []), client]);
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
function credentialFlagSpans(text) {
    const spans = [];
    const programs = new ProgramsBefore(text, PROGRAM_NAMES);
    FLAG_SCAN.lastIndex = 0;
    for (let hit = FLAG_SCAN.exec(text); hit !== null; hit = FLAG_SCAN.exec(text)) {
        // no client's name within a command's reach: the flag is no client's (a line of flags alone reads no command per flag)
        if (!programs.near(hit.index, MAX_COMMAND_CHARS))
            continue;
        const letterAt = hit.index + hit[0].length - 1;
        // a cluster's last flag takes the next word; else its first letters may be a flag and an attached value (`-pabcU x`)
        const span = flagValue(text, hit.index, letterAt) ?? (letterAt > hit.index + 1 ? flagValue(text, hit.index, hit.index + 1) : null);
        if (span !== null)
            spans.push(span);
    }
    return spans;
}
/** The value of the flag whose letter is at `letterAt`, alone (`-u`) or the last of a cluster (`-su`) that opens at `dashAt`. */
function flagValue(text, dashAt, letterAt) {
    const flag = `-${text[letterAt]}`;
    const client = clientOf(commandBefore(text, dashAt), flag);
    if (client === null)
        return null;
    const clustered = letterAt > dashAt + 1;
    for (const credential of client.flags) {
        if (credential.flag !== flag)
            continue;
        const joined = text[letterAt + 1];
        // `-pX`, `-p'X'`, `-p\"X\"` (in JSON text) are joined; `-p X` is not
        const attached = joined !== undefined && joined !== " " && joined !== "\t" && joined !== "\n";
        if (attached && (!credential.attached || clustered))
            continue;
        if (!attached && !credential.separate)
            continue;
        let valueAt = letterAt + 1;
        if (!attached) {
            while (text[valueAt] === " " || text[valueAt] === "\t")
                valueAt += 1;
            if (valueAt === letterAt + 1)
                continue;
        }
        const value = valueSpan(text, valueAt, credential.afterUser, credential.tokenUser);
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
/**
 * The secret of a value starting at `at`: quoted or bare, past `user:` when the value holds a user. A
 * backslash or a quote inside it does not end it (`-U 'CORP\\jdoe%pa\\ss'`; value-escapes.ts).
 */
function valueSpan(text, at, afterUser, tokenUser = false) {
    const quote = OPEN_QUOTE.exec(text.slice(at, at + QUOTE_CHARS));
    const start = at + (quote?.[0].length ?? 0);
    const body = quote === null
        ? bareValue(text, at)
        : (0,value_escapes/* quotedBody */.dm)(text, start, quote[0].slice(-1), quote[0].length - 1, MAX_COMMAND_CHARS).body;
    if (body === "")
        return null;
    let secretStart = start;
    let secret = body;
    if (afterUser !== undefined) {
        const split = body.indexOf(afterUser);
        if (split === -1)
            return null;
        secretStart = start + split + 1;
        secret = body.slice(split + 1);
        if (secret === "")
            return tokenUser && split === body.length - 1 ? tokenSpan(text, start, body.slice(0, split)) : null;
    }
    // a quoted value, or one that opens on `!`, is the password's own characters (`echo '!X' |`, `-X !X`); a bare `#` after a
    // blank opens the shell's comment. After a user and its separator no code stands: a dotted value is no member access there
    // (`lftp -u backup,v.qJ3…`; secret-shape.ts `looksLikeConfigSecret`)
    const literal = afterUser === undefined ? secret_shape/* looksLikeLiteralSecret */.nA : secret_shape/* looksLikeConfigSecret */.SB;
    const guard = quote !== null || !secret.startsWith("#") ? literal : secret_shape/* looksLikeSecret */.WW;
    // a flag named in prose is followed by a word of the sentence (`over -w with an inline password`), no password
    if (quote === null && PROSE_WORD.test(secret))
        return null;
    // a quoted one full of punctuation is a generated password's (`-p'@08FWAXo^t_.9?N'`; punctuated-values.ts)
    const punctuated = quote !== null && (0,punctuated_values/* isPunctuatedPassword */.dx)(secret);
    if (!punctuated && !guard(secret, text[secretStart + secret.length] ?? "", "position"))
        return null;
    return { start: secretStart, end: secretStart + secret.length };
}
/** English function words: after a flag in prose they are the sentence's, not a value. */
const PROSE_WORD = /^(?:with|and|or|the|an?|to|for|from|in|on|of|over|instead|via|is|are|if|then|when|as|by|but|not|so)$/i;
/** A user that is a token (`-u squ_…:`): long and random, as a key is (a name, `-u admin:`, stays). */
function tokenSpan(text, start, user) {
    return (0,secret_shape/* looksLikeSecret */.WW)(user, ":", "key") ? { start, end: start + user.length } : null;
}
/** An opening quote is at most three backslashes and the quote. */
const QUOTE_CHARS = 4;
/** A bare value from `at`, on past the backslashes and quotes inside it. */
function bareValue(text, at) {
    const run = BARE_VALUE.exec(text.slice(at, at + MAX_COMMAND_CHARS))?.[0] ?? "";
    return run === "" ? "" : text.slice(at, (0,value_escapes/* escapedValueEnd */.UD)(text, at + run.length, BARE_CHAR));
}
/**
 * Passwords some tools take as a positional word: `htpasswd -b[c] file user PW`, `htpasswd -nb
 * user PW`, `mosquitto_passwd -b file user PW`, `rabbitmqctl add_user user PW`, `rabbitmqctl change_password user PW`,
 * `smbclient //host/share PW -U user` (the word after the service), macOS's `dscl . -passwd /Users/u [OLD] PW`.
 */
const POSITIONAL_SCAN = /htpasswd|mosquitto_passwd|rabbitmqctl|smbclient|dscl|security(?= (?:unlock|create|set)-keychain| import| export)/g;
/** Parts of those names every hit holds, opening on rarer characters (redact.ts skips the scan without one). */
const POSITIONAL_ANCHORS = ["tpasswd", "o_passwd", "qctl", "mbclient", "dscl", "-keychain", "security im", "security ex"];
const POSITIONAL_KINDS = {
    htpasswd: "htpasswd-password", mosquitto_passwd: "mosquitto-password", rabbitmqctl: "rabbitmq-password", smbclient: "smb-password",
    dscl: "dscl-password", security: "keychain-password",
};
/** A container's entrypoint flag right before the program: its image is the next word. */
const ENTRYPOINT_BEFORE = /--entrypoint[ =]$/;
const ENTRYPOINT_CHARS = "--entrypoint=".length;
/** The words of a command, up to its end; quoted words keep their quotes (escaped or not). */
const COMMAND_WORD = /(?:\\{0,3}["'][^"'\\\n]*\\{0,3}["']|[^\s"'\\;&|<>]+)/y;
function positionalPasswordSpans(text) {
    const spans = [];
    POSITIONAL_SCAN.lastIndex = 0;
    for (let hit = POSITIONAL_SCAN.exec(text); hit !== null; hit = POSITIONAL_SCAN.exec(text)) {
        let words = wordsAfter(text, hit.index + hit[0].length);
        // `docker run --entrypoint htpasswd httpd:2 -Bbn user PW`: the image comes before htpasswd's own words
        if (ENTRYPOINT_BEFORE.test(text.slice(Math.max(0, hit.index - ENTRYPOINT_CHARS), hit.index)))
            words = words.slice(1);
        const program = hit[0];
        const found = program === "rabbitmqctl" ? rabbitmqPassword(words) : program === "smbclient" ? smbclientPassword(words)
            : program === "dscl" ? dsclPasswords(words) : program === "security" ? keychainPassword(words) : htpasswdPassword(words);
        for (const at of [found ?? []].flat()) {
            const value = valueSpan(text, at.index);
            if (value !== null)
                spans.push({ ...value, kind: POSITIONAL_KINDS[program] });
        }
    }
    return spans;
}
/** The words of the command after `at`, on the same line. */
function wordsAfter(text, at, most = MAX_POSITIONAL_WORDS) {
    const words = [];
    let cursor = at;
    const end = Math.min(text.length, at + MAX_COMMAND_CHARS);
    while (cursor < end && words.length < most) {
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
/**
 * macOS's `security unlock-keychain -p PW`, `create-keychain -p PW`, `set-keychain-password -o OLD -p NEW`, and `import` /
 * `export`'s `-P PW` (a PKCS#12 passphrase); elsewhere `-p` is a policy or PEM output, no password.
 */
function keychainPassword(words) {
    const flags = /-keychain/.test(words[0]?.word ?? "") ? ["-p", "-o"] : ["-P"];
    const valueAfter = (at) => words[at + 1] !== undefined && !PROSE_WORD.test(words[at + 1].word);
    return words.flatMap(({ word }, at) => (flags.includes(word) && valueAfter(at) ? [words[at + 1]] : []));
}
/** dscl's `-passwd` takes the user's record, then the new password, or the old and the new: each a secret. */
function dsclPasswords(words) {
    const at = words.findIndex(({ word }) => word === "-passwd");
    // a closing quote or brace of the line around it (`'sudo dscl … PW'"}` in JSON text) is no word of its own
    const after = at === -1 ? [] : words.slice(at + 1, at + 4).filter(({ word }) => !word.startsWith("-") && /[A-Za-z0-9]/.test(word));
    // prose that names the command (`run dscl . -passwd /Users/alice to change it`) gives none
    if (after.slice(1).some(({ word }) => PROSE_WORD.test(word)))
        return [];
    return after.slice(1);
}
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
/** smbclient's options that take a value: the word after them is none of its positional words. */
const SMBCLIENT_VALUED = new Set([
    "-U", "-W", "-I", "-p", "-n", "-s", "-l", "-d", "-c", "-D", "-T", "-m", "-t", "-A", "-O", "-R", "-b", "-L", "-M",
    "--user", "--workgroup", "--port", "--command", "--directory", "--authentication-file", "--configfile",
]);
/** A service of smbclient: `//host/share` (its `-L host` lists the host's shares and takes no password by position). */
const SMB_SERVICE = /^(?:\\{0,3}["'])?\/\//;
/** `smbclient //host/share PW [options]`: the positional word right after the service, when it is no flag. */
function smbclientPassword(words) {
    const positional = [];
    for (let at = 0; at < words.length; at += 1) {
        const { word } = words[at];
        if (word.startsWith("-")) {
            if (SMBCLIENT_VALUED.has(word))
                at += 1;
            continue;
        }
        positional.push(words[at]);
    }
    const [service, password] = positional;
    return service !== undefined && SMB_SERVICE.test(service.word) ? password : undefined;
}


/***/ }),

/***/ 2601:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Up: () => (/* binding */ punctuatedPasswordSpans),
/* harmony export */   dx: () => (/* binding */ isPunctuatedPassword)
/* harmony export */ });
/* unused harmony export mixesPasswordKinds */
/**
 * A password's names: `password`, `passwd`, `passphrase` in any case (camelCase's `ldapPassword` too), `pwd`, and
 * `pass`/`PW` ending a name after `_` (`NEXUS_PASS`, `LDAP_BIND_PW`), and Redis's `requirepass` (not `bypass`). The scan
 * opens on the name's `P`, so the engine skips to it; what must stand before the name is read after (`nameBoundary`).
 */
const NAME = "[Pp](?:ass(?:word|wd|phrase)?|ASS(?:WORD|WD|PHRASE)?|wd|WD|W)(?![a-z])";
/** The rest of the name (`_CONFIRM`, `.secret`), a quote and a bracket that close a key (`"Password":`, `env[X_PASS] =`). */
const KEY_END = "[\\w.-]{0,24}(?:\\\\{0,3}[\"'])?\\]?";
/** What stands between a name and its value: an assignment's or a key's mark, a tuple's comma, an element's `>`, or blanks. */
const SEPARATOR = "(?:[ \\t]*(?:=>|:=|=|:|,)[ \\t]*|(>)|[ \\t]+)";
/** The value, maybe quoted (a quote escaped in JSON text): anything but blanks, quotes and backslashes. */
const VALUE = "(\\\\{0,3}[\"'`])?([^\\s\"'`\\\\]{8,200})";
const SCAN = new RegExp(`${NAME}${KEY_END}${SEPARATOR}${VALUE}`, "g");
/** A connection string's or a mount's next option (`;TrustServerCertificate=True`, `,vers=3.0`): it ends the value. */
const NEXT_OPTION = /[,;&](?=[\w.-]+=)|<\//;
/** The characters that end a value in the name rules (name-rules.ts `VALUE_CHAR`), or a mark they refuse a value opening on. */
const UNREAD = /[,;&<>(){}[\]|]|^[=@*!#?:]/;
/**
 * References, templates (`{p1.password}`, `${X}`, `%DB_PASS%`, `%s`; a password may open on `%%`), a braced ODBC value (its own
 * rule's), a keyword argument (`default=None,`), markup (`<svg/onload=…>`: a tag's name, then a blank, `/` or `>`; `<xP2?}&>`
 * is none), patterns (`[A-Za-z0-9]{8,}`), a bracketed word (`[Filtered]`, GraphQL's `[String]`), code's operators, URLs,
 * paths and member chains (`e.target.value`): no password.
 */
const NOT_A_VALUE = /^[${]|^%(?!%)|^%%[A-Za-z_]\w*%%|^[A-Za-z_][\w.-]*=[\w.'"]*[,;:)\]}]*$|\[[^\]]*[A-Za-z0-9]-[A-Za-z0-9][^\]]*\]|\{\d+,?\d*\}|^\[[A-Za-z ]+\]$|\$\{|\$\(|\{\{|\}\}|\{[A-Za-z_][\w.]*\}|%\(|<%|<\/?[A-Za-z][\w:-]*(?:[\s/][^<>]*)?>|\.\*|\.\+|\(\?|&&|\|\||=>|->|!=|::|:\/\/|^[~.]?\/[\w./-]*$|[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]{2,}\.[A-Za-z_$][\w$]{2,}/;
/** Words joined by one mark (`A|TODO|your|placeholder`, `read,write`, `required|min:12`): alternatives, a list, validation rules. */
const WORD_LIST = /^[A-Za-z_]+(?::[\w.-]+)?(?:([|,;&/+])[A-Za-z_]+(?::[\w.-]+)?)(?:\1[A-Za-z_]+(?::[\w.-]+)?)*$/;
/**
 * Code: a name or a member chain, maybe negated or referenced, maybe called or indexed (`pw_hash[:16]`, `!!process.env.X,`),
 * its last call maybe cut at a quote (`hashlib.sha256(b` of `hashlib.sha256(b"x")`).
 */
const CODE = /^[!&*@:-]*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\((?:[^()]|\([^()]*\))*\)|\[(?:[^[\]]|\[[^[\]]*\])*\])*(?:[([](?:[\w$.,\s"'-]|\([^()]*\))*)?[,;)\]}]*$/;
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
/** A password mixes this many of lower-case letters, capitals, digits and marks. */
const MIN_CLASSES = 3;
/** The value mixes three of lower-case letters, capitals, digits and marks, as a password does. */
function mixesPasswordKinds(value) {
    return mixesPasswordKinds(value);
}
/** A generated password the name rules cannot read whole: a mark in it or before it, three kinds of characters, no code. */
function isPunctuatedPassword(value) {
    if (value.length < 8 || !/[A-Za-z]/.test(value) || !UNREAD.test(value))
        return false;
    if (NOT_A_VALUE.test(value) || CODE.test(value) || WORD_LIST.test(value) || /^<[^<>]*>$/.test(value) || /^\*+$/.test(value) || value.includes("[REDACTED"))
        return false;
    return CLASSES.filter((kind) => kind.test(value)).length >= MIN_CLASSES;
}
function punctuatedPasswordSpans(text) {
    const spans = [];
    SCAN.lastIndex = 0;
    for (let match = SCAN.exec(text); match !== null; match = SCAN.exec(text)) {
        if (!nameBoundary(text, match.index)) {
            SCAN.lastIndex = match.index + 1;
            continue;
        }
        const start = match.index + match[0].length - match[3].length;
        const value = valueAt(text, match, start);
        if (value !== null && isPunctuatedPassword(value))
            spans.push({ start, end: start + value.length, kind: "punctuated-password" });
        // the scan goes on after the name, not after its value: a value may hold the next name (`pass=a;pwd=b`)
        SCAN.lastIndex = start;
    }
    return spans;
}
/** The value the position bounds: to its own closing quote, or to the next option; null when it is not whole. */
function valueAt(text, match, start) {
    const [, element, quote, read] = match;
    // an element's `>` closes `<password>`, not a URL's `<password>@host` (the value must then run to `</`)
    if (element !== undefined && !isElement(text, match.index, read))
        return null;
    // a quoted value is whole only up to its own closing quote
    if (quote !== undefined)
        return text.startsWith(quote, start + read.length) ? read : null;
    const next = NEXT_OPTION.exec(read);
    return next === null ? read : read.slice(0, next.index);
}
/**
 * What stands before a name: no letter before `password`, `pwd` (camelCase's `ldapPassword` aside); `_` before a bare
 * `pass` or `PW`; Redis's `require` before `pass`.
 */
function nameBoundary(text, at) {
    const before = text[at - 1] ?? "";
    const name = /^[Pp](?:ass(?:word|wd|phrase)|ASS(?:WORD|WD|PHRASE)|wd|WD)/.exec(text.slice(at, at + 10));
    if (name !== null)
        return !/[A-Za-z]/.test(before) || (/[a-z0-9]/.test(before) && text[at] === "P" && name[0] !== "PWD");
    // a bare `pass`/`PASS`/`PW`: the end of a longer name
    return before === "_" || (text[at] === "p" && text.slice(Math.max(0, at - 7), at) === "require");
}
/** The name opens an XML element (`<password>`, `<ns:Password>`) and its value closes it (`…</password>`). */
function isElement(text, nameAt, value) {
    return /<(?:[\w.-]+:)?$/.test(text.slice(Math.max(0, nameAt - 40), nameAt)) && value.includes("</");
}


/***/ }),

/***/ 4903:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t4: () => (/* binding */ PLAIN_WORDS),
  _j: () => (/* binding */ addSecretValues),
  CO: () => (/* binding */ applySpans),
  fp: () => (/* binding */ redactSecrets),
  wT: () => (/* binding */ redactedKinds),
  Nb: () => (/* binding */ redactionSpans)
});

// UNUSED EXPORTS: MIN_SECRET_VALUE_LENGTH, SPAN_FINDERS, secretSpans

;// CONCATENATED MODULE: ./src/evidence/lead-scan.ts
/**
 * Where any of several sets of literal leads may start in a text, found in one walk of its characters: redaction's
 * anchor alternation and the credential words' stems were each a regex tried at every position of every text, at
 * 10–15 ns a character whatever they found (bench/RESULTS.md, Runs 64–66). Here each position costs a look-up of its
 * first three characters in a table of the leads' first three, and only the positions the table lets through (a
 * superset of the real starts) are handed to the exact test of the set's owner.
 *
 * A set is case-sensitive or folded as a case-insensitive regex folds (non-Unicode `i`): the table folds both alike, a
 * superset for the case-sensitive ones. ASCII letters fold to upper case; a character past ASCII folds to the first lead
 * character that the regex engine itself matches it with under `i`, found once per character on first sight.
 */
/**
 * Characters of a lead the tables read: three let through a tenth of the positions of prose (` to`, `ass`, `con` open
 * anchors), four a fifth of that (profiled on the bench's kept texts). A lead of four or more is looked up by its first
 * three, then by its four.
 */
const LEAD_CHARS = 4;
/** The tables' index width: a hash of up to three characters, collisions only letting more positions through. */
const TABLE_BITS = 16;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** What stands past the text's end in the window: no lead's character (a lead holding NUL would only be let through). */
const PAST_END = 0;
/** The first code past ASCII. */
const WIDE = 128;
/** A wide character's fold not yet worked out. */
const UNKNOWN = 0;
/** A set's bit in the tables: at most four sets, each with a second bit in `three` for its longer leads. */
const MAX_SETS = 4;
/** Where the bits of the leads of four characters or more stand in `three`: their fourth is looked up in `four`. */
const LONG_SHIFT = MAX_SETS;
const SET_BITS = (1 << MAX_SETS) - 1;
/** ASCII's folds: a lower-case letter to its upper case, the rest to itself. */
const ASCII_FOLDS = Uint8Array.from({ length: WIDE }, (_, code) => (code >= 0x61 && code <= 0x7a ? code - 0x20 : code));
const hash2 = (a, b) => ((a << 7) ^ b) & TABLE_MASK;
const hash3 = (a, b, c) => ((a << 10) ^ (b << 5) ^ c) & TABLE_MASK;
const hash4 = (a, b, c, d) => ((a << 12) ^ (b << 8) ^ (c << 4) ^ d ^ (d >> 8)) & TABLE_MASK;
class LeadScan {
    /** By the folded first character, the first two, the first three: the sets whose leads open so (a bit each). */
    one = new Uint8Array(1 << TABLE_BITS);
    two = new Uint8Array(1 << TABLE_BITS);
    three = new Uint8Array(1 << TABLE_BITS);
    four = new Uint8Array(1 << TABLE_BITS);
    /** Wide characters' folds, worked out on first sight (`UNKNOWN` until then). */
    wideFolds = new Uint16Array(1 << 16);
    /** The leads' wide characters, each as a case-insensitive pattern, in the order their folds are tried; one class of them all. */
    wideLeadChars;
    wideLeadClass;
    /** `sets`: each set's leads; every lead at least one character. */
    constructor(sets) {
        if (sets.length > MAX_SETS)
            throw new Error(`more than ${MAX_SETS} lead sets`);
        const wide = new Set();
        for (const char of sets.flatMap((leads) => leads.flatMap((lead) => [...lead.slice(0, LEAD_CHARS)]))) {
            if (char.charCodeAt(0) >= WIDE)
                wide.add(char);
        }
        // one pattern per character, made once: a pattern made per character tried cost a start-up of 100 M instructions
        this.wideLeadChars = [...wide].map((char) => ({ code: char.charCodeAt(0), pattern: new RegExp(escapeClassChar(char), "i") }));
        this.wideLeadClass = wide.size === 0 ? null : new RegExp(`[${[...wide].map(escapeClassChar).join("")}]`, "i");
        sets.forEach((leads, set) => {
            for (const lead of leads) {
                if (lead === "")
                    throw new Error("a lead is empty");
                const folded = (at) => (at < lead.length ? this.fold(lead.charCodeAt(at)) : PAST_END);
                const [a, b, c, d] = [folded(0), folded(1), folded(2), folded(3)];
                const bit = 1 << set;
                const long = lead.length >= LEAD_CHARS;
                const [table, at] = lead.length === 1 ? [this.one, a] : lead.length === 2 ? [this.two, hash2(a, b)] : [this.three, hash3(a, b, c)];
                table[at] = table[at] | (long ? bit << LONG_SHIFT : bit);
                if (long)
                    this.four[hash4(a, b, c, d)] = this.four[hash4(a, b, c, d)] | bit;
            }
        });
    }
    /**
     * Calls `found(at, sets)` at every position where a lead of some set may start, in order, `sets` the bits of those
     * sets; every position where one starts is among them.
     */
    walk(text, found) {
        const { one, two, three, four } = this;
        const length = text.length;
        let b = length > 0 ? this.fold(text.charCodeAt(0)) : PAST_END;
        let c = length > 1 ? this.fold(text.charCodeAt(1)) : PAST_END;
        let d = length > 2 ? this.fold(text.charCodeAt(2)) : PAST_END;
        for (let at = 0; at < length; at += 1) {
            const a = b;
            b = c;
            c = d;
            // ASCII folded here, the rest by its table: the call per character was a third of the walk
            const next = at + 3 < length ? text.charCodeAt(at + 3) : PAST_END;
            d = next < WIDE ? ASCII_FOLDS[next] : this.fold(next);
            const short = one[a] | two[hash2(a, b)];
            const opening = three[hash3(a, b, c)];
            if ((short | opening) === 0)
                continue;
            const long = opening >> LONG_SHIFT === 0 ? 0 : (opening >> LONG_SHIFT) & four[hash4(a, b, c, d)];
            const sets = short | (opening & SET_BITS) | long;
            if (sets !== 0)
                found(at, sets);
        }
    }
    /** The fold of a character's code, as the tables hold it. */
    fold(code) {
        if (code < WIDE)
            return ASCII_FOLDS[code];
        const known = this.wideFolds[code];
        if (known !== UNKNOWN)
            return known;
        const folded = this.foldWide(code);
        this.wideFolds[code] = folded;
        return folded;
    }
    /** A wide character folds to the first lead character the engine matches it with case-insensitively, else to itself. */
    foldWide(code) {
        const char = String.fromCharCode(code);
        if (this.wideLeadClass === null || !this.wideLeadClass.test(char))
            return code;
        return this.wideLeadChars.find(({ pattern }) => pattern.test(char))?.code ?? code;
    }
}
/** A character written so that it stands for itself, in a class or alone. */
function escapeClassChar(char) {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
/** A regex's metacharacters: a lead ends before the first. */
const META = "\\^$.|?*+()[]{}";
/** Quantifiers: the character before one is optional or repeated, so no lead's. */
const QUANTIFIERS = "?*+{";
/**
 * The literal that every match of an alternative-free regex source opens on: its characters up to the first
 * metacharacter, less the last when a quantifier follows it (`mots? de`: `mot`).
 */
function literalLead(source) {
    let end = 0;
    while (end < source.length && !META.includes(source[end]))
        end += 1;
    return end < source.length && QUANTIFIERS.includes(source[end]) ? source.slice(0, end - 1) : source.slice(0, end);
}

;// CONCATENATED MODULE: ./src/evidence/anchor-scan.ts

/** The literals' bit in the walk (lead-scan.ts); each pattern's is the next. */
const LITERAL_BIT = 1;
/**
 * Which of some literals a text holds, found in one scan. Redaction's label rules each open on a
 * literal (`aws configure set `, `sqlplus`, `://`) and each scanned the whole text for it: one scan
 * for all of them, then only the rules whose literal is there (bench/RESULTS.md, Run 30).
 *
 * The same scan finds the provider tokens' prefixes that have no separator to be found by (`AKIA`,
 * `eyJ`), which were a scan of their own (Run 31): `ordered`, tried before the anchors in their order.
 * Their starts are reported as their own global scan reported them. Exact as long as no literal of one
 * set starts one of the other, so that where one of them starts the other's never does.
 *
 * And where patterns that open on literals may match (`patterns`: the credential words' stems, the credential names), which
 * were each a regex tried at every position (Run 66): the walk of lead-scan.ts finds where any literal or pattern's lead may
 * start, the literals are compared there, and each pattern's owner tries it only there.
 */
class AnchorScan {
    anchors;
    /** The literals in the alternation's order (ordered, then the anchors), by their first two characters' codes. */
    byPair = new Map();
    /** The one-character literals, by their code. */
    bySingle = new Map();
    leads;
    patterns;
    constructor(anchors, ordered = [], patterns = []) {
        const unique = [...new Set(anchors)];
        if (ordered.includes(""))
            throw new Error("an ordered literal is empty");
        // a literal that starts another would hide it where both start: the scan moves on by one character
        for (const anchor of unique) {
            if (anchor === "" || [...unique, ...ordered].some((other) => other !== anchor && other.startsWith(anchor)))
                throw new Error(`anchor ${anchor} starts another`);
            if (ordered.some((literal) => anchor.startsWith(literal)))
                throw new Error(`an ordered literal starts anchor ${anchor}`);
        }
        this.anchors = new Set(unique);
        const literals = [...new Set([...ordered, ...unique])];
        for (const literal of literals) {
            const [table, key] = literal.length === 1 ? [this.bySingle, literal.charCodeAt(0)] : [this.byPair, pairKey(literal, 0)];
            table.set(key, [...(table.get(key) ?? []), literal]);
        }
        this.patterns = patterns;
        this.leads = new LeadScan([literals, ...patterns.map((pattern) => pattern.leads)]);
    }
    /** The anchors `text` holds. */
    present(text) {
        return this.scan(text).anchors;
    }
    /** The anchors `text` holds, where the ordered literals start, and where the patterns may match. */
    scan(text) {
        const opens = this.patterns.map(() => []);
        const byPattern = new Map(this.patterns.map((pattern, at) => [pattern, opens[at]]));
        const found = { anchors: new Set(), starts: [], opens: byPattern };
        // an ordered literal found here starts before this is ignored: its own scan would have passed it
        let orderedEnd = 0;
        this.leads.walk(text, (at, sets) => {
            for (let pattern = 0; pattern < opens.length; pattern += 1) {
                if ((sets & (LITERAL_BIT << (pattern + 1))) !== 0)
                    opens[pattern].push(at);
            }
            if ((sets & LITERAL_BIT) === 0)
                return;
            const literal = this.literalAt(text, at);
            if (literal === undefined)
                return;
            if (this.anchors.has(literal))
                found.anchors.add(literal);
            else if (at >= orderedEnd) {
                found.starts.push(at);
                orderedEnd = at + literal.length;
            }
        });
        return found;
    }
    /** The first literal in the alternation's order that starts at `at`: the one the alternation would match there. */
    literalAt(text, at) {
        const pair = this.byPair.get(pairKey(text, at));
        const literal = pair?.find((candidate) => text.startsWith(candidate, at));
        return literal ?? this.bySingle.get(text.charCodeAt(at))?.[0];
    }
}
/** A key of two characters' codes (NaN past the end: no literal's). */
function pairKey(text, at) {
    return text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);
}

// EXTERNAL MODULE: ./src/evidence/punctuated-values.ts
var punctuated_values = __webpack_require__(2601);
// EXTERNAL MODULE: ./src/evidence/secret-shape.ts
var secret_shape = __webpack_require__(393);
;// CONCATENATED MODULE: ./src/evidence/argument-positions.ts
/**
 * Passwords passed by argument order to the calls that take them, where no name stands before the
 * literal: Go's `smtp.PlainAuth("", user, "X", host)`, Java's `DriverManager.getConnection(url, user, "X")`,
 * `new UsernamePasswordCredentials(user, "X")`, C#'s `new NetworkCredential(user, "X")`, python-ldap's
 * `simple_bind_s(dn, "X")`, `pymysql.connect(host, user, "X", db)`, PHP's `new mysqli(host, user, "X", db)`,
 * Sequelize's `new Sequelize(db, user, "X", {…})`, and the AWS SDKs' static
 * credentials (`NewStaticCredentials(id, "X", "")`, `new BasicAWSCredentials(id, "X")`); since session 35 the families whose
 * Nth argument is the password across languages: basic-auth builders (OkHttp, Spring, reqwest), connections and binds
 * (Perl's DBI, PHP's mysql/ldap/ssh2/imap/ftp, Python's and Ruby's FTP, Oracle's OCI), Go's SSH and URL user-info.
 *
 * Each is a named entry: the call's name (whose part `anchor` gates the scan in redact.ts) and the index
 * of the argument that holds the secret. Only a string literal
 * there is a secret (`getConnection(url, user, password)` passes a variable); it is guarded as a
 * labelled value is (secret-shape.ts).
 */


const CREDENTIAL_CALLS = [
    { name: "PlainAuth", anchor: "lainAuth(", index: 2 },
    { name: "getConnection", anchor: "etConnection(", index: 2 },
    { name: "NetworkCredential", anchor: "etworkCredential", index: 1 },
    { name: "PasswordAuthentication", anchor: "dAuthentication", index: 1 },
    { name: "UsernamePasswordCredentials", anchor: "dCredentials", index: 1 },
    { name: "UsernamePasswordAuthenticationToken", anchor: "dAuthentication", index: 1 },
    { name: "simple_bind_s", anchor: "e_bind_s(", index: 1 },
    { name: "pymysql.connect", anchor: "mysql.connect(", index: 2 },
    { name: "MySQLdb.connect", anchor: "db.connect(", index: 2 },
    { name: "mysqli", anchor: "mysqli", index: 2 },
    { name: "mysqli_connect", anchor: "mysqli", index: 2 },
    { name: "Sequelize", anchor: "equelize(", index: 2 },
    { name: "NewStaticCredentials", anchor: "cCredentials", index: 1 },
    { name: "NewStaticCredentialsProvider", anchor: "cCredentials", index: 1 },
    { name: "BasicAWSCredentials", anchor: "AWSCredentials", index: 1 },
    { name: "AwsBasicCredentials.create", anchor: "cCredentials", index: 1 },
    // PHP's `new PDO($dsn, 'user', 'X')`, and its constructor's frame in a stack trace (`#0 …: PDO->__construct('mysql:…', 'shop', 'X')`)
    { name: "PDO", anchor: "PDO", index: 2 },
    { name: "PDO->__construct", anchor: "PDO", index: 2 },
    // basic auth built from a user and a password: OkHttp's `Credentials.basic(u, "X")`, Spring's
    // `builder.basicAuthentication(u, "X")` and `new BasicAuthenticationInterceptor(u, "X")`, reqwest's `.basic_auth(u, Some("X"))`
    { name: "Credentials.basic", anchor: "ials.basic(", index: 1 },
    { name: "basicAuthentication", anchor: "basicAuthentication(", index: 1 },
    { name: "BasicAuthenticationInterceptor", anchor: "BasicAuthenticationInterceptor(", index: 1 },
    { name: "basic_auth", anchor: "basic_auth", index: 1 },
    // database and directory connections whose third argument is the password: Perl's `DBI->connect($dsn, u, "X")`,
    // PHP's `mysql_connect(h, u, "X")`, `ldap_bind($c, $dn, "X")`, `ssh2_auth_password($c, u, "X")`, `imap_open($mb, u, "X")`,
    // `ftp_login($c, u, "X")`, Python's `ftplib.FTP(h, u, "X")`, Ruby's `Net::FTP.new(h, u, "X")`; Oracle's `oci_connect(u, "X")`
    { name: "DBI->connect", anchor: "DBI->connect(", index: 2 },
    { name: "mysql_connect", anchor: "mysql_connect(", index: 2 },
    { name: "ldap_bind", anchor: "ldap_bind(", index: 2 },
    { name: "ssh2_auth_password", anchor: "ssh2_auth_password(", index: 2 },
    { name: "imap_open", anchor: "imap_open(", index: 2 },
    { name: "ftp_login", anchor: "ftp_login(", index: 2 },
    { name: "FTP", anchor: "FTP(", index: 2 },
    { name: "FTP_TLS", anchor: "FTP_TLS(", index: 2 },
    { name: "Net::FTP.new", anchor: "Net::FTP.new", index: 2 },
    { name: "oci_connect", anchor: "oci_connect(", index: 1 },
    // the MySQL C API's `mysql_real_connect(conn, host, u, "X", db, port, sock, flags)`; Python's Oracle drivers by
    // position, `cx_Oracle.connect(u, "X", dsn)` and `oracledb.connect(u, "X", dsn)` (a `u/X@dsn` string: password-rules.ts)
    { name: "mysql_real_connect", anchor: "mysql_real_connect(", index: 3 },
    { name: "cx_Oracle.connect", anchor: "Oracle.connect(", index: 1 },
    { name: "oracledb.connect", anchor: "acledb.connect(", index: 1 },
    // a client's `login(u, "X")` (Python's smtplib, ftplib, imaplib and poplib clients, and most others) and Go's
    // `req.SetBasicAuth(u, "X")`
    { name: "login", anchor: "login", index: 1 },
    { name: "SetBasicAuth", anchor: "SetBasicAuth(", index: 1 },
    // Rust's lettre: `Credentials::new(u.to_string(), "X".to_string())` (SMTP login)
    { name: "Credentials::new", anchor: "Credentials::new(", index: 1 },
    // Ruby's `Net::SMTP.start(host, port, helo, u, "X", :plain)`
    { name: "Net::SMTP.start", anchor: "Net::SMTP.start", index: 4 },
    // Go's `ssh.Password("X")` (an SSH client's auth method) and `url.UserPassword(u, "X")`
    { name: "ssh.Password", anchor: "ssh.Password(", index: 0 },
    { name: "url.UserPassword", anchor: "UserPassword(", index: 1 },
    // the system keyring's `keyring.set_password(service, u, "X")` (Django's `user.set_password("X")` is a setter's, name-rules.ts)
    { name: "keyring.set_password", anchor: "ring.set_password(", index: 2 },
    // MongoDB's Java driver: `MongoCredential.createCredential(u, db, "X".toCharArray())` and its mechanisms' kin
    { name: "MongoCredential.createCredential", anchor: "MongoCredential.", index: 2 },
    { name: "MongoCredential.createScramSha1Credential", anchor: "MongoCredential.", index: 2 },
    { name: "MongoCredential.createScramSha256Credential", anchor: "MongoCredential.", index: 2 },
    { name: "MongoCredential.createPlainCredential", anchor: "MongoCredential.", index: 2 },
    // a JWT's signing or verifying key by position (corpus 16): node-jsonwebtoken's `jwt.sign(payload, "X")` and `jwt.verify(token, "X")`,
    // PyJWT's `jwt.encode(payload, "X", algorithm=…)` and `jwt.decode(token, "X", …)`, ruby-jwt's `JWT.encode(payload, "X", "HS256")`
    // (or `JWT.encode payload, "X", "HS256"`)
    { name: "jwt.sign", anchor: "jwt.", index: 1 },
    { name: "jwt.verify", anchor: "jwt.", index: 1 },
    { name: "jwt.encode", anchor: "jwt.", index: 1 },
    { name: "jwt.decode", anchor: "jwt.", index: 1 },
    { name: "JWT.encode", anchor: "T.encode", index: 1 },
    { name: "JWT.decode", anchor: "T.decode", index: 1 },
    // firebase/php-jwt's `JWT::encode($payload, "X", "HS256")`
    { name: "JWT::encode", anchor: "T::encode", index: 1 },
    { name: "JWT::decode", anchor: "T::decode", index: 1 },
];
const ARGUMENT_ANCHORS = [...new Set(CREDENTIAL_CALLS.map(({ anchor }) => anchor))];
const BY_NAME = new Map(CREDENTIAL_CALLS.map((call) => [call.name, call]));
/**
 * The calls' names as words, then the opening parenthesis; or, as Ruby calls a method, blanks and a quote or a variable and
 * its comma (corpus 16: `req.basic_auth 'user', 'X'`, `JWT.encode payload, 'X', 'HS256'`), whose arguments end with the line.
 */
const CALL = new RegExp(`(?<!\\w)(${[...BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|").replaceAll(".", "\\.")})(?:\\(|[ \\t]+(?=\\\\{0,3}["']|[A-Za-z_@$:][\\w.@$:]*[ \\t]*,))`, "g");
/**
 * What ends a call without parentheses: the line, raw or JSON-escaped, the JSON string it stands in, a `;`, a block (`do`, `{`),
 * a modifier or a comment.
 */
const BARE_END = /^(?:$|[\r\n;#{"]|\\{1,2}[nr"]|[ \t]+(?:do|if|unless|rescue|\{|#))/;
/**
 * One argument: a string literal (quotes escaped in JSON text), maybe `.toCharArray()` (Java) or Rust's owned-string
 * conversions (`.to_string()`, `.to_owned()`, `.into()`) after it, or
 * anything without a comma, a quote or a parenthesis, with one level of parentheses (`cfg.url()`) or of braces (an object
 * literal: `jwt.sign({ sub: id }, "X")`, corpus 16).
 */
const ARGUMENT = /(?:\\{0,3}(["'`])([^"'`\\\n]*)\\{0,3}\1(?:\.(?:toCharArray|to_string|to_owned|into)\(\))?|(?:[^,()"'`\n\\{}]|\([^()\n]*\)|\{[^{}\n]{0,200}\})+)/y;
/** Rust's `Some(` around an optional argument. */
const OPTION_WRAPPER = "Some(";
/** Blanks and line breaks between arguments, raw or JSON-escaped. */
const BETWEEN = /(?:[ \t\r\n]|\\[nrt])*/y;
function argumentSpans(text) {
    const spans = [];
    CALL.lastIndex = 0;
    for (let hit = CALL.exec(text); hit !== null; hit = CALL.exec(text)) {
        const call = BY_NAME.get(hit[1]);
        const secret = literalArgument(text, hit.index + hit[0].length, call, !hit[0].endsWith("("));
        if (secret !== null)
            spans.push({ ...secret, kind: "credential-call-argument" });
    }
    return spans;
}
/** The literal at the call's secret argument, if it is one, whole (a `,` or the `)` after it). */
function literalArgument(text, at, call, bare = false) {
    let cursor = at;
    for (let index = 0; index <= call.index; index += 1) {
        BETWEEN.lastIndex = cursor;
        BETWEEN.exec(text);
        // Rust's optional argument (`Some("X")`): the literal inside it, then its `)`
        const wrapped = index === call.index && text.startsWith(OPTION_WRAPPER, BETWEEN.lastIndex);
        ARGUMENT.lastIndex = BETWEEN.lastIndex + (wrapped ? OPTION_WRAPPER.length : 0);
        const argument = ARGUMENT.exec(text);
        if (argument === null)
            return null;
        if (wrapped && text[ARGUMENT.lastIndex++] !== ")")
            return null;
        BETWEEN.lastIndex = ARGUMENT.lastIndex;
        BETWEEN.exec(text);
        const next = text[BETWEEN.lastIndex];
        // without parentheses, the last argument ends the call where the line or a block does (blanks before it not skipped)
        const ended = bare ? index === call.index && BARE_END.test(text.slice(ARGUMENT.lastIndex, ARGUMENT.lastIndex + 12)) : next === ")";
        if (next !== "," && (!ended || index < call.index))
            return null;
        if (index < call.index) {
            cursor = BETWEEN.lastIndex + 1;
            continue;
        }
        const body = argument[2];
        if (body === undefined || !((0,secret_shape/* looksLikeSecret */.WW)(body, "", "labelled") || (0,punctuated_values/* isPunctuatedPassword */.dx)(body)))
            return null;
        const start = argument.index + argument[0].indexOf(argument[1]) + 1;
        return { start, end: start + body.length };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/evidence/rule-parts.ts
/** A line break as a transcript holds it: raw, or JSON-escaped once or twice (`\n`, `\\n`). */
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** A file shown with line numbers, optional: `cat -n`'s number and tab, Claude Code's Read `N→`, escaped in JSON text or not. */
const LINE_NUMBER = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→|⇥))?";
/** A line of base64 (a PEM body's). */
const BASE64_LINE = "[A-Za-z0-9+/=]+";
/** A PEM header line inside a block (`Proc-Type: 4,ENCRYPTED`). */
const PEM_HEADER_LINE = "[A-Za-z-]+:[^\\n\\\\\"]*";
/**
 * A named rule: its anchors (the literal texts a scan opens it on) and its pattern. The secret, where there is
 * one, ends the match, so no indices are needed unless asked (`d` doubles a scan's cost).
 */
const labelRule = (kind, anchors, source, confidence, flags = "g") => ({
    kind,
    anchors,
    pattern: new RegExp(source, flags),
    ...(confidence ? { confidence } : {}),
});

;// CONCATENATED MODULE: ./src/evidence/assignment-rules.ts

/** A value after a label: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE_ESCAPE = "(?:\\\\{1,3})?";
const OPEN_QUOTE = `(?:${QUOTE_ESCAPE}["'\`])?`;
/** A string literal argument, its quotes escaped or not (`'mysql:host=db;dbname=shop'`). */
const STRING_ARG = `${QUOTE_ESCAPE}["'][^"'\\\\\\n]*${QUOTE_ESCAPE}["']`;
const PEM_LABEL = "[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----";
/** A line's number is no base64 line: `cat -n`'s tab (or an editor's arrow) follows it. */
const NOT_LINE_NUMBER = "(?![\\t→]|\\\\{1,2}t)";
/** A key's line indented in a YAML block scalar (`  key: |`), after `cat -n`'s number and tab or not. */
const PEM_INDENT = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→))?[ \\t]*";
const rule = labelRule;
const LABEL_RULES = [
    // a whole or a cut private key block: the body ends at the END line or at the first line that is not base64
    rule("private-key", ["BEGIN"], `-----BEGIN${PEM_LABEL}(?:${NEWLINE}*${PEM_INDENT}(?:${BASE64_LINE}${NOT_LINE_NUMBER}|${PEM_HEADER_LINE}))*(?:${NEWLINE}*${PEM_INDENT}-----END${PEM_LABEL})?`),
    // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
    // up to the last `@` before the host: a password may hold an unescaped `@` (`u:p@ss@host`); a reference
    // there (`${DB_PASS}`, `$DB_PASS`, `{{ pass }}`, `%DB_PASS%`, Python's `%(password)s` and `{password}`) is a template's
    // placeholder, not a password, as is a
    // placeholder
    // (`webapp:<password>@`, `user:***@`), or the user's own name (`guest:guest@`: it hides nothing the user does not show);
    // a password may hold a `/` (`redis://:ab/cd9X@host`) up to the first `@`, unless what comes before it is a port's digits
    // (`https://host:8443/users/@me`)
    rule("url-credentials", ["://"], `://(?<secret>(?<user>[^\\s:/@"'\\\\]*):(?!\\$\\{|\\$[A-Za-z_]|\\{\\{|%[A-Za-z_]|%\\([\\w.-]+\\)[sdr]@|\\{[\\w.]*\\}@|<[^\\s<>@/]*>@|\\*+@|\\k<user>@)(?:[^\\s/"'\\\\]+(?=@)|(?!\\d*[/?#])[^\\s/"'\\\\@]+/[^\\s"'\\\\@]*(?=@[\\w-])))`),
    // a URL's user-info that is a key, not a name (a Sentry DSN's `https://<32 hex>@o1.ingest.sentry.io/2`): long and random
    rule("url-token-user", ["://"], "://(?<secret>[A-Za-z0-9_-]{20,})(?=@)", "key"),
    // the signature of a signed URL or an Azure SAS token (`?sv=2022-11-02&…&sig=…`), which grants what it signs
    // also S3's and GCS's presigned URLs (`X-Amz-Signature=`, `X-Goog-Signature=`), and CloudFront's and S3 V2's `Signature=`
    // (the STS session token an S3 URL carries, `X-Amz-Security-Token=`, is name-rules.ts's: a token's name)
    rule("url-signature", ["sig=", "Signature="], "[?&;](?:sig|(?:X-(?:Amz|Goog)-)?Signature)=(?<secret>[A-Za-z0-9%+/=_~-]{16,})", "key"),
    rule("basic-auth-user", ["curl"], `curl[^\\n"]{0,200}?[ \\t](?:-u|--user|--proxy-user)(?:[ \\t]+|=)${OPEN_QUOTE}[^\\s:"'\\\\]*:(?<secret>[^\\s"'\\\\]+)`, "labelled"),
    rule("netrc-password", ["login"], `login[ \\t]+[^\\s"\\\\]+(?:[ \\t]+|${NEWLINE}[ \\t]*)password[ \\t]+(?<secret>${VALUE})`, "labelled"),
    rule("aws-configure", ["configure set"], `aws configure set [\\w.-]*(?:secret|key|token|password)[\\w.-]*[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "labelled"),
    // a session cookie's value, in a `Cookie:`/`Set-Cookie:` header (`sessionid=…; csrftoken=…`, `__Host-session=…`) or a cookie jar's line
    // (`legacy.acme.dev\tFALSE\t/\tTRUE\t0\tconnect.sid\ts%3A…`): whoever holds it is logged in
    rule("session-cookie", ["ession", "ESSION", "SESSID", ".sid"], `(?:^|[\\s;:"']|\\\\t)(?:__(?:Host|Secure)-session|(?:__(?:Host|Secure)-)?(?:sessionid|session_id|sessid|PHPSESSID|JSESSIONID|connect\\.sid|_session(?:_id)?|[a-z][a-z0-9-]*_session|`
        + "ASP\\.NET_SessionId))"
        + `(?:=|\\t|\\\\t)(?<secret>[^\\s;"'\\\\,]{16,})`, "key"),
    // a crypt(3) or htpasswd password hash (`metrics:$apr1$i0es6ZOt$mAno…`, `$2y$10$…`, `{SHA}…=`): crackable offline;
    // also phpass's (WordPress, phpBB: `$P$B…`, `$H$9…`, a count and a salt then 22 characters, 31 in all)
    // the modular crypt format's other ids too: MD5-crypt `$1$`, scrypt-based yescrypt `$y$` and `$gy$`, mosquitto's PBKDF2
    // `$7$`, passlib's `$pbkdf2-sha256$`, `$scrypt$`, argon2's `$argon2i$`, `$argon2d$`; a salt or digest of 8 or more
    // characters in it, so a shell's run of positional parameters (`"$1$2$3$4$5$6$7$8$9$10"`) is none
    rule("password-hash", ["$apr1$", "$2y$", "$2a$", "$2b$", "$1$", "$5$", "$6$", "$7$", "$y$", "$gy$", "$argon2", "$pbkdf2", "$scrypt$", "$P$", "$H$"], "(?:(?<![\\w$])|(?<=\\\\[nrt]))(?<secret>\\$(?:(?:apr1|2[aby]|[1567]|g?y|argon2(?:id|i|d)?|pbkdf2(?:-sha\\d+)?|scrypt)\\$(?=[A-Za-z0-9./$=,+-]{0,64}?[A-Za-z0-9./]{8})[A-Za-z0-9./$=,+-]{16,}"
        + "|[PH]\\$[A-Za-z0-9./]{31,}))"),
    // LDAP's and htpasswd's scheme-tagged hashes: `{SHA}`, salted `{SSHA}`, their SHA-2 kinds and `{MD5}`, `{SMD5}`
    rule("password-hash-sha", ["{SHA", "{SSHA", "{MD5}", "{SMD5}"], "\\{(?:S?SHA(?:256|384|512)?|S?MD5)\\}(?<secret>[A-Za-z0-9+/]{20,}={0,2})"),
    // PHP's database connectors take the password by position: `new PDO($dsn, 'user', 'pw')`, `new mysqli('h', 'u', 'pw', 'db')`,
    // `mysqli_connect('h', 'u', 'pw')`: the third argument, when the two before it are string literals
    // a string literal: a leading `!` is the password's (`'!We&XobfE7!ISEq'`)
    {
        ...rule("php-connector-password", ["PDO", "mysqli"], `(?:new[ \\t]+(?:PDO|mysqli)|mysqli_connect)[ \\t]*\\([ \\t]*(?:${STRING_ARG}[ \\t]*,[ \\t]*){2}${QUOTE_ESCAPE}["'](?<secret>[^\\s"'\\\\]+)`, "labelled"),
        literal: true,
    },
];

// EXTERNAL MODULE: ./src/evidence/credential-flags.ts + 1 modules
var credential_flags = __webpack_require__(2161);
;// CONCATENATED MODULE: ./src/evidence/command-positions.ts
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


/** The secret as one of the words after the opening. */
const byWords = (pick) => (text, at) => {
    const word = pick((0,credential_flags/* wordsAfter */.aG)(text, at, MAX_WORDS));
    return word === undefined ? null : (0,credential_flags/* valueSpan */.MK)(text, word.index);
};
/** The most words read after an opening. */
const MAX_WORDS = 12;
/** The words that are not flags, a flag's value skipped where the flag takes one. */
function positional(words, valued) {
    const found = [];
    for (let at = 0; at < words.length; at += 1) {
        const { word } = words[at];
        if (word === "--")
            continue;
        if (word.startsWith("-")) {
            if (valued.has(word))
                at += 1;
            continue;
        }
        found.push(words[at]);
    }
    return found;
}
/** The value of an option, `--value X` or `--value=X`: the word after it, or the word itself past its `=`. */
function optionValue(words, names) {
    for (let at = 0; at < words.length; at += 1) {
        const { word, index } = words[at];
        if (names.includes(word))
            return words[at + 1];
        const name = names.find((option) => word.startsWith(`${option}=`));
        if (name !== undefined)
            return { word: word.slice(name.length + 1), index: index + name.length + 1 };
    }
    return undefined;
}
/** npm's, pnpm's and yarn's settings that hold a credential. */
const REGISTRY_CREDENTIAL_KEY = /(?:_authToken|_auth|_password|npmAuthToken|npmAuthIdent)$/;
const COMMAND_POSITIONS = [
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
const SASL_MECHANISM = /^(?:LOGIN|PLAIN|CRAM-MD5|DIGEST-MD5|XOAUTH2|OAUTHBEARER|NTLM|GSSAPI|EXTERNAL|ANONYMOUS)$/;
const NO_VALUED = new Set();
const PULUMI_VALUED = new Set(["-s", "--stack", "-C", "--cwd", "--config-file"]);
const MC_VALUED = new Set(["--api", "--path", "--config-dir", "-C"]);
const CARGO_VALUED = new Set(["--registry", "-Z", "--config", "--color"]);
/** The spans one entry finds in a text. */
function commandPositionSpans(entry, text) {
    const spans = [];
    entry.opening.lastIndex = 0;
    for (let hit = entry.opening.exec(text); hit !== null; hit = entry.opening.exec(text)) {
        const span = entry.secretAfter(text, hit.index + hit[0].length);
        if (span !== null)
            spans.push({ ...span, kind: entry.kind });
    }
    return spans;
}
/**
 * `echo 'X' | docker login -u bot --password-stdin`, OpenConnect's `--passwd-on-stdin`, `echo 'X' | sudo -S apt-get …`,
 * `echo 'user:X' | sudo chpasswd`, `echo X | passwd --stdin user`: the echoed word, when the next command of the pipe reads
 * a password from it.
 */
function pipedPassword(text, at) {
    const [word] = (0,credential_flags/* wordsAfter */.aG)(text, at, 1);
    if (word === undefined)
        return null;
    const after = word.index + word.word.length;
    const receiver = PIPED_TO.exec(text.slice(after, after + MAX_RECEIVER_CHARS));
    if (receiver === null)
        return null;
    return (0,credential_flags/* valueSpan */.MK)(text, word.index, receiver[1] === undefined ? undefined : ":");
}
const MAX_RECEIVER_CHARS = 300;
/** The pipe's next command reads a password on its input; `chpasswd` reads `user:password` (group 1). */
const PIPED_TO = /^[ \t]*\|[ \t]*(?:sudo -S\b|[^\n|;&]*?[ \t]--passw(?:or)?d-(?:on-)?stdin\b|[^\n|;&]*?\bpasswd --stdin\b|[^\n|;&]*?\b(?:vnc|smb)passwd\b|(?:sudo[ \t]+)?(chpasswd)\b)/;
/** The echoed word, when the line writes it (`>`, `>>`, `| tee`) to a file whose name says it holds a password or a token. */
function writtenToPasswordFile(text, at) {
    const [word] = (0,credential_flags/* wordsAfter */.aG)(text, at, 1);
    if (word === undefined)
        return null;
    const after = word.index + word.word.length;
    const target = WRITTEN_TO.exec(text.slice(after, after + MAX_RECEIVER_CHARS))?.[1];
    if (target === undefined || !CREDENTIAL_FILE.test(target.replace(/^.*\//, "")))
        return null;
    const span = (0,credential_flags/* valueSpan */.MK)(text, word.index);
    // a password is a run of eight or more characters, not a word or two (`echo done > pass`, `echo 'see docs' > token.txt`)
    const value = span === null ? "" : text.slice(span.start, span.end);
    return value.length >= MIN_WRITTEN_PASSWORD && !/^[A-Za-z]+$/.test(value) && (!/\s/.test(value) || (0,secret_shape/* isSpacedPassphrase */.Bn)(value)) ? span : null;
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
function hereStringPassword(text, at) {
    const receiver = HERE_STRING_TO.exec(commandStart(text, at));
    return receiver === null ? null : (0,credential_flags/* valueSpan */.MK)(text, at, receiver[1] === undefined ? undefined : ":");
}
/** A command that reads a password on its input (vncpasswd's `-f`, smbpasswd's `-s`); `chpasswd` reads `user:password` (group 1). */
const HERE_STRING_TO = /(?:\bsudo -S\b|[ \t]--passw(?:or)?d-(?:on-)?stdin\b|\bpasswd --stdin\b|\b(?:vnc|smb)passwd\b|\b(chpasswd)\b)/;
/** The text of the command that `at` is in, from its start (a line's, `;`, `|` or `&`, raw or JSON-escaped) to `at`. */
function commandStart(text, at) {
    const limit = Math.max(0, at - MAX_RECEIVER_CHARS);
    let start = at;
    while (start > limit && !COMMAND_ENDS.has(text[start - 1]) && !(text[start - 2] === "\\" && /[nr]/.test(text[start - 1])))
        start -= 1;
    return text.slice(start, at);
}
const COMMAND_ENDS = new Set(["\n", "\r", ";", "|", "&"]);
/** `net use [drive] \\server\share X /user:DOM\u`, or X after `/user:…`: the word that is neither a drive, a share, `*` nor a switch. */
function netUsePassword(text, at) {
    const line = LINE_REST.exec(text.slice(at, at + MAX_RECEIVER_CHARS))?.[0] ?? "";
    let offset = at;
    for (const word of line.split(/([ \t]+)/)) {
        const start = offset;
        offset += word.length;
        if (word === "" || /^[ \t]/.test(word) || /^(?:\/|[A-Za-z]:$|\*$|\\)/.test(word))
            continue;
        return (0,credential_flags/* valueSpan */.MK)(text, start);
    }
    return null;
}
/**
 * The rest of a command's line: up to a line break (raw or JSON-escaped), a pipe, `&` or `;`. A UNC path is read whole,
 * its separators as the text writes them (`\\\\fs01\\nas` in JSON text, `\\fs01\nas` raw): a share named `nas` is no line break.
 */
const LINE_REST = /^(?:\\\\\\\\[\w.$-]+(?:\\\\[\w.$-]+)+|\\\\[\w.$-]+(?:\\[\w.$-]+)+|[^\n\\|&;]|\\(?![nr"]))*/;
/** FreeRDP's `/p:X` (also `/password:X`) and cmdkey's `/pass:X`, on the program's line. */
function slashPassword(text, at) {
    const line = LINE_REST.exec(text.slice(at, at + MAX_RECEIVER_CHARS))?.[0] ?? "";
    const option = SLASH_PASSWORD.exec(line);
    return option === null ? null : (0,credential_flags/* valueSpan */.MK)(text, at + option.index + option[0].length);
}
const SLASH_PASSWORD = /[ \t]\/(?:p|pass|password):/;

;// CONCATENATED MODULE: ./src/evidence/credential-hashes.ts
/**
 * Password hashes by their format, wherever they stand: a crypt(3) string (`$apr1$salt$hash`, `$2y$05$…`, `$6$…`,
 * phpass's `$P$…`, mosquitto's `$7$…`, `$argon2id$…`), an LDAP scheme (`{SSHA}…`, `{PLAIN}…`), a SCRAM verifier
 * (`SCRAM-SHA-256$4096:salt$stored:server`) and Django's `pbkdf2_sha256$…`. A hash opens to a dictionary attack, and
 * its format says what it is whatever its line holds (an htpasswd row, a database dump, a passwd-file), as a token's
 * prefix does: a format rule, not a position.
 */
/** The marker kind of a password hash. */
const CREDENTIAL_HASH = "credential-hash";
/** A hash's characters after its scheme: base64's and crypt's alphabets and their separators. */
const HASH_CHARS = "[A-Za-z0-9./+=$,:_-]";
/** A crypt(3) body is this long at least (the shortest, MD5-crypt's salt and hash, is 31). */
const MIN_CRYPT_BODY = 20;
/** An LDAP scheme's value is this long at least (a salted SHA-1 in base64 is 28; a plain password is shorter). */
const MIN_SCHEME_BODY = 8;
/** Letters a hash holds at least (its salt and digest are base64 or hex): `$1$2$3$…` holds none. */
const MIN_HASH_LETTERS = 6;
const CRYPT_IDS = "2[abxy]?|1|5|6|7|y|gy|apr1|P|H|argon2(?:id|i|d)|pbkdf2(?:-sha\\d+)?|scrypt|sha1|md5";
const LDAP_SCHEMES = "S?SHA(?:256|384|512)?|S?MD5|CRYPT|PBKDF2[A-Za-z0-9-]*|ARGON2|PLAIN|CLEAR|CLEARTEXT|BLF-CRYPT|SHA512-CRYPT";
/** Every format, one alternation: one scan of a text. */
const HASH = new RegExp(`(?:\\$(?:${CRYPT_IDS})\\$${HASH_CHARS}{${MIN_CRYPT_BODY},}`
    + `|\\{(?:${LDAP_SCHEMES})\\}[A-Za-z0-9./+=$!#%&*?@^~_-]{${MIN_SCHEME_BODY},}`
    + "|SCRAM-SHA-(?:1|256)\\$\\d+:[A-Za-z0-9./+=]+\\$[A-Za-z0-9./+=]+:[A-Za-z0-9./+=]+"
    + `|pbkdf2_sha(?:1|256)\\$\\d+\\$[A-Za-z0-9./+=]+\\$[A-Za-z0-9./+=]+)`, "g");
/** Every password hash in `text`, by its format. */
function credentialHashSpans(text) {
    const spans = [];
    HASH.lastIndex = 0;
    for (let match = HASH.exec(text); match !== null; match = HASH.exec(text)) {
        // a hash starts after no word character (`x$1$…` is a variable's); tested here, as a lookbehind slows the scan
        if (match.index > 0 && /[A-Za-z0-9_$]/.test(text[match.index - 1]))
            continue;
        // a shell's positional parameters (`$1$2$3…`) are digits and `$` only: a hash's salt and digest hold letters
        if ((match[0].match(/[A-Za-z]/g)?.length ?? 0) < MIN_HASH_LETTERS)
            continue;
        // a separator that ends a line of a file (`hash::::::`, a dump's `|`) is the file's, not the hash's
        const value = match[0].replace(/[:,]+$/, "");
        spans.push({ start: match.index, end: match.index + value.length, kind: CREDENTIAL_HASH });
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/credential-words.ts
/**
 * The words that mean a credential, in English and in other languages: what the window rule (credential-window.ts)
 * opens on. A list of what a word means, not of values: "password", "Passwort", "contraseña", "пароль", "密码" name
 * a secret in every syntax and every corpus, whatever stands around them.
 *
 * Strong words name a secret on their own ("the password for the test user is X"): a few plain words may stand between
 * them and the value. Weak words (`pass`, `pw`, `auth`, `login`, `psk`) are also ordinary words or parts of names, so
 * their value must follow right after a separator (`masterauth X`, `bindpw X`, `--pass X`).
 */

/** English words for a password, a secret, a token or a key that opens something. */
const ENGLISH_STRONG = [
    "pass(?:word|wd|phrase|code)s?",
    "secrets?",
    "tokens?",
    "credentials?",
    "creds",
    "auth[ _-]?tok(?:en)?s?",
    "authori[sz]ation",
    // a key qualified as one that opens something ("API key", "secret_key", "privateKey", "unseal key"); a bare key is a
    // dictionary's, a table's or a cache's, and an access key an id (and HTML's `accesskey` a shortcut)
    "(?:api|secret|private|signing|master|encryption|client|licen[cs]e|unseal|webhook|hmac|account|shared|storage"
        + "|app|auth|session|recovery|pre[ _-]?shared)[ _-]?keys?",
];
/**
 * Other languages' words for a password, a token or a secret. A word that inflects (Swedish `lösenordet`, Turkish
 * `şifresi`, Polish `hasła`, Finnish `salasanan`) is its stem: the ending is read after it (`FOREIGN_ENDING`).
 */
const FOREIGN_STRONG = [
    "passwort", "kennwort", "mots? de passe", "contraseña", "contrasena", "contrasenya", "senha", "wachtwoord",
    "lösenord", "losenord", "adgangskode", "passord", "salasana", "jelsz[óoa]", "hesl[oa]", "hasł", "şifre", "sifre",
    "kata sandi", "kata laluan", "mật khẩu",
    // corpus 17: Turkish's `parola` where Turkish inflects it (`parolası`, `parolanız`) or labels it, and Spanish's `clave`
    "parola(?=s[ıi]|n[ıi]z|m[ıi]z|[ \\t]*[:：])", "clave", "lozink", "лозинк", "geslo", "parool", "palavra-passe", "slaptažod", "parolă", "κωδικ", "συνθηματικ",
    "парол", "токен", "секрет", "密码", "密碼", "口令", "令牌", "密钥", "秘钥", "密鑰", "パスワード", "暗証番号", "トークン",
    // Japanese's keys that open something (a shared key, a VPN's pre-shared one; a private key; an encryption key), a passphrase, a
    // secret; Chinese's key as Taiwan writes it. Not 公開鍵, a public key
    "共有鍵", "秘密鍵", "暗号鍵", "パスフレーズ", "シークレット", "金鑰",
    // an API's or a secret key in the languages that name it by their own word for a key (corpus 16: `API 키`, `APIキー`,
    // `API-sleutel`): only so qualified, as a bare key is a dictionary's or a door's
    "api[ _-]?(?:sleutel|schlüssel|schluessel|nyckel|nøgle|nøkkel|avain|kulcs|klucz|klíč|ключ|anahtar|키|キー)",
    "(?:clé|chiave|chave|llave|klucz|ключ)(?:[ _-](?:de[ _-]|da[ _-]|do[ _-]|del[ _-]|d['’]|dell['’]|della[ _-])?|['’])api",
    "(?:clé secrète|chiave segreta|chave secreta|geheime[rn]? schlüssel|geheime sleutel|секретный ключ|gizli anahtar)",
    "비밀[ _-]?키", "시크릿[ _-]?키", "秘密キー", "シークレットキー",
    "비밀번호", "비번", "암호", "토큰", "รหัสผ่าน", "סיסמ", "كلمة المرور", "كلمة السر", "كلمة مرور", "رمز عبور", "पासवर्ड", "गुप्त शब्द",
];
/**
 * Words that also mean other things, or are parts of names: a value right after a separator only. `parola` is also
 * Italian for "word", `parole` Latvian's password and English's release, `clave` Spanish for "key", `jeton` French
 * for a game's token, `mdp` French shorthand for a password.
 */
const WEAK = ["pass", "pwd", "pw", "auth", "login", "logon", "psk", "session[_-]?id", "parola", "parole", "clave", "jeton", "mdp"];
/**
 * A client's password flag by the convention most clients share: `-p VALUE`, `-P VALUE` (mysql, sshpass, oc, ncftpput,
 * ipmitool, rabbitmqadmin, altool), Windows' `/p:VALUE` (xfreerdp, cmdkey). Weak: `-p` is also a port, a path, a
 * profile, whose values are numbers and names, which the value's test refuses.
 */
const PASSWORD_FLAGS = ["(?<=[ \\t])-p(?=[ \\t'\"])", "(?<=[ \\t])/p(?=:)"];
/** An inflected ending of a foreign stem: a few lower-case letters of the Latin, Greek or Cyrillic scripts. */
const FOREIGN_ENDING = /[a-zà-ÿąćęłńóśźżğışçåäöüőűăâîșțα-ωά-ώа-яё]{0,5}/y;
/** Weak words that are whole words only: a letter before them makes another word (`enclave`, `relogin`). */
const WHOLE_WORDS_ONLY = /^(?:login|logon|session[_-]?id|parola|parole|clave|jeton|mdp)$/i;
const alternatives = (words) => words.join("|");
/**
 * Every credential word, case-insensitive, in one scan of a text: its group says which kind it is (`english` and
 * `foreign` are strong, `weak` is weak). The longer spellings come first in each group (`password` before `pass`), as
 * an alternation takes the first that matches.
 */
const CREDENTIAL_WORD = new RegExp(`(?<english>${alternatives(ENGLISH_STRONG)})|(?<foreign>${alternatives(FOREIGN_STRONG)})|(?<weak>${alternatives([...WEAK, ...PASSWORD_FLAGS])})`, "gi");
/** The same pattern, tried in place where a stem starts (`CREDENTIAL_STEM`). */
const CREDENTIAL_WORD_AT = new RegExp(CREDENTIAL_WORD.source, "iy");
/** The qualifiers that make a key one that opens something (`ENGLISH_STRONG`'s keys), each a stem with its key's `k`. */
const KEY_QUALIFIERS = ["private", "signing", "master", "encryption", "client", "licen[cs]e", "unseal", "webhook", "hmac", "account", "shared", "storage", "app", "recovery"];
/**
 * The start of every credential word above, one literal each (a key's qualifier for a qualified key): a scan for them
 * cost a third of the whole case-insensitive pattern's on 20 MB of prose (session 34, measured), and the pattern is
 * tried only where one starts. Each opens on a literal (lead-scan.ts `literalLead`): one walk of a text finds where
 * they may start, with redaction's anchors (redact.ts), and `CREDENTIAL_STEM_AT` tells there.
 */
const CREDENTIAL_STEMS = [
    "pass", "pwd", "pw", "secr", "toke", "cred", "auth", "logi", "logo", "psk", "sess", "paro", "clav", "jeto", "-p", "/p",
    // an API's key in English and, since corpus 16, by another language's word for a key (`API-sleutel`, `API 키`): one stem
    "api[ _-]?(?:k|sleu|schl|nyck|nø|avain|kulc|klu|klí|клю|anah|키|キ)",
    ...KEY_QUALIFIERS.map((qualifier) => `${qualifier}[ _-]?k`),
    "pre[ _-]?sh", "kenn", "mots? de", "contr", "senh", "wach", "lösen", "losen", "adga", "sala", "jelsz", "hesl", "hasł", "şifr",
    "sifr", "kata s", "kata l", "mật", "lozi", "лозин", "gesl", "palavra-p", "mdp", "رمز", "암호", "slapt", "κωδικ", "συνθ", "парол", "токен", "секрет", "密", "口令", "令牌", "秘钥",
    "パスワード", "暗証", "トークン", "共有鍵", "秘密鍵", "暗号鍵", "パスフレーズ", "シークレット", "金鑰", "비밀", "비번", "토큰", "รหัส", "סיסמ", "كلمة", "पासवर्ड", "गुप्त",
    // corpus 16: a key's word before "API" (`clé API`, `klucz API`), and secret keys (`geheimer Schlüssel`, `시크릿 키`)
    "clé", "chiav", "chave", "llave", "klucz", "ключ", "geheime", "gizli a", "시크릿", "秘密キ",
];
/** Whether a stem starts at a position: tried in place, case-insensitive, where a scan found one of `CREDENTIAL_STEM_LEADS`. */
const CREDENTIAL_STEM_AT = new RegExp(CREDENTIAL_STEMS.join("|"), "iy");
/** The stems' literal leads, as a scan finds them. */
const CREDENTIAL_STEM_LEADS = { leads: CREDENTIAL_STEMS.map(literalLead) };
/** English words that end in `pass` and mean no credential ("bypass the cache", "a compass"). */
const NOT_A_PASS = /(?:by|com|sur|tres|over|under|im)$/i;

;// CONCATENATED MODULE: ./src/evidence/named-formats.ts
/**
 * Values of a public format that stand beside a credential's word in ordinary text and look generated by their
 * characters alone (a review of the window rule, session 34): a checksum labelled with its algorithm (`sha256=9f86…`),
 * a W3C trace id, an SSH key's type (`ssh-ed25519`), a tokenizer's encoding (`cl100k_base`), an issue's key
 * (`JIRA-48213`), a regular expression's character class (`A-Za-z0-9@#$%^&+=`), the names of hash and key algorithms
 * (`pbkdf2_sha256`, `PBKDF2WithHmacSHA256`), and a constant's or a resource's name with a version (`T_STRING_V2`,
 * `db-password-v2`). Each is a format, not a list of values: a generated secret has none of these shapes.
 */
/** A digest labelled with its algorithm: `sha256=…`, `md5:…`, `sha512-…` (hex of a digest's lengths). */
const LABELLED_DIGEST = /^(?:sha(?:1|224|256|384|512)|sha3-\d{3}|md5|blake2[bs]?)[=:-][0-9a-f]{32,128}$/i;
/** A W3C `traceparent`: version, trace id, parent id, flags. */
const TRACE_PARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;
/** An SSH public key's type, as `authorized_keys` and `ssh-keygen -t` write it. */
const SSH_KEY_TYPE = /^(?:sk-)?(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3})(?:@openssh\.com)?$/;
/** A tokenizer's encoding name (tiktoken's `cl100k_base`, `o200k_base`, `p50k_base`). */
const ENCODING_NAME = /^[a-z]{1,2}\d{2,3}k_[a-z]+$/;
/** An issue tracker's key: a project's capitals, a dash, a number (`JIRA-48213`, `OPS-912`). */
const ISSUE_KEY = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}$/;
/** A character class opens on two canonical ranges (`A-Za-z0-9…`, `a-f0-9`), which no generated value does. */
const CLASS_RANGES = /^\^?(?:A-Z|a-z|0-9|A-F|a-f){2}/;
/** Names of hash, key-derivation and key algorithms, read out of a value that may be only their names joined. */
const ALGORITHM_NAMES = /pbkdf2|sha-?(?:1|224|256|384|512)|sha3|hmac|md5|bcrypt|scrypt|argon2(?:id|i|d)?|ed25519|blake2[bs]?|aes-?(?:128|192|256)?|rsa-?(?:2048|4096)?/gi;
/** A version at a name's end: `_V2`, `-v2`, `.v10`. */
const VERSION_SUFFIX = /[-_.][vV]\d{1,3}$/;
/**
 * Whether `value` is of a public format above. `readsAsName`: the window rule's test of a name (generated-values.ts),
 * which the algorithms' and versioned names are read with once their algorithm or version is set aside.
 */
function isNamedFormat(value, readsAsName) {
    if (LABELLED_DIGEST.test(value) || TRACE_PARENT.test(value) || SSH_KEY_TYPE.test(value) || ENCODING_NAME.test(value))
        return true;
    if (ISSUE_KEY.test(value) || CLASS_RANGES.test(value))
        return true;
    const withoutAlgorithms = value.replace(ALGORITHM_NAMES, "_").replace(/^[_.-]+|[_.-]+$/g, "");
    if (withoutAlgorithms !== value && (withoutAlgorithms === "" || (/^[\w.-]+$/.test(withoutAlgorithms) && readsAsName(withoutAlgorithms))))
        return true;
    // a versioned name (`T_STRING_V2`, `db-password-v2`): the name before its version reads as one
    return VERSION_SUFFIX.test(value) && /^[\w.-]+$/.test(value) && readsAsName(value.replace(VERSION_SUFFIX, ""));
}

;// CONCATENATED MODULE: ./src/evidence/generated-values.ts
/**
 * Whether a token looks generated: the measured test of the window rule (credential-window.ts), which judges a value
 * by its shape alone, whatever stands before it. A generated secret is long, holds no words, mixes characters (or is
 * long in one class), and spreads them (entropy); what else stands where a value goes is code, a name, a path, a
 * version, an id or a number, each refused by its own shape below.
 */


/** Shorter values are words, flags and short numbers; a generated password is at least this long. */
const MIN_GENERATED_LENGTH = 8;
/** A value of one class of characters is this long to be taken as generated, not words. */
const MIN_ONE_CLASS_LENGTH = 16;
/**
 * A value of letters without digits is this long: shorter ones are names of words and abbreviations (`mw-ui-icon-logIn`).
 * The window rule passes a shorter word of letters alone over without judging it (credential-window.ts `valueAfter`).
 */
const MIN_LETTERS_ONLY_LENGTH = 20;
/** A hex string is a commit's id or a hash below this length; a key of hex digits is longer (a 32-hex master key). */
const MIN_HEX_LENGTH = 20;
/**
 * Entropy a generated value reaches, per character: a share of the most its length allows (8 distinct characters give 3
 * bits), at most this floor (a 64-hex key has 4 bits at most, and a long base64 value near 6).
 */
const ENTROPY_SHARE = 0.7;
/** A git commit's or blob's id, which a secret scan's output and a repository's history print everywhere. */
const COMMIT_ID_LENGTH = 40;
const MAX_ENTROPY_FLOOR = 3.5;
/** A name's piece of this many letters is a word if it reads as one; a shorter one, or one of three that does not (`src`), is short. */
const MIN_WORD_PIECE = 3;
/** A name has this many short pieces, or as many as its words (`getX`, `x_api_key`, `token.test.ts`); random text has more. */
const MAX_SHORT_PIECES = 1;
/** A name's digit runs are this short (`v2`, `2024`); a generated value's run longer. */
const MAX_NAME_DIGITS = 4;
/** Marks that open a value (`!We&X…`, `#8kY…`): the value's own characters, judged without them. */
const LEADING_MARKS = /^[!#%&*?^+]+/;
/**
 * A reference to a value, not one: `$VAR`, `${X}`, `$(cmd)`, `%VAR%`, `#{x}`, `@var` and a URL's `@host` (`!isValid`:
 * a name after a mark).
 */
const REFERENCE = /^(?:\$[A-Za-z_{(]|%[A-Za-z_]\w*%|#\{|@)/;
/** A UUID: an id in ordinary places (a request, a session, an accessor). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A version (`v1.2.3-rc.1`, `10.15.0`, semver's pre-release and build `v2.14.3-beta.1+build.20240511`), after a product's
 * name or not (`HTTP/1.1`, `Mozilla/5.0`, `python-3.12`).
 */
const VERSION = /^(?:[A-Za-z][\w.-]*[/-])?v?\d+(?:\.\d+)+(?:[-~][0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** A regular expression's character class (`A-Za-z0-9_`, `0-9a-f`): ranges and escapes, no value. */
const CHARACTER_CLASS = /^\^?(?:[A-Za-z0-9]-[A-Za-z0-9]|\\[dwsDWS]|[_.+/=-])+$/;
/** A data file's name (`28795904000_heavy.json`): where values are, not one. */
const DATA_FILE = /^[\w.-]+\.(?:json|jsonl|ya?ml|txt|csv|tsv|html?|md|py|js|ts|log|gz|tar|zip|parquet|xml|ini|cfg|conf|toml|sh)$/i;
/** Hex digits in one case, a C literal's `0x` before them or not: a commit id, a hash or a number unless long. */
const HEX = /^(?:0x)?(?:[0-9a-f]+|[0-9A-F]+)$/;
/** The characters of a name: an identifier's, a dotted or dashed key's, a path's. */
const NAME_CHARS = /^[\w.\-/:]+$/;
/** A path from a root, the home or the working directory (`/app/tests/x.html`, `./build`, `~/.ssh/id_rsa`). */
const ROOTED_PATH = /^(?:\/|\.{1,2}\/|~\/)[^/]+\//;
/** A path with this many named parts may end in one of any shape (a git object's hex). */
const MIN_PATH_NAMES = 2;
/** Two of three parts of a path at least are names (`work/08002/gsmyrnis/ls6/dcnlp/eval`: ids and abbreviations between). */
const PATH_NAME_SHARE = 2;
const PATH_NAME_SHARE_OF = 3;
/** A path of named parts: `src/auth/token.ts`, `/etc/ssl/private`, `~/.ssh/id_ed25519`. */
const PATH_PART_SPLIT = /[/\\]+/;
/**
 * Whether `value` looks generated. `rightAfter`: it stands right after the word's separator, where a hex key is a key;
 * after words in a sentence, hex is a commit or a hash.
 */
function looksGenerated(value, rightAfter) {
    if (value.length < MIN_GENERATED_LENGTH || REFERENCE.test(value))
        return false;
    const core = value.replace(LEADING_MARKS, "");
    if (core.length < MIN_GENERATED_LENGTH || !/[A-Za-z]/.test(core))
        return false;
    // a generated value of letters alone is long (`bvajbdlamcwraxjoqtzk`); a shorter one is a word or a name
    if (!/\d/.test(core) && core.length < MIN_LETTERS_ONLY_LENGTH)
        return false;
    if (HEX.test(core) && (!rightAfter || core.length < MIN_HEX_LENGTH))
        return false;
    if (UUID.test(core) || VERSION.test(core) || CHARACTER_CLASS.test(core) || DATA_FILE.test(core))
        return false;
    if ((0,secret_shape/* isPlainWords */._g)(core) || (0,secret_shape/* isPlaceholderPhrase */.Xs)(core))
        return false;
    // a name holds no marks but its separators: `MetINO74bgL9#` is none, however its pieces read
    if (NAME_CHARS.test(core) && readsAsName(core))
        return false;
    // words joined by other marks (`Proceedings+of+the+Fifth+Workshop`) read as words when no digit is among them
    if (!/\d/.test(core) && readsAsName(core.replace(/[^A-Za-z]+/g, "_")))
        return false;
    if ((0,secret_shape/* isNotSecretValue */.JX)(core) || isPath(core) || isNamedFormat(core, readsAsName))
        return false;
    if (classes(core) < 2 && core.length < MIN_ONE_CLASS_LENGTH)
        return false;
    return (0,secret_shape/* shannonEntropy */.ly)(core) >= Math.min(MAX_ENTROPY_FLOOR, ENTROPY_SHARE * Math.log2(core.length));
}
/** A chosen password is this long at least when its words are a passphrase's (`Wint3r-Harb0r-92`). */
const MIN_CHOSEN_LENGTH = 10;
/** A mark between a chosen password's words: a dash, a `#`, a `!`; an identifier's are `_` and `.`. */
const CHOSEN_MARK = /[^A-Za-z0-9_./]/;
/**
 * A password a person chose, right where a credential's word names it ("the password is Wint3r-Harb0r-92"): words
 * joined by marks, with a capital and a digit, which `looksGenerated` takes for a name. Only where the word is a
 * strong one and the value follows it or its verb; elsewhere such a value is a title or a tag.
 */
function looksChosen(value) {
    if (value.length < MIN_CHOSEN_LENGTH || REFERENCE.test(value) || !/\d/.test(value) || !/[A-Z]/.test(value) || !/[a-z]/.test(value))
        return false;
    if (!CHOSEN_MARK.test(value) || value.includes("://") || (0,secret_shape/* isPlaceholderPhrase */.Xs)(value) || CHARACTER_CLASS.test(value))
        return false;
    return !VERSION.test(value) && !UUID.test(value) && !(0,secret_shape/* isNotSecretValue */.JX)(value) && !isPath(value);
}
/** How many of lower-case letters, capitals, digits and other characters `value` holds. */
function classes(value) {
    return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((test) => test.test(value)).length;
}
/**
 * Whether a value reads as a name: an identifier or a dotted or dashed key (`TestLogin`, `x_api_key`, `token.test.ts`,
 * `db-password-v2`): its pieces of three letters or more are words, its digit runs short, and it has few pieces of one or
 * two letters (`ts`, `x`, `v2`), no more than words. Random text of mixed case splits into many (`8kYhOjOIDZTK8`: `k`,
 * `Yh`, `Oj`).
 */
function readsAsName(value) {
    const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
    let short = 0;
    let words = 0;
    for (const piece of pieces) {
        if (/^\d/.test(piece)) {
            if (piece.length > MAX_NAME_DIGITS)
                return false;
        }
        else if ((0,secret_shape/* isPlainWords */._g)(piece) && piece.length >= MIN_WORD_PIECE)
            words += 1;
        else if (piece.length <= MIN_WORD_PIECE)
            short += 1;
        else
            return false;
    }
    return pieces.length > 0 && short <= Math.max(MAX_SHORT_PIECES, words);
}
/**
 * A path whose parts are names (`src/auth/token.ts`), its last part a file's or an object's name of any shape
 * (`.git/objects/6b/4c75ca…`); base64 holds `/` between random parts.
 */
function isPath(value) {
    if (!PATH_PART_SPLIT.test(value))
        return false;
    // standard base64 holds `/` but no `-`, `.` or `_`: a value with both is a path (`EleutherAI/gpt-neox-20b`)
    if (ROOTED_PATH.test(value) || /[-._]/.test(value))
        return true;
    const parts = value.split(PATH_PART_SPLIT).filter((part) => part !== "");
    const names = parts.filter((part) => readsAsName(part) || (0,secret_shape/* isPlainWords */._g)(part)).length;
    return names >= MIN_PATH_NAMES ? names * PATH_NAME_SHARE_OF >= parts.length * PATH_NAME_SHARE : names === parts.length;
}

;// CONCATENATED MODULE: ./src/evidence/key-names.ts
/**
 * Names that hold a credential's word but name no credential (name-rules.ts asks these of the few values
 * that look like one): a key that identifies a record rather than opening anything (`dedup_key`,
 * `idempotencyKey`, `cache_key`, `partition_key`), a key's id (`signing.keyId`, `gpg_key_id`: an id of a
 * key is not the key, and a service account's `private_key_id` is its key's id, which the provider lists and a signed
 * token's `kid` header carries; but `ACCESS_KEY_ID` is a credential pair's half), and a flag that acts on a stored
 * secret, whose argument names it (`gpg --export-secret-keys 9A1F3E5D`, `--delete-secret-keys`, `--list-secret-keys`);
 * and a store of secrets' id (`UserSecretsId`). `api_key`, `secret_key`, `access_key`, `private_key`, `signing_key`,
 * `primary_key` (Rails' encryption key) and `routing_key` (PagerDuty's) stay names of secrets.
 */
/** Words before `_key` (`Key`, `-key`, `.key`) that make it an identifier: deduplication, idempotency, caches, tables, messages. */
const IDENTIFIER_KEY_BEFORE = new RegExp(
// not words a provider's key is named by too (`GOOGLE_MAP_KEY`, `TRANSLATION_KEY`, `OBJECT_KEY` of a storage API)
"(?:^|[^A-Za-z0-9])(?:dedup(?:e|lication)?|idempotency|cache|partition|sort|range|shard|row|foreign|lookup|"
    + "group|i18n|locale|composite|unique|surrogate|natural|join)[_.-]?$", "i");
/** Whether a `…_key` name (kind `key`) is an identifier's, from the text before its `_key`. */
function isIdentifierKeyName(before) {
    return IDENTIFIER_KEY_BEFORE.test(before.slice(-IDENTIFIER_CHARS));
}
const IDENTIFIER_CHARS = "deduplication_".length + 1;
/** The rest of a key's name that makes it the key's id: `keyId`, `key_id`, `KEY_ID`, `key-ids`. */
const KEY_ID_REST = /^(?:[_.-]?(?:Id|ID|id)s?)$/;
/** Keys whose id is itself a credential's part: an access key's id (AWS, MinIO, R2). */
const CREDENTIAL_KEY_BEFORE = /(?:access|secret|client|api|master)[_.-]?$/i;
/** Whether a `…_key` name whose rest is `rest` names a key's id, from the text before its `_key`. */
function isKeyIdName(before, rest) {
    return KEY_ID_REST.test(rest) && !CREDENTIAL_KEY_BEFORE.test(before);
}
/**
 * The id of a store of secrets, the plural's (.NET's `<UserSecretsId>GUID</UserSecretsId>`, the folder `dotnet user-secrets`
 * keeps them in): it names where they are. One secret's id stays a secret's name (Vault AppRole's `secret_id` is one).
 * `name`: the name from the plural's `s` on (`sId`) or whole (`UserSecretsId`).
 */
function isSecretsStoreIdName(name) {
    return SECRETS_STORE_ID.test(name);
}
const SECRETS_STORE_ID = /(?:^|[Ss]ecret)s[_.-]?(?:Id|ID|id)$/;
/** A flag whose verb acts on a stored secret: what follows names the secret (a key id, a name), it is not its value. */
const ACTION_FLAG_BEFORE = /(?:^|[\s"'=])--?(?:export|delete|list|revoke|remove)[_-][A-Za-z0-9_-]*$/;
function isActionFlag(before) {
    return before.includes("-") && ACTION_FLAG_BEFORE.test(before);
}

;// CONCATENATED MODULE: ./src/evidence/next-sentence.ts
/**
 * The value a sentence gives right after the sentence that names the credential: "I changed the SFTP password yesterday.
 * It's now X." The second sentence names nothing but refers back ("it", "that", "the new one"), and gives the value by a
 * copula; the window rule (credential-window.ts) reads it when a strong word's own sentence ends before any value.
 */
/**
 * A sentence's end, then a sentence that refers back to the credential and gives its value: "It's now", "It is",
 * "That was", "The new one is", "Now it's", with "set to" or "changed to" and a colon or a quote before the value.
 */
const REFERRING_SENTENCE = new RegExp("[.!?;](?:[ \\t]+|\\\\{1,3}[nt]|\\r?\\n)[ \\t]*"
    + "(?:(?:[Nn]ow[ \\t,]+)?(?:[Ii]t|[Tt]hat|[Tt]he[ \\t]+new[ \\t]+one)(?:['’]s|[ \\t]+is|[ \\t]+was|[ \\t]+will[ \\t]+be))"
    + "(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed|reset|updated)[ \\t]+to)?[ \\t]*:?[ \\t]+(?:\\\\{0,3}[\"'`])?", "y");
/** Where the value of the referring sentence that starts at `at` (on its sentence's end) starts; -1 when none does. */
function nextSentenceValueAt(text, at) {
    REFERRING_SENTENCE.lastIndex = at;
    return REFERRING_SENTENCE.test(text) ? REFERRING_SENTENCE.lastIndex : -1;
}

;// CONCATENATED MODULE: ./src/evidence/stated-values.ts
/**
 * A value a sentence states as a password right where a strong word or its verb names it, in a shape that neither
 * `looksGenerated` nor `looksChosen` takes (corpus 17): words joined by an identifier's marks with a digit (`Sen_Hong_5`,
 * `Kopi_Susu_8`), or a short word and digits (`lemonade42`). Only where the position already says "this is the
 * password" (generated-values.ts `looksChosen` has the same rule): a digit and a letter, six characters at least, and
 * none of the shapes that stand where a value goes in prose (a version, a UUID, a hex id, a path, a reference, a name
 * in capitals, a placeholder).
 */

/** A stated password is this long at least; shorter ones are labels' words and versions (`v2`, `py3`). */
const MIN_STATED_LENGTH = 6;
/** A reference to a value, not one: `$VAR`, `${X}`, `%VAR%`, `#{x}`, `@var`, `<placeholder>`. */
const stated_values_REFERENCE = /^(?:\$[A-Za-z_{(]|%[A-Za-z_]\w*%|#\{|@|<)/;
/** A version (`v1.2.3`, `python-3.12`), a UUID, hex digits in one case (a commit id, a hash), a number. */
const NOT_STATED = [
    /^(?:[A-Za-z][\w.-]*[/-])?v?\d+(?:\.\d+)+(?:[-~][0-9A-Za-z.-]+)?$/,
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    /^(?:0x)?(?:[0-9a-f]+|[0-9A-F]+)$/,
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
    /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/])/, // paths
    /^[\w.-]+\.(?:json|ya?ml|txt|csv|md|py|js|ts|log|ini|cfg|conf|toml|sh|env|key|pem)$/i, // a file's name
];
/**
 * A person's password in a name's shape: words (two letters at least before the digits) joined by a mark or not, then its
 * digits at the end (`Sen_Hong_5`, `lemonade42`, `Kalyna#Step3`). Digits inside (`cl100k_base`, `pbkdf2_sha256`), a
 * version's `v2`, dots, slashes and colons are code's, formats' and paths'.
 */
const STATED_SHAPE = /^(?:[A-Za-z]+[_#!@$%^&*+~-])*[A-Za-z]{2,}[_#!@$%^&*+~-]?\d{1,4}[!#$%&*?]?$/;
/** A stated password is this long at most: a longer run is data, not a person's choice. */
const MAX_STATED_LENGTH = 64;
/** An algorithm's or an encoding's name with its digits (`sha256`, `base64`, `utf8`, `argon2`): no password. */
const ALGORITHM = /^(?:sha|md|aes|rsa|ed|utf|base|rc|des|crc|pbkdf|scrypt|argon|hs|rs|es|ps|ipv|http|tls|ssl|oauth|x)\d/i;
/** Whether `value`, where a strong word states it, is a password (see above). */
function looksStated(value) {
    if (value.length < MIN_STATED_LENGTH || value.length > MAX_STATED_LENGTH || !STATED_SHAPE.test(value))
        return false;
    if (ALGORITHM.test(value) || stated_values_REFERENCE.test(value))
        return false;
    if (value.includes("://") || NOT_STATED.some((shape) => shape.test(value)))
        return false;
    return !(0,secret_shape/* isPlaceholderPhrase */.Xs)(value) && !(0,secret_shape/* isNotSecretValue */.JX)(value);
}

;// CONCATENATED MODULE: ./src/evidence/window-chars.ts
/**
 * The characters the window rule (credential-window.ts) reads after a credential's word, by kind: the patterns that say
 * what a character is, and a table of their answers for ASCII. The rule read ~80 characters after each of ~31,000 words a
 * pass of the bench's 4 MB session with a pattern or a string search per kind and character, its largest cost on
 * word-rich text (bench/RESULTS.md, Run 67); each ASCII code is now tested by the same patterns once, when the module
 * loads, and a code past ASCII on first sight.
 */
/** A value's characters: printable ASCII but blanks, quotes, the backslash, brackets, and the separators `,;:|`. */
const VALUE_CHAR = /[!#$%&*+\-./0-9=?@A-Z^_a-z~]/;
/** A value's first character: not `=`, `-` or `~`, which open a separator (`=>`, `->`, `--`) there. */
const VALUE_START = /[!#$%&*+./0-9?@A-Z^_a-z]/;
/** A word of another script, or with its accents: any character past ASCII but the CJK and full-width punctuation. */
const WIDE_CHAR = /[^\s!-~\u3000-\u303f\uff00-\uff0f\uff1a-\uff20]/;
/** A name's characters: an identifier's, a dotted key's, a flag's. */
const NAME_CHAR = /[A-Za-z0-9_.-]/;
/** A character of base64 or of a name (not `=`, which joins a name to its value). */
const BLOB_CHAR = /[A-Za-z0-9+/_.-]/;
/** A bracket's opening, and its close (a token right after a close goes on with the expression). */
const OPEN_BRACKET = /[([{]/;
const CLOSE_BRACKET = /[)\]}]/;
/** The characters a sentence's end starts with (credential-window.ts `SENTENCE_END`). */
const SENTENCE_MARKS = ".!?。！？";
/** The characters a line's end starts with, raw or escaped in JSON text (credential-window.ts `LINE_END`). */
const LINE_END_FIRST = "\r\n\\";
/** A letter of ASCII: a token of them alone is a plain word to the window (credential-window.ts `valueAfter`). */
const LETTER = /[A-Za-z]/;
/** The characters a name may end on that are trimmed before it is judged: a flag's dashes, a key's dots. */
const NAME_END_MARK = /[-.]/;
/** A value is this long at most: a longer run is data (a base64 body), whose own rules read it. */
const MAX_VALUE_CHARS = 512;
/** The kinds, a bit each. */
const SENTENCE_MARK_KIND = 1 << 0;
const LINE_END_KIND = 1 << 1;
const VALUE_START_KIND = 1 << 2;
const VALUE_CHAR_KIND = 1 << 3;
const WIDE_KIND = 1 << 4;
const OPEN_BRACKET_KIND = 1 << 5;
const CLOSE_BRACKET_KIND = 1 << 6;
const LETTER_KIND = 1 << 7;
const NAME_KIND = 1 << 8;
const BLOB_KIND = 1 << 9;
const NAME_END_KIND = 1 << 10;
/** Set on a wide code's kinds once they are worked out. */
const KNOWN = 1 << 15;
/** Each kind by what tells it, tried on one character. */
const KIND_TESTS = [
    [SENTENCE_MARK_KIND, (char) => SENTENCE_MARKS.includes(char)],
    [LINE_END_KIND, (char) => LINE_END_FIRST.includes(char)],
    [VALUE_START_KIND, (char) => VALUE_START.test(char)],
    [VALUE_CHAR_KIND, (char) => VALUE_CHAR.test(char)],
    [WIDE_KIND, (char) => WIDE_CHAR.test(char)],
    [OPEN_BRACKET_KIND, (char) => OPEN_BRACKET.test(char)],
    [CLOSE_BRACKET_KIND, (char) => CLOSE_BRACKET.test(char)],
    [LETTER_KIND, (char) => LETTER.test(char)],
    [NAME_KIND, (char) => NAME_CHAR.test(char)],
    [BLOB_KIND, (char) => BLOB_CHAR.test(char)],
    [NAME_END_KIND, (char) => NAME_END_MARK.test(char)],
];
/** The first code past ASCII. */
const window_chars_WIDE = 128;
/** The kinds the patterns give the character whose code is `code`. */
function kindsByTest(code) {
    const char = String.fromCharCode(code);
    return KIND_TESTS.reduce((kinds, [kind, isOf]) => (isOf(char) ? kinds | kind : kinds), 0);
}
const ASCII_KINDS = Uint16Array.from({ length: window_chars_WIDE }, (_, code) => kindsByTest(code));
/** A wide code's kinds, worked out on first sight (0 until then). */
const wideKinds = new Uint16Array(1 << 16);
/** The kinds of the character whose code is `code`; none past the text's end (`NaN`). */
function kindsOf(code) {
    if (code < window_chars_WIDE)
        return ASCII_KINDS[code];
    if (Number.isNaN(code))
        return 0;
    const known = wideKinds[code];
    if (known !== 0)
        return known;
    const kinds = kindsByTest(code) | KNOWN;
    wideKinds[code] = kinds;
    return kinds;
}
/** Whether the character at `at` is of `kind`. */
function isKind(text, at, kind) {
    return (kindsOf(text.charCodeAt(at)) & kind) !== 0;
}
/**
 * The length of the token at `at`: a run of a value's characters, or of a wider script's, read one past
 * `MAX_VALUE_CHARS` at most (a longer one is no value); 0 on a separator.
 */
function tokenLength(text, at) {
    const kinds = kindsOf(text.charCodeAt(at));
    if ((kinds & VALUE_START_KIND) !== 0)
        return runLength(text, at, VALUE_CHAR_KIND);
    return (kinds & WIDE_KIND) !== 0 ? runLength(text, at, WIDE_KIND) : 0;
}
function runLength(text, at, kind) {
    const end = Math.min(text.length, at + MAX_VALUE_CHARS + 1);
    let to = at + 1;
    while (to < end && (kindsOf(text.charCodeAt(to)) & kind) !== 0)
        to += 1;
    return to - at;
}
/** Whether the `length` characters at `at` are ASCII letters alone. */
function isLetters(text, at, length) {
    for (let to = at; to < at + length; to += 1)
        if ((kindsOf(text.charCodeAt(to)) & LETTER_KIND) === 0)
            return false;
    return true;
}

;// CONCATENATED MODULE: ./src/evidence/credential-window.ts
/**
 * A random-looking value beside a word that means a credential, in any language and any syntax: the general rule
 * behind the rules by position. Each held-out corpus found positions no rule named yet (`masterauth X`, `bindpw X`,
 * `heslo je X`, `storePassword 'X'`, `Password:X`, a value opening on `!`); what they share is a credential's word
 * (credential-words.ts) and, a little after it on the same line, a value that looks generated.
 *
 * "After": the word's name goes on (`DB_PASSWORD_PROD`, `hibernate.connection.password`), then any separator (`=`,
 * `:`, `=>`, quotes, brackets, a tag's `>`, blanks), then the value; after a strong word a few plain words may stand
 * between ("das Passwort für den Testnutzer ist X", "パスワードは X"). The first other token ends the search: code that
 * reads a secret (`os.environ[…]`, `config.password`, `getPassword()`, `${X}`) is that token, and it is no value.
 * The value is judged by its shape alone (`looksGenerated`): long, not words, not a name, path, version, id or number.
 *
 * Linear: each word reads a bounded window after it and a bounded name around it.
 */







/** The marker kind of a value this rule finds. */
const CREDENTIAL_WINDOW = "credential-window";
/** Characters read after the word's name for its value: a sentence's few words and a separator, not the next clause. */
const MAX_WINDOW_CHARS = 80;
/** Plain words that may stand between a value and a strong word after it ("X is the password", "X as the temporary password"). */
const MAX_WORDS_BEFORE = 3;
/** The word right after a value that a sentence names before its credential's word: "X is the password", "X as the password". */
const NAMING_VERB = /^(?:is|as|was)$/i;
/** Plain words that may stand between a strong word and its value ("für den Testnutzer ist"). */
const MAX_GAP_WORDS = 6;
/** A name around the word is this long at most (`spring.datasource.hikari.password`); a longer run is a blob, no name. */
const MAX_NAME_CHARS = 64;
/** A URL's scheme ends here: its user-info and query are read by their own rules (url-credentials), not as a value. */
const URL_SCHEME_END = "://";
/** What ends a line, raw or escaped in JSON text (`\n`, `\\n`). */
const LINE_END = /\r|\n|\\{1,3}[nr]/y;
/** An escape of JSON text that stands for a blank or a quote: a separator. */
const ESCAPE = /\\{1,3}(?:[t"'/]|u[0-9A-Fa-f]{4})/y;
/** A sentence's end before the value: the word belongs to the sentence before it. */
const SENTENCE_END = /[.!?](?:\s|\\{1,3}[nrt])|[。！？]/y;
/** A marker of a text redacted before: what it hid is not read again. */
const MARKER = "[REDACTED:";
const MARKER_FIRST = MARKER.charCodeAt(0);
const BACKSLASH = "\\".charCodeAt(0);
const OPEN_PAREN = "(".charCodeAt(0);
/** A verb that gives the value ("is", "to" as in "set it to", "lautet", a past tense's "foi"), in the languages of the credential words. */
const COPULA = /^(?:is|was|to|ist|est|es|é|è|är|je|jest|er|on|là|este|εἶναι|είναι|это|是|は|는|은|هي|هو|היא|הוא|คือ|lautet|foi|fue|war|était|var|oli|był[oa]?)$/i;
/** A shell's control operators' characters: a command after them is another command, not the word's value. */
const SHELL_CONTROL = /[|&;]/;
/** Gap words this many at most, all of another script, before a Latin value: the value stands out as the word's (corpus 17). */
const MAX_WIDE_GAP_WORDS = 4;
/** Marks alone that stand between a word and its value as separators do (Kotlin's `?:`, a pointer's `*`, an ellipsis). */
const SKIPPED_MARKS = /^[?*+.]+$/;
/** A path's separator before a name. */
const PATH_SEPARATOR = /[/\\]/;
/** A quote: an index's key stands in quotes. */
const QUOTE = /["'`]/;
/** A query's next parameter: `&` (or `?` first), a name, `=`. */
const NEXT_PARAMETER = /(?:^\?|&)[A-Za-z_][\w.-]*=/;
/** A word's last mark that ends its sentence. */
const SENTENCE_MARK = /[.!?]$/;
/** Trailing punctuation that ends a sentence, not the value. */
const TRAILING = /[.,:;*]+$/;
/** Marks that end a word between the credential's word and its value: an attribute's `=`, a sentence's `!`. */
const GAP_WORD_END = /[=!?]+$/;
/**
 * A plain word that may stand between a strong word and its value: letters of any script, an apostrophe, a hyphen, an
 * underscore (a user's name: elasticsearch-setup-passwords' `PASSWORD kibana_system = X`); an e-mail address (the
 * account's); a short number ("Unseal Key 1: X").
 */
const GAP_WORD = /^(?:[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ'’_-]{0,29}|[^\s!-~]{1,30}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d{1,3})$/;
/** The stems' scan when the rule runs alone, made then; redaction's scan finds them with its anchors (redact.ts). */
let stemsAlone;
/**
 * The credential words of `text`, in order, as a case-insensitive scan for them finds them: from where a stem starts,
 * each word then the next after it (another stem may start inside one that opened no word: `db-password`).
 * `literals`: the text's scan, with the stems' leads found.
 */
function credentialWords(text, literals) {
    const words = [];
    let next = 0;
    const scan = literals ?? (stemsAlone ??= new AnchorScan([], [], [CREDENTIAL_STEM_LEADS])).scan(text);
    for (const stem of scan.opens.get(CREDENTIAL_STEM_LEADS)) {
        if (stem < next || !startsAt(CREDENTIAL_STEM_AT, text, stem))
            continue;
        // the whole pattern in place where a stem starts: a scan for stems alone is the cheaper one
        CREDENTIAL_WORD_AT.lastIndex = stem;
        const match = CREDENTIAL_WORD_AT.exec(text);
        if (match === null)
            continue;
        words.push(match);
        next = match.index + match[0].length;
    }
    return words;
}
/** Every random-looking value that stands beside a credential's word in `text`; `literals`: its scan, stems' leads found. */
function credentialWindowSpans(text, literals) {
    const spans = [];
    for (const match of credentialWords(text, literals)) {
        const groups = match.groups;
        const weak = groups.weak !== undefined;
        let end = match.index + match[0].length;
        if (groups.foreign !== undefined) {
            FOREIGN_ENDING.lastIndex = end;
            end += FOREIGN_ENDING.exec(text)[0].length;
        }
        else if (!boundedWord(text, match.index, end, weak))
            continue;
        const name = nameAround(text, match.index, end);
        // a word that is a path's part names a file or a route (`/etc/passwd`, `/basic-auth/user/pass`), no value
        if (name === null || PATH_SEPARATOR.test(text[name.start - 1] ?? ""))
            continue;
        // a name that goes on after the word names something else (`login_cmd`, `secret_commit`, `token_lengths`): a weak
        // word's is none, a strong word's holds no hex (a commit's id) and calls nothing (`tiktoken.encoding_for_model(`)
        const last = name.end === end;
        if (!last && (weak || text[name.end] === "(" || isSecretsStoreIdName(text.slice(name.start, name.end))))
            continue;
        // a flag's hex value is a commit's (`git cat-file -p 95b4cf8…`), a word's may be a key (`master_key: c9f1…`)
        const flag = weak && !/^[A-Za-z]/.test(match[0]);
        // a commit's id (40 hex) is a key only under a compound name (`api_token=`, `X-Api-Secret:`), not after a bare word
        const hex = flag || !last ? "none" : name.start < match.index ? "any" : "keys";
        const before = !weak && namedBefore(text, name.start);
        const after = valueAfter(text, name.end, weak ? 0 : MAX_GAP_WORDS, hex) ?? (weak && !flag ? qualifiedLabelValue(text, name.end) : null);
        const value = after ?? (before ? valueBefore(text, name.start) : null);
        if (value !== null)
            spans.push({ ...value, kind: CREDENTIAL_WINDOW });
    }
    return spans;
}
const isLetter = (char) => char !== undefined && /[A-Za-z]/.test(char);
const sameCase = (a, b) => (a === a.toLowerCase()) === (b === b.toLowerCase());
/**
 * Whether an English or weak word stands as a word of a name: the next letter starts another word (`passwordHash`,
 * `PASSWORD_FILE`) rather than going on with this one (`tokenizer`, `PASSED`), and a weak word is no English word's
 * end (`bypass`) nor, for the whole words, any word's (`enclave`).
 */
function boundedWord(text, start, end, weak) {
    const next = text[end];
    if (isLetter(next) && sameCase(text[end - 1], next))
        return false;
    if (!weak)
        return true;
    const word = text.slice(start, end);
    const before = text[start - 1];
    if (WHOLE_WORDS_ONLY.test(word))
        return !isLetter(before);
    return !/^pass$/i.test(word) || !NOT_A_PASS.test(text.slice(Math.max(0, start - MAX_NAME_CHARS), start));
}
/**
 * The name the word is part of (`DB_PASSWORD_PROD`, `spring.datasource.password`, `--auth-password`), bounded; null when
 * it is no name but a blob that holds the word by chance (`sha512-…pwX…`): a name reads as one, a blob looks generated.
 */
function nameAround(text, start, end) {
    let from = start;
    // a JSON text's escaped line break or tab (`\nPASSWORD x = …`) ends the name: its letter is none of it, its backslash no path's
    while (from > 0 && start - from < MAX_NAME_CHARS && isKind(text, from - 1, NAME_KIND) && !isEscapeLetter(text, from - 1))
        from -= 1;
    let to = end;
    while (to < text.length && to - end < MAX_NAME_CHARS && isKind(text, to, NAME_KIND))
        to += 1;
    if (start - from >= MAX_NAME_CHARS || to - end >= MAX_NAME_CHARS || isBlob(trimmedName(text, from, to)))
        return null;
    // base64 holds `+`, `/` and `=` that no name does: a word inside a run of them is the blob's (`…AQEFAAOBjQAwgYkCgYEA…`)
    let blobFrom = from;
    while (blobFrom > 0 && from - blobFrom < MAX_NAME_CHARS && isKind(text, blobFrom - 1, BLOB_KIND))
        blobFrom -= 1;
    let blobTo = to;
    while (blobTo < text.length && blobTo - to < MAX_NAME_CHARS && isKind(text, blobTo, BLOB_KIND))
        blobTo += 1;
    if ((blobFrom < from || blobTo > to) && isBlob(text.slice(blobFrom, blobTo)))
        return null;
    return { start: from, end: to };
}
/** The name from `from` to `to` without the dashes and dots it opens or ends on (`--auth-password`): read by index, not a pattern. */
function trimmedName(text, from, to) {
    let start = from;
    let end = to;
    while (start < end && isKind(text, start, NAME_END_KIND))
        start += 1;
    while (end > start && isKind(text, end - 1, NAME_END_KIND))
        end -= 1;
    return text.slice(start, end);
}
/** Whether the letter at `at` is an escape's: `n`, `r` or `t` after a backslash. */
function isEscapeLetter(text, at) {
    return text[at - 1] === "\\" && (text[at] === "n" || text[at] === "r" || text[at] === "t");
}
/** A run that looks generated and holds digits: a blob's; a name without digits is one, whatever its abbreviations (`mail.smtp`). */
function isBlob(run) {
    return /\d/.test(run) && looksGenerated(run, true);
}
/**
 * The value after a word's name: the first token past the separators that looks generated, with at most `gapWords`
 * plain words before it, on the same line and sentence and within the window. Any other token ends the search.
 */
function valueAfter(text, from, gapWords, hex) {
    const limit = Math.min(text.length, from + MAX_WINDOW_CHARS);
    let at = from;
    let words = 0;
    let lastWord = "";
    let opened = 0;
    // every gap word so far is of another script ("пароль адміністратора X", "رمز عبور سرور X است"): the Latin value is named
    let wide = true;
    while (at < limit) {
        const char = text[at];
        const code = text.charCodeAt(at);
        const kinds = kindsOf(code);
        // each pattern is tried only on its own first characters, told by the kinds' table: most positions are a word's letters or a blank
        if ((kinds & SENTENCE_MARK_KIND) !== 0 && startsAt(SENTENCE_END, text, at))
            return gapWords > 0 ? valueOfNextSentence(text, at) : null;
        if ((kinds & LINE_END_KIND) !== 0 && startsAt(LINE_END, text, at))
            return null;
        if (code === MARKER_FIRST && text.startsWith(MARKER, at))
            return null;
        const escape = code === BACKSLASH ? matchLength(ESCAPE, text, at) : 0;
        if (escape > 0) {
            at += escape;
            continue;
        }
        const token = tokenLength(text, at);
        if (token > 0 && text.startsWith(URL_SCHEME_END, at + token))
            return null;
        if (token === 0) {
            // a bracket that closes one the word stood in ends its phrase ("(potential secret) X", "[AWS Secret Access Key] X");
            // an index's quoted key does not (`ENV['PASSWORD'] = "X"`)
            if ((kinds & OPEN_BRACKET_KIND) !== 0)
                opened += 1;
            else if ((kinds & CLOSE_BRACKET_KIND) !== 0 && opened-- === 0 && !QUOTE.test(text[at - 1] ?? ""))
                return null;
            at += 1;
            continue;
        }
        // a token joined to a bracket's close goes on with an expression (`%(password)s@host`), no value
        if (at > 0 && isKind(text, at - 1, CLOSE_BRACKET_KIND))
            return null;
        // a name called (`Ed25519PrivateKey.generate()`, `ec.SECP256R1()`) is code that makes a key, not one
        if (text.charCodeAt(at + token) === OPEN_PAREN)
            return null;
        // a template's expression (`"{{ vault_smtp_secret }}"`, `{%- if … %}`) names a variable that holds the value (corpus 16)
        if (opened > 0 && TEMPLATE_OPEN.test(text.slice(Math.max(0, at - 6), at)))
            return null;
        // a plain word of letters alone, shorter than any such value, is a gap word or the search's end: judged as the rest
        // of the loop below would judge it, without its patterns (most tokens of prose; bench/RESULTS.md, Run 67)
        if (token < MIN_LETTERS_ONLY_LENGTH && isLetters(text, at, token)) {
            if (words >= gapWords)
                return null;
            // the first gap word is the only one read again (a verb: "is", "to")
            if (words === 0)
                lastWord = text.slice(at, at + token);
            at += token;
            wide = false;
            words += 1;
            continue;
        }
        // a query's next parameter (`grant_type=client_credentials&client_id=…`) is read by its own name: the word was a value, or
        // the value ends before it (`token=X&grant_type=…`), as the name scan's does
        const run = text.slice(at, at + token);
        const parameter = run.includes("&") || char === "?" ? run.search(NEXT_PARAMETER) : -1;
        if (parameter === 0)
            return null;
        const raw = parameter > 0 ? run.slice(0, parameter) : run;
        const value = raw.replace(TRAILING, "");
        // right after a strong word or its verb, a chosen password too ("the password is Wint3r-Harb0r-92")
        const named = gapWords > 0 && (words === 0 || (words === 1 && COPULA.test(lastWord)) || (wide && words <= MAX_WIDE_GAP_WORDS));
        // the length first: a run longer than any value is no value, and judging its shape cost most of the rule's time
        const fits = VALUE_START.test(char) && token <= MAX_VALUE_CHARS;
        const generated = fits && hexAllowed(value, hex, words) && looksGenerated(value, hex !== "none" && words === 0);
        // a stated one too, in a shape a name has (`Sen_Hong_5`): only so named (stated-values.ts, corpus 17)
        // a stated one's shape is also a program's (`python3`): not across a shell's `|`, `&` or `;`, which start another command
        // (`detect-secrets || python3 -m detect_secrets`)
        const stated = named && looksStated(value) && !SHELL_CONTROL.test(text.slice(from, at));
        if (fits && (generated || (named && looksChosen(value)) || stated)) {
            return { start: at, end: at + value.length };
        }
        if (parameter > 0)
            return null;
        at += token;
        // a separator of marks alone (`?:`, `*`, `...`) is passed over, as blanks are; a shell's (`&&`, `#`) ends the search
        if (VALUE_START.test(char) && !/[A-Za-z0-9]/.test(raw)) {
            if (SKIPPED_MARKS.test(raw))
                continue;
            return null;
        }
        // a word's trailing marks are the sentence's or an attribute's (`it!)`, `value="`)
        if (words >= gapWords || !GAP_WORD.test(value.replace(GAP_WORD_END, "")))
            return null;
        // a word that ends a sentence ends the search: what follows is the next sentence's
        if (SENTENCE_MARK.test(raw) && endsSentence(text, at))
            return gapWords > 0 ? valueOfNextSentence(text, at - 1) : null;
        wide &&= WIDE_CHAR.test(value);
        words += 1;
        lastWord = value;
    }
    return null;
}
/** A template's opening right before a token: Jinja's, Go's, Handlebars' and Helm's `{{`, `{{-`, Jinja's `{%`. */
const TEMPLATE_OPEN = /\{[{%]-?[ \t]*$/;
/**
 * A weak word's label that says what it is for before its colon, then the value (corpus 16: "mdp du compte sftp : X",
 * "pw for the vpn: X"): up to four plain words, no digits (a count: "pass 3 of 4:"), a colon (French puts a blank before it).
 */
const QUALIFIED_LABEL = /(?:[ \t]+[A-Za-zÀ-ɏ'’_-]{1,20}){1,4}[ \t]*[:：][ \t]*(?:\\{0,3}["'`])?/y;
/** The value after a weak word's qualified label, when it looks generated or chosen; not a URL's rest (`login via https://…`). */
function qualifiedLabelValue(text, from) {
    const length = matchLength(QUALIFIED_LABEL, text, from);
    if (length === 0)
        return null;
    const start = from + length;
    const token = tokenLength(text, start);
    if (token === 0 || token > MAX_VALUE_CHARS || !VALUE_START.test(text[start]) || text.startsWith("//", start))
        return null;
    const value = text.slice(start, start + token).replace(TRAILING, "");
    return looksGenerated(value, false) || looksChosen(value) ? { start, end: start + value.length } : null;
}
/** A strong word's sentence ended at `at`: the value the next sentence gives by referring back ("It's now X."; next-sentence.ts). */
function valueOfNextSentence(text, at) {
    const start = nextSentenceValueAt(text, at);
    if (start === -1)
        return null;
    const token = tokenLength(text, start);
    if (token === 0 || token > MAX_VALUE_CHARS || !VALUE_START.test(text[start]))
        return null;
    const value = text.slice(start, start + token).replace(TRAILING, "");
    return looksGenerated(value, false) || looksChosen(value) ? { start, end: start + value.length } : null;
}
/**
 * The value a sentence gives before a strong word: "X is the password for the admin console", "I'll use X as the
 * temporary password". One to `MAX_WORDS_BEFORE` plain words stand between, on the same line and sentence.
 */
function valueBefore(text, to) {
    const limit = Math.max(0, to - MAX_WINDOW_CHARS);
    let at = to;
    let words = 0;
    let nextWord = "";
    while (at > limit) {
        const char = text[at - 1];
        if (char === "\n" || char === "\r" || /[nrt]/.test(char) && text[at - 2] === "\\")
            return null;
        const start = tokenStart(text, at, limit);
        if (start === at) {
            at -= 1;
            continue;
        }
        const raw = text.slice(start, at);
        const ended = SENTENCE_MARK.test(raw) && endsSentence(text, at);
        // a quoted value stated so is a password in a name's shape too ("'Quince_Lark8' is the root password", corpus 17)
        const before = raw.replace(TRAILING, "");
        const stated = QUOTE.test(text[start - 1] ?? "") && looksStated(before);
        if (words > 0 && NAMING_VERB.test(nextWord) && !ended && VALUE_START.test(text[start]) && (stated || looksGenerated(before, false))) {
            return { start, end: start + raw.replace(TRAILING, "").length };
        }
        // a sentence's end between: the word is the next sentence's
        if (words >= MAX_WORDS_BEFORE || ended || !GAP_WORD.test(raw))
            return null;
        words += 1;
        nextWord = raw;
        at = start;
    }
    return null;
}
/** Whether a mark right before `at` ends a sentence: a blank, a line's end or the text's end follows it. */
function endsSentence(text, at) {
    return at >= text.length || /\s/.test(text[at]) || text[at] === "\\";
}
/** Whether a naming verb stands a few words before `at` ("X is the password"): read back first, it spares the walk. */
function namedBefore(text, at) {
    return NAMING_VERB_BEFORE.test(text.slice(Math.max(0, at - MAX_NAMING_REACH), at));
}
const NAMING_VERB_BEFORE = /[ \t](?:is|as|was|IS|AS|WAS)[ \t]/;
/** The words a naming verb stands back from a strong word at most ("as the temporary admin"). */
const MAX_NAMING_REACH = 40;
/** Where the token that ends at `at` starts: a run of a value's characters or of a wider script's, read back. */
function tokenStart(text, at, limit) {
    const test = VALUE_CHAR.test(text[at - 1]) ? VALUE_CHAR : WIDE_CHAR.test(text[at - 1]) ? WIDE_CHAR : null;
    if (test === null)
        return at;
    let start = at;
    while (start > limit && test.test(text[start - 1]))
        start -= 1;
    return start;
}
function hexAllowed(value, hex, words) {
    return hex === "any" || words > 0 || value.length !== COMMIT_ID_LENGTH || !/^[0-9a-f]+$/i.test(value);
}
function startsAt(pattern, text, at) {
    return matchLength(pattern, text, at) > 0;
}
/** The length of a sticky pattern's match at `at`, 0 when none: read from `lastIndex`, with no match array to collect. */
function matchLength(pattern, text, at) {
    pattern.lastIndex = at;
    return pattern.test(text) ? pattern.lastIndex - at : 0;
}

;// CONCATENATED MODULE: ./src/evidence/directive-rules.ts

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const directive_rules_QUOTE = "(?:\\\\{1,3})?[\"']";
const directive_rules_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A value after a keyword: stops at white space, quotes, backslashes and the punctuation around values. */
const directive_rules_VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A line's start as a tool prints it: raw or escaped, after `cat -n`'s number and tab, a diff's `-`/`+`. */
const LINE_START = `(?:^|${NEWLINE}|"|\\t|\\\\t|→)[-+]?[ \\t]*`;
/** The value is all that is left of the line: a closing quote, a `;`, then the line's or the JSON string's end. */
const directive_rules_LINE_END = `(?=(?:${directive_rules_QUOTE})?[ \\t]*;?[ \\t]*(?:[\\r\\n"\\\\]|$))`;
/** A credential's word in a header's name (`Authorization`, `X-Upstream-Token`, `X-Api-Key`, `X-Auth-Secret`). */
const HEADER_NAME = "[\\w-]*(?:[Aa]uthorization|[Tt]oken|TOKEN|[Kk]ey|KEY|[Ss]ecret|SECRET|[Pp]assword|PASSWORD)[\\w-]*";
/** A header value's scheme word before the credential (`Bearer`, `Basic`, `Token`, `SSWS`). */
const SCHEME = "(?:[A-Z][A-Za-z-]{1,20}[ \\t]+)?";
/** A credential's word in a name (`db_password`, `MasterUserPassword`, `API_TOKEN`, `client_secret`). */
const NAME_WORD = "(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_?KEY)";
/** A string literal argument, its quotes escaped or not. */
const directive_rules_STRING_ARG = `${directive_rules_QUOTE}[^"'\\\\\\n]{1,64}${directive_rules_QUOTE}`;
/** The longest block a Terraform variable's default is looked for in. */
const MAX_BLOCK_CHARS = 300;
/** A line of a key's base64 body, whole (PuTTY's 64-column lines and the shorter last one). */
const KEY_LINE = `[A-Za-z0-9+/=]{4,}(?=[ \\t]*(?:${NEWLINE}|$|"))`;
const directive_rules_rule = labelRule;
const DIRECTIVE_RULES = [
    // a directive at a line's start whose name ends in a credential's word, then its value alone (Apache's
    // `AuthLDAPBindPassword "X"`, `ProxyRemotePassword X`); CamelCase only: lower-case `requirepass foobared` is the
    // stock redis.conf's documented example, and a name scan reads `password X` in prose
    directive_rules_rule("config-directive-credential", ["Password ", "Passwd ", "Secret ", "Token "], `(?:Password|Passwd|Secret|Token)(?<=${LINE_START}[A-Z][A-Za-z]*(?:Password|Passwd|Secret|Token))[ \\t]+${directive_rules_OPEN_QUOTE}(?<secret>${directive_rules_VALUE})${directive_rules_LINE_END}`, "labelled"),
    // a header set by a server's directive, its name and value apart by blanks: Apache's `RequestHeader set Authorization
    // "Bearer X"`, `Header set X-Api-Key X`, nginx's `proxy_set_header X-Upstream-Token "X";`, `add_header`, `grpc_set_header`
    directive_rules_rule("header-directive", ["Header set ", "Header add ", "Header append ", "_set_header ", "add_header "], `(?:Header[ \\t]+(?:set|add|append)|_set_header|add_header)[ \\t]+(?:${directive_rules_QUOTE})?${HEADER_NAME}(?:${directive_rules_QUOTE})?[ \\t]+${directive_rules_OPEN_QUOTE}`
        + `${SCHEME}(?<secret>${directive_rules_VALUE})`, "key"),
    // a keyword joined to `password` then its value, as a config's syntax writes it: HAProxy's `user admin insecure-password X`,
    // `auth-password X`; not a flag (`--admin-password`, credential-flags.ts) nor a word of prose (a value of letters is refused)
    directive_rules_rule("joined-password-keyword", ["-password ", "_password "], `[-_]password(?<=(?:^|[\\s>]|\\\\[nt])[A-Za-z][A-Za-z0-9]*[-_]password)[ \\t]+(?<secret>${directive_rules_VALUE})`, "labelled"),
    // a client's user flag given `name:password` (etcdctl's `--user root:X`, skopeo's `--creds u:X`, `--basic-auth u:X`):
    // the part after the colon; a user and a group (`--user app:app`, `1000:1000`) are short or numbers, and refused
    directive_rules_rule("user-flag-password", ["--user", "--auth", "--basic-auth", "--creds"], `--(?:user|auth|basic-auth|creds)(?<=(?:^|[\\s"'=]|\\\\[nt])--[a-z-]+)(?:[ \\t]+|=)${directive_rules_OPEN_QUOTE}[^\\s:"'\\\\]+:(?<secret>[^\\s"'\\\\]+)`, "labelled"),
    // Bundler's documented per-host credentials, `BUNDLE_<HOST with __ for dots>=user:password` (a gem server's login)
    directive_rules_rule("bundler-host-credentials", ["BUNDLE_"], `BUNDLE_[A-Z0-9-]+(?:__[A-Z0-9-]+)+(?:${directive_rules_QUOTE})?[ \\t]*[=:][ \\t]*${directive_rules_OPEN_QUOTE}(?<secret>[^\\s:"'\\\\]+:[^\\s"'\\\\]+)`, "labelled"),
    // a personal access token by its name's `_PAT` (`GITHUB_PAT=X`, `AIRTABLE_PAT: X`); not `_PATH`
    directive_rules_rule("personal-access-token-name", ["_PAT"], `_PAT(?![A-Za-z])(?<=[A-Z0-9]_PAT)(?:${directive_rules_QUOTE})?[ \\t]*[=:][ \\t]*${directive_rules_OPEN_QUOTE}(?<secret>${directive_rules_VALUE})`, "labelled"),
    // a call whose name says it takes a password (`pw`), with a user and a password as string literals: paho-mqtt's
    // `client.username_pw_set("u", "X")`, `set_pw("u", "X")`, `setPw(…)`: the second argument; a literal, so `#` is its own
    {
        ...directive_rules_rule("password-call-pair", ["_pw", "Pw("], `(?:_pw(?:_?[A-Za-z]+)?[ \\t]*|Pw)\\([ \\t]*${directive_rules_STRING_ARG}[ \\t]*,[ \\t]*(?:\\\\{1,3})?["'](?<secret>[^"'\\\\\\n]+)(?=${directive_rules_QUOTE})`, "labelled"),
        literal: true,
    },
    // a credential's quoted value that opens on `%` or `#`, which the name scan reads as a reference or a comment:
    // `password: '%0TW…'` in an object literal or keyword arguments, and Terraform's `variable "db_password" { default = "#…" }`;
    // `'%(pw)s'`, `'%DB_PASS%'` and `"#{password}"` are refused (secret-shape.ts `looksLikeLiteralSecret`)
    {
        ...directive_rules_rule("credential-literal-mark", [" '%", " \"%", " \\\"%", " \\\\\\\"%", " '#", " \"#", " \\\"#", " \\\\\\\"#"], `(?<=${NAME_WORD}[\\w.-]{0,24}(?:${directive_rules_QUOTE})?[ \\t]*(?:=>|:|=)|variable[ \\t]+${directive_rules_QUOTE}[\\w.-]*${NAME_WORD}[\\w.-]*${directive_rules_QUOTE}[ \\t]*\\{`
            + `[^{}]{0,${MAX_BLOCK_CHARS}}?default[ \\t]*=)[ \\t]+${directive_rules_QUOTE}(?<secret>[%#][^\\s"'\\\\]{5,199})(?=${directive_rules_QUOTE})`, "labelled"),
        literal: true,
    },
    // a credential's value joined to its `=` that opens on `!` or `#` (corpus 8): `--password=#X`, `RSYNC_PASSWORD='!X'`, and
    // NuGet's `<add key="ClearTextPassword" value="#X" />`; a literal, so the mark is the value's own (`!$VAR`, `#{x}` refused)
    {
        ...directive_rules_rule("credential-value-mark", ["=#", "=!", "='#", "='!", '="#', '="!', '=\\"#', '=\\"!'], `=(?<=${NAME_WORD}[\\w.-]{0,24}=|key=${directive_rules_QUOTE}[\\w.-]*${NAME_WORD}[\\w.-]*${directive_rules_QUOTE}[ \\t]+value=)${directive_rules_OPEN_QUOTE}`
            + "(?<secret>[!#][^\\s\"'\\\\`;&|<>]{5,199})", "labelled"),
        literal: true,
    },
    // PuTTY's `.ppk`: the lines after `Private-Lines: N` are the private key (unencrypted when `Encryption: none`)
    directive_rules_rule("putty-private-lines", ["Private-Lines"], `Private-Lines:[ \\t]*\\d+(?:[ \\t]*${NEWLINE})+(?<secret>${KEY_LINE}(?:${NEWLINE}+${KEY_LINE})*)`),
    directive_rules_rule("putty-private-mac", ["Private-MAC"], "Private-MAC:[ \\t]*(?<secret>[0-9a-fA-F]{32,128})"),
];

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/evidence/key-objects.ts
/**
 * Secrets inside structured values that no name before them marks: a JSON Web Key's private members
 * (in an object with `"kty"`, the members `d`, `p`, `q`, `dp`, `dq`, `qi` and an `oct` key's `k`; `x`, `y`,
 * `n`, `e` are public), and base64 that decodes to a JSON object holding a credential's member (a
 * Kubernetes `.dockerconfigjson`, `{"auths":{"ghcr.io":{"password":"…","auth":"…"}}}`).
 */

/** `"kty":` as plain and as JSON-escaped text: every JWK holds one (the finder's anchors, redact.ts). */
const JWK_ANCHORS = ['ty":', 'ty\\":'];
/** A JWK object is read this far around its `kty`; a longer one (an RSA key of 4096 bits is ~3.3 K) is cut there. */
const MAX_JWK_CHARS = 8192;
/** A private member and its base64url value, quotes escaped or not. */
const PRIVATE_MEMBER = /(?:^|[{,\s])(?:\\{1,3})?"(?:d|p|q|dp|dq|qi|k)(?:\\{1,3})?"[ \t]*:[ \t]*(?:\\{1,3})?"([A-Za-z0-9_-]{16,})/g;
/** Every private member of every JWK in `text`. */
function jwkPrivateSpans(text) {
    const spans = [];
    for (let at = text.indexOf("kty"); at !== -1; at = text.indexOf("kty", at + 1)) {
        // each search stays within the object's longest reach: a scan of the whole text per `kty` is quadratic
        const before = Math.max(0, at - MAX_JWK_CHARS);
        const inBefore = text.slice(before, at).lastIndexOf("{");
        const inAfter = text.slice(at, at + MAX_JWK_CHARS).indexOf("}");
        if (inBefore === -1 || inAfter === -1)
            continue;
        const open = before + inBefore;
        const close = at + inAfter;
        const object = text.slice(open, close);
        PRIVATE_MEMBER.lastIndex = 0;
        for (let found = PRIVATE_MEMBER.exec(object); found !== null; found = PRIVATE_MEMBER.exec(object)) {
            const end = open + found.index + found[0].length;
            spans.push({ start: end - found[1].length, end, kind: "jwk-private-member" });
        }
    }
    return spans;
}
/** Base64 of a JSON object (`{"` encodes as `eyJ`), long enough to hold a credential; a `.` after it makes it a JWT's part. */
const ENCODED_OBJECT = /eyJ[A-Za-z0-9+/]{40,65536}={0,2}(?![A-Za-z0-9+/=.])/y;
/** A character of a base64 run. */
const BASE64_CHAR = /[A-Za-z0-9+/]/;
/** The longest run decoded. */
const MAX_ENCODED_CHARS = 65536;
/** A member whose name holds a credential's word, with a string value (`"password":"…"`, `"auth":"…"`, `"identitytoken":"…"`). */
const CREDENTIAL_MEMBER = /"[\w-]*(?:auth(?!or)|password|passwd|token|secret|credential)[\w-]*"\s*:\s*"[^"]{4,}"/i;
/**
 * A Cloudflare Tunnel's token, `cloudflared service install <token>`: base64 of `{"a":"<account>","t":"<tunnel id>","s":"<secret>"}`,
 * whose members are single letters that no credential's name matches.
 */
const TUNNEL_TOKEN = /^\{"a"\s*:\s*"[0-9a-f]{32}"\s*,\s*"t"\s*:\s*"[0-9a-f-]{36}"\s*,\s*"s"\s*:\s*"[A-Za-z0-9+/=]{16,}"/;
/** The base64-encoded JSON credential that starts at `index` (where `eyJ` was found), or null. */
function encodedCredentialSpan(text, index) {
    // only where a base64 run begins: an `eyJ` inside a longer run would scan that run again from each (quadratic)
    if (index > 0 && BASE64_CHAR.test(text[index - 1]))
        return null;
    ENCODED_OBJECT.lastIndex = index;
    const found = ENCODED_OBJECT.exec(text);
    if (found === null || found[0].length > MAX_ENCODED_CHARS)
        return null;
    const decoded = external_node_buffer_.Buffer.from(found[0], "base64").toString("utf8");
    if (!decoded.startsWith("{"))
        return null;
    const kind = CREDENTIAL_MEMBER.test(decoded) ? "encoded-credentials" : TUNNEL_TOKEN.test(decoded) ? "cloudflare-tunnel-token" : null;
    return kind === null ? null : { start: index, end: index + found[0].length, kind };
}

;// CONCATENATED MODULE: ./src/evidence/header-schemes.ts
/**
 * `Authorization: <scheme> <credential>` for any scheme: the name scan's `bearer` position spells the
 * common ones (`Bearer`, `Basic`, `Token`); others are a word of their own before the credential (Okta's
 * `SSWS`, Opsgenie's `GenieKey`, Splunk's `Splunk`, `Klaviyo-API-Key`, `Negotiate`). The scan reads the
 * scheme as the header's value; the credential after it is judged as a key is (long and random), so a
 * header described in prose (`Authorization: required for every call`) stays.
 */

/** The scheme's word, blanks, then the credential: a value's characters, as name-rules.ts reads them. */
const SCHEME_THEN_CREDENTIAL = /^[A-Za-z][\w.-]{1,30}[ \t]+([^\s"'\\`,;&<>(){}[\]|]+)/;
/** The longest scheme and credential read. */
const MAX_CHARS = 300;
/** The credential after the scheme that starts at `start`, or null. */
function schemeCredential(text, start) {
    const found = SCHEME_THEN_CREDENTIAL.exec(text.slice(start, start + MAX_CHARS));
    if (found === null)
        return null;
    const credential = found[1];
    const end = start + found[0].length;
    if (!(0,secret_shape/* looksLikeSecret */.WW)(credential, text[end] ?? "", "key"))
        return null;
    return { start: end - credential.length, end };
}

;// CONCATENATED MODULE: ./src/evidence/long-values.ts
/**
 * A value after a credential's name that runs longer than the scan reads (name-rules.ts): the scan takes at most
 * `MAX_SCANNED_VALUE_CHARS` of it, the value is judged on those, and a value judged a secret goes on to its run's end.
 *
 * Why: the scan read every value whole, and a long line of names and values (`password=` or `secret=` repeated, a
 * blob holding `token=`) made each name read the rest of the line: 0.2, 0.5 and 1.1 s at 12.5, 25 and 50 KB of one
 * line (issue 23). A value's first characters tell a generated value from code, a path or words as well as its whole
 * does: a key, a token or a password is far shorter, and a longer secret (a key's base64 on one line) still opens as one.
 */
/** The characters of a value the scan reads, at most: more than any password or token, so only blobs are cut. */
const MAX_SCANNED_VALUE_CHARS = 256;
/** The rest of a value's run, as name-rules.ts `VALUE_CHAR` reads it. */
const VALUE_RUN = /[^\s"'\\`,;&<>(){}[\]|]*/y;
/** After a run, a call or an index: the run was an expression's name, no value (name-rules.ts `CALL_PAREN` refuses it). */
const EXPRESSION_OPEN = new Set(["(", "[", "{"]);
/** Whether the scan cut the value that ends at `end` (`value` as the scan read it): the run goes on past it. */
function isCutValue(text, end, value) {
    if (value.length < MAX_SCANNED_VALUE_CHARS)
        return false;
    VALUE_RUN.lastIndex = end;
    VALUE_RUN.exec(text);
    return VALUE_RUN.lastIndex > end;
}
/** Where a cut value's run ends, or null when an expression goes on after it (`aVeryLongName…(`). */
function cutValueEnd(text, end) {
    VALUE_RUN.lastIndex = end;
    VALUE_RUN.exec(text);
    const runEnd = VALUE_RUN.lastIndex;
    return EXPRESSION_OPEN.has(text[runEnd] ?? "") ? null : runEnd;
}

// EXTERNAL MODULE: ./src/evidence/value-escapes.ts
var value_escapes = __webpack_require__(5281);
;// CONCATENATED MODULE: ./src/evidence/name-values.ts
/**
 * How far the value after a credential's name goes (name-rules.ts finds the name and where the value
 * starts): a quoted value to its closing quote, an ODBC braced value to its brace, openssl's quoted
 * `'pass:X'` to its quote, an unquoted value on past a `&` that joins it (`DB_PASSWORD=Ss4&dF8gHj`), and a
 * passphrase of words under a password's name (`passphrase: 'amber lantern 1987'`). The value is then
 * guarded (secret-shape.ts) so code and placeholders stay.
 */



/**
 * The length of the secret that starts at `start` with the scan's `value`, or 0 when it is none.
 * `position`: ODBC's braced value ends at its brace, an assignment's or a flag's unquoted value may go
 * on past a `&`. `quoteFrom`: where the quote that opens the value would stand after (the value's start,
 * or the name's for openssl's `'pass:X'`). `passphrase`: the password's name when the name is one, so
 * that a value of several words may follow.
 */
function secretLength(text, start, value, confidence, position, quoteFrom, passphrase) {
    if (position === "braced") {
        // a braced value may hold `;` and blanks: it ends at its closing brace
        const braced = BRACED_BODY.exec(text.slice(start, start + MAX_BRACED_CHARS));
        if (braced !== null)
            return accepted(braced[0], "}", confidence);
    }
    // a quoted value runs to its closing quote, whatever punctuation it holds (`"q7&Lm2(Xz)9w"`)
    const quoted = quotedValue(text, quoteFrom, quoteFrom === start ? value : text.slice(quoteFrom, start + value.length));
    if (quoted !== null) {
        const secret = quoted.slice(start - quoteFrom);
        // a quoted value full of punctuation in a password's position is a generated password's (`pass:'sRa={:?VRT:T}0N&NN;~'`)
        if (confidence === "position" && (0,punctuated_values/* isPunctuatedPassword */.dx)(secret))
            return secret.length;
        return accepted(secret, text[quoteFrom + quoted.length] ?? "", confidence);
    }
    // a backslash or a quote inside the value does not end it (`pass=Fs\\7kP`, `password wp-Pa"ss7Kz`)
    const after = (0,value_escapes/* escapedValueEnd */.UD)(text, start + value.length, name_values_VALUE_CHAR);
    let secret = text.slice(start, after);
    if (text[after] === "&" && BARE_POSITIONS.has(position))
        secret += AMPERSAND_TAIL.exec(text.slice(after, after + MAX_QUOTED_CHARS))?.[0] ?? "";
    // a `(` the scan let through is the value's own (name-rules.ts `CALL_PAREN`): it runs on to the value's end
    else if (text[after] === "(" && BARE_POSITIONS.has(position))
        secret += PAREN_TAIL.exec(text.slice(after, after + MAX_QUOTED_CHARS))?.[0] ?? "";
    secret = trimSentenceEnd(secret, text[start - 1] ?? "", text[start + secret.length] ?? "", position);
    // a passphrase of words under a password's name is read whole before its first word is judged alone
    const phrase = passphrase === null || text[after] !== " " ? null
        : spacedPassphrase(text, start, passphrase) ?? (BARE_POSITIONS.has(position) ? spacedQuotedPassword(text, start) : null);
    return phrase?.length ?? accepted(secret, text[start + secret.length] ?? "", confidence);
}
function accepted(secret, next, confidence) {
    if (secret.startsWith("[REDACTED:"))
        return 0;
    return (0,secret_shape/* looksLikeSecret */.WW)(secret, next, confidence) ? secret.length : 0;
}
/** Positions whose unquoted value may go on past a `&` (`DB_PASSWORD=Ss4&dF8gHj`). */
const BARE_POSITIONS = new Set(["assign", "typed", "flag"]);
/** An ODBC braced value, up to its closing brace; a backslash or a JSON-escaped quote inside it is its own (`{C0rp\\Adm1n}`). */
const BRACED_BODY = /^(?:[^}"'\\\n]|\\\\|\\"|\\(?![nrtbfu"\\]))+(?=\})/;
/** A value's characters, as name-rules.ts reads them. */
const name_values_VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
const MAX_BRACED_CHARS = 256;
/**
 * An unquoted value's parts after a `&` (`Ss4&dF8gHj`) up to a blank, a quote or the line's end; not a
 * query's next parameter (`&user=x`), a shell's `&&`, or a `&` that sends a command to the background.
 */
const AMPERSAND_TAIL = /^(?:&[^\s"'\\`,;&<>(){}[\]|=]+)+(?=[\s"'\\`;)]|$)/;
/** An unquoted value's part from a `(` that opens no call (`o2dr(w#zz+tk`), up to a blank, a quote or the line's end. */
const PAREN_TAIL = /^\([^\s"'\\`,;()]{3,}(?=[\s"'\\`;]|$)/;
/**
 * A passphrase of words: quoted under any password's name (`password = "correct horse battery staple"`),
 * or unquoted to the line's end after a passphrase's ("Passphrase for the backup key: marble otter violet 1987").
 */
function spacedPassphrase(text, start, name) {
    const open = text[start - 1];
    let phrase;
    if (open === '"' || open === "'" || open === "`")
        phrase = PHRASE.exec(text.slice(start, start + MAX_PHRASE_CHARS))?.[0];
    else if (/phrase$/i.test(name))
        phrase = PHRASE_TO_LINE_END.exec(text.slice(start, start + MAX_PHRASE_CHARS))?.[0];
    if (phrase === undefined)
        return null;
    if (open === '"' || open === "'" || open === "`") {
        // it closes with the quote that opened it
        if (CLOSING_QUOTE.exec(text.slice(start + phrase.length, start + phrase.length + 4))?.[1] !== open)
            return null;
    }
    return (0,secret_shape/* isSpacedPassphrase */.Bn)(phrase) ? phrase : null;
}
const MAX_PHRASE_CHARS = 120;
/**
 * A password's quoted value that holds blanks, read whole to its closing quote: a dotenv's or a shell's
 * `EMAIL_HOST_PASSWORD="mail relay pass 77!"`, inner quotes of the other kind too (`"Gr4f Adm1n pw 'quoted'"`),
 * and an environment list's string whose quote opens before the name (docker inspect's
 * `"Env": ["SNOWFLAKE_PRIVATE_KEY_PASSPHRASE=Gl4cier melt 0ver!"]`). A message or a hint reads as a sentence
 * and stays (secret-shape.ts `isSpacedPassword`).
 */
function spacedQuotedPassword(text, start) {
    let quoteAt = start - 1;
    const listed = text[quoteAt] === "=";
    if (listed) {
        // the quote that opens the string before the name: `"NAME=value"`, an item of a list
        quoteAt -= 1;
        while (quoteAt > 0 && /[\w.-]/.test(text[quoteAt]))
            quoteAt -= 1;
    }
    const open = text[quoteAt];
    if (open !== '"' && open !== "'")
        return null;
    const escapes = (0,value_escapes/* backslashesBefore */.wl)(text, quoteAt);
    if (listed && !LIST_ITEM_BEFORE.test(text.slice(Math.max(0, quoteAt - escapes - LIST_ITEM_CHARS), quoteAt - escapes)))
        return null;
    const { body, closed } = (0,value_escapes/* quotedBody */.dm)(text, start, open, escapes, MAX_PHRASE_CHARS + 1);
    // a command's string holds more than the value: another assignment (`"DB_PASSWORD=x API_KEY=x pytest"`)
    return closed && !(listed && body.includes("=")) && (0,secret_shape/* isSpacedPassword */.SN)(body) ? body : null;
}
/** What stands before a list's string item: `[` or `,`, or a line's start, then blanks. */
const LIST_ITEM_BEFORE = /(?:[[,]|^|\n|\\n)[ \t]*$/;
const LIST_ITEM_CHARS = 8;
/** A closing quote, escaped as JSON text escapes it (up to three backslashes). */
const CLOSING_QUOTE = /^\\{0,3}(["'`])/;
const PHRASE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)+/;
const PHRASE_TO_LINE_END = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)+(?=[ \t]*(?:$|[\r\n"]|\\[nr"]))/;
/** The longest quoted value read to its closing quote. */
const MAX_QUOTED_CHARS = 200;
/**
 * The whole of a value the scan stopped inside its quotes at a punctuation mark (`&`, `(`, `;`, `,`):
 * up to the same quote, escaped as the opening one was (`\"…\"` in JSON text), on one line and with
 * no blank. Null when the value is not quoted, already whole, or its quote does not close near.
 */
function quotedValue(text, start, value) {
    const open = text[start - 1];
    if (open !== '"' && open !== "'" && open !== "`")
        return null;
    const escapes = (0,value_escapes/* backslashesBefore */.wl)(text, start - 1);
    // to the same quote after as many backslashes, past a quote or a backslash the value holds (value-escapes.ts)
    const { body, closed } = (0,value_escapes/* quotedBody */.dm)(text, start, open, escapes, MAX_QUOTED_CHARS + 1);
    if (!closed || body.length <= value.length)
        return null;
    return /\s/.test(body) || (escapes > 0 && /(?<!\\)(?:\\\\)*\\t/.test(body)) ? null : body;
}
/**
 * Prose puts a full stop or a colon after a value; it is not part of the secret. A value between its
 * own quotes is whole (`-storepass 'KsiyA52jvXb5Gq!'`), and a line's assignment keeps a final `!` or `?`
 * (`key-store-password=KsiyA52jvXb5Gq!`): no sentence ends so in a config line.
 */
function trimSentenceEnd(value, open, next, position) {
    const last = value[value.length - 1] ?? "";
    if (!name_values_SENTENCE_END.has(last))
        return value;
    if (QUOTE_CHARS.has(open) && (next === open || next === "\\"))
        return value;
    return value.replace(BARE_POSITIONS.has(position) ? /[.:]+$/ : /[.:!?]+$/, "");
}
const QUOTE_CHARS = new Set(['"', "'", "`"]);
const name_values_SENTENCE_END = new Set([".", ":", "!", "?"]);

;// CONCATENATED MODULE: ./src/evidence/name-rules.ts
/**
 * Secrets found by the name before them, all in one scan: `DB_PASSWORD=X`, `"password": "X"`,
 * `--db-password X`, `- name: DB_PASSWORD` then `value: X`, `<password>X</password>`,
 * `define('DB_PASSWORD', 'X')`, `auth=("user", "X")`, `Pwd={X}`, `Authorization: Bearer X`, and
 * prose ("the password is X", "log in with secret X"); since session 28 also a call's arguments
 * (`os.getenv("JWT_SECRET", "X")`, an argv array's `"--requirepass", "X"`), a setter (`setPassword("X")`),
 * an env read's fallback (`process.env.SESSION_SECRET || 'X'`), a wrapped literal (`String::from("X")`),
 * Terraform's `default = "X"`, Make's `?=`, and prose that describes the secret before a colon
 * ("the secret you need: X"). Where the value ends is name-values.ts.
 *
 * Why one scan: each of these positions opens on a credential name, and a regex that looks for a
 * dozen names costs about as much as JSON.parse of the same text (profiled on a word-rich session);
 * thirteen such scans were most of the redaction time. One scan matches the name and every position
 * after it; which alternative matched, and which kind of name, decide the rule (`NAME_RULES`).
 * The value is guarded (secret-shape.ts) so `password = getPassword()` and `${{ secrets.X }}` stay.
 */






/** A value's characters: not white space, quotes, backslashes or the punctuation around values. */
const name_rules_VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
/**
 * A `(` after a value opens a call (`resolveKey(env)`, `get(a, b)`, `f("x")`) unless what follows it runs to the
 * value's end with no `)` or `,`, nor `=` before its end (`field(default="")`), three characters at least (a string's
 * prefix, `f(f'…')`, is a call's argument): a dotenv value that holds one (`SECRET_KEY=django-insecure-o2dr(w#zz+tk`).
 * A name's index right after it is an argument's (`bytes.fromhex(os.environ["KEY_HEX"])`, `f(ENV['X'])`: an env read, never a
 * secret), a quoted key or a number in it; a `[` later in the run is the value's own (`q(7Zr[Kp2!w`, review H4).
 */
const CALL_PAREN = "\\((?:(?=[A-Za-z_][\\w.]{1,40}\\[(?:\\\\{0,3}[\"']|\\d{1,3}\\]))|(?![^\\s\"'\\\\`,;()]{3,}(?<!=)(?:[\\s\"'\\\\`;]|$)))";
/**
 * Inside quotes a password may open on a closing bracket or a separator (`'}Kq8#vLp2!xZ'`): the quote, not the
 * punctuation, bounds it. An opening bracket still does not (`"{password}"` is a template, `"(none)"` prose).
 */
const QUOTED_PUNCTUATION = "(?:(?<=[\"'`])[}\\])|;,](?=" + name_rules_VALUE_CHAR + "))";
/**
 * A value, rejected inside the regex when it is plainly not a secret, since each candidate handed
 * back to JavaScript costs more than the scan: `===`, a reference (`$X`, `%X%`, `@x`, `***`), a
 * number (`"max_tokens": 4096`), a call or an index (`resolveKey(env)`; inside quotes a bracket is
 * the secret's own: `"k(3x)m9&q2"`), a scope (`test_auth.py::test_x` assigns nothing). The look-ahead
 * and back-reference take the value whole, as an atomic group would, so no shorter prefix is tried. A value is read
 * `MAX_SCANNED_VALUE_CHARS` at most: a longer run is judged on those and goes on to its end once found (long-values.ts).
 */
const name_rules_VALUE = `(?![=$%@*!#?:])(?![0-9][0-9_.]*(?!${name_rules_VALUE_CHAR}))(?=(?<secret>${QUOTED_PUNCTUATION}?${name_rules_VALUE_CHAR}{1,${MAX_SCANNED_VALUE_CHARS}}))\\k<secret>(?:(?![[{]|${CALL_PAREN})|(?<=["'\`]\\k<secret>))`;
/** Prose's value has a character other than a letter, or is a passphrase (20 letters or more). */
const NOT_A_WORD = `(?=${name_rules_VALUE_CHAR}*[^A-Za-z_\\s"'\\\\\`,;&<>(){}\\[\\]|-]|[A-Za-z_-]{20})`;
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const name_rules_QUOTE = "(?:\\\\{1,3})?[\"']";
const name_rules_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
const name_rules_NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/**
 * A reading tool's line number after a line break (`cat -n`'s number and tab, Claude Code's Read `N→`): a manifest read with
 * them keeps `- name: DB_PASSWORD` and its `value:` apart by it (corpus 16). rule-parts.ts `LINE_NUMBER`.
 */
const GUTTER = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→|⇥))?";
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** A quote inside a value (`wp-Pa"ss7Kz`, `wp-Pa\\"ss7Kz` in JSON text): before a letter or a digit, the value's (value-escapes.ts). */
const INNER_QUOTE = `(?:\\\\{0,3}"(?=[A-Za-z0-9]))`;
/** A value that looks random: ten characters or more, with a letter and a digit (prose without a verb). */
const RANDOM_AHEAD = `(?=(?:[A-Za-z_-]|${INNER_QUOTE})*[0-9])(?=[0-9_-]*[A-Za-z])(?=(?:${name_rules_VALUE_CHAR}|${INNER_QUOTE}){10})`;
/**
 * A literal a credential is wrapped in where it is assigned: Rust's `String::from("X")` and `Some("X")`,
 * secret types (`SecretString::new("X")`, pydantic's `SecretStr("X")`), Java's `new String("X")`, Go's
 * `[]byte("X")`, C#'s verbatim `@"X"`. Only before a quote: `Some(x)` is a variable.
 */
const WRAPPER = `(?:@|(?:String::from|SecretString::(?:new|from)|Secret(?:Str|String)?::new|SecretStr|Some|new[ \\t]+String|\\[\\]byte)\\([ \\t]*)(?=${name_rules_QUOTE})`;
/** A word between a name, then `for`, `of`, `to` or `you`, and a colon ("the secret you need:", "password for user 'grafana':"). */
const DESCRIBED_WORD = "[A-Za-z0-9'@_-]+";
/**
 * Kinds of names, spelled out in the cases names use (a case-insensitive scan is ten times slower).
 * No look-around here: one in the alternation halved the scan's speed (profiled); the word
 * boundaries they stood for are checked on each match (`isName`). The scan looks for them all as
 * NAME_SCAN; a name's kind is the first kind here whose names spell it.
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
    bearer: `${name_rules_QUOTE}?[ \\t]*[:=][ \\t]*${name_rules_OPEN_QUOTE}[ \\t]*(?:[Bb]earer|BEARER|[Bb]asic|BASIC|[Tt]oken)[ \\t]+`,
    braced: "[ \\t]*=[ \\t]*\\{",
    tuple: `[ \\t]*=?[ \\t]*[(\\[][ \\t]*${name_rules_QUOTE}[^"'\\\\,()]{1,64}${name_rules_QUOTE}[ \\t]*,[ \\t]*${name_rules_QUOTE}`,
    call: `[ \\t]*\\([ \\t]*${name_rules_QUOTE}`,
    define: `${name_rules_QUOTE}[ \\t]*,[ \\t]*${name_rules_OPEN_QUOTE}`,
    block: `${name_rules_QUOTE}[ \\t]*\\{[^{}]{0,200}?(?<![\\w])default[ \\t]*=[ \\t]*${name_rules_OPEN_QUOTE}`,
    then: `(?:${name_rules_QUOTE})?(?:[ \\t]|${name_rules_NEWLINE}${GUTTER})+[ \\t-]*(?:value|Value|VALUE)(?:${name_rules_QUOTE})?[ \\t]*[:=][ \\t]*${name_rules_OPEN_QUOTE}`,
    typed: `[ \\t]*:[ \\t]*&?[A-Za-z_][\\w.]*(?:<[\\w ,]{0,40}>)?(?:\\[\\])?[ \\t]*=[ \\t]*@?(?:${WRAPPER})?${name_rules_OPEN_QUOTE}`,
    assign: `(?:${name_rules_QUOTE}\\]?)?[ \\t]*(?::=|=>|=|:|(?<=[ \\t])\\?=)[ \\t]*(?:${WRAPPER})?${name_rules_OPEN_QUOTE}`,
    fallback: `(?:${name_rules_QUOTE}[\\])]{1,2}[ \\t]*|[ \\t]+)(?:\\|\\||\\?\\?|or[ \\t])[ \\t]*${name_rules_QUOTE}`,
    // the blank is read before the look-behind, which then walks back only where one follows
    flag: `(?=[ \\t])(?<=(?:^|[\\s"'=])--?[A-Za-z0-9_-]*)[ \\t]+${name_rules_OPEN_QUOTE}`,
    copula: `s?(?:[ \\t]+(?:for|of)(?:[ \\t]+[^\\s.,;:"'\\\\]+){1,4}?)?[ \\t]+(?:is|was|will be)(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed|reset|updated)[ \\t]+to)?[ \\t]*:?[ \\t]+${name_rules_OPEN_QUOTE}${NOT_A_WORD}`,
    xml: ">",
    prose: `(?:[ \\t]+(?:of|to|for|are))?[ \\t]*[:=]?[ \\t]+${name_rules_OPEN_QUOTE}${RANDOM_AHEAD}`,
    described: `s?[ \\t]+(?:for|of|to|you)(?:[ \\t]+${DESCRIBED_WORD}){0,4}?[ \\t]*:(?:[ \\t]|${name_rules_NEWLINE})+${name_rules_OPEN_QUOTE}`,
};
const NAME_KINDS = Object.keys(NAMES);
const POSITION_KEYS = Object.keys(POSITIONS);
/**
 * What must follow a name and its rest for any position to fit, tried before the ten positions:
 * prose names a credential every few words (`the token budget`), and each of those tried all ten.
 * Only a necessary condition, so it changes no match: the rest and every position but copula's `s`
 * end or open on a character outside `[\w.-]`, so a position opens on a mark (`bearer` to `assign`,
 * `xml`) or on blanks; after blanks, on a mark (`bearer`, `braced`, `tuple`, `assign`, prose's `:`),
 * a line break, `-` or the `v` of `value` (`then`), a quote (prose's `OPEN_QUOTE`), a word then a
 * blank, `:` or `=` (copula's `for`, `of`, `is`, `was`, `will be`; prose's `of`, `to`, `for`, `are`),
 * a value of letters, `_`, `-` and quotes then a digit (prose's `RANDOM_AHEAD`), or, when a dash stands in
 * the name's word before them, anything (`flag`'s look-behind); after blanks also `??`, `?=`, `||`,
 * `or` and a quote (`fallback`, Make's `?=`), and `you` then words and a colon (`described`; its `for`,
 * `of`, `to` are above). Each of these is as narrow as its position: `)`, `?`, `|` alone or `or` alone
 * let through most names of code and prose and cost a third more scan (profiled). The blank after a dash's word is
 * read before its look-behind, which walked back over the word at each length (7% of the scan, Run 43). test/evidence/name-guard.test.ts
 * holds the scan with it to the scan without it.
 */
const POSITION_GUARD = "(?=[\\\\\"'\\r\\n:=(\\[>]"
    + "|s?[ \\t]+(?:[\\\\\"'`\\r\\n:=(\\[vV-]|(?:for|of|to|are|is|was|will)[ \\t:=]|(?:[A-Za-z_-]|\\\\{0,3}\")*[0-9]"
    + `|\\?[?=]|\\|\\||or[ \\t]+[\\\\"']|you(?:[ \\t]+${DESCRIBED_WORD}){0,4}[ \\t]*:)`
    + "|[ \\t](?<=-[A-Za-z0-9_-]*[ \\t]))";
/**
 * The names of NAMES as the scan looks for them: one alternation in one group, the names that open
 * alike joined (`[Aa]uth(?:orization)?`, `[Aa]pi…` beside them), so that fewer alternatives are tried
 * at each position of the text (the scan took 8% less time on the bench's texts, bench/RESULTS.md,
 * Run 43). The same matches as NAMES' alternation, each name's kind read from its text (`kindOfName`):
 * two names NAMES tries at one position that can both match are one the other's prefix (`Authorization`
 * and `Auth`, `Passwd` and `Pass`, `Credentials` and `Credential`), which both try longer first, or the
 * same text (`Key`), whose kind is the first kind that spells it. test/evidence/name-rules.test.ts
 * holds the two to the same names.
 */
const NAME_SCAN = [
    "[Aa]uth(?:orization)?", "[Aa]pi[_-]?[Kk]ey", "AUTH", "API[_-]?(?:KEY|Key)", "[Pp]ass(?:word|wd|phrase)?", "[Pp]wd",
    "PASS(?:WORD|WD|PHRASE)?", "PWD", "[Ss]ecret", "SECRET", "[Tt]oken", "TOKEN", "[Cc]redentials?", "CREDENTIALS?", "KEY",
    "[_.-]key", "[Kk]ey", "[Ll]ogin",
].join("|");
/**
 * What every name of `NAME_SCAN` opens on, in any case: a scan finds where one may start (anchor-scan.ts), and the scan
 * is tried in place only there, not at every position of the text (bench/RESULTS.md, Run 66).
 */
const NAME_LEADS = { leads: ["auth", "api", "pass", "pwd", "secret", "token", "credential", "key", "_key", ".key", "-key", "login"] };
/** Each kind's names as a whole text (`^(?:…)$`), in NAMES' order: the first that spells a name is its kind. */
const KIND_SPELLINGS = NAME_KINDS.map((kind) => ({ kind, spelled: new RegExp(`^(?:${NAMES[kind].join("|")})$`) }));
/** The kind of each name the scan met; the names are a few dozen spellings, each read once. */
const kindsOfNames = new Map();
/** The kind of a name the scan matched: the first kind of NAMES whose names spell it. */
function kindOfName(name) {
    const known = kindsOfNames.get(name);
    if (known !== undefined)
        return known;
    const kind = KIND_SPELLINGS.find(({ spelled }) => spelled.test(name))?.kind;
    if (kind !== undefined)
        kindsOfNames.set(name, kind);
    return kind;
}
const group = (name, source) => `(?<${name}>${source})`;
/** The scan's source with its groups named, the guard left out when `guard` is false (the tests' reference). */
function scanSource(guard) {
    return `${group("name", NAME_SCAN)}${NAME_REST}`
        + (guard ? POSITION_GUARD : "")
        + `(?:${Object.entries(POSITIONS).map(([position, source]) => group(position, source)).join("|")})`
        + name_rules_VALUE;
}
/**
 * The scan numbers its groups: exec built a groups object per match, and finding the position looked
 * names up in it (with the cheaper refusals below, a sixth of the scan's time on a word-rich session's
 * 24,000 refused matches; bench/RESULTS.md, Run 31). The same regex otherwise, so the same matches:
 * groups open in this order, the name's, the positions', the value's.
 */
const GROUP_ORDER = ["name", ...POSITION_KEYS, "secret"];
const NAME_GROUP = 1;
const FIRST_POSITION_GROUP = NAME_GROUP + 1;
const SECRET_GROUP = FIRST_POSITION_GROUP + POSITION_KEYS.length;
function numberedSource(source) {
    const named = [...source.matchAll(/\(\?<([a-z]+)>/g)].map((found) => found[1]);
    if (named.join() !== GROUP_ORDER.join())
        throw new Error(`the scan's groups are ${named.join()}, not ${GROUP_ORDER.join()}`);
    return source.replace(/\(\?<[a-z]+>/g, "(").replaceAll("\\k<secret>", `\\${SECRET_GROUP}`);
}
/** Sticky: tried in place where a name may start. */
const SCAN = new RegExp(numberedSource(scanSource(true)), "y");
/** The names' scan when the rule runs alone, made then; redaction's scan finds them with its anchors (redact.ts). */
let namesAlone;
/** A setter's or a builder's head before the name: `.set`, `set_`, `.with`, or a member's dot (`.password(`). */
const SETTER_BEFORE = /(?:\.|(?<![A-Za-z])(?:set|with)_?|[a-z.](?:Set|With))$/;
/** Terraform's `variable "` before the name. */
const VARIABLE_BEFORE = /variable[ \t]+(?:\\{1,3})?["'][\w.-]*$/;
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
    // a setter or a builder's method named for the credential: `ds.setPassword("X")`, `user.set_password("X")`, `.token("X")`
    call: {
        password: { kind: "credential-setter", confidence: "labelled", before: SETTER_BEFORE },
        credential: { kind: "credential-setter", confidence: "labelled", before: SETTER_BEFORE },
        key: { kind: "credential-setter", confidence: "key", before: SETTER_BEFORE },
    },
    // the name as a call's first argument, the value its second: `define('DB_PASSWORD', 'X')`; others in `defineRule`
    define: {
        password: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
        credential: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
        key: { kind: "php-define", confidence: "key", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    },
    // Terraform's `variable "db_password" { default = "X" }`
    block: {
        password: { kind: "variable-default", confidence: "labelled", before: VARIABLE_BEFORE },
        credential: { kind: "variable-default", confidence: "labelled", before: VARIABLE_BEFORE },
        key: { kind: "variable-default", confidence: "key", before: VARIABLE_BEFORE },
    },
    then: {
        password: { kind: "name-then-value", confidence: "labelled" },
        credential: { kind: "name-then-value", confidence: "labelled" },
        key: { kind: "name-then-value", confidence: "key" },
    },
    typed: {
        password: { kind: "env-secret", confidence: "labelled" },
        credential: { kind: "env-secret", confidence: "labelled" },
        key: { kind: "key-assignment", confidence: "key" },
    },
    assign: {
        password: { kind: "env-secret", confidence: "labelled" },
        credential: { kind: "env-secret", confidence: "labelled" },
        header: { kind: "auth-header", confidence: "key" },
        key: { kind: "key-assignment", confidence: "key" },
        word: { kind: "secret-in-prose", confidence: "prose" },
    },
    // a literal fallback of a credential read from the environment: `process.env.SESSION_SECRET || 'X'`, `os.environ.get("SECRET") or "X"`
    fallback: {
        password: { kind: "credential-fallback", confidence: "labelled" },
        credential: { kind: "credential-fallback", confidence: "labelled" },
        key: { kind: "credential-fallback", confidence: "key" },
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
    // "the secret you need: X", "Generated password for user 'grafana': X", "the password for the admin account:\n\n    X"
    described: {
        password: { kind: "secret-in-prose", confidence: "prose" },
        credential: { kind: "secret-in-prose", confidence: "prose" },
    },
};
/** A flag's dashes and words before its name (`--http-`, keytool's `-store`). */
const FLAG_HEAD = /(?:^|[\s"'=])--?[A-Za-z0-9_-]*$/;
/** How far back a rule's `before` context is read. */
const BEFORE_CHARS = 48;
/** Every secret after a credential name, with the rule that found it; `literals`: the text's scan, names' leads found. */
function nameSpans(text, literals) {
    const spans = [];
    // where the next name is looked for, as a global scan's `lastIndex` would stand
    let next = 0;
    const scan = literals ?? (namesAlone ??= new AnchorScan([], [], [NAME_LEADS])).scan(text);
    for (const at of scan.opens.get(NAME_LEADS)) {
        if (at < next)
            continue;
        SCAN.lastIndex = at;
        const match = SCAN.exec(text);
        if (match === null)
            continue;
        const span = spanOf(text, match);
        if (span !== null) {
            spans.push(span);
            // a long value found is passed over whole: the names inside it would each read it again (long-values.ts)
            next = span.end - span.start > MAX_SCANNED_VALUE_CHARS ? Math.max(SCAN.lastIndex, span.end) : SCAN.lastIndex;
            continue;
        }
        // a later name may start inside this match ("secret key is X": not "key", but "X")
        next = match.index + 1;
    }
    return spans;
}
/** The rule of a name in a position, where more than the table decides it. */
function ruleFor(position, matched, before, nameKind, name) {
    const rule = position === "assign" ? assignmentRule(matched, before, nameKind) : position === "define" ? defineRule(before, nameKind)
        : NAME_RULES[position][nameKind];
    // `API_KEY='Ss4dF8gHjW'`: a key named an API key is as sure as a password's name, not a generic `…_key`
    return rule?.confidence === "key" && API_KEY_NAME.test(name) ? { ...rule, confidence: "labelled" } : rule;
}
const API_KEY_NAME = /^[Aa][Pp][Ii]/;
/** An assignment, unless it is a flag's (`--http-password=X`) or openssl's `pass:X` argument. */
function assignmentRule(matched, before, nameKind) {
    if (nameKind === "password" && /^pass:\S/.test(matched) && OPENSSL_ARG_BEFORE.test(before))
        return OPENSSL_PASS_ARG;
    // a flag's head holds a dash: most assignments have none, and need not try the regex
    return before.includes("-") && FLAG_HEAD.test(before) ? NAME_RULES.flag[nameKind] : NAME_RULES.assign[nameKind];
}
/** openssl's `-passin pass:X`, `-passout pass:X`, `-pass pass:X`: a password whatever it looks like. */
const OPENSSL_PASS_ARG = { kind: "openssl-pass-arg", confidence: "position" };
const OPENSSL_ARG_BEFORE = /(?:^|[\s"'])$/;
/**
 * A quoted name then a quoted value, `"NAME", "X"`: PHP's `define`, any call's first two arguments
 * (`os.environ.setdefault("API_SECRET", "X")`, `os.getenv("JWT_SECRET", "X")`, `props.setProperty("password", "X")`,
 * `page.fill('#password', 'X')`), or a flag and its value in an argv array (`["redis-server", "--requirepass", "X"]`).
 */
function defineRule(before, nameKind) {
    const define = NAME_RULES.define[nameKind];
    if (define === undefined || define.before.test(before))
        return define;
    if (ARGV_FLAG_BEFORE.test(before))
        return ARGV_FLAG_RULES[nameKind];
    return CALL_ARGUMENT_BEFORE.test(before) ? CALL_ARGUMENT_RULES[nameKind] : undefined;
}
const ARGV_FLAG_BEFORE = /(?:^|[\s,[(])(?:\\{1,3})?["']--?[A-Za-z0-9_-]*$/;
const CALL_ARGUMENT_BEFORE = /[\w$]\(\s*(?:\\{1,3})?["'][#\w.-]*$/;
// a literal only: `add_argument("--password", help="…")` passes a keyword argument, not the flag's value
const CALL_ARGUMENT_RULES = {
    password: { kind: "credential-argument", confidence: "labelled", quoted: true },
    credential: { kind: "credential-argument", confidence: "labelled", quoted: true },
    key: { kind: "credential-argument", confidence: "key", quoted: true },
};
const ARGV_FLAG_RULES = {
    password: { kind: "password-flag", confidence: "position", quoted: true },
    credential: { kind: "secret-flag", confidence: "labelled", quoted: true },
    key: { kind: "secret-flag", confidence: "labelled", quoted: true },
};
/**
 * Whether the name found is a whole name: `pass`, `pwd` and `auth` are not when a letter of their
 * case follows (`passes`, `author`); `KEY` not after a letter (`MONKEY`); `Key` ends a name only
 * after a lower-case letter (`apiKey`), else it is the bare word.
 */
function nameKindAt(text, index, name, kind) {
    const next = text.charCodeAt(index + name.length);
    if (SHORT_LOWER_NAMES.has(name) ? isLower(next) : SHORT_UPPER_NAMES.has(name) && isUpper(next))
        return null;
    const previous = text.charCodeAt(index - 1);
    if (name === "KEY" && (isLower(previous) || isUpper(previous)))
        return null;
    if (name === "Key" && !isLower(previous))
        return "word";
    return kind;
}
/** Names that a letter of their case may continue (`passes`, `PASSED`), tested by code: a regex per match cost more. */
const SHORT_LOWER_NAMES = new Set(["pass", "Pass", "pwd", "Pwd", "auth", "Auth"]);
const SHORT_UPPER_NAMES = new Set(["PASS", "PWD", "AUTH"]);
/** ASCII letters only, as `[a-z]` and `[A-Z]` read; NaN (before the start, past the end) is neither. */
const isLower = (code) => code >= 0x61 && code <= 0x7a;
const isUpper = (code) => code >= 0x41 && code <= 0x5a;
/** Prose names a secret by a whole word (`token`, `tokens`), not a longer one (`tokenizers`, `keystrokes`). */
function isWholeWord(text, index, name) {
    const end = index + name.length;
    const after = text[end] === "s" ? end + 1 : end;
    return !WORD_CHAR.test(text[after] ?? "") && !WORD_CHAR.test(text[index - 1] ?? "");
}
const WORD_CHAR = /[\w.-]/;
/** Positions that only prose has: there, and for the bare word `key`, the name must be a whole word. */
const PROSE_POSITIONS = new Set(["copula", "prose", "described"]);
function spanOf(text, match) {
    const name = match[NAME_GROUP];
    const nameKind = nameKindAt(text, match.index, name, kindOfName(name));
    if (nameKind === null || isStatusLabel(text, match.index, name))
        return null;
    const position = POSITION_KEYS[firstGroupFrom(match, FIRST_POSITION_GROUP)];
    return nameSpanAt(text, match, name, nameKind, position, match[SECRET_GROUP]);
}
/**
 * The secret after a name the scan found, from what the scan's groups tell: the name, its kind, the
 * position and the value's start. Shared with the frozen copy of the scan (test/helpers/name-scan-before.ts),
 * which reads its groups by name.
 */
function nameSpanAt(text, match, name, nameKind, position, value) {
    if ((nameKind === "word" || PROSE_POSITIONS.has(position)) && !isWholeWord(text, match.index, name))
        return null;
    // the tuple is the name's own (`auth=(…)`, `HTTPBasicAuth(…)`), not a member's call (`auth.build_header('GET', …)`)
    if (position === "tuple" && WORD_CHAR.test(text[match.index + name.length] ?? ""))
        return null;
    if (position === "assign" && isGrepLinePrefix(match[0], value))
        return null;
    // a flag's next word that is a flag is none of its value (`--passwd-on-stdin --background`: the password is on stdin)
    if (position === "flag" && value.startsWith("-"))
        return null;
    const before = text.slice(Math.max(0, match.index - BEFORE_CHARS), match.index);
    const rule = ruleFor(position, match[0], before, nameKind, name);
    if (rule === undefined)
        return null;
    if (rule.before !== undefined && !rule.before.test(before))
        return null;
    // the value ends the match, so it needs no indices (`d` doubles the cost of this scan)
    const end = match.index + match[0].length;
    const start = end - value.length;
    if (rule.quoted === true && !QUOTES.has(text[start - 1] ?? ""))
        return null;
    // openssl's quote opens before `pass:` (`'pass:X'`) or after it (`pass:'X'`)
    const quoteFrom = rule === OPENSSL_PASS_ARG && !QUOTES.has(text[start - 1] ?? "") ? match.index : start;
    let length = secretLength(text, start, value, rule.confidence, position, quoteFrom, nameKind === "password" ? name : null);
    // a value longer than the scan reads, judged a secret on its first characters, goes on to its run's end
    if (length > 0 && isCutValue(text, end, value)) {
        const runEnd = cutValueEnd(text, end);
        if (runEnd === null)
            return null;
        length = runEnd - start;
    }
    // `Authorization: GenieKey X`: the value read is a scheme the bearer position does not spell (header-schemes.ts)
    if (length === 0)
        return nameKind === "header" && position === "assign" ? headerSchemeSpan(text, start, rule.kind) : null;
    // names that stand where no secret follows, tested on the few values that look like one
    if (isUserInfo(before) || isArnPart(text, match.index) || isPublicKeyName(before, nameKind) || isInsideTemplate(before))
        return null;
    if (isSettingOfSecrets(text, match.index + name.length) || isSecretsStoreId(text, match.index + name.length))
        return null;
    if (isNotCredentialName(text, match.index + name.length, before, nameKind, rule.kind))
        return null;
    if (isFingerprint(before, nameKind, text.slice(start, start + length)))
        return null;
    return { start, end: start + length, kind: rule.kind };
}
const QUOTES = new Set(['"', "'", "`"]);
function headerSchemeSpan(text, start, kind) {
    const credential = schemeCredential(text, start);
    return credential === null ? null : { ...credential, kind };
}
/**
 * A file named for a secret in grep's `path:line:text` (`config/secret.rb:1:Rails…secret_key_base = 'X'`):
 * the name is the file's, its value the line number and the line, in which the scan finds the real name.
 */
function isGrepLinePrefix(matched, value) {
    return /^\d+[:-]/.test(value) && /\.[A-Za-z0-9]{1,6}:$/.test(matched.slice(0, matched.length - value.length));
}
/** A name in a URL's user-info (`https://oauth2:X@host`, `__token__:X@`): url-credentials hides the password, up to its `@`. */
function isUserInfo(before) {
    return before.includes("://") && /:\/\/[\w.%+~-]*$/.test(before);
}
/**
 * A name that ends in a setting about secrets, not a secret (`password_encryption = scram-sha-256`,
 * `PASSWORD_MIN_LENGTH`, `token_expiry`, `secret_rotation`): the word after the keyword ends the name.
 * `password_encryption_key` goes on to a key, and is one.
 */
function isSettingOfSecrets(text, nameEnd) {
    const rest = NAME_REST_AT.exec(text.slice(nameEnd, nameEnd + NAME_REST_CHARS))[0];
    return rest !== "" && SETTING_OF_SECRETS.test(rest);
}
const NAME_REST_CHARS = 24;
const NAME_REST_AT = /^[\w.-]*/;
const SETTING_OF_SECRETS = new RegExp("^(?:[_.-]|(?=[A-Z]))(?:[\\w.-]*[_.-])?(?:encryption|algorithm|algo|policy|min_?length|max_?length|length|expiry|expiration|expires_in|ttl|lifetime|"
    + "rotation|rounds|iterations|scheme|strength|complexity|validators?|history|attempts|retries|"
    // the user half of a credential and the method's name: swaks' `--auth-user alerts@…`, `auth_type = scram-sha-256`
    + "user(?:name)?|type|method|mechanism|"
    // a hash or a fingerprint of a (CA) certificate is public: kubeadm's `--discovery-token-ca-cert-hash sha256:…`
    + "(?:ca[_.-]?)?cert(?:ificate)?[_.-]?(?:hash|digest|fingerprint|sha\\d*|pin))$", "i");
/** A name that goes on to a store of secrets' id (`UserSecretsId`; key-names.ts). */
function isSecretsStoreId(text, nameEnd) {
    return text[nameEnd] === "s" && isSecretsStoreIdName(text.slice(nameEnd, nameEnd + NAME_REST_CHARS).match(NAME_REST_AT)[0]);
}
/**
 * A name that holds a credential's word but names no credential: an identifier's key, a key's id, a flag
 * acting on a secret (key-names.ts).
 */
function isNotCredentialName(text, nameEnd, before, nameKind, kind) {
    if ((kind === "secret-flag" || kind === "password-flag") && isActionFlag(before))
        return true;
    if (nameKind !== "key")
        return false;
    return isIdentifierKeyName(before) || isKeyIdName(before, NAME_REST_AT.exec(text.slice(nameEnd, nameEnd + NAME_REST_CHARS))[0]);
}
/**
 * A name inside a template's `{{ … }}` (CloudFormation's `{{resolve:secretsmanager:prod/db:SecretString:password}}`,
 * `${{ secrets.TOKEN }}`, Helm's `{{ .Values.password }}`): the expression names where a secret is, it holds none.
 */
function isInsideTemplate(before) {
    const open = before.lastIndexOf("{{");
    return open !== -1 && !before.includes("}}", open);
}
/**
 * A resource type inside an ARN (`arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db`): a name, not a label. Read
 * back further than a rule's `before`: an ARN's head is longer than it in most regions (`…:eu-central-1:123456789012:`).
 */
function isArnPart(text, nameAt) {
    if (text[nameAt - 1] !== ":")
        return false;
    const before = text.slice(Math.max(0, nameAt - ARN_HEAD_CHARS), nameAt);
    return before.includes("arn:") && /arn:[\w-]+:(?:[\w-]+:[\w-]*:\d*:)?$/.test(before);
}
/** An ARN's head at most: `arn:`, a partition (`aws-us-gov`), a service, a region, a 12-digit account, their colons. */
const ARN_HEAD_CHARS = 96;
/** A public key's name (`public key: age1…`, `PUBLIC_KEY=`): what it names is public. */
function isPublicKeyName(before, nameKind) {
    return (nameKind === "key" || nameKind === "word") && /(?:[Pp]ublic|PUBLIC|[Pp]ub|PUB)[ _.-]?$/.test(before.slice(-PUBLIC_CHARS));
}
const PUBLIC_CHARS = "public_".length;
/** A GPG key's id or fingerprint (`GPG_KEY=A035C8C1…`): hex of 16 or 40 digits names a public key. */
function isFingerprint(before, nameKind, secret) {
    return nameKind === "key" && /(?:gpg|GPG|pgp|PGP)[_.-]?$/.test(before) && /^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(secret);
}
/**
 * `--- PASS: TestX (0.00s)`, `PASS: tests/run.sh`: the bare upper-case `PASS` before a colon is a test's
 * status (Go, automake, TAP-like runners), not a password's label; `DB_PASS: X` and `PASS=X` still are.
 */
function isStatusLabel(text, index, name) {
    return name === "PASS" && text[index + name.length] === ":" && !WORD_CHAR.test(text[index - 1] ?? "");
}
/** Which of the groups from `first` on took part in the match (one of them does), counted from 0. */
function firstGroupFrom(match, first) {
    let at = first;
    while (match[at] === undefined)
        at += 1;
    return at - first;
}

;// CONCATENATED MODULE: ./src/evidence/password-rules.ts
const password_rules_OPEN_QUOTE = `(?:(?:\\\\{1,3})?["'\`])?`;
const password_rules_QUOTE = `(?:\\\\{1,3})?["']`;
/** A line break, raw or JSON-escaped (rule-parts.ts `NEWLINE`). */
const password_rules_NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** The secret ends each match, so no indices are asked for (`d` doubles a scan's cost). */
const password_rules_rule = (kind, anchors, source, confidence) => ({
    kind,
    pattern: new RegExp(source, "g"),
    confidence,
    anchors,
});
const PASSWORD_RULES = [
    // Go's MySQL DSN has no scheme: `user:X@tcp(host:3306)/db`, `user:X@unix(/tmp/sock)/db`
    {
        kind: "dsn-user-password",
        anchors: ["cp(", "x("],
        pattern: new RegExp(`@(?<=[\\w.-]:(?<secret>[^\\s:@/"'\\\\]{1,128})@)(?:tcp|unix)\\(`, "gd"),
        confidence: "position",
    },
    // Oracle logons `user/X@db`: sqlplus, Data Pump, SQL*Loader, the JDBC thin and OCI URLs, and Python's drivers'
    // connect strings (`cx_Oracle.connect("u/X@dsn")`, `oracledb.connect("u/X@dsn")`)
    password_rules_rule("oracle-logon", ["qlplus", "xpdp", "mpdp", "qlldr", "c:oracle:", "Oracle.connect(", "acledb.connect("], `(?:sqlplus|expdp|impdp|sqlldr|jdbc:oracle:(?:thin|oci)|(?:cx_Oracle|oracledb)\\.connect\\():?[ \\t]*(?:-[A-Za-z]+[ \\t]+)*${password_rules_OPEN_QUOTE}[\\w$#.]+/(?<secret>[^\\s@/"'\\\\]+)(?=@)`, "position"),
    // MySQL's `CREATE USER … IDENTIFIED BY 'X'`, `ALTER USER … IDENTIFIED WITH mysql_native_password BY 'X'`; the quotes may be
    // a shell's splice (`'"'"'X'"'"'` inside `sh -c '…'`), and a leading `!` is the literal's own
    {
        ...password_rules_rule("sql-identified-by", ["ENTIFIED", "entified"], `(?:IDENTIFIED|identified)(?:[ \\t]+(?:WITH|with)[ \\t]+\\w+)?[ \\t]+(?:BY|by)[ \\t]+(?:${password_rules_QUOTE}){1,5}(?<secret>[^"'\\\\\\n]+)(?=${password_rules_QUOTE})`, "position"),
        literal: true,
    },
    // Oracle's unquoted `CREATE USER u IDENTIFIED BY X;`, `… CONNECT TO u IDENTIFIED BY X USING …` (corpus 16): an identifier's
    // characters up to a blank, `;`, the line's end or the quote that ends a command's string. Not a keyword there (Oracle's
    // `IDENTIFIED BY VALUES '…'`, MySQL's `BY PASSWORD '*…'`); a substitution variable (`&pw`, `:pw`) is no identifier
    password_rules_rule("sql-identified-by-bare", ["ENTIFIED", "entified"], `(?:IDENTIFIED|identified)[ \\t]+(?:BY|by)[ \\t]+(?!(?:VALUES|PASSWORD|values|password)\\b)(?<secret>[A-Za-z][\\w$#]{5,127})(?=[ \\t;]|$|${password_rules_NEWLINE}|${password_rules_QUOTE})`, "position"),
    // MySQL's and MariaDB's `SET PASSWORD [FOR 'u'@'h'] = 'X'`, the old form's `= PASSWORD('X')` too (corpus 16)
    {
        ...password_rules_rule("sql-set-password", ["ET PASSWORD", "et password"], `(?:SET|set)[ \\t]+(?:PASSWORD|password)(?:[ \\t]+(?:FOR|for)[ \\t]+[^=\\n]{1,120}?)?[ \\t]*=[ \\t]*(?:(?:PASSWORD|password)\\([ \\t]*)?`
            + `${password_rules_QUOTE}(?<secret>[^"'\\\\\\n]+)(?=${password_rules_QUOTE})`, "position"),
        literal: true,
    },
    // .pgpass: `host:port:database:user:X` on a line of its own (or a quoted one echoed into the file), for
    // PostgreSQL's ports (5432, a second cluster's 5433, pgbouncer's 6432) or any (`*`)
    password_rules_rule("pgpass-password", [":5432:", ":5433:", ":6432:", ":*:"], 
    // opens on the port's colon; the host (a name, an address or `*`) is read back from there
    `:(?:543[23]|6432|\\*):(?<=(?:^|[\\s"'>]|\\\\n)(?:\\*|[\\w.-]*[A-Za-z.][\\w.-]*):(?:543[23]|6432|\\*):)`
        + `[^\\s:"'\\\\]+:[^\\s:"'\\\\]+:(?<secret>[^\\s"'\\\\]+)(?=$|[\\s"'\\\\])`, "position"),
    password_rules_rule("powershell-secure-string", ["ecureString"], `ConvertTo-SecureString[ \\t]+(?:-String[ \\t]+)?${password_rules_OPEN_QUOTE}(?<secret>[^\\s"'\\\\]+)`, "position"),
];

;// CONCATENATED MODULE: ./src/evidence/password-words.ts

const password_words_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash or the punctuation that ends a sentence's part. */
const password_words_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/**
 * Other languages' words for a password: Spanish, Portuguese, French, German, Dutch, Swedish, Polish, Russian, CJK; since
 * corpus 8 also Czech and Slovak, Vietnamese, Arabic, Turkish, Danish and Norwegian, Finnish, Hungarian, Indonesian.
 */
const FOREIGN_WORDS = "[Cc]ontraseña|CONTRASEÑA|[Ss]enha|SENHA|[Mm]ot de passe|[Pp]asswort|PASSWORT|[Kk]ennwort|KENNWORT|[Ww]achtwoord|[Ll]ösenord|[Hh]asło|"
    + "[Пп]ароль|ПАРОЛЬ|密码|密碼|パスワード|비밀번호|[Hh]eslo|[Mm]ật khẩu|كلمة المرور|كلمة السر|[Şş]ifre|[Aa]dgangskode|[Pp]assord|"
    + "[Ss]alasana|[Jj]elszó|[Kk]ata sandi";
/** Their literals, each holding a part of one spelling (the first letter's case aside). */
const FOREIGN_ANCHORS = ["ontraseña", "ONTRASEÑA", "senha", "Senha", "SENHA", "ot de passe", "asswort", "ASSWORT", "ennwort", "ENNWORT", "achtwoord", "ösenord", "asło",
    "ароль", "АРОЛЬ", "密码", "密碼", "パスワード", "비밀번호", "eslo", "ật khẩu", "كلمة المرور", "كلمة السر", "ifre", "dgangskode", "assord",
    "alasana", "elszó", "ata sandi"];
/** Up to this many words between the password's word and its separator ("del usuario de pruebas"). */
const password_words_MAX_WORDS = 6;
/** A word between: no blank, colon or dash, as a sentence's words are. */
const WORDS_BETWEEN = `(?:[ \\t]+[^\\s:：—–]{1,30}){0,${password_words_MAX_WORDS}}?`;
/** English password words, for the dash rule (the name scan reads them before a colon). */
const ENGLISH_WORDS = "[Pp]ass(?:word|phrase)|PASS(?:WORD|PHRASE)";
const password_words_rule = labelRule;
const PASSWORD_WORD_RULES = [
    // `pw: X`, `DB_PW=X`: the abbreviation as a whole word before a colon or `=`
    password_words_rule("pw-abbreviation", ["pw:", "pw=", "PW:", "PW="], `(?<![A-Za-z0-9])(?:pw|PW)[ \\t]*[:=][ \\t]*${password_words_OPEN_QUOTE}(?<secret>${password_words_VALUE})`, "prose"),
    // another language's word for the password, a few words, then a colon (a full-width one too) and the value
    password_words_rule("password-word-other-language", FOREIGN_ANCHORS, `(?:${FOREIGN_WORDS})${WORDS_BETWEEN}[ \\t]*[:：=][ \\t]*${password_words_OPEN_QUOTE}(?<secret>${password_words_VALUE})`, "prose"),
    // a password's word, a few words, then a spaced dash before the value: "Passphrase for the test signing key — X"
    password_words_rule("password-word-dash", [" — ", " – "], `[ \\t][—–](?<=(?:${ENGLISH_WORDS}|${FOREIGN_WORDS})${WORDS_BETWEEN}[ \\t][—–])[ \\t]+${password_words_OPEN_QUOTE}(?<secret>${password_words_VALUE})`, "prose"),
];

;// CONCATENATED MODULE: ./src/evidence/position-rules.ts

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const position_rules_QUOTE = `(?:\\\\{1,3})?["']`;
/**
 * The quotes around a shell-spliced value: `'"'"'X'"'"'` closes a single-quoted word, adds a quoted `'`
 * and reopens it (Ansible's `-vvv` EXEC lines, any `sh -c '…'` that quotes SQL inside).
 */
const position_rules_QUOTES = `(?:${position_rules_QUOTE}){1,5}`;
/** A line of a block's body: a cut block ends at the first line that is not one (Gemini CLI's `Error: (none)` after `head`). */
const BODY_LINE = "[A-Za-z0-9+/=]{16,}";
/** What a credential's name holds (`password`, `db-pass`, `api_token`, `SECRET_KEY`, `tls.key`, `dsn`). */
const CREDENTIAL_NAME = "[\\w.-]*(?:[Pp]ass|PASS|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Kk]ey|KEY|[Cc]redential|CREDENTIAL|"
    + "[Aa]uth|AUTH|[Pp]rivate|PRIVATE|[Ss]alt|SALT|[Dd]sn|DSN)[\\w.-]*";
/**
 * The blocks whose body is public or not a credential: certificates (and requests, CRLs, PKCS#7), public keys,
 * signatures, parameters, PGP messages; private keys are assignment-rules.ts's `private-key`, whole.
 */
const NOT_SECRET_BLOCK = "(?![A-Za-z0-9 _.]*(?:CERTIFICATE|PUBLIC KEY|CRL|SIGNATURE|PARAMETERS|PKCS7|CMS|MESSAGE|PRIVATE KEY))";
const position_rules_rule = labelRule;
const POSITION_RULES = [
    // `kubectl create secret generic db --from-literal=password='X'` (also `--from-literal 'api-key=X'`): the value of a
    // literal whose key is a credential's name; a string literal, so a leading `!` is the value's own
    {
        ...position_rules_rule("kubectl-literal", ["m-literal"], `--from-literal(?:=|[ \\t]+)(?:${position_rules_QUOTE})?${CREDENTIAL_NAME}=(?:${position_rules_QUOTE})?(?<secret>[^\\s"'\\\\]+)`, "position"),
        literal: true,
    },
    // PostgreSQL's `CREATE ROLE app WITH LOGIN PASSWORD 'X'`, `ALTER USER app WITH ENCRYPTED PASSWORD 'X'`, SQL Server's
    // `CREATE LOGIN etl WITH PASSWORD = 'X'` (or T-SQL's unicode literal `N'X'`), Snowflake's `CREATE USER etl PASSWORD = 'X'`,
    // quotes spliced or not. Upper-case
    // only: an anchor that opens on a blank or a `p` cost the shared scan a tenth more; the name scan reads `password 'X'`
    // and `password = 'X'` (prose and assignment) where the quotes are not spliced
    {
        ...position_rules_rule("sql-password", ["PASSWORD"], "PASSWORD(?<=(?:WITH|LOGIN|ENCRYPTED|SET|USER|ROLE)[ \\t]+(?:[^\\s;]+[ \\t]+)?PASSWORD)"
            + `(?:[ \\t]*=)?[ \\t]*N?${position_rules_QUOTES}(?<secret>[^"'\\\\\\n]+)(?=${position_rules_QUOTE})`, "position"),
        literal: true,
    },
    // Postfix's /etc/postfix/sasl_passwd: `[smtp.mailgun.org]:587 postmaster@mg.acme.dev:X` (a bracketed relay, or a
    // user that is an address), on the submission ports; opens on the port, the host read back from it
    position_rules_rule("sasl-passwd", [":587", ":465"], ":(?:587|465)(?<=(?:^|[\\s\"'>]|\\\\n)(?:\\[[\\w.-]+\\]|[\\w-]+(?:\\.[\\w-]+)+):(?:587|465))[ \\t]+"
        + "(?:(?<=\\]:\\d{2,4}[ \\t]+)|(?=[^\\s:\"'\\\\]*@))[^\\s:\"'\\\\]+:(?<secret>[^\\s\"'\\\\]+)", "position"),
    // LDIF's `::` holds a value in base64: `userPassword:: e1NTSEF9…`, Active Directory's `unicodePwd:: …`
    position_rules_rule("ldif-password", ["Password:", "PASSWORD", "Pwd::"], "(?:Password|PASSWORD|Pwd)::[ \\t]+(?<secret>[A-Za-z0-9+/]{8,}={0,2})", "key"),
    // a PEM-like block that is neither a public key nor a certificate (`-----BEGIN OpenVPN Static key V1-----`):
    // every line of its body (its headers, long lines, and a short last one before END); its BEGIN and END lines
    // stay, so the reader sees what it was
    position_rules_rule("pem-block", ["BEGIN"], `-----BEGIN ${NOT_SECRET_BLOCK}[A-Za-z0-9 _.]{1,60}-----${NEWLINE}+(?<secret>(?:${PEM_HEADER_LINE}${NEWLINE}+)*`
        + `${BODY_LINE}(?:${NEWLINE}+${BODY_LINE})*(?:${NEWLINE}+${BASE64_LINE}(?=${NEWLINE}+-----END))?)`, undefined, "gd"),
    // Microsoft Teams' incoming webhook (`https://acme.webhook.office.com/webhookb2/<group>@<tenant>/IncomingWebhook/<token>/<id>`,
    // and Office 365's older `outlook.office.com/webhook/…`): whoever has the token posts to the channel
    position_rules_rule("teams-webhook", [".webhook.office.com/", ".office.com/webhook"], "\\.office\\.com/webhook(?:b2)?/[^\\s/\"'\\\\]+/IncomingWebhook/(?<secret>[0-9A-Fa-f]{32}/[0-9A-Fa-f-]{36}(?:/[\\w-]+)?)"),
];

;// CONCATENATED MODULE: ./src/evidence/prose-rules.ts

const prose_rules_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A password of a pair: no blank, quote, backslash, `/` (a path's) or the punctuation that ends a sentence's part. */
const PAIR_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|/]+";
/** Services a user and a password are given for in prose: databases, brokers, file and mail servers, accounts. */
const SERVICE = "(?:[Pp]ostgres(?:QL)?|POSTGRES|MySQL|[Mm]ysql|MariaDB|[Mm]ariadb|[Rr]edis|RabbitMQ|[Rr]abbitmq|[Mm]ongo(?:DB)?|"
    + "S?FTP|s?ftp|SSH|ssh|SMTP|smtp|IMAP|imap|LDAP|ldap|VPN|vpn|[Dd]atabase|DB|db|[Aa]dmin|[Aa]ccount|[Pp]ortal|[Dd]ashboard)";
/** A generated password: anything but blanks, quotes and backslashes (MySQL's hold `;`, `,`, `<`, `.`). */
const GENERATED = "[^\\s\"\\\\]+";
const prose_rules_rule = (kind, anchors, source, confidence, indices = false) => labelRule(kind, anchors, source, confidence, indices ? "gd" : "g");
const PROSE_RULES = [
    // "the staging login is ops-admin / X", "Creds: jdoe / X", "default credentials are admin:X",
    // "log in with admin:X", "creds for the test account: user@example.com, X", "logged in as `root` with `X`"; the words
    // stay on the line, JSON-escaped breaks too (`Login Succeeded\n1.8.2: digest: sha256:…` pairs no user with a password)
    prose_rules_rule("credential-pair", ["login", "Login", "creds", "eds:", "edentials", "EDENTIALS", "log in", "Log in", "logged in"], "(?:[Ll]ogin|creds|Creds(?=:)|[Cc]redentials|CREDENTIALS|[Ll]og in|logged in)(?:[ \\t]+(?:[^\\s:/`\\\\]|\\\\(?![nrt]))+){0,5}?[ \\t]*"
        + "(?:is|are|:|with|using|as)[ \\t]+`?[\\w.@+-]{1,64}`?"
        + `(?:[ \\t]*[/,:][ \\t]*|[ \\t]+with[ \\t]+(?:password[ \\t]+)?)${prose_rules_OPEN_QUOTE}(?<secret>${PAIR_VALUE})`, "prose"),
    // a service's user and password joined by a spaced slash, after the service's name and `(` or `:`:
    // "postgres (ledger / X)", "FTP for uploads: wpdeploy / X", "the admin account: ops / X"
    prose_rules_rule("service-credential-pair", [" / "], `(?:(?<![\\w.-])|(?<=\\\\[nrt]))${SERVICE}(?:[ \\t]+[\\w.-]+){0,3}?[ \\t]*[(:][ \\t]*\`?[\\w.@+-]{1,64}\`?[ \\t]+/[ \\t]+${prose_rules_OPEN_QUOTE}(?<secret>${PAIR_VALUE})`, "prose"),
    // MySQL's first start: "A temporary password is generated for root@localhost: X"
    prose_rules_rule("mysql-temporary-password", ["A temporary password"], `A temporary password is generated for [^\\s:]+:[ \\t]*(?<secret>${GENERATED})`, "position"),
    // Jenkins' setup wizard banner, then the password alone after a blank line
    prose_rules_rule("jenkins-initial-password", ["llowing password"], `following password to proceed to installation:(?:[ \\t]*${NEWLINE})+[ \\t]*(?<secret>[0-9a-f]{32})`, "position"),
    // `cat …/secrets/initialAdminPassword` and its output in one text
    prose_rules_rule("jenkins-initial-password-file", ["lAdminPassword"], `initialAdminPassword[^\\n\\\\"]*(?:[ \\t]*${NEWLINE})+(?<secret>[0-9a-f]{32})(?![0-9a-f])`, "position"),
    // `argocd admin initial-password` prints the password on a line of its own, then this sentence
    prose_rules_rule("argocd-initial-password", ["t be only used"], `This password must be only used(?<=(?:^|${NEWLINE}|")(?<secret>[A-Za-z0-9_-]{8,64})(?:[ \\t]*${NEWLINE})+[ \\t]*This password must be only used)`, "position", true),
    prose_rules_rule("argocd-initial-password-command", ["tial-password"], `initial-password[^\\n\\\\"]*${NEWLINE}(?<secret>[A-Za-z0-9_-]{8,64})(?=[ \\t]*(?:${NEWLINE}|$))`, "position"),
    // `elasticsearch-reset-password`: "Password for the [elastic] user successfully reset.\nNew value: X"
    prose_rules_rule("elastic-reset-password", ["ew value:"], `successfully reset\\.?(?:[ \\t]*${NEWLINE})+[ \\t]*New value:[ \\t]*(?<secret>${GENERATED})`, "position"),
];

;// CONCATENATED MODULE: ./src/evidence/prose-copula.ts




const prose_copula_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash, the punctuation that ends a sentence's part, nor CJK's full stop and commas. */
const prose_copula_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|。、，．]+";
/** Up to this many words between the password's word and the verb ("du compte de service"). */
const prose_copula_MAX_WORDS = 6;
/** A word between: no blank, colon or parenthesis. */
const prose_copula_WORDS_BETWEEN = `(?:[ \\t]+[^\\s:：()]{1,30}){0,${prose_copula_MAX_WORDS}}?`;
/**
 * "is" in the languages whose password words password-words.ts knows: a spaced verb, or a CJK particle right after the word.
 * Since corpus 16 also the verbs that give a value as "reads" does (German's `lautet`) and "was" in past tenses (Portuguese's
 * `foi`, Spanish's `fue`, German's `war`, French's `était`, Swedish's and Norwegian's `var`, Finnish's `oli`, Polish's `był`).
 */
const SPACED_COPULA = "(?:est|é|è|ist|es|is|är|jest|era|was|je|to|là|هي|هو|er|on|är|van|adalah|lautet|foi|fue|war|était|var|oli|był[oa]?)";
const CJK_COPULA = "(?:は|是|為|为|는|은)";
/** A word's ending in languages that inflect it (Swedish's `lösenordet`, Turkish's `şifresi`, Polish's `hasła`). */
const WORD_ENDING = "[a-zåäöçğışüąęó]{0,4}";
/** English words that name a credential in prose ("API secret", "PAT", "access token", "passphrase"). */
const CREDENTIAL_WORDS = "(?:[Pp]ass(?:word|phrase|code)|PASSWORD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PAT|[Aa]pi[ _-]?[Kk]ey|API[ _-]?KEY)";
/** A parenthetical aside: no nested parenthesis, no line break or backslash (a JSON escape). */
const ASIDE = "\\([^()\\n\\\\]{1,80}\\)";
/** A PIN's or passcode's digits: six to twelve, or groups joined by dashes ("5857-1136-0794"). */
const DIGITS = "(?:\\d{6,12}|\\d{3,6}(?:-\\d{3,6}){1,4})(?![\\w-])";
/**
 * What stands between "PIN" and its digits: nothing, a separator, or what the PIN is for and a copula ("the PIN for the HSM
 * partition is"); other words ("PIN validation failed for transaction 12345678") make the digits another thing's (review 33, M3).
 */
const PIN_LINK = "(?:[ \\t]+(?:for|of)(?:[ \\t]+[A-Za-z][^\\s\\d:]{0,29}){1,5}?)?(?:[ \\t]+(?:is|was|will be)(?:[ \\t]+now)?)?";
/** Four or five digits right after "is" ("the door-alarm panel PIN is 1912"): a short PIN only when stated so, never "PIN 13". */
const STATED_PIN = "(?<=(?:is|was|be)(?:[ \\t]+now)?[ \\t]*:?[ \\t]+(?:(?:\\\\{1,3})?[\"'`])?)\\d{4,5}(?![\\w-])";
/** The credential's word is the subject: right before the aside, or with what it is for ("the PAT for the mirror (…) is"). */
const SUBJECT_WORDS = `(?:[ \\t]+(?:for|of|on|to)(?:[ \\t]+[^\\s:：()]{1,30}){1,${prose_copula_MAX_WORDS}}?)?`;
/** A commit id, a hex number or a version is no aside's secret ("the token refresh fix (commit) is 3f2a9c1e7b"). */
const NOT_AN_ID = "(?!0x|[0-9a-f]{7,12}(?![\\w-])|[^\\s]*\\d+\\.\\d+\\.\\d)";
const prose_copula_rule = labelRule;
const PROSE_COPULA_RULES = [
    // another language's word for the password, a few words, then "is" in that language
    // (a value that opens on `!` or `#` is its own: "mật khẩu là !X"); the verb is a whole word, so a word that opens like one
    // ("ontem" like `on`) is one of the words between (corpus 16)
    {
        ...prose_copula_rule("password-word-copula", FOREIGN_ANCHORS, `(?:${FOREIGN_WORDS})${WORD_ENDING}(?:${prose_copula_WORDS_BETWEEN}[ \\t]+${SPACED_COPULA}(?=[ \\t:：])|${CJK_COPULA})[ \\t]*[:：]?[ \\t]*${prose_copula_OPEN_QUOTE}(?<secret>${prose_copula_VALUE})`, "prose"),
        literal: true,
        // a value so stated is a password in a name's shape too ("mật khẩu là Sen_Hong_5", corpus 17; stated-values.ts)
        guard: (value, next, confidence) => (0,secret_shape/* looksLikeLiteralSecret */.nA)(value, next, confidence) || looksStated(value),
    },
    // a credential's word, a few words, an aside in parentheses, then "is": opens on the aside's end
    prose_copula_rule("credential-word-aside", [") is", ") are"], `\\) (?:is|are)(?<=${CREDENTIAL_WORDS}s?${SUBJECT_WORDS}[ \\t]+${ASIDE} (?:is|are))[ \\t]*:?[ \\t]+${prose_copula_OPEN_QUOTE}${NOT_AN_ID}(?<secret>${prose_copula_VALUE})`, "prose"),
    // "passcode 5857-1136-0794", "the PIN for the HSM partition is 96148949": digits only, so a word is never taken; unguarded,
    // as the guard refuses numbers (a PIN is one)
    prose_copula_rule("pin-digits", ["asscode", "PIN"], `(?:[Pp]asscode|(?<![A-Za-z_])PIN(?![A-Za-z_])(?:[ \\t]+(?:code|number))?)${PIN_LINK}[ \\t]*[:=]?[ \\t]*${prose_copula_OPEN_QUOTE}(?<secret>${DIGITS}|${STATED_PIN})`),
];

;// CONCATENATED MODULE: ./src/evidence/credential-keys.ts
/**
 * A key that names a credential as a whole, for the rules that read a name inside code (Kotlin's pair, Rust's
 * `Some`, an env read's fallback, a HAR's entry): its last word is a credential's word (`apiKey`, `password`,
 * `client_secret`, `X-CSRF-Token`, `UPLOAD_KEY_PASSWORD`), so a name that only holds the letters (`author`,
 * `keyring`, `passed`, `test_auth`) names none. position-rules.ts' `CREDENTIAL_NAME` is the looser substring
 * form the older rules use.
 *
 * The part before the word is bounded: inside a look-behind, or after an env read, an unbounded run tried at
 * each split point was quadratic in the run's length (review 33, M5).
 */
/** The words a credential's key ends in. `auth` is left out: `test_auth`, `oauth` name fixtures and flows as often. */
const credential_keys_CREDENTIAL_WORD = "(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|"
    + "[Kk]ey|KEY|[Cc]redentials?|CREDENTIALS?)";
/** The most characters of a key before its last word. */
const MAX_KEY_HEAD = 40;
/** A key of words joined by `_`, `.`, `-` or a camel hump, the last one of `words`, and nothing after it. */
const wholeKey = (words) => `(?:[\\w.-]{0,${MAX_KEY_HEAD}}(?:[_.-]|[a-z0-9](?=[A-Z])))?${words}(?![\\w-])`;
/** A key whose last word is a credential's. */
const CREDENTIAL_KEY = wholeKey(credential_keys_CREDENTIAL_WORD);
/** A string literal's body that is one word (no blank, quote, backslash), closed by its quote: a sentence is no secret. */
const WORD_LITERAL = "[^\\s\"'\\\\]+(?=(?:\\\\{1,3})?[\"'])";

;// CONCATENATED MODULE: ./src/evidence/wrapped-values.ts



/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const wrapped_values_QUOTE = `(?:\\\\{1,3})?["']`;
/** A value that is a word: no blank, quote, backslash or the punctuation around values. */
const WORD = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** Env reads whose variable a fallback stands for: Java/Kotlin, Python, Node, Ruby, Rust, Deno, PHP. */
const ENV_READ = "(?:getenv\\(|environ(?:\\.get\\(|\\[)|process\\.env\\.|ENV(?:\\.fetch\\(|\\[)|env::var\\(|env\\.get\\()";
/** A fallback operator: Kotlin's Elvis, JavaScript's `||` and `??`, Python's `or`, Rust's `.unwrap_or("X")`, `.unwrap_or_else(|| "X")`. */
const FALLBACK = "(?:\\?:|\\|\\||\\?\\?| or|\\.unwrap_or(?:_else)?\\([ \\t]*(?:\\|\\|[ \\t]*)?)";
/** Calls that turn a literal into a key's bytes. */
const DECODE_CALL = "(?:bytes\\.fromhex|(?:base64\\.)?(?:urlsafe_|standard_)?b64decode|(?:binascii\\.)?unhexlify|Buffer\\.from)";
/** The most characters of a struct's print read back from a credential field to its `{`. */
const MAX_STRUCT_CHARS = 300;
const wrapped_values_rule = labelRule;
/** A rule whose value is a whole string literal: a leading `!` or `#` is the value's own (secret-shape.ts). */
const literalRule = (kind, anchors, source) => ({ ...wrapped_values_rule(kind, anchors, source, "labelled"), literal: true });
const WRAPPED_VALUE_RULES = [
    // Gradle's signingConfigs in Groovy: `storePassword 'X'`, `keyPassword "X"` (a call without parentheses); opens on the name's end
    literalRule("groovy-credential-call", ["Password ", "Secret "], `(?:Password|Secret)(?<=(?:^|[^\\w.])[a-z]\\w*(?:Password|Secret)) [ \\t]*${wrapped_values_QUOTE}(?<secret>${WORD_LITERAL})(?=${wrapped_values_QUOTE}[ \\t]*(?:$|\\\\{1,2}[nr]|[\\r\\n;,)}"]))`),
    // Kotlin's `mapOf("apiKey" to "X")`: opens on the infix `to`
    literalRule("kotlin-credential-pair", ['" to ', "' to "], ` to (?<=${wrapped_values_QUOTE}${CREDENTIAL_KEY}${wrapped_values_QUOTE} to )[ \\t]*${wrapped_values_QUOTE}(?<secret>${WORD_LITERAL})`),
    // Rust's optional password: reqwest's `.basic_auth("svc", Some("X"))`, `password: Some("X")`
    literalRule("rust-some-credential", ["Some("], `Some\\((?<=(?:basic_auth\\([^,\\n]{1,80},|(?<![\\w.-])${CREDENTIAL_KEY}[ \\t]*[:=])[ \\t]*Some\\()${wrapped_values_QUOTE}(?<secret>${WORD_LITERAL})`),
    // a key's bytes decoded from a literal: `ADYEN_HMAC_KEY = bytes.fromhex("…")`, `SECRET = base64.b64decode("…")`; opens on the call
    wrapped_values_rule("decoded-credential-literal", ["fromhex(", "b64decode(", "unhexlify(", "Buffer.from("], `(?:fromhex|b64decode|unhexlify|Buffer\\.from)\\((?<=${CREDENTIAL_NAME}[ \\t]*[:=][ \\t]*${DECODE_CALL}\\()[ \\t]*b?${wrapped_values_QUOTE}`
        + "(?<secret>[A-Za-z0-9+/=_-]+)", "key"),
    // the literal default of a credential's env read: `System.getenv("UPLOAD_KEY_PASSWORD") ?: "X"`, `process.env.API_KEY || 'X'`;
    // opens on the read, far rarer than the operators (` or` is in most prose)
    literalRule("env-fallback-literal", ["getenv(", "environ", "process.env.", "ENV[", "ENV.fetch(", "env::var(", "env.get("], `${ENV_READ}${wrapped_values_QUOTE}?${CREDENTIAL_KEY}${wrapped_values_QUOTE}?[\\])]*[ \\t]*${FALLBACK}[ \\t]*${wrapped_values_QUOTE}(?<secret>${WORD_LITERAL})`),
    // an HMAC's key as a literal argument: Node's `createHmac('sha256', 'X')`, Python's `hmac.new(b'X', msg, sha256)`
    wrapped_values_rule("hmac-key-literal", ["createHmac(", "hmac.new("], `(?:createHmac\\([ \\t]*${wrapped_values_QUOTE}[\\w-]+${wrapped_values_QUOTE}[ \\t]*,|hmac\\.new\\()[ \\t]*b?${wrapped_values_QUOTE}(?<secret>[^\\s"'\\\\]+)`, "key"),
    // Go's `%+v` of a config struct: `{Host:db User:app Password:X SSLMode:require}`; opens on the field's name
    {
        ...wrapped_values_rule("go-struct-credential", ["Password:", "Secret:", "Token:"], `(?:Password|Secret|Token):(?<=[{ ][A-Z]?[A-Za-z]*(?:Password|Secret|Token):)(?<=\\{[^{}\\n"\\\\]{0,${MAX_STRUCT_CHARS}})(?<secret>[^\\s{}"'\\\\,]+)(?=[ }])`, "labelled"),
        // printed unquoted: a leading `%` or `!` is the value's own, not a reference's; `%+v` parts fields with blanks, so a `,`
        // ends no value of one (minified JavaScript's `{clientSecret:e.clientSecret,…}`, review 33, L4)
        literal: true,
    },
    // skopeo's `--src-creds`, `--dest-creds user:X` (`--creds` is name-rules.ts's user-flag-password)
    wrapped_values_rule("registry-creds-flag", ["-creds"], `--(?:src|dest)-creds(?:=|[ \\t]+)${wrapped_values_QUOTE}?[^\\s:"'\\\\]+:(?<secret>${WORD})`, "position"),
];

;// CONCATENATED MODULE: ./src/evidence/line-pairs.ts


/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const line_pairs_QUOTE = `(?:\\\\{1,3})?"`;
/** Blanks and line breaks between a JSON member and the next. */
const GAP = `(?:[ \\t]|${NEWLINE})*`;
/**
 * The name of an entry whose value is a credential, the name's last word a password, a token, a secret or an API key
 * (`X-CSRF-Token`, `api_key`): a setting about one (`PASSWORD_HASH_ALGORITHM`, `password_policy`) names none.
 */
const ENTRY_NAME = wholeKey("(?:[Pp]ass(?:word|wd)?|PASS(?:WORD|WD)?|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Aa]pi[_-]?[Kk]ey|API[_-]?KEY)");
/** A JSON string's body: no quote or backslash. */
const JSON_BODY = "[^\"\\\\]+";
/** A config value: no blank, quote, backslash. */
const CONFIG_VALUE = "[^\\s\"'\\\\]+";
/** A host's name, dotted (`gitlab.acme.dev`): OpenAPI's `"bearer": {"description": …}` keys no host. */
const HOST = "[\\w-]+(?:\\.[\\w-]+)+";
/** The base64 of 32 bytes: a gossip key. */
const KEY_32_BYTES = "[A-Za-z0-9+/]{43}=";
/** Lines of a section read after its header, at most (a CouchDB `[admins]` section holds a few). */
const MAX_SECTION_LINES = 20;
/** A line of an INI section: anything but a line break or a section's `[`. */
const SECTION_LINE = `(?:${NEWLINE}[^\\[\\n\\\\]*)`;
const line_pairs_rule = labelRule;
const LINE_PAIR_RULES = [
    // a HAR's headers, cookies and form params, and any API's name/value list: the value of an entry named as a credential
    line_pairs_rule("name-value-entry", ['name":', 'name\\":', 'name\\\\\\":'], `${line_pairs_QUOTE}name(?:\\\\|\\\\{3})?":[ \\t]*${line_pairs_QUOTE}${ENTRY_NAME}${line_pairs_QUOTE}[ \\t]*,${GAP}${line_pairs_QUOTE}value${line_pairs_QUOTE}[ \\t]*:[ \\t]*${line_pairs_QUOTE}(?<secret>${JSON_BODY})`, "labelled"),
    // Composer's auth.json: `"gitlab-token": {"host": "X"}`, `"github-oauth": {"github.com": "X"}`, `"bearer": {…}`
    line_pairs_rule("host-keyed-token", ["-token", "-oauth", "bearer"], `(?:gitlab-token|github-oauth|gitlab-oauth|bitbucket-oauth|bearer)${line_pairs_QUOTE}[ \\t]*:[ \\t]*\\{${GAP}${line_pairs_QUOTE}${HOST}${line_pairs_QUOTE}[ \\t]*:[ \\t]*`
        + `${line_pairs_QUOTE}(?<secret>${CONFIG_VALUE})(?=${line_pairs_QUOTE})`, "labelled"),
    // Subversion's ~/.subversion/auth/svn.simple/*: a key's length, its name, the value's length, the value
    line_pairs_rule("svn-auth-password", ["K 8"], `K 8${NEWLINE}${LINE_NUMBER}password${NEWLINE}${LINE_NUMBER}V \\d{1,4}${NEWLINE}${LINE_NUMBER}(?<secret>[^\\r\\n\\\\"]+)`, "position"),
    // CouchDB's local.ini: every `user = X` line of the `[admins]` section; opens on the `=`, the section read back
    line_pairs_rule("ini-admins-password", ["admins]"], `=(?<=\\[admins\\]${SECTION_LINE}{0,${MAX_SECTION_LINES}}${NEWLINE}${LINE_NUMBER}[ \\t]*[\\w.@-]+[ \\t]*=)[ \\t]*(?<secret>${CONFIG_VALUE})`, "position"),
    // PgBouncer's userlist.txt: a line of two quoted strings, a user and a password (or its hash); a JSON string may open or end on the
    // line, a file's view number it (review 33, M1);
    // opens on the quote and blank between them, the user read back
    line_pairs_rule("pgbouncer-userlist", ['" "', '" \\'], `" (?<=(?:^|${NEWLINE}|[:,[][ \\t]*")${LINE_NUMBER}${line_pairs_QUOTE}[\\w.@-]+${line_pairs_QUOTE} )${line_pairs_QUOTE}(?<secret>${JSON_BODY})`
        + `(?=${line_pairs_QUOTE}[ \\t]*(?:$|${NEWLINE}|(?<=\\\\")"))`, "labelled"),
    // Dovecot's passwd-file and its auth's schemes: `user:{PLAIN}X::::::`, `{CLEARTEXT}X`
    line_pairs_rule("dovecot-plain-password", ["PLAIN}", "CLEARTEXT}"], `\\{(?:PLAIN|CLEARTEXT)\\}(?<secret>[^\\s:"'\\\\]+)`, "position"),
    // Jetty's `OBF:` obfuscation is reversible by anyone (org.eclipse.jetty.util.security.Password): hidden with its scheme
    line_pairs_rule("jetty-obfuscated", ["OBF:"], "(?<![\\w-])(?<secret>OBF:[a-z0-9]{8,})"),
    // PostgreSQL's stored SCRAM verifier (`pg_authid.rolpassword`, a userlist's hash): crackable offline, as a crypt hash is;
    // hidden whole, its scheme with it
    line_pairs_rule("scram-verifier", ["SCRAM-SHA-256$"], "(?<secret>SCRAM-SHA-256\\$\\d{3,7}:[A-Za-z0-9+/=]{8,}\\$[A-Za-z0-9+/=]{16,}:[A-Za-z0-9+/=]{16,})"),
    // `vault operator init`: "Unseal Key 1: X", "Recovery Key 1: X" (the root token is vault-token's)
    line_pairs_rule("vault-unseal-key", ["Unseal Key", "Recovery Key"], "(?:Unseal|Recovery) Key \\d{1,2}:[ \\t]*(?<secret>[A-Za-z0-9+/]{20,}={0,2})"),
    // Consul's and Nomad's gossip encryption key: `encrypt = "…"` (HCL), `"encrypt": "…"` (JSON), 32 bytes in base64
    // (Consul's `-encrypt=…` flag and unquoted YAML too; `re-encrypt`, `auto_encrypt` are other words)
    line_pairs_rule("gossip-encrypt-key", ["encrypt"], `encrypt(?<=(?:^|[^\\w.-])(?:--?)?encrypt)${line_pairs_QUOTE}?(?:[ \\t]*[=:][ \\t]*|[ \\t]+)(?:${line_pairs_QUOTE})?(?<secret>${KEY_32_BYTES})(?![A-Za-z0-9+/=])`),
    // SMTP AUTH LOGIN: the server's `334 UGFzc3dvcmQ6` (base64 "Password:"), then the client's base64 answer on the next line
    line_pairs_rule("smtp-auth-login-password", ["UGFzc3dvcmQ6"], `334 UGFzc3dvcmQ6[ \\t]*${NEWLINE}[ \\t]*(?:[-~]>|C:)?[ \\t]*(?<secret>[A-Za-z0-9+/]{4,}={0,2})`),
];

;// CONCATENATED MODULE: ./src/evidence/config-keywords.ts



/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const config_keywords_QUOTE = "(?:\\\\{1,3})?[\"']";
const config_keywords_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A value after a keyword: stops at white space, quotes, backslashes and the punctuation around values. */
const config_keywords_VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A password's or a secret's word ending a property's name. */
const SECRET_WORD = "(?:[Pp]assword|PASSWORD|[Ss]ecret|SECRET)";
/** A config's rule: labelled, its value judged as a config's. */
const configRule = (kind, anchors, source, flags = "g") => ({
    ...labelRule(kind, anchors, source, "labelled", flags),
    guard: secret_shape/* looksLikeConfigSecret */.SB,
});
/** A URL's password alone: a user's name (`redis://cache@host`) reads as words. */
const notWords = (value, next, confidence) => !(0,secret_shape/* isPlainWords */._g)(value) && (0,secret_shape/* looksLikeConfigSecret */.SB)(value, next, confidence);
const CONFIG_KEYWORD_RULES = [
    // LDAP clients' bind password, sssd's authtok, redis' replica password, Sentinel's `auth-pass <master> X`
    configRule("config-keyword-password", ["bindpw", "bind_pw", "rootpw", "authtok", "masterauth", "auth-pass "], "(?<![\\w.-])(?:[a-z_]*authtok|bind_?pw|rootpw|masterauth|auth-pass[ \\t]+[\\w.-]+)(?![\\w-])(?:[ \\t]*[=:][ \\t]*|[ \\t]+)"
        + `${config_keywords_OPEN_QUOTE}(?<secret>${config_keywords_VALUE})`),
    // a credential's variable set by a directive or a command, name and value apart by blanks
    configRule("env-directive-credential", ["SetEnv ", "setx ", "SETX ", "set $"], `(?:SetEnv[ \\t]+|(?:setx|SETX)[ \\t]+(?:/[Mm][ \\t]+)?|set[ \\t]+\\$)${CREDENTIAL_KEY}[ \\t]+${config_keywords_OPEN_QUOTE}(?<secret>${config_keywords_VALUE})`),
    // strongSwan's ipsec.secrets `: PSK "X"`, wpa_supplicant's `psk="X"` (or 64 hex digits unquoted)
    configRule("pre-shared-key", ["PSK ", "psk="], `(?:(?<=:[ \\t]*)PSK[ \\t]+|(?<![\\w-])psk[ \\t]*=[ \\t]*)${config_keywords_OPEN_QUOTE}(?<secret>${config_keywords_VALUE})`),
    // Elixir's module attribute: `@webhook_secret "X"`, `@api_key "X"`; opens on the word before the quote
    configRule("module-attribute-credential", ['secret "', 'secret \\"', 'token "', 'token \\"', 'key "', 'key \\"', 'password "', 'password \\"'], `(?:secret|token|key|password) (?<=@[a-z_]*(?:secret|token|key|password) )${config_keywords_QUOTE}(?<secret>${WORD_LITERAL})`),
    // a property element named for a password or a secret, the value its text: Hibernate's and Java properties' XML
    configRule("property-element-password", ['assword">', 'assword\\">', 'ASSWORD">', 'ASSWORD\\">', 'ecret">', 'ecret\\">'], `>(?<=(?:name|key)=${config_keywords_QUOTE}[\\w.-]*${SECRET_WORD}${config_keywords_QUOTE}[ \\t]*>)(?<secret>[^<\\s"'\\\\]+)(?=<\\/)`),
    // Ansible's `password: "{{ 'X' | password_hash('sha512') }}"`: the literal hashed is the password
    configRule("jinja-hashed-literal", ["password_hash"], `password_hash(?<=\\{\\{[ \\t]*${config_keywords_QUOTE}(?<secret>[^\\s"'\\\\]+)${config_keywords_QUOTE}[ \\t]*\\|[ \\t]*password_hash)`, "gd"),
    // a JDBC URL's password property, after `;`, `:`, `?` or `&` (DB2's `:user=u;password=X;`, SQL Server's, MySQL's query)
    configRule("jdbc-password-property", ["jdbc:"], "jdbc:[a-z0-9]+:[^\\s\"'\\\\]{0,200}?[:;&?](?:password|PASSWORD|Password|pwd|PWD)=(?<secret>[^;&\\s\"'\\\\]+)"),
    // a Redis URL whose user-info is one word, a password (Lettuce's `RedisURI.create("redis://X@host")`)
    {
        ...labelRule("url-password-only", ["redis://", "rediss://"], "rediss?://(?<secret>[^\\s:@/\"'\\\\]{8,})(?=@)", "labelled"),
        guard: notWords,
    },
];

;// CONCATENATED MODULE: ./src/evidence/client-positions.ts

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const client_positions_QUOTE = "(?:\\\\{1,3})?[\"']";
const client_positions_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A shell word's value: stops at white space, quotes, backslashes and the shell's punctuation. */
const client_positions_VALUE = "[^\\s\"'\\\\`;&|<>()]+";
/** A shell word that is no flag. */
const client_positions_WORD = "[^\\s\"'\\\\`;&|<>()-][^\\s\"'\\\\`;&|<>()]*";
const client_positions_literalRule = (kind, anchors, source) => ({
    ...labelRule(kind, anchors, source, "position"),
    literal: true,
});
const CLIENT_POSITION_RULES = [
    // `expect "password:"; send "X\r"` (or on the next line, or in Tcl's action block `expect "*assword*" { send "X\r" }`):
    // the answer to a password prompt
    client_positions_literalRule("expect-send-password", ['send "', 'send \\"', "send -- "], `send[ \\t]+(?<=expect[ \\t]+[^\\n;]{0,40}?(?:[Pp]?ass(?:word|phrase)|PASSWORD)[^\\n;{]{0,20}?(?:;|\\{|${NEWLINE})[ \\t]*send[ \\t]+)`
        + `(?:--[ \\t]+)?${client_positions_QUOTE}(?<secret>[^\\s"'\\\\]+)`),
    // IBM DB2's CLP: `db2 connect to SALES user db2inst1 using X`
    client_positions_literalRule("db2-connect-password", ["connect to", "CONNECT TO"], `(?:connect to|CONNECT TO)[ \\t]+[\\w.-]+[ \\t]+(?:user|USER)[ \\t]+${client_positions_WORD}[ \\t]+(?:using|USING)[ \\t]+${client_positions_OPEN_QUOTE}(?<secret>${client_positions_VALUE})`),
    // NetworkManager: `nmcli dev wifi connect SSID password X`, `nmcli con modify NAME wifi-sec.psk X`
    client_positions_literalRule("nmcli-password", ["nmcli"], `nmcli[ \\t][^\\n|;&]{0,200}?[ \\t](?:password|wifi-sec\\.psk|802-1x\\.password)[ \\t]+${client_positions_OPEN_QUOTE}(?<secret>${client_positions_VALUE})`),
    // unixODBC's `isql -v DSN USER X` (Sybase's `isql -U user -P X` is a flag's: credential-flags.ts)
    client_positions_literalRule("isql-positional-password", ["isql "], `(?<![\\w-])isql(?:[ \\t]+-[A-Za-z]+)*[ \\t]+[\\w.][\\w.-]*[ \\t]+${client_positions_WORD}[ \\t]+${client_positions_OPEN_QUOTE}(?<secret>${client_positions_VALUE})`),
];

// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/evidence/prose-positions.ts



const prose_positions_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash or the punctuation that ends a sentence's part. */
const prose_positions_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/** English words for the password in prose. */
const PASSWORD_WORD = "(?:[Pp]ass(?:word|phrase)|PASSWORD)";
/** "is" in the languages that borrow the English word (Italian, French, German, Swedish, Polish, Czech); English's is the name scan's. */
const BORROWED_COPULA = "(?:è|est|ist|är|jest|je)";
/** Words between the password's word and the verb ("dell'utente di test"). */
const prose_positions_WORDS_BETWEEN = "(?:[ \\t]+[^\\s:：()]{1,30}){1,6}?";
const prose_positions_literalRule = (kind, anchors, source, confidence, flags = "g") => ({
    ...labelRule(kind, anchors, source, confidence, flags),
    literal: true,
});
/** A credential's word in prose, with what it names before it ("the redis password", "the admin PIN"). */
const prose_positions_CREDENTIAL_WORD = "(?:[Pp]ass(?:word|phrase|code)|PASSWORD|[Ss]ecret|[Tt]oken|PIN)s?";
/** The verbs of a credential's change ("rotated", "changed", "reset", "set", "updated", "switched"). */
const CHANGED = "(?:[Rr]otated|[Cc]hanged|[Rr]eset|[Ss]et|[Uu]pdated|[Ss]witched)";
/** Up to this many words between a verb and what it changed ("rotated the staging redis password"). */
const CHANGED_WORDS = "(?:[ \\t]+[\\w'-]{1,30}){0,4}?";
/** Words of the same sentence: no full stop before a blank, line break or backslash (a JSON escape) between. */
const SAME_SENTENCE = "(?:[^.!?\\s\\\\]|[ \\t]|[.!?](?=\\S)){0,120}?";
/**
 * A value stated in a sentence: to a blank or a quote, less the sentence's own marks after it (`X, it's dead`, `X.`); a
 * `!` or `?` the sentence goes on after is the value's (`X!, it's dead`, `X! and updated`).
 */
const STATED_VALUE = "[^\\s\"'\\\\`]*[^\\s\"'\\\\`.,;:!?)](?:[!?](?=[,;)]|[ \\t]+[a-z]))?";
/** The least characters of a value a sentence states as a credential's new value. */
const MIN_STATED_CHARS = 8;
/**
 * A password a sentence gives as a credential's value: eight characters or more of three kinds (letters of both cases,
 * digits, marks), no reference, template, placeholder, path or URL. Punctuation is its own (`9+dWUh({f:.+(f[18t`).
 */
function isStatedPassword(value) {
    if (value.length < MIN_STATED_CHARS || /^[$%<{~/.]|\$\{|\$\(|\{\{|:\/\/|^\[REDACTED/.test(value))
        return false;
    // a name, a version or a file in one case (`SECRET_KEY_V2`, `v2.0.0-rc1`, `test_token_refresh_2`, `cert-2024.pem`), or a path
    if (/^[\w.-]+$/.test(value) && (!/[a-z]/.test(value) || !/[A-Z]/.test(value)))
        return false;
    // a path, a file, or a name ending in a version (`Python3.11`)
    if (value.includes("/") || /\.[a-z]{2,4}$|\d\.\d+$/.test(value))
        return false;
    return mixesPasswordKinds(value);
}
/** Three of lower-case letters, capitals, digits and marks, as punctuated-values.ts counts (an import breaks load order). */
function mixesPasswordKinds(value) {
    return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(value)).length >= 3;
}
/**
 * A pronoun that stands for a credential the sentence named, in a clause of its own, with what it is of: French's "celui
 * de", Italian's "quella del", Spanish's "la del", Portuguese's "a do", German's "das des", English's "that of", "the one for".
 * Each is also the rule's literal, with its blanks, so a match holds one as it is spelled here.
 */
const PRONOUNS_OF = [
    "celui ", "celle ", "quello ", "quella ", " la del ", " la de ", " el del ", " el de ", " la para ", " el para ", " a do ", " a da ",
    " a de ", " o do ", " o da ", " o de ", "das des ", "das der ", "das vom ", "das von ", "das für ", "that of ", " one for ",
];
/** The pronouns as the pattern opens on them: a literal first, the look-behind for the credential's word after it. */
const PRONOUN_OF = `(?:${PRONOUNS_OF.map(words/* escapeRegExp */.Nt).join("|")})`;
/** "is" and "was" in those languages. */
const PRONOUN_COPULA = "(?:est|était|etait|sera|es|era|fue|será|è|é|ist|war|is|was|will[ \\t]+be)";
/** The words between the pronoun and its verb ("de l'ancien serveur"): a sentence's words, an inner dot a host's (`db01.acme`). */
const OF_WORDS = "(?:[^\\s,;:!?：()\"`]{0,29}[^\\s.,;:!?：()\"`][ \\t]+){0,5}?";
const PROSE_POSITION_RULES = [
    // a second value of the same sentence's credential, by a pronoun that stands for it: "le mot de passe du compte est X, et celui
    // de l'ancien serveur était Y", "the password is X and that of the old server was Y"
    {
        ...prose_positions_literalRule("credential-pronoun-of", PRONOUNS_OF, `${PRONOUN_OF}(?<=(?:${FOREIGN_WORDS}|${prose_positions_CREDENTIAL_WORD})${SAME_SENTENCE}${PRONOUN_OF})${OF_WORDS}${PRONOUN_COPULA}`
            + `(?:[ \\t]+(?:now|maintenant|ahora|jetzt|ora|agora))?[ \\t]*:?[ \\t]+${prose_positions_OPEN_QUOTE}(?<secret>${STATED_VALUE})`, "prose"),
        guard: isStatedPassword,
        wholeValue: true,
    },
    // a credential changed to a value: "rotated the redis password to X", "changed the password from OLD to X", "reset the
    // admin PIN to X"; rotating is done to credentials, so "I've rotated it to X" needs no word for what "it" is
    {
        ...prose_positions_literalRule("credential-changed-to", [" to "], ` to (?<=(?:${CHANGED}${CHANGED_WORDS}[ \\t]+${prose_positions_CREDENTIAL_WORD}(?:[ \\t]+from[ \\t]+\\S+)?|[Rr]otated[ \\t]+(?:it|them)) to )${prose_positions_OPEN_QUOTE}(?<secret>${STATED_VALUE})`, "prose"),
        guard: isStatedPassword,
        wholeValue: true,
    },
    // the value it was changed from: "changed the password from X to NEW"
    {
        ...prose_positions_literalRule("credential-changed-from", [" from "], ` from (?<=${CHANGED}${CHANGED_WORDS}[ \\t]+${prose_positions_CREDENTIAL_WORD} from )${prose_positions_OPEN_QUOTE}(?<secret>${STATED_VALUE})(?=${prose_positions_OPEN_QUOTE}[ \\t]+to[ \\t])`, "prose"),
        guard: isStatedPassword,
        wholeValue: true,
    },
    // "one" standing for a credential the sentence named: "the redis password is X and the mongo one is now Y (the old one
    // was Z)"
    {
        ...prose_positions_literalRule("credential-one-is", [" one is ", " one was "], ` one (?:is|was)(?<=${prose_positions_CREDENTIAL_WORD}${SAME_SENTENCE} one (?:is|was))(?:[ \\t]+now)?[ \\t]+${prose_positions_OPEN_QUOTE}(?<secret>${STATED_VALUE})`, "prose"),
        guard: isStatedPassword,
        wholeValue: true,
    },
    // "X is the password for the ledger admin console": the value before its word, which names what it opens
    prose_positions_literalRule("value-before-password", [" is the password", " is the passphrase", " is the admin password"], ` is the (?:admin )?pass(?:word|phrase)(?<=(?:^|[\\s(:"'>]|\\\\[nt])${prose_positions_OPEN_QUOTE}(?<secret>${prose_positions_VALUE})${prose_positions_OPEN_QUOTE} is the (?:admin )?pass(?:word|phrase))`
        + "(?=[ \\t]+(?:for|of|to|on)[ \\t])", "prose", "gd"),
    // "the password is !X": a value that opens on a mark, which the name scan reads as code
    prose_positions_literalRule("password-copula-mark", ["is !", "is #", "is %", "was !", "was #"], `${PASSWORD_WORD}s?[ \\t]+(?:is|was)[ \\t]+${prose_positions_OPEN_QUOTE}(?<secret>[!#%]${prose_positions_VALUE})`, "prose"),
    // the English word with another language's copula: "la password dell'utente di test è X", "das Password ist X"
    prose_positions_literalRule("password-borrowed-copula", [" è ", " je ", " est ", " ist ", " är ", " jest "], `${PASSWORD_WORD}${prose_positions_WORDS_BETWEEN}[ \\t]+${BORROWED_COPULA}[ \\t]+${prose_positions_OPEN_QUOTE}(?<secret>${prose_positions_VALUE})`, "prose"),
    // Turkish's possessive right before the value: "test hesabının şifresi X olarak ayarlandı"
    prose_positions_literalRule("password-possessive-value", ["ifre"], `[Şş]ifre(?:si|niz)[ \\t]+${prose_positions_OPEN_QUOTE}(?<secret>${prose_positions_VALUE})`, "prose"),
    // "Token below:", then the value alone on a line of its own
    prose_positions_literalRule("value-on-next-line", ["below:", "follows:"], `(?:[Tt]oken|TOKEN|${PASSWORD_WORD}|[Ss]ecret|SECRET|[Kk]ey|KEY)s?[ \\t]+(?:below|follows)[ \\t]*:[ \\t]*(?:${NEWLINE}[ \\t]*){1,3}`
        + `${prose_positions_OPEN_QUOTE}(?<secret>${prose_positions_VALUE})(?=${prose_positions_OPEN_QUOTE}[ \\t]*(?:${NEWLINE}|$|"))`, "key"),
];

;// CONCATENATED MODULE: ./src/evidence/declared-defaults.ts

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const declared_defaults_QUOTE = "(?:\\\\{1,3})?[\"']";
/** A literal's value: no blank, quote or backslash. */
const declared_defaults_VALUE = "[^\\s\"'\\\\`]+";
/** An option's name that holds a credential's word (`--db-password`, `api_token`, `SECRET_KEY`). */
const declared_defaults_CREDENTIAL_NAME = "[\\w.-]*(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_KEY|[Pp]wd|PWD)[\\w.-]*";
/** A Rust field named for a credential (`password`, `pub db_password`, `pub(crate) api_token`). */
const CREDENTIAL_FIELD = "(?:pub(?:\\([\\w:]+\\))?[ \\t]+)?[a-z0-9_]*(?:password|passwd|passphrase|secret|token|api_key|pwd)[a-z0-9_]*[ \\t]*:";
/** The rest of an attribute, on its line: at most this many characters. */
const ATTRIBUTE_REST = "[^\\]\\n]{0,200}?";
/** clap's and structopt's attributes, up to the default. */
const CLAP_DEFAULT = `default_value(?:_t)?(?<=#\\[(?:arg|clap|structopt)\\(${ATTRIBUTE_REST}default_value(?:_t)?)[ \\t]*=[ \\t]*${declared_defaults_QUOTE}(?<secret>${declared_defaults_VALUE})`;
const declared_defaults_literalRule = (kind, anchors, source) => ({
    ...labelRule(kind, anchors, source, "labelled"),
    literal: true,
});
const DECLARED_DEFAULT_RULES = [
    // clap: the attribute's default, the field named for a credential on a line after it (other attributes between)
    declared_defaults_literalRule("clap-field-default", ["default_value"], `${CLAP_DEFAULT}(?=${declared_defaults_QUOTE}${ATTRIBUTE_REST}\\)\\][ \\t]*(?:${NEWLINE}[ \\t]*#\\[${ATTRIBUTE_REST}\\][ \\t]*){0,3}${NEWLINE}[ \\t]*${CREDENTIAL_FIELD})`),
    // clap: the attribute names the credential itself (`env = "DB_PASSWORD"`, `long = "db-password"`), before or after the default
    declared_defaults_literalRule("clap-named-default", ["default_value"], `${CLAP_DEFAULT}(?:(?=${declared_defaults_QUOTE}${ATTRIBUTE_REST}(?:env|long|name)[ \\t]*=[ \\t]*${declared_defaults_QUOTE}${declared_defaults_CREDENTIAL_NAME}${declared_defaults_QUOTE})`
        + `|(?<=(?:env|long|name)[ \\t]*=[ \\t]*${declared_defaults_QUOTE}${declared_defaults_CREDENTIAL_NAME}${declared_defaults_QUOTE}${ATTRIBUTE_REST}default_value(?:_t)?[ \\t]*=[ \\t]*${declared_defaults_QUOTE}[^\\s"'\\\\\`]+))`),
    // click's `@click.option("--password", default="X")` and argparse's `add_argument("-p", "--password", default="X")`
    declared_defaults_literalRule("option-default-password", ["add_argument(", ".option("], `(?:add_argument|\\.option)\\((?=[^)\\n]{0,120}?${declared_defaults_QUOTE}--?${declared_defaults_CREDENTIAL_NAME}${declared_defaults_QUOTE})[^)\\n]{0,200}?(?<![\\w])default[ \\t]*=[ \\t]*${declared_defaults_QUOTE}(?<secret>${declared_defaults_VALUE})`),
    // cobra and pflag: `StringVarP(&pw, "password", "p", "X", usage)`, `String("db-password", "X", usage)`
    declared_defaults_literalRule("pflag-default-password", ["String(", "StringVar(", "StringP(", "StringVarP("], `(?<![\\w])String(?:Var)?P?\\((?:[ \\t]*&[\\w.]+[ \\t]*,)?[ \\t]*${declared_defaults_QUOTE}${declared_defaults_CREDENTIAL_NAME}${declared_defaults_QUOTE}[ \\t]*,`
        + `(?:[ \\t]*${declared_defaults_QUOTE}\\w?${declared_defaults_QUOTE}[ \\t]*,)?[ \\t]*${declared_defaults_QUOTE}(?<secret>${declared_defaults_VALUE})`),
];

;// CONCATENATED MODULE: ./src/evidence/script-positions.ts

const script_positions_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'])?";
/** A script's word: no blank, quote or backslash. */
const script_positions_WORD = "[^\\s\"'\\\\]+";
/** Anonymous FTP's users, whose password is by convention an e-mail address or `guest`: no secret. */
const ANONYMOUS = "(?:anonymous|ftp)[ \\t]";
/** How far back the `ftp` command may stand from its script's `user` line (a here-document's few lines). */
const MAX_SCRIPT_CHARS = 500;
const script_positions_literalRule = (kind, anchors, source, confidence) => ({
    ...labelRule(kind, anchors, source, confidence),
    literal: true,
});
const SCRIPT_POSITION_RULES = [
    // ftp's `user NAME PASSWORD` on a line of its own (or a JSON string's first), the ftp command a few lines before it
    // (read back once a line fits)
    script_positions_literalRule("ftp-user-password", ["ftp ", "ftp>"], `(?:^|${NEWLINE}|")[ \\t]*(?:ftp>[ \\t]*)?user[ \\t]+(?!${ANONYMOUS})${script_positions_WORD}[ \\t]+${script_positions_OPEN_QUOTE}(?<secret>${script_positions_WORD})(?=${script_positions_OPEN_QUOTE}[ \\t]*(?:$|${NEWLINE}|"))`
        + `(?<=(?:^|[^\\w.-]|\\\\[nrt])s?ftp[ >][\\s\\S]{0,${MAX_SCRIPT_CHARS}})`, "position"),
    // Nagios' and Icinga's resource.cfg: `$USER3$=X`
    script_positions_literalRule("nagios-resource-macro", ["$USER"], `(?:^|${NEWLINE})[ \\t]*\\$USER\\d{1,3}\\$[ \\t]*=[ \\t]*${script_positions_OPEN_QUOTE}(?<secret>${script_positions_WORD})`, "labelled"),
];

;// CONCATENATED MODULE: ./src/evidence/password-commands.ts






/** openssl passwd's options that take a value. */
const OPENSSL_PASSWD_VALUED = new Set(["-salt", "-in"]);
/** mysqladmin's options that take a separate value. */
const MYSQLADMIN_VALUED = new Set(["-u", "-h", "-P", "-S", "--user", "--host", "--port", "--socket"]);
/** The rest of a command's line: up to a line break (raw or JSON-escaped), a pipe, `&` or `;`. */
const password_commands_LINE_REST = /^(?:[^\n\\|&;]|\\(?![nr"]))*/;
/** The most characters of a command's line read for its switch. */
const MAX_LINE_CHARS = 300;
/** schtasks' run-as password (`/rp X`) and winrs' (`-p:X`, `-password:X`). */
const WINDOWS_PASSWORD_SWITCH = /[ \t](?:\/[Rr][Pp][ \t]+|-p(?:assword)?:)/;
const PASSWORD_COMMANDS = [
    {
        // openssl's `-passout 'pass:X'`, the quote before `pass:`: X runs to that quote, whatever it holds (`pass:X` and
        // `pass:'X'` are name-rules.ts's)
        kind: "openssl-pass-arg",
        anchors: ["'pass:", "\"pass:"],
        opening: /(?:^|[\s"'])-(?:pass|passin|passout|kpass|srppass)[ \t]+\\{0,3}(["'])pass:/g,
        secretAfter: quotedPassArgument,
    },
    {
        kind: "openssl-passwd",
        anchors: ["openssl passwd"],
        opening: /openssl passwd(?=[ \t])/g,
        secretAfter: byWords((words) => positional(words, OPENSSL_PASSWD_VALUED)[0]),
    },
    {
        // `mysqladmin -u root -pOLD password NEW`: the subcommand's word is the new password
        kind: "mysqladmin-password",
        anchors: ["mysqladmin"],
        opening: /mysqladmin(?=[ \t])/g,
        secretAfter: byWords((words) => {
            const rest = positional(words, MYSQLADMIN_VALUED);
            const at = rest.findIndex(({ word }) => word === "password");
            return at === -1 ? undefined : rest[at + 1];
        }),
    },
    {
        kind: "windows-password-switch",
        anchors: ["schtasks", "winrs"],
        opening: /(?:schtasks|winrs)(?:\.exe)?(?=[ \t])/g,
        secretAfter: (text, at) => {
            const line = password_commands_LINE_REST.exec(text.slice(at, at + MAX_LINE_CHARS))?.[0] ?? "";
            const option = WINDOWS_PASSWORD_SWITCH.exec(line);
            return option === null ? null : (0,credential_flags/* valueSpan */.MK)(text, at + option.index + option[0].length);
        },
    },
];
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const password_commands_QUOTE = "(?:\\\\{1,3})?[\"']";
const password_commands_OPEN_QUOTE = `(?:${password_commands_QUOTE})?`;
/** A shell word's value: no blank, quote, backslash or the shell's punctuation. */
const password_commands_WORD = "[^\\s\"'\\\\`;&|<>()]+";
/** Between a password and its confirmation: an escaped line break (`echo -e "X\nX"`), or a second echo (`echo X; echo X`). */
const CONFIRM_BETWEEN = `(?:\\\\{1,2}n|${password_commands_OPEN_QUOTE}[ \\t]*;[ \\t]*echo[ \\t]+${password_commands_OPEN_QUOTE})`;
const CONFIRM_SPLIT = new RegExp(CONFIRM_BETWEEN);
const PASSWORD_COMMAND_RULES = [
    // the same word twice, a new password and its confirmation, into a command that sets one (`passwd`, `smbpasswd`, `vncpasswd`)
    {
        ...labelRule("confirmed-password", ["passwd"], `(?:echo(?:[ \\t]+-[neE]+)*|printf)[ \\t]+${password_commands_OPEN_QUOTE}(?<secret>(?<typed>${password_commands_WORD})${CONFIRM_BETWEEN}\\k<typed>)`
            + `(?=[^|\\n]{0,40}\\|[ \\t]*(?:sudo[ \\t]+)?[\\w-]*passwd\\b)`, "position", "gd"),
        guard: (value, next, confidence) => (0,secret_shape/* looksLikeLiteralSecret */.nA)(value.split(CONFIRM_SPLIT)[0], next, confidence),
    },
    // PHP's curl: `curl_setopt($ch, CURLOPT_USERPWD, "user:X")` (and the proxy's)
    {
        ...labelRule("curlopt-userpwd", ["USERPWD"], `CURLOPT_(?:PROXY)?USERPWD[ \\t]*,[ \\t]*${password_commands_QUOTE}[^:"'\\\\\\s]*:(?<secret>[^\\s"'\\\\]+)`, "position"),
        literal: true,
    },
];
/** The value of `'pass:X'` from `at` (after `pass:`) to the quote that opened before `pass:`. */
function quotedPassArgument(text, at) {
    const quote = text[at - "pass:".length - 1];
    const { body, closed } = (0,value_escapes/* quotedBody */.dm)(text, at, quote, (0,value_escapes/* backslashesBefore */.wl)(text, at - "pass:".length - 1), MAX_LINE_CHARS);
    if (!closed || body === "" || /\s/.test(body))
        return null;
    return (0,punctuated_values/* isPunctuatedPassword */.dx)(body) || (0,secret_shape/* looksLikeLiteralSecret */.nA)(body, quote, "position") ? { start: at, end: at + body.length } : null;
}

;// CONCATENATED MODULE: ./src/evidence/secret-commands.ts
/**
 * More commands that take a credential by position or by an option of their own (command-positions.ts has the
 * shape): `wandb login KEY`, `cloudflared service install TOKEN`, `databricks secrets put-secret … --string-value X`,
 * `tailscale up --authkey=X`, and a value piped into a command that stores a secret
 * (`echo -n 'X' | circleci context store-secret …`, `printf X | wrangler secret put NAME`, `… | gcloud secrets create …`).
 */


/** wandb login's options that take a value (`--host URL`). */
const WANDB_VALUED = new Set(["--host", "--cloud"]);
/** A pipe's next command that stores what it reads as a secret. */
const STORES_SECRET = /^[ \t]*\|[ \t]*[^\n|;&]*?\b(?:store-secret|secrets? (?:put|create)|versions add)\b/;
/** The echoed word, when the next command of the pipe stores it as a secret: printf's after its format (`printf '%s' 'X'`). */
function pipedSecret(text, at) {
    const [first, second] = (0,credential_flags/* wordsAfter */.aG)(text, at, 2);
    const word = first !== undefined && first.word.includes("%") && text.slice(Math.max(0, at - 6), at) === "printf" ? second : first;
    if (word === undefined)
        return null;
    const after = word.index + word.word.length;
    return STORES_SECRET.test(text.slice(after, after + MAX_RECEIVER_CHARS)) ? (0,credential_flags/* valueSpan */.MK)(text, word.index) : null;
}
const SECRET_COMMANDS = [
    {
        kind: "wandb-login-key",
        anchors: ["wandb login"],
        opening: /wandb login(?=[ \t])/g,
        secretAfter: byWords((words) => positional(words, WANDB_VALUED)[0]),
    },
    {
        // the tunnel's token installs the connector as a service
        kind: "cloudflared-service-token",
        anchors: ["service install"],
        opening: /cloudflared(?:\.exe)?[ \t]+service install(?=[ \t])/g,
        secretAfter: byWords((words) => optionValue(words, ["--token"]) ?? positional(words, NO_VALUED)[0]),
    },
    {
        // `tunnel run --token X` gives it as an option; its positional word is the tunnel's name or UUID (review 33, H3)
        kind: "cloudflared-tunnel-token",
        anchors: ["tunnel run"],
        opening: /cloudflared(?:\.exe)?[ \t]+tunnel run(?=[ \t])/g,
        secretAfter: byWords((words) => optionValue(words, ["--token"])),
    },
    {
        kind: "databricks-secret-value",
        anchors: ["string-value"],
        opening: /databricks[ \t]+secrets[ \t]+put(?:-secret)?(?=[ \t])/g,
        secretAfter: byWords((words) => optionValue(words, ["--string-value"])),
    },
    {
        kind: "tailscale-auth-key",
        anchors: ["authkey", "auth-key"],
        opening: /tailscale[ \t]+(?:up|login|set)(?=[ \t])/g,
        secretAfter: byWords((words) => optionValue(words, ["--authkey", "--auth-key"])),
    },
    {
        kind: "piped-secret",
        anchors: ["store-secret", "secret put", "secrets put", "secret create", "secrets create", "versions add"],
        opening: /(?:echo|printf)(?:[ \t]+-[neE]+)*(?=[ \t])/g,
        secretAfter: pipedSecret,
    },
];

;// CONCATENATED MODULE: ./src/evidence/split-literals.ts
/**
 * A credential's literal split by Python's implicit concatenation over lines: `TOKEN = ("part1"` then `"part2")`, or
 * Black's layout, `API_TOKEN = (` with each part on a line of its own; after `cat -n`'s number or an editor's arrow too.
 * The parts are judged joined, as a key's value (review 33, M4): a mask (`"xxxx…"`), a placeholder (`"your-api-key-"`)
 * or a name of words (`cache_key = ("user_profile_" "v2_suffix_key")`) stays.
 */


/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const split_literals_QUOTE = `(?:\\\\{1,3})?"`;
/** One part: the characters of a token. */
const PART = "[A-Za-z0-9_+/=.-]{8,}";
/** The break between two lines, with the next line's number and indent. */
const LINE_BREAK = `[ \\t]*${NEWLINE}${LINE_NUMBER}[ \\t]*`;
/** A key that is a secret's (`API_KEY`, `signing_key`, `SECRET_KEY`), not a cache's or a message's (`cache_key`). */
const KEY_OF_A_SECRET = "(?:[Aa]pi|API|[Ss]ecret|SECRET|[Pp]rivate|PRIVATE|[Ss]igning|SIGNING|[Aa]ccess|ACCESS|[Ee]ncryption|ENCRYPTION|"
    + "[Mm]aster|MASTER|[Hh]mac|HMAC|[Ll]icense|LICENSE)[_-]?(?:[Kk]ey|KEY)";
/** The opening's literals (redact.ts, `LITERALS`): `= ("`, or `= (` at a line's end (raw, or `\n` in JSON text). */
const SPLIT_ANCHORS = ['= ("', '= (\\', "= (\n", "= (\r"];
const SPLIT_LITERAL = new RegExp(`= \\((?<=(?:[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Pp]assword|PASSWORD|${KEY_OF_A_SECRET})[ \\t]*= \\()(?:${LINE_BREAK})?${split_literals_QUOTE}`
    + `(?<first>${PART})${split_literals_QUOTE}${LINE_BREAK}${split_literals_QUOTE}(?<second>${PART})`, "gd");
/** Both parts of each split literal whose joined value is a key's, and what stands between them. */
function splitLiteralSpans(text) {
    const spans = [];
    SPLIT_LITERAL.lastIndex = 0;
    for (let found = SPLIT_LITERAL.exec(text); found !== null; found = SPLIT_LITERAL.exec(text)) {
        const { first, second } = found.groups;
        const joined = `${first}${second}`;
        if (!(0,secret_shape/* looksLikeSecret */.WW)(joined, "", "key") || (0,secret_shape/* isPlainWords */._g)(joined))
            continue;
        const [start] = found.indices.groups.first;
        const [, end] = found.indices.groups.second;
        spans.push({ start, end, kind: "split-credential-literal" });
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/table-cells.ts
/**
 * A Markdown table whose header names a password's column (`| user | password | scope |`): the cell under it in each
 * row (corpus 8, a task's "accounts we use" table). Read in raw text and in JSON text (a line break escaped as `\n`).
 * Each cell is judged as a literal's value: a mask (`****`), a placeholder (`<password>`, `changeme`), a reference
 * (`$DB_PASSWORD`) or words ("see vault") stay.
 */

/** The header cells' literals (redact.ts, `LITERALS`). */
const TABLE_ANCHORS = ["| password", "| Password", "| PASSWORD", "| passwd", "|password", "|Password"];
/** A header cell that names a password, a secret or a token column. */
const SECRET_HEADER = /^(?:password|passwd|pwd|pass|secret|token|api[ _-]?key|passwort|contraseña|senha|mot de passe|hasło|heslo|lösenord)$/i;
/** A table's line is this long at most: a longer one is read no further (a minified text's would be read once per anchor). */
const table_cells_MAX_LINE_CHARS = 2000;
/** A line's text and its break: a raw line break, or one escaped once or twice in JSON text. */
const LINE = new RegExp(`((?:[^\\n\\\\]|\\\\(?!\\\\?[nr])){0,${table_cells_MAX_LINE_CHARS}})(\\r?\\n|\\\\\\\\?[nr]|$)`, "y");
/** The table's separator row (`|---|:--:|`). */
const SEPARATOR = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(?::?-{3,}:?[ \t]*)?$/;
/** The most rows read under one header. */
const MAX_ROWS = 50;
function lineAt(text, at) {
    if (at >= text.length)
        return null;
    LINE.lastIndex = at;
    const found = LINE.exec(text);
    if (found === null)
        return null;
    return { start: at, text: found[1], next: at + found[0].length };
}
/** The cells of a table's row, each with its offset in the line (the text between pipes, trimmed; what is outside them is none). */
function cells(line) {
    if (!line.includes("|"))
        return [];
    const found = [];
    const parts = line.split("|");
    let offset = parts[0].length + 1;
    for (const part of parts.slice(1, -1)) {
        const lead = part.length - part.trimStart().length;
        found.push({ text: part.trim(), at: offset + lead });
        offset += part.length + 1;
    }
    return found;
}
/** Every cell under a password's header, row by row, until the table ends. */
function tableCellSpans(text) {
    const spans = [];
    for (const anchor of TABLE_ANCHORS) {
        for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + anchor.length)) {
            const from = Math.max(0, at - table_cells_MAX_LINE_CHARS);
            const before = text.slice(from, at);
            const escaped = before.lastIndexOf("\\n");
            const header = lineAt(text, from + Math.max(before.lastIndexOf("\n") + 1, escaped === -1 ? 0 : escaped + 2));
            if (header === null)
                continue;
            const column = cells(header.text).findIndex((cell) => SECRET_HEADER.test(cell.text));
            if (column === -1)
                continue;
            const separator = lineAt(text, header.next);
            if (separator === null || !SEPARATOR.test(separator.text))
                continue;
            let row = lineAt(text, separator.next);
            for (let count = 0; row !== null && count < MAX_ROWS; count += 1, row = lineAt(text, row.next)) {
                const cell = cells(row.text)[column];
                if (cell === undefined)
                    break;
                if (/\s/.test(cell.text) || (0,secret_shape/* isPlainWords */._g)(cell.text) || !(0,secret_shape/* looksLikeLiteralSecret */.nA)(cell.text, "", "labelled"))
                    continue;
                spans.push({ start: row.start + cell.at, end: row.start + cell.at + cell.text.length, kind: "table-password-cell" });
            }
        }
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/decoded-literals.ts
/**
 * Secrets known by what they decode to: a base64 literal handed to a decode call (`LEGACY = base64.b64decode("d3g0…")`,
 * `atob("…")`, Ruby's `Base64.decode64("…")`) whose text is a token, one word of printable characters, random enough
 * to be a key (the encoding hides nothing: anyone decodes it); and the base64 of a PKCS#12 bundle (`.pfx`, `.p12`),
 * which holds a private key, found by its version's encoding (`MII…IBAzCC`: a SEQUENCE whose first member is INTEGER 3).
 * A fixture's text ("hello world", a JSON object, a URL) decodes to no token and stays.
 */



/** The decode calls' literals (redact.ts, `LITERALS`): each match holds one. */
const DECODE_ANCHORS = ["b64decode(", "atob(", "decode64("];
/** A base64 literal as a decode call's argument, its quotes escaped in JSON text or not. */
const DECODED_LITERAL = /(?:b64decode|atob|decode64)\([ \t]*b?(?:\\{1,3})?["']([A-Za-z0-9+/]{16,}={0,2})(?:\\{1,3})?["']/g;
/** A file name's extension: `report_2024_final.pdf` is words. */
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/;
/** A token's text: one word of printable ASCII, no blank, this long at least. */
const TOKEN_TEXT = /^[\x21-\x7e]{12,}$/;
/** Every decode call's literal in `text` that decodes to a token. */
function decodedTokenSpans(text) {
    const spans = [];
    DECODED_LITERAL.lastIndex = 0;
    for (let found = DECODED_LITERAL.exec(text); found !== null; found = DECODED_LITERAL.exec(text)) {
        const encoded = found[1];
        const decoded = external_node_buffer_.Buffer.from(encoded, "base64").toString("latin1");
        // a fixture that decodes to words (`HelloWorld123`, `report_2024_final.pdf`) is no token (review 33, L5)
        if (!TOKEN_TEXT.test(decoded) || !(0,secret_shape/* looksLikeSecret */.WW)(decoded, "", "key") || (0,secret_shape/* isPlainWords */._g)(decoded.replace(FILE_EXTENSION, "")))
            continue;
        const start = found.index + found[0].indexOf(encoded);
        spans.push({ start, end: start + encoded.length, kind: "decoded-token-literal" });
    }
    return spans;
}
/** The literal every PKCS#12 bundle's base64 holds at its sixth character: INTEGER 3, then a SEQUENCE (`02 01 03 30 82`). */
const PKCS12_ANCHORS = ["IBAzCC"];
/** A body line of the bundle's base64, after the first. */
const decoded_literals_BODY_LINE = "[A-Za-z0-9+/=]{16,}";
/** The bundle: its first line from `MII`, then every line of base64 after it (to a cut's end). */
const PKCS12_BASE64 = new RegExp(`MII[A-Za-z0-9+/]{3}IBAzCC[A-Za-z0-9+/=]*(?:${NEWLINE}${decoded_literals_BODY_LINE})*`, "g");
/** Every base64 PKCS#12 bundle in `text`, whole. */
function pkcs12Spans(text) {
    const spans = [];
    PKCS12_BASE64.lastIndex = 0;
    for (let found = PKCS12_BASE64.exec(text); found !== null; found = PKCS12_BASE64.exec(text)) {
        spans.push({ start: found.index, end: found.index + found[0].length, kind: "pkcs12-base64" });
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/token-rules.ts
const AN = "[A-Za-z0-9]";
const token_rules_HEX = "[a-fA-F0-9]";
const W = "[\\w-]";
const TOKEN_RULES = [
    { id: "1password-service-account-token", prefixes: ["ops_eyJ"], rest: "[a-zA-Z0-9+/]{250,}={0,3}", entropy: 4 },
    { id: "adobe-client-secret", prefixes: ["p8e-"], rest: `${AN}{32}`, entropy: 2 },
    { id: "age-secret-key", prefixes: ["AGE-SECRET-KEY-1"], rest: "[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" },
    { id: "airtable-personnal-access-token", prefixes: ["pat"], rest: `${AN}{14}\\.[a-f0-9]{64}` },
    { id: "alibaba-access-key-id", prefixes: ["LTAI"], rest: `${AN}{20}`, entropy: 2 },
    { id: "anthropic-api-key", prefixes: ["sk-ant-api03-", "sk-ant-admin01-"], rest: "[a-zA-Z0-9_-]{20,}" },
    { id: "artifactory-api-key", prefixes: ["AKCp"], rest: `${AN}{69}`, entropy: 4.5 },
    { id: "artifactory-reference-token", prefixes: ["cmVmd"], rest: `${AN}{59}`, entropy: 4.5 },
    { id: "aws-access-token", prefixes: ["A3T", "AKIA", "ASIA", "ABIA", "ACCA"], rest: "[A-Z2-7]{16}", entropy: 3 },
    { id: "aws-bedrock-api-key", prefixes: ["ABSK"], rest: "[A-Za-z0-9+/]{109,269}={0,2}", entropy: 3 },
    { id: "clojars-api-token", prefixes: ["CLOJARS_"], rest: `${AN}{60}`, entropy: 2 },
    { id: "databricks-api-token", prefixes: ["dapi"], rest: `${token_rules_HEX}{32}(?:-\\d)?`, entropy: 3 },
    { id: "digitalocean-token", prefixes: ["doo_v1_", "dop_v1_", "dor_v1_"], rest: `${token_rules_HEX}{64}`, entropy: 3 },
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
    { id: "grafana-service-account-token", prefixes: ["glsa_"], rest: `${AN}{32}_${token_rules_HEX}{8}`, entropy: 3 },
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
    { id: "postman-api-token", prefixes: ["PMAK-"], rest: `${token_rules_HEX}{24}-${token_rules_HEX}{34}`, entropy: 3 },
    { id: "prefect-api-token", prefixes: ["pnu_"], rest: `${AN}{36}`, entropy: 2 },
    { id: "pulumi-api-token", prefixes: ["pul-"], rest: `${token_rules_HEX}{40}`, entropy: 2 },
    { id: "pypi-upload-token", prefixes: ["pypi-AgEIcHlwaS5vcmc", "pypi-AgENdGVzdC5weXBpLm9yZw"], rest: `${W}{50,1000}`, entropy: 3 },
    { id: "readme-api-token", prefixes: ["rdme_"], rest: "[a-z0-9]{70}", entropy: 2 },
    { id: "rubygems-api-token", prefixes: ["rubygems_"], rest: `${token_rules_HEX}{48}`, entropy: 2 },
    { id: "scalingo-api-token", prefixes: ["tk-us-"], rest: `${W}{48}`, entropy: 2 },
    { id: "sendgrid-api-token", prefixes: ["SG."], rest: "[a-zA-Z0-9=_.-]{66}", entropy: 2 },
    { id: "sendinblue-api-token", prefixes: ["xkeysib-"], rest: `${token_rules_HEX}{64}-${AN}{16}`, entropy: 2 },
    { id: "sentry-user-token", prefixes: ["sntryu_"], rest: `${token_rules_HEX}{64}`, entropy: 3.5 },
    { id: "sentry-org-token", prefixes: ["sntrys_eyJpYXQiO"], rest: "[a-zA-Z0-9+/=_]{60,}", entropy: 4.5 },
    { id: "settlemint-token", prefixes: ["sm_aat_", "sm_pat_", "sm_sat_"], rest: `${AN}{16}`, entropy: 3 },
    { id: "shippo-api-token", prefixes: ["shippo_live_", "shippo_test_"], rest: `${token_rules_HEX}{40}`, entropy: 2 },
    { id: "shopify-token", prefixes: ["shpat_", "shpca_", "shppa_", "shpss_"], rest: `${token_rules_HEX}{32}`, entropy: 2 },
    { id: "slack-app-token", prefixes: ["xapp-"], rest: "\\d-[A-Za-z0-9]+-\\d+-[a-zA-Z0-9]+", entropy: 2 },
    { id: "slack-token", prefixes: ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxo-", "xoxs-", "xoxe-", "xoxe.xox"], rest: "[A-Za-z0-9-]{8,}", entropy: 2 },
    { id: "sourcegraph-access-token", prefixes: ["sgp_"], rest: `(?:${token_rules_HEX}{16}_|local_)?${token_rules_HEX}{40}`, entropy: 3 },
    { id: "square-access-token", prefixes: ["sq0atp-", "sq0csp-"], rest: `${W}{22,60}`, entropy: 2 },
    { id: "stripe-access-token", prefixes: ["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"], rest: `${AN}{10,99}`, entropy: 2 },
    { id: "terraform-api-token", prefixes: [".atlasv1."], rest: "[a-zA-Z0-9_=-]{60,70}", entropy: 3.5, lead: 14 },
    { id: "vault-token", prefixes: ["hvs.", "hvb."], rest: `${W}{90,300}`, entropy: 3.5 },
];

;// CONCATENATED MODULE: ./src/evidence/token-shapes.ts
/**
 * Tokens known by their shape where no fixed prefix opens them (prefixed tokens are token-rules.ts's
 * and redact.ts's `SHAPE_TOKEN_RULES`): a Telegram bot's `<bot id>:AA<33>`, found anywhere (a URL's path
 * `/bot<token>/sendMessage`, code, a config), and a Discord bot's `<24-26>.<6>.<27-38>`, found where
 * Discord's clients take it. Each scan runs only on a text holding its anchors (redact.ts).
 */

/** Telegram's bot tokens from their `:AA`: the bot's numeric id before it, 33 characters after. */
const TELEGRAM_TAIL = /:AA[A-Za-z0-9_-]{33}(?![\w-])/g;
const MIN_BOT_ID = 8;
const MAX_BOT_ID = 10;
const TELEGRAM_ANCHORS = [":AA"];
/** Telegram bot tokens `<bot id>:AA<33>`: alone, or after the Bot API's `/bot` in a URL's path. */
function telegramTokenSpans(text) {
    const spans = [];
    TELEGRAM_TAIL.lastIndex = 0;
    for (let tail = TELEGRAM_TAIL.exec(text); tail !== null; tail = TELEGRAM_TAIL.exec(text)) {
        let start = tail.index;
        while (start > tail.index - MAX_BOT_ID - 1 && isDigit(text.charCodeAt(start - 1)))
            start -= 1;
        const id = tail.index - start;
        if (id < MIN_BOT_ID || id > MAX_BOT_ID)
            continue;
        if (/[\w-]/.test(text[start - 1] ?? "") && !text.endsWith("/bot", start))
            continue;
        spans.push({ start, end: tail.index + tail[0].length, kind: "telegram-bot-token" });
    }
    return spans;
}
const isDigit = (code) => code >= 0x30 && code <= 0x39;
/** The middle and last parts of a Discord token, from its first dot. */
const DISCORD_TAIL = /\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![\w.-])/g;
const DISCORD_HEAD_CHAR = /[A-Za-z0-9_-]/;
const MIN_DISCORD_HEAD = 23;
const MAX_DISCORD_HEAD = 26;
/** Bits per character of a real token (a base64 id, a timestamp, an HMAC); dotted names are lower. */
const MIN_DISCORD_ENTROPY = 4;
/**
 * discord.py's `client.run(TOKEN)`, discord.js's `client.login(TOKEN)`, and texts that name discord: the
 * token has no literal of its own, so the scan runs where these stand (they open on characters the other
 * anchors open on; redact.ts, `LITERALS`).
 */
const DISCORD_ANCHORS = ["discord", ".run(", ".login("];
/** Discord bot tokens: a base64 user id, a timestamp of 6, an HMAC of 27 or more, joined by dots. */
function discordTokenSpans(text) {
    const spans = [];
    DISCORD_TAIL.lastIndex = 0;
    for (let tail = DISCORD_TAIL.exec(text); tail !== null; tail = DISCORD_TAIL.exec(text)) {
        let start = tail.index;
        while (start > tail.index - MAX_DISCORD_HEAD - 1 && DISCORD_HEAD_CHAR.test(text[start - 1] ?? ""))
            start -= 1;
        const head = tail.index - start;
        if (head < MIN_DISCORD_HEAD || head > MAX_DISCORD_HEAD || /[\w.-]/.test(text[start - 1] ?? ""))
            continue;
        const end = tail.index + tail[0].length;
        const token = text.slice(start, end);
        if (!/[0-9]/.test(token) || !/[A-Z]/.test(token) || (0,secret_shape/* shannonEntropy */.ly)(token) < MIN_DISCORD_ENTROPY)
            continue;
        spans.push({ start, end, kind: "discord-bot-token" });
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/shape-positions.ts
const DISCORD_WEBHOOK_ANCHORS = ["discord"];
/** The webhook's id (a snowflake) and token after `discord.com/api/webhooks/` (also `discordapp.com`, `ptb.`, `canary.`, `/v10/`). */
const DISCORD_WEBHOOK = /discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/(?=\d{17,20}\/[A-Za-z0-9_-]{60,100}(?![\w-]))/g;
/** The id and token of each Discord webhook URL: the URL's host and path stay, so it reads as a webhook. */
function discordWebhookSpans(text) {
    const spans = [];
    DISCORD_WEBHOOK.lastIndex = 0;
    for (let hit = DISCORD_WEBHOOK.exec(text); hit !== null; hit = DISCORD_WEBHOOK.exec(text)) {
        const start = hit.index + hit[0].length;
        const end = /^\d+\/[A-Za-z0-9_-]+/.exec(text.slice(start, start + 128))[0].length + start;
        spans.push({ start, end, kind: "discord-webhook" });
    }
    return spans;
}
const BASIC_ANCHORS = ["Basic "];
/** `Basic` (a word of its own, or after a JSON escape's `\n`) and a base64 word (padded or not) that no longer word goes on from. */
const BASIC = /(?:(?<![\w-])|(?<=\\[nrt]))Basic[ \t]+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g;
/**
 * HTTP Basic credentials: `Basic` then base64 that decodes to printable `user:password` (a user may be
 * empty, `:password`). `Authorization: Basic …` is name-rules.ts's; this reads the value wherever it is
 * printed, and only a value that decodes so: "Basic usage" or a base64 of anything else stays.
 */
function basicCredentialSpans(text) {
    const spans = [];
    BASIC.lastIndex = 0;
    for (let hit = BASIC.exec(text); hit !== null; hit = BASIC.exec(text)) {
        const value = hit[1];
        if (!isUserAndPassword(Buffer.from(value, "base64").toString("latin1")))
            continue;
        const start = hit.index + hit[0].length - value.length;
        spans.push({ start, end: start + value.length, kind: "basic-credentials" });
    }
    return spans;
}
/** Printable ASCII with a colon before a password of two characters or more. */
function isUserAndPassword(decoded) {
    const colon = decoded.indexOf(":");
    return colon !== -1 && decoded.length - colon > 2 && /^[\x20-\x7e]+$/.test(decoded);
}

;// CONCATENATED MODULE: ./src/evidence/printf-positions.ts
/**
 * A password that `printf` writes where its format names one: `printf 'machine h login u password %s\n' 'PW'
 * >> ~/.netrc`, `printf 'password=%s\n' "PW" > .env`. The format is a template of what the command
 * writes; the argument that fills the conversion right after a password's name is the password, wherever
 * the output goes (a file, a pipe, the screen), as it would be in the written text.
 *
 * Found where a format holds `password %s` or `password=%s` (the anchors: each opens on a character the
 * other anchors open on, redact.ts), then from the `printf` of that command: its format, then its arguments.
 */


/** Literals every format this finds holds (`password %s`, `passwd=%s`, `netrc`'s `password %s`). */
const PRINTF_ANCHORS = ["d %s", "d=%s"];
const PRINTF = /(?:^|[\s;|&(`'"]|\\[nrt])printf[ \t]+(?:--[ \t]+)?/g;
/** A format's or an argument's opening quote, possibly escaped inside JSON text. */
const printf_positions_OPEN_QUOTE = /^(?:\\{1,3})?["']/;
/** A format's conversions in order (`%%` is a literal `%`). */
const CONVERSION = /%(?:%|[-+ #0]*\d*(?:\.\d+)?[a-zA-Z])/g;
/** A password's name right before a conversion: the argument it takes is the password. */
const NAMED_BEFORE = /(?:pass(?:word|wd|phrase)?|pwd)[ \t]*[=:]?[ \t]*$/i;
/** The arguments after a format: quoted or bare words, up to the command's end or a redirection. */
const printf_positions_ARGUMENT = /(?:\\{0,3}["'][^\n]*?\\{0,3}["']|[^\s"'\\;&|<>()`]+)/y;
const MOST_ARGUMENTS = 8;
const MAX_FORMAT_CHARS = 400;
function printfPasswordSpans(text) {
    const spans = [];
    PRINTF.lastIndex = 0;
    for (let hit = PRINTF.exec(text); hit !== null; hit = PRINTF.exec(text)) {
        const span = namedArgument(text, hit.index + hit[0].length);
        if (span !== null)
            spans.push({ ...span, kind: "printf-password" });
    }
    return spans;
}
/** The argument that fills the conversion after a password's name in the format at `at`. */
function namedArgument(text, at) {
    const quote = printf_positions_OPEN_QUOTE.exec(text.slice(at, at + 4))?.[0];
    if (quote === undefined)
        return null;
    const { body: format, closed } = (0,value_escapes/* quotedBody */.dm)(text, at + quote.length, quote.slice(-1), quote.length - 1, MAX_FORMAT_CHARS, false);
    if (!closed)
        return null;
    let index = -1;
    let taken = 0;
    for (const conversion of format.matchAll(CONVERSION)) {
        if (conversion[0] === "%%")
            continue;
        if (NAMED_BEFORE.test(format.slice(0, conversion.index))) {
            index = taken;
            break;
        }
        taken += 1;
    }
    if (index === -1)
        return null;
    let cursor = at + 2 * quote.length + format.length;
    for (let argument = 0; argument < MOST_ARGUMENTS; argument += 1) {
        const blanks = /^[ \t]+/.exec(text.slice(cursor, cursor + MAX_FORMAT_CHARS))?.[0].length ?? 0;
        if (blanks === 0)
            return null;
        cursor += blanks;
        if (argument === index)
            return (0,credential_flags/* valueSpan */.MK)(text, cursor);
        printf_positions_ARGUMENT.lastIndex = cursor;
        const word = printf_positions_ARGUMENT.exec(text);
        if (word === null)
            return null;
        cursor = printf_positions_ARGUMENT.lastIndex;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/evidence/smartcard-pins.ts
/**
 * A smart card's or a security key's PIN, PUK and management key given to its tool on the command line:
 * `ykman piv keys generate --pin 540440 …`, `ykman piv access change-pin --pin OLD --new-pin NEW`,
 * `pkcs11-tool --login --pin 7731`, `yubico-piv-tool -a verify-pin -P 123456`, `p11tool --set-pin=…`. A PIN is a short
 * run of digits that no shape rule would take for a secret: the tool's option says what it is (held-out corpus 13).
 */


/** The tools, each opening a command (after a blank, a line's start, `;`, `|`, `&` or a quote). */
const TOOL = /(?:^|[\s;|&('"/])(ykman|pkcs11-tool|yubico-piv-tool|p11tool|pkcs15-tool|pkcs15-init)(?=[ \t])/g;
const PIN_ANCHORS = ["ykman", "pkcs11-tool", "yubico-piv-tool", "p11tool", "pkcs15-"];
/**
 * Options that take a PIN or PUK: the long ones every tool spells so; ykman's `-p`/`-P` (PIN or PUK) and `-n` (the new
 * one), pkcs11-tool's `-p`, yubico-piv-tool's `-P` and `-N`.
 */
const PIN_OPTIONS = ["--pin", "--new-pin", "--puk", "--new-puk", "--so-pin", "--new-so-pin", "--set-pin", "--set-so-pin", "-p", "-P", "-n", "-N"];
/** Options that take a management key (a hex key; ykman's `default` names the factory key); yubico-piv-tool's `-k`. */
const KEY_OPTIONS = ["--management-key", "--new-management-key", "-m", "-n", "-k", "--key"];
/** A PIN or PUK: 4 to 16 characters of a literal, no reference, placeholder or template. */
const PIN_VALUE = /^(?:\d{4,16}|(?=[^\s]*\d)[A-Za-z0-9!#%+,.:=@^_~-]{6,16})$/;
const KEY_VALUE = /^[0-9a-fA-F]{32,64}$/;
/** The most words read after the tool's name. */
const smartcard_pins_MAX_WORDS = 32;
function smartcardPinSpans(text) {
    const spans = [];
    TOOL.lastIndex = 0;
    for (let hit = TOOL.exec(text); hit !== null; hit = TOOL.exec(text)) {
        const words = (0,credential_flags/* wordsAfter */.aG)(text, hit.index + hit[0].length, smartcard_pins_MAX_WORDS);
        const taken = (names, shape) => names.flatMap((name) => {
            const value = optionValue(words, [name]);
            if (value === undefined)
                return [];
            const word = unquoted(value.word);
            return shape.test(word.text) ? [{ start: value.index + word.offset, end: value.index + word.offset + word.text.length, kind: "smartcard-pin" }] : [];
        });
        spans.push(...taken(PIN_OPTIONS, PIN_VALUE), ...taken(KEY_OPTIONS, KEY_VALUE));
    }
    return spans;
}
/** A word without its quotes (`'540440'`, `\"540440\"` in JSON text), and where its text starts in it. */
function unquoted(word) {
    const quote = /^(?:\\{0,3})["']/.exec(word)?.[0] ?? "";
    const body = word.slice(quote.length);
    return { text: quote === "" ? body : body.slice(0, Math.max(0, body.length - quote.length)), offset: quote.length };
}

;// CONCATENATED MODULE: ./src/evidence/token-scan.ts

class PrefixScanner {
    separatorScans = [];
    /** Prefixes without a separator, or opening on one (`.atlasv1.`): found by one alternation. */
    literalScan;
    /** Those prefixes in the order the alternation tries them: redact.ts scans for them with its anchors. */
    literalPrefixes;
    constructor(prefixes) {
        const bySeparator = new Map();
        const literal = [];
        for (const prefix of new Set(prefixes)) {
            const offset = prefix.search(/[^A-Za-z0-9]/);
            if (offset <= 0)
                literal.push(prefix);
            else
                bySeparator.set(prefix[offset], [...(bySeparator.get(prefix[offset]) ?? []), { prefix, offset }]);
        }
        for (const [separator, candidates] of bySeparator) {
            const byCodeBefore = new Map();
            for (const candidate of candidates) {
                const code = candidate.prefix.charCodeAt(candidate.offset - 1);
                byCodeBefore.set(code, [...(byCodeBefore.get(code) ?? []), candidate]);
            }
            this.separatorScans.push({ separator, byCodeBefore });
        }
        const sorted = literal.sort((a, b) => b.length - a.length);
        this.literalPrefixes = sorted;
        this.literalScan = { pattern: new RegExp(sorted.map(words/* escapeRegExp */.Nt).join("|"), "g"), candidates: sorted.map((prefix) => ({ prefix, offset: 0 })) };
    }
    /**
     * Every place a prefix starts, in no particular order; a place may be reported for several prefixes.
     * `literalStarts`: where the alternation of `literalPrefixes` matches, when a scan of the caller's found it.
     */
    hits(text, literalStarts) {
        const hits = [];
        for (const { separator, byCodeBefore } of this.separatorScans) {
            for (let at = text.indexOf(separator, 1); at !== -1; at = text.indexOf(separator, at + 1)) {
                const candidates = byCodeBefore.get(text.charCodeAt(at - 1));
                if (candidates !== undefined)
                    addHits(text, at, candidates, hits);
            }
        }
        const { pattern, candidates } = this.literalScan;
        if (literalStarts !== undefined) {
            for (const at of literalStarts)
                addHits(text, at, candidates, hits);
            return hits;
        }
        pattern.lastIndex = 0;
        for (let match = pattern.exec(text); match !== null; match = pattern.exec(text))
            addHits(text, match.index, candidates, hits);
        return hits;
    }
}
/** The candidates whose prefix is in `text` with its separator (or its start) at `at`. */
function addHits(text, at, candidates, hits) {
    for (const { prefix, offset } of candidates) {
        const index = at - offset;
        if (index >= 0 && text.startsWith(prefix, index))
            hits.push({ index, prefix });
    }
}

;// CONCATENATED MODULE: ./src/evidence/continued-values.ts
/**
 * The rest of a secret that goes on past where a rule found it, on the next line: a string literal that
 * continues a redacted one is the same secret's rest. Read after the rules, from the end of each span they
 * found (one sticky match per span, nothing scanned), so a rule's secret need not know how its literal goes on:
 *
 * - adjacent literals, which Python and C join (`("sk_live_…"` newline `"DCgkJVYA…")`), or an explicit `+`
 *   before or after the line break (Java, JavaScript, Go); a diff's `+` or a listing's line number before the line;
 * - a backslash and a line break inside a quoted scalar, which YAML's and a shell's double quotes and C's strings
 *   join (`SLACK_TOKEN: "xoxb-…\` newline `ccb21b35…"`);
 * - a log line wrapped at the logger's width: a line that ends on the secret, then a line holding one random
 *   word after the same timestamp (`…REGISTRY_TOKEN=rt_K4Uo…` newline `2026-06-12T07:35:01Z QSsa…`). Only where the
 *   line can have been cut: it ends at a terminal's or a logger's width, and its token is not of a format whose length
 *   is fixed (a whole `gho_…` is complete); the rest holds the token's own alphabet, no separator it lacks, and is not a
 *   value of its own (a commit's SHA, a UUID): `gh auth token; git rev-parse HEAD` prints two values, not one.
 *
 * The rest must look random (a digit, or both cases, and no plain words): `"…" + "\n"` or a wrapped line of prose stays.
 */



/** A token's characters (base64's and base64url's, and a token's separators), `=` only as padding: `NAME=value` is a line of its own. */
const REST = "(?<rest>[A-Za-z0-9_+/-]{8,}={0,2})";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const continued_values_QUOTE = `\\\\{0,3}["']`;
/** A line's lead before its text: a diff's marker or a listing's line number, then its indent. */
const LEAD = `(?:[+ ]|${LINE_NUMBER})[ \\t]*`;
/** The closing quote, the break (a `+` joining the literals before or after it), and the next literal's opening quote. */
const ADJACENT = new RegExp(`(?<close>${continued_values_QUOTE})[ \\t]*\\+?[ \\t]*${NEWLINE}${LEAD}\\+?[ \\t]*\\k<close>${REST}\\k<close>`, "yd");
/** A backslash (JSON-escaped or not), a line break, the next line's indent, and the rest up to the closing quote. */
const ESCAPED_BREAK = new RegExp(`(?:\\\\\\\\|\\\\)${NEWLINE}[ \\t]*${REST}(?=${continued_values_QUOTE}|\\\\{1,2}${NEWLINE})`, "y");
/** An ISO timestamp a logger opens its lines with (GitHub Actions', Docker's `--timestamps`). */
const TIMESTAMP = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?[ \\t]+";
/** A line break, then the next line: the same logger's timestamp, and one word (the wrapped rest) alone or before a blank. */
const WRAPPED = new RegExp(`\\r?${NEWLINE}(?<stamp>${TIMESTAMP})?${REST}(?=[ \\t]|\\r|${NEWLINE}|$)`, "y");
/** A line's end: raw, JSON-escaped, or the text's. */
const continued_values_LINE_END = new RegExp(`^(?:\\r|${NEWLINE}|$)`);
/** The lead of the span's line, as the wrapped line must repeat it: a timestamp (a JSON text's line opens on its own marks) or nothing. */
const LINE_STAMP = new RegExp(TIMESTAMP);
/** Widths a terminal or a logger wraps at; the line may end a few columns short of one (a marker, a tab's stop). */
const WRAP_WIDTHS = [80, 100, 120, 132, 160, 200, 256];
const WRAP_SLACK = 4;
/** Provider tokens whose format has one length: the rule found one whole, so a line after it is no rest. */
const FIXED_LENGTH_KINDS = fixedLengthKinds();
/** A value that stands on its own: a commit's or a digest's hex (lower-case), a UUID. */
const OWN_VALUE = /^(?:[0-9a-f]{7,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Characters that separate a token's parts: a rest may hold one only where its head's body does. */
const SEPARATORS = /[-_./+]/g;
/** The head's body read for its alphabet: its last characters, past any prefix. */
const BODY_CHARS = 16;
/** The spans of each rest that continues a span of `spans` on the next line. */
function continuedSpans(text, spans) {
    const continued = [];
    for (const span of spans) {
        const rest = continuationAt(text, span);
        if (rest !== null)
            continued.push({ ...rest, kind: span.kind });
    }
    return continued;
}
function continuationAt(text, span) {
    const next = text[span.end];
    if (next === '"' || next === "'" || next === "\\") {
        for (const pattern of [ADJACENT, ESCAPED_BREAK]) {
            pattern.lastIndex = span.end;
            const found = pattern.exec(text);
            if (found !== null)
                return randomRest(found);
        }
    }
    if (next !== "\n" && next !== "\r" && next !== "\\")
        return null;
    WRAPPED.lastIndex = span.end;
    const found = WRAPPED.exec(text);
    if (found === null)
        return null;
    // the wrapped line repeats the first line's lead: a timestamp after a timestamp, nothing after nothing
    const escapedBreak = text.lastIndexOf("\\n", span.start);
    const lineStart = Math.max(text.lastIndexOf("\n", span.start) + 1, escapedBreak === -1 ? 0 : escapedBreak + 2);
    const stamped = found.groups.stamp !== undefined;
    if (stamped !== LINE_STAMP.test(text.slice(lineStart, span.start)))
        return null;
    // without a logger's timestamp the rest stands alone on its line
    if (!stamped && !continued_values_LINE_END.test(text.slice(WRAPPED.lastIndex, WRAPPED.lastIndex + 3)))
        return null;
    const head = text.slice(span.start, span.end);
    const stampLength = LINE_STAMP.exec(text.slice(lineStart, span.start))?.[0].length ?? 0;
    if (!couldBeCut(span, span.end - lineStart, stampLength) || !continuesHead(head, found.groups.rest))
        return null;
    return randomRest(found);
}
/** Whether the line that ends on the span can have been cut by a wrap: not a fixed-length token's whole, and at a wrap's width. */
function couldBeCut(span, lineLength, stampLength) {
    if (FIXED_LENGTH_KINDS.has(span.kind))
        return false;
    // the width counts the logger's timestamp, or only the message after it (a wrapper inside the process)
    const atWidth = (length) => WRAP_WIDTHS.some((width) => length <= width && length >= width - WRAP_SLACK);
    return atWidth(lineLength) || atWidth(lineLength - stampLength);
}
/** Whether `rest` can be the rest of `head`: no separator the head's body lacks, and not a hex value or a UUID that stands alone. */
function continuesHead(head, rest) {
    const body = head.slice(-BODY_CHARS);
    if (OWN_VALUE.test(rest.replace(/=+$/, "")) && !/^[0-9a-f]+$/.test(body))
        return false;
    return (rest.match(SEPARATORS) ?? []).every((separator) => body.includes(separator));
}
function fixedLengthKinds() {
    const variable = new Set();
    const fixed = new Set();
    for (const rule of TOKEN_RULES) {
        // a rest whose every quantifier is a count (`{36}`), classes aside
        const quantifiers = rule.rest.replace(/\\./g, "").replace(/\[[^\]]*\]/g, "").replace(/\(\?:/g, "(");
        if (/[*+?]|\{\d+,/.test(quantifiers))
            variable.add(rule.id);
        else
            fixed.add(rule.id);
    }
    return new Set([...fixed].filter((kind) => !variable.has(kind)));
}
/** The rest's span, when it looks random: not a word, a path or a name. */
function randomRest(found) {
    const rest = found.groups.rest;
    // the rest ends the match, but for adjacent literals' closing quote
    const end = found.indices === undefined ? found.index + found[0].length : found.indices.groups.rest[1];
    const random = /\d/.test(rest) || (/[a-z]/.test(rest) && /[A-Z]/.test(rest));
    if (!random || (0,secret_shape/* isPlainWords */._g)(rest))
        return null;
    return { start: end - rest.length, end };
}

;// CONCATENATED MODULE: ./src/evidence/libpq-echoes.ts
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
/** The literals of the messages (redact.ts, `LITERALS`). */
const LIBPQ_ANCHORS = ["connection option", "translate host name", "invalid port number"];
/** The quoted value: the password's rest, `@`, a host and a port, quoted as JSON text quotes or not. */
const libpq_echoes_VALUE = `(?:\\\\{1,3})?["'](?<secret>[^\\s"'\\\\@]{3,})@[\\w.-]+(?::\\d*)?[^\\s"'\\\\]*(?:\\\\{1,3})?["']`;
/** The value before the option it was read as, read back from libpq's words. */
const BEFORE_OPTION = new RegExp(`${libpq_echoes_VALUE}[ \\t]*$`);
const OPTION = " for connection option";
/** The value after the host name's lookup (`could not translate host name "…" to address`). */
const AFTER_HOST_NAME = new RegExp(`[ \\t]*${libpq_echoes_VALUE}[ \\t]+to address`, "y");
const HOST_NAME = "translate host name";
/** The value after libpq 13's and older's message (`invalid port number: "…"`). */
const AFTER_PORT_NUMBER = new RegExp(`:?[ \\t]*${libpq_echoes_VALUE}`, "y");
const PORT_NUMBER = "invalid port number";
/** A user's plain name, as `psql -h user@host` quotes one: lower-case letters, digits and `_`, a letter first. */
const PLAIN_NAME = /^[a-z][a-z0-9_]*$/;
/** How far back the value is read: a password's rest, a host and a port. */
const ECHO_CHARS = 200;
/** The password's rest in each of libpq's echoes of a misread URL. */
function libpqEchoSpans(text) {
    const spans = [];
    const add = (found, offset) => {
        const start = offset + found.index + found[0].indexOf(found.groups.secret);
        spans.push({ start, end: start + found.groups.secret.length, kind: "libpq-echoed-password" });
    };
    for (let at = text.indexOf(OPTION); at !== -1; at = text.indexOf(OPTION, at + OPTION.length)) {
        const from = Math.max(0, at - ECHO_CHARS);
        const found = BEFORE_OPTION.exec(text.slice(from, at));
        if (found !== null)
            add(found, from);
    }
    for (let at = text.indexOf(HOST_NAME); at !== -1; at = text.indexOf(HOST_NAME, at + HOST_NAME.length)) {
        AFTER_HOST_NAME.lastIndex = at + HOST_NAME.length;
        const found = AFTER_HOST_NAME.exec(text);
        if (found !== null && !PLAIN_NAME.test(found.groups.secret))
            add(found, 0);
    }
    for (let at = text.indexOf(PORT_NUMBER); at !== -1; at = text.indexOf(PORT_NUMBER, at + PORT_NUMBER.length)) {
        AFTER_PORT_NUMBER.lastIndex = at + PORT_NUMBER.length;
        const found = AFTER_PORT_NUMBER.exec(text);
        if (found !== null)
            add(found, 0);
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/evidence/literal-positions.ts


/** A login's or credentials' word, in the languages the credential words are known in. */
const CREDENTIALS_WORDS = [
    "[Cc]reds", "CREDS", "[Cc]redentials", "CREDENTIALS", "[Ll]ogins?", "LOGINS?", "[Zz]ugangsdaten", "[Aa]nmeldedaten",
    "[Ii]dentifiants", "[Cc]redenciales", "[Cc]redenciais", "[Cc]redenziali", "[Ii]nloggegevens", "dane logowania",
    "[Уу]ч[её]тные данные", "kimlik bilgileri",
];
/**
 * The same words' literals, each held by every match of its word (the anchors the rule opens on), each opening on a character
 * another anchor opens on (redact.ts): not the CJK words, whose characters no other anchor opens on (a third more scan).
 */
const CREDENTIALS_ANCHORS = [
    "creds", "Creds", "CREDS", "redentials", "REDENTIALS", "login", "Login", "LOGIN", "ugangsdaten", "nmeldedaten", "dentifiants",
    "redenciales", "redenciais", "redenziali", "nloggegevens", "dane logowania", "анные", "kimlik bilgileri",
];
/**
 * What stands between the word and the pair on its line: no line break, backslash (a JSON escape) or slash. The pair follows a
 * colon (`login: user/X`, `creds: user / X`) or stands alone with blanks around its slash (`creds are user / X`): a path's
 * slash has none (`the login flow calls auth/callback`).
 */
const literal_positions_BETWEEN = "[^\\n\\\\/]{0,80}?";
/** A user's name: an identifier, an e-mail address, a domain's `DOM\\user` left out (no backslash in JSON text). */
const USER = "[\\w.@+-]{2,64}";
/** A password in prose: no blank, quote, backslash, slash, nor the punctuation around a value. */
const literal_positions_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|/。、，]+";
/** A path's file or a URL's query after a slash: no password ("secrets/ab12cd34.json", "auth/callback?code=…"). */
const NOT_A_PASSWORD = /\.[a-z]{2,5}$|\?[\w.-]+=/;
/**
 * A scheme's word that opens an `Authorization` value. Not `Basic`: its credential is base64 that may encode no pair
 * ("Basic SGVsbG8…" as a sample), which shape-positions.ts decodes to tell.
 */
const SCHEMES = "(?:Bearer|Token|bearer|token)";
/** RFC 6750's token characters: a scheme's credential. */
const CREDENTIAL = "[A-Za-z0-9._~+/=-]{16,}";
const LITERAL_POSITION_RULES = [
    {
        ...labelRule("credential-pair-slash", CREDENTIALS_ANCHORS, `(?:${CREDENTIALS_WORDS.join("|")})${literal_positions_BETWEEN}(?:[:：][ \\t]*${USER}[ \\t]?/[ \\t]?|[ \\t]${USER}[ \\t]/[ \\t])`
            + `(?:\\\\{0,3}["'\`])?(?<secret>${literal_positions_VALUE})`, "prose"),
        guard: (value) => !NOT_A_PASSWORD.test(value) && (looksGenerated(value, false) || looksChosen(value)),
    },
    labelRule("scheme-literal", ["\"Bearer ", "'Bearer ", "\"Token ", "'Token ", "\"bearer ", "'bearer ", "\"token ", "'token "], `["'](?:${SCHEMES})[ \\t]+(?<secret>${CREDENTIAL})(?=\\\\{0,3}["'])`, "key"),
];

;// CONCATENATED MODULE: ./src/evidence/stated-positions.ts



/** An opening quote, raw or escaped in JSON text, or none. */
const stated_positions_OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A quote, raw or escaped. */
const stated_positions_QUOTE = "(?:\\\\{1,3})?[\"']";
/** A value's characters: no blank, quote, backslash, bracket or a list's separator. */
const stated_positions_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/** A UUID (Consul's tokens). */
const stated_positions_UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** A name that means a credential, inside a JSON key (`db_password`, `apiKey`, `stripe_secret`). */
const stated_positions_CREDENTIAL_NAME = "[\\w.-]*(?:password|passwd|passphrase|secret|token|api[_-]?key|credential)[\\w.-]*";
/** A hashing algorithm's name, the argument a template's `password_hash` filter takes. */
const HASH_ALGORITHM = /^(?:sha\d{3}|md5|bcrypt|blowfish|des|pbkdf2|argon2\w*|scrypt)$/i;
/** A value a position states as a password: a literal's guard, or a stated one (stated-values.ts). */
function statedGuard(value, next, confidence) {
    return (0,secret_shape/* looksLikeLiteralSecret */.nA)(value, next, confidence) || looksStated(value);
}
/** A short password: four or five characters of letters, digits and other marks all three (`x9!k`), no placeholder (`***`). */
function shortPasswordGuard(value) {
    return /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value) && !/^[*x.•-]+$/i.test(value);
}
/** A quoted passphrase: three words or more, or a value a label's guard takes. */
function passphraseGuard(value, next) {
    return value.trim().split(/\s+/).length >= 3 || (0,secret_shape/* looksLikeLiteralSecret */.nA)(value, next, "labelled");
}
const STATED_POSITION_RULES = [
    // "the wifi pw is X", "pwd was X": the abbreviation a whole word, then "is" or "was"
    {
        ...labelRule("pw-copula", ["pw is", "pw was", "PW is", "PW was", "pwd is", "pwd was", "PWD is", "PWD was"], `(?<![A-Za-z0-9_])(?:pw|pwd|PW|PWD)[ \\t]+(?:is|was)[ \\t]*:?[ \\t]+${stated_positions_OPEN_QUOTE}(?<secret>${stated_positions_VALUE})`, "prose"),
        guard: statedGuard,
    },
    // "with passphrase 'blue canoe forty seven'": a quoted passphrase right after its word, blanks and all
    {
        ...labelRule("passphrase-quoted", ["assphrase '", "assphrase \"", "assphrase \\"], `[Pp]assphrase[ \\t]+${stated_positions_QUOTE}(?<secret>[^"'\\\\\\n]{10,100})(?=${stated_positions_QUOTE})`, "labelled"),
        guard: passphraseGuard,
        wholeValue: true,
    },
    // `password: x9!k`, `DB_PASSWORD=x9!k`: shorter than a label's least length, but letters, digits and a mark (a person's short
    // password); the word opens the pattern, so the scan looks for it alone (a name's prefix is the lookbehind's `_`)
    {
        ...labelRule("short-password", ["assword: ", "assword=", "PASSWORD"], `(?<![A-Za-z0-9])(?:[Pp]assword|PASSWORD)[ \\t]*[:=][ \\t]*${stated_positions_OPEN_QUOTE}(?<secret>[^\\s"'\\\\\`,;<>(){}\\[\\]|]{4,5})(?=$|[\\s"'\\\\.,;)])`, "position", "gm"),
        guard: shortPasswordGuard,
        wholeValue: true,
    },
    // an HTTP trace's session cookie (`> cookie: sid=X`, `< set-cookie: session=X; Path=/`): a session's, an auth's or a token's name
    labelRule("trace-session-cookie", ["ookie:"], `[Cc]ookie:[ \\t]*(?:[^\\s;=]+=[^\\s;]*;[ \\t]*){0,8}?[\\w.-]*(?:sess|sid|SID|token|auth|jwt|remember)[\\w.-]*=(?<secret>[^\\s;"'\\\\]{16,})`, "labelled"),
    // a credential's name keyed to an object whose `value` holds it (`terraform output -json`), or a `key` member naming a
    // credential beside its `value` (Postman's environments, `[{"key": "password", "value": X}]`)
    labelRule("credential-value-member", ["value\"", "value\\\""], `${stated_positions_QUOTE}(?:${stated_positions_CREDENTIAL_NAME}${stated_positions_QUOTE}[ \\t]*:[ \\t]*\\{[^{}]{0,300}?|key${stated_positions_QUOTE}[ \\t]*:[ \\t]*${stated_positions_QUOTE}${stated_positions_CREDENTIAL_NAME}${stated_positions_QUOTE}[ \\t]*,[ \\t]*)`
        + `${stated_positions_QUOTE}?value${stated_positions_QUOTE}[ \\t]*:[ \\t]*${stated_positions_QUOTE}(?<secret>[^"\\\\\\n]+)`, "labelled", "gi"),
    // a connection string's password that holds braces or other marks up to its `;` (ADO.NET's `Password=Pi{k}e9;`)
    {
        ...labelRule("connection-string-password", ["Password=", "Pwd=", "PWD="], `;[ \\t]*(?:Password|PASSWORD|Pwd|PWD)[ \\t]*=[ \\t]*(?<secret>[^;"'\\\\\\n]{1,128})(?=;|${stated_positions_QUOTE}|$)`, "labelled", "gm"),
        literal: true,
    },
    // Cloud Foundry's `cf login -u USER -p X` and Hive's `beeline -n USER -p X`
    labelRule("client-p-flag", ["cf login", "beeline "], `(?<![\\w.-])(?:cf[ \\t]+login|beeline)(?:[ \\t]+[^\\s|;&]+)*?[ \\t]+-p[ \\t]+${stated_positions_OPEN_QUOTE}(?<secret>${stated_positions_VALUE})`, "position"),
    // neo4j's `neo4j-admin dbms set-initial-password X` (and the older `neo4j-admin set-initial-password X`)
    labelRule("set-initial-password", ["set-initial-password"], `set-initial-password(?:[ \\t]+--[\\w-]+(?:=[^\\s]+)?)*[ \\t]+${stated_positions_OPEN_QUOTE}(?<secret>${stated_positions_VALUE})`, "position"),
    // a literal handed to a password-hashing call: Laravel's `Hash::make('X')`, PHP's `password_hash('X', …)`, Django's
    // `make_password('X')`, Werkzeug's `generate_password_hash('X')`, `BCrypt::Password.create('X')`, `bcrypt.hash('X', …)`
    {
        ...labelRule("hashed-password-literal", ["Hash::make(", "password_hash", "make_password(", "Password.create(", "bcrypt.hash", "hashpw("], `(?<!\\|[ \\t]{0,3})(?:Hash::make|password_hash|make_password|BCrypt::Password\\.create|bcrypt\\.hash(?:Sync)?|hashpw)\\([ \\t]*b?${stated_positions_QUOTE}`
            + `(?<secret>[^"'\\\\\\n]+)`, "labelled"),
        literal: true,
        // a template's filter (`{{ pw | password_hash('sha512') }}`) is refused above; its argument is the algorithm's name there
        guard: (value, next, confidence) => !HASH_ALGORITHM.test(value) && (0,secret_shape/* looksLikeLiteralSecret */.nA)(value, next, confidence),
    },
    // OpenVPN's credentials fed by a process substitution: `--auth-user-pass <(printf 'USER\nX\n')`
    labelRule("vpn-printf-password", ["auth-user-pass <("], `auth-user-pass <\\([ \\t]*(?:printf|echo[ \\t]+-e)[ \\t]+${stated_positions_QUOTE}[^"'\\\\\\n]*\\\\{1,2}n(?<secret>[^"'\\\\\\n]+)`, "position"),
    // Consul's ACL tokens by their settings' names (HCL's `initial_management = "…"`, JSON's `"agent_recovery": "…"`)
    labelRule("consul-acl-token", ["initial_management", "agent_recovery", "agent_master"], `(?:initial_management|agent_recovery|agent_master)${stated_positions_QUOTE}?[ \\t]*[=:][ \\t]*${stated_positions_QUOTE}(?<secret>${stated_positions_UUID})`),
    // a query's key by the names weather and map APIs give it (OpenWeather's `appid=`, `app_key=`, `appkey=`)
    labelRule("query-app-key", ["appid=", "app_key=", "appkey="], `[?&](?:appid|app_key|appkey)=(?<secret>[A-Za-z0-9_-]{16,})`),
];

;// CONCATENATED MODULE: ./src/evidence/redact.ts
/**
 * Secret redaction, applied to every untrusted text (transcript, PR body, diff) before any stage
 * reads it, so a secret reaches neither the model, the comment, nor the report. Patterns never
 * match a quote or a backslash, so redacting raw JSON text keeps it valid JSON.
 *
 * The finders (SPAN_FINDERS) find spans to hide: provider tokens and the project's prefixed shapes
 * by prefix (token-rules.ts, from gitleaks), secrets after a credential name (name-rules.ts),
 * clients' credential flags and positional passwords (credential-flags.ts), commands' positional
 * secrets and piped passwords (command-positions.ts), calls' arguments by order (argument-positions.ts),
 * token shapes without a prefix (token-shapes.ts), and other labels and positions (assignment-rules.ts,
 * password-rules.ts, prose-rules.ts, literal-positions.ts, stated-positions.ts); overlapping spans are merged and each merged
 * span counts once.
 * Each finder is a scan of the whole text, and a scan costs a fixed part of JSON.parse whatever it
 * looks for (bench/RESULTS.md): rules share a scan where they share an anchor.
 * Every anchor opens on a character that another anchor or a token's prefix opens on: one that opens
 * on a new character cost the shared scan a third more (session 28, profiled), wherever it stood.
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
    // Vault's tokens shorter than gitleaks' 90 (`vault server -dev`'s root token: `hvs.` and 24), and its recovery tokens
    { id: "vault-token", prefixes: ["hvs.", "hvb.", "hvr."], rest: "[A-Za-z0-9_-]{24,}", entropy: 3 },
    // Doppler's service, service account, CLI, SCIM and audit tokens (gitleaks has the personal `dp.pt.`)
    { id: "doppler-token", prefixes: ["dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."], rest: "(?:[a-z0-9_-]{1,40}\\.)?[A-Za-z0-9]{40,}", entropy: 3 },
    // Stripe's webhook signing secret (`stripe listen --print-secret`), and Svix's, which Clerk and others sign with
    { id: "stripe-webhook-secret", prefixes: ["whsec_"], rest: "[A-Za-z0-9+/]{24,}", entropy: 3 },
    // Tailscale's auth, API, OAuth-client and webhook keys: `tskey-auth-<id>-<secret>`
    { id: "tailscale-key", prefixes: ["tskey-"], rest: "(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}", entropy: 3 },
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
/** The label rules, each a pattern opened by its anchors. */
const ALL_LABEL_RULES = [
    ...LABEL_RULES, ...PASSWORD_RULES, ...POSITION_RULES, ...PROSE_RULES, ...DIRECTIVE_RULES, ...PASSWORD_WORD_RULES,
    ...PROSE_COPULA_RULES, ...WRAPPED_VALUE_RULES, ...LINE_PAIR_RULES, ...CONFIG_KEYWORD_RULES, ...CLIENT_POSITION_RULES,
    ...PROSE_POSITION_RULES, ...DECLARED_DEFAULT_RULES, ...SCRIPT_POSITION_RULES, ...PASSWORD_COMMAND_RULES, ...LITERAL_POSITION_RULES,
    ...STATED_POSITION_RULES,
];
/** Every finder redaction runs: the provider tokens, then each label and shape rule. */
const SPAN_FINDERS = [
    { name: "provider-tokens", find: tokenSpans },
    { name: "credential-names", find: nameSpans },
    { name: "client-credential-flags", find: credential_flags/* credentialFlagSpans */.by },
    { name: "positional-passwords", find: credential_flags/* positionalPasswordSpans */.$m, anchors: credential_flags/* POSITIONAL_ANCHORS */.CT },
    ...[...COMMAND_POSITIONS, ...SECRET_COMMANDS, ...PASSWORD_COMMANDS].map((entry) => ({
        name: entry.kind,
        find: (text) => commandPositionSpans(entry, text),
        anchors: entry.anchors,
    })),
    { name: "credential-call-arguments", find: argumentSpans, anchors: ARGUMENT_ANCHORS },
    { name: "discord-bot-token", find: discordTokenSpans, anchors: DISCORD_ANCHORS },
    { name: "telegram-bot-token", find: telegramTokenSpans, anchors: TELEGRAM_ANCHORS },
    { name: "discord-webhook", find: discordWebhookSpans, anchors: DISCORD_WEBHOOK_ANCHORS },
    { name: "basic-credentials", find: basicCredentialSpans, anchors: BASIC_ANCHORS },
    { name: "printf-password", find: printfPasswordSpans, anchors: PRINTF_ANCHORS },
    { name: "smartcard-pin", find: smartcardPinSpans, anchors: PIN_ANCHORS },
    { name: "jwk-private-member", find: jwkPrivateSpans, anchors: JWK_ANCHORS },
    { name: "decoded-token-literal", find: decodedTokenSpans, anchors: DECODE_ANCHORS },
    { name: "pkcs12-base64", find: pkcs12Spans, anchors: PKCS12_ANCHORS },
    { name: "split-credential-literal", find: splitLiteralSpans, anchors: SPLIT_ANCHORS },
    { name: "table-password-cell", find: tableCellSpans, anchors: TABLE_ANCHORS },
    { name: "libpq-echoed-password", find: libpqEchoSpans, anchors: LIBPQ_ANCHORS },
    // the general rule: a generated value beside any credential's word, in any language (credential-window.ts)
    { name: "credential-window", find: credentialWindowSpans },
    // a generated password full of punctuation, bounded by its position (punctuated-values.ts)
    { name: "punctuated-password", find: punctuated_values/* punctuatedPasswordSpans */.Up },
    // password hashes by their format (credential-hashes.ts)
    { name: "credential-hash", find: credentialHashSpans },
    ...ALL_LABEL_RULES.map((labelRule) => ({
        name: labelRule.kind,
        find: (text) => ruleSpans(text, labelRule),
        anchors: labelRule.anchors,
    })),
];
/** The finders' literals and the tokens' prefixes found by an alternation, in one scan of a text instead of one per finder. */
const LITERALS = new AnchorScan(SPAN_FINDERS.flatMap((finder) => finder.anchors ?? []), PREFIXES.literalPrefixes, [
    CREDENTIAL_STEM_LEADS, NAME_LEADS,
]);
/**
 * Every span to hide in `text`, named by its rule, before overlapping spans are merged: the
 * process's own values and every finder's, plain-word values marked so. `redactSecrets` replaces
 * the known values first instead; a caller that keeps only part of a text (redact-ends.ts) needs
 * them as spans, in the text's own offsets.
 */
function redactionSpans(text, seen) {
    const spans = [];
    for (const value of knownSecretValues) {
        for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
            spans.push({ start: at, end: at + value.length, kind: "configured-secret" });
        }
    }
    const found = secretSpans(text);
    seen?.record(text, found);
    spans.push(...markPlainWords(text, found));
    return spans;
}
/**
 * `text` with every secret the rules find hidden. `seen`: where the values found are kept, so that
 * their other occurrences are hidden too (seen-secrets.ts), in this text and the others of a verification.
 */
function redactSecrets(text, seen) {
    // the process's own values first: their marker says where they came from, and no rule re-reads it
    let known = text;
    let count = 0;
    for (const value of knownSecretValues) {
        const parts = known.split(value);
        count += parts.length - 1;
        known = parts.join(`${MARKER_OPEN}configured-secret]`);
    }
    const found = secretSpans(known);
    // the spans' own kinds, before plain words are marked: a URL's user-info keeps its user apart
    seen?.record(known, found);
    const redacted = applySpans(known, markPlainWords(known, found));
    return { text: redacted.text, count: count + redacted.count };
}
/** Every span a rule finds, named by its rule, before overlapping spans are merged. */
function secretSpans(text) {
    const spans = [];
    const literals = LITERALS.scan(text);
    // a text holds few anchors: the finders they open, marked, rather than each finder's anchors looked up; one array for
    // every text, as making one per text cost a fifth of the walk (profiled; no finder redacts, so none reenters)
    const opened = OPENED.fill(0);
    for (const anchor of literals.anchors)
        for (const at of FINDERS_BY_ANCHOR.get(anchor))
            opened[at] = 1;
    for (let at = 0; at < SPAN_FINDERS.length; at += 1) {
        const finder = SPAN_FINDERS[at];
        if (finder.anchors !== undefined && opened[at] === 0)
            continue;
        spans.push(...finder.find(text, literals));
    }
    // a value read from inside a marker of a text redacted before (`orders:[REDACTED:dsn-user-password]@tcp(`) is none, and a
    // documentation's example credential (`AKIAIOSFODNN7EXAMPLE`) is published as one: each span is read, not the text
    const kept = spans.filter((span) => !insideMarker(text, span.start) && !(0,secret_shape/* isDocumentationExample */.zX)(text.slice(span.start, span.end)));
    // a literal or a wrapped line that continues a secret on the next line is its rest (continued-values.ts)
    return kept.length === 0 ? kept : [...kept, ...continuedSpans(text, kept)];
}
/** The finders a text's anchors open, by their index. */
const OPENED = new Uint8Array(SPAN_FINDERS.length);
/** Whether `at` is inside a marker, from its `[` to its `]`: read back a marker's length at most. */
function insideMarker(text, at) {
    const from = Math.max(0, at - MAX_MARKER_CHARS);
    const open = text.slice(from, at + 1).lastIndexOf(MARKER_OPEN);
    if (open === -1)
        return false;
    const close = text.indexOf("]", from + open);
    return close !== -1 && close >= at;
}
/** A marker's length at most: its opening, a kind, its `]`. */
const MAX_MARKER_CHARS = 64;
/** The finders (by their index, in order) each anchor opens. */
const FINDERS_BY_ANCHOR = new Map();
SPAN_FINDERS.forEach((finder, at) => {
    for (const anchor of finder.anchors ?? [])
        FINDERS_BY_ANCHOR.set(anchor, [...(FINDERS_BY_ANCHOR.get(anchor) ?? []), at]);
});
/**
 * A value found by where it stands that reads as plain words is hidden under a marker of its own,
 * so a reader of the redacted text (the red-flag check) can tell a placeholder (`changeme`) from a
 * generated secret. Provider tokens and private keys keep theirs.
 */
function markPlainWords(text, spans) {
    return spans.map((span) => span.kind === "private-key" || TOKEN_KINDS.has(span.kind) || !(0,secret_shape/* isPlainWords */._g)(text.slice(span.start, span.end)) ? span : { ...span, kind: PLAIN_WORDS });
}
const TOKEN_KINDS = new Set(TOKEN_RULES.map((rule) => rule.id));
/** The base64 of `{"`, a JWT's prefix too. */
const ENCODED_JSON_PREFIX = "eyJ";
function tokenSpans(text, literals) {
    const spans = [];
    for (const { index, prefix } of PREFIXES.hits(text, literals?.starts)) {
        // base64 of a JSON object opens like a JWT: one that is no token may be encoded credentials (key-objects.ts)
        const span = tokenAt(text, index, prefix) ?? (prefix === ENCODED_JSON_PREFIX ? encodedCredentialSpan(text, index) : null);
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
        if ((0,secret_shape/* shannonEntropy */.ly)(text.slice(start, end)) < Math.min(tokenRule.entropy ?? 0, MAX_TOKEN_ENTROPY_FLOOR))
            continue;
        return { start, end, kind: tokenRule.id };
    }
    return null;
}
function ruleSpans(text, { kind, pattern, confidence, literal, guard: ownGuard, wholeValue }) {
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
        const [start, matchedEnd] = match.indices?.groups?.secret ?? ending;
        // a value a rule guards goes on past a backslash or a quote inside it (value-escapes.ts)
        const end = confidence === undefined || wholeValue === true ? matchedEnd : (0,value_escapes/* escapedValueEnd */.UD)(text, matchedEnd, RULE_VALUE_CHAR);
        const secret = wholeValue === true ? text.slice(start, end) : redact_trimSentenceEnd(text.slice(start, end));
        const marker = secret.startsWith(MARKER_OPEN);
        const guard = ownGuard ?? (literal === true ? secret_shape/* looksLikeLiteralSecret */.nA : secret_shape/* looksLikeSecret */.WW);
        if (marker || (confidence !== undefined && !guard(secret, text[end] ?? "", confidence))) {
            // a later label may start inside this match ("secret key is X": not "key", but "X")
            pattern.lastIndex = match.index + 1;
            continue;
        }
        // still hidden, but its marker says it was words: a placeholder or a weak password, not a generated key
        spans.push({ start, end: start + secret.length, kind });
    }
    return spans;
}
/** The characters of a rule's value (assignment-rules.ts `VALUE`). */
const RULE_VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
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


/***/ }),

/***/ 393:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ isSpacedPassphrase),
/* harmony export */   JX: () => (/* binding */ isNotSecretValue),
/* harmony export */   SB: () => (/* binding */ looksLikeConfigSecret),
/* harmony export */   SN: () => (/* binding */ isSpacedPassword),
/* harmony export */   WW: () => (/* binding */ looksLikeSecret),
/* harmony export */   Xs: () => (/* binding */ isPlaceholderPhrase),
/* harmony export */   _g: () => (/* binding */ isPlainWords),
/* harmony export */   ly: () => (/* binding */ shannonEntropy),
/* harmony export */   nA: () => (/* binding */ looksLikeLiteralSecret),
/* harmony export */   zX: () => (/* binding */ isDocumentationExample)
/* harmony export */ });
/* unused harmony exports MIN_POSITIONAL_LENGTH, MIN_LABELLED_LENGTH, MIN_PROSE_LENGTH, MIN_PROSE_ENTROPY, MIN_KEY_LENGTH, isNotSecretShape, isMemberAccess, isNamePath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
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
/**
 * Values a credential's name holds that are not secrets, whatever the name: a URL (`OAUTH_REDIRECT_URI=https://…`;
 * a secret in one is found by its own rule, user-info or token), an AWS ARN, a provider prefix before a
 * placeholder (`ghp_xxxx…`, `AKIAXXXX…`), an age public key, another name's assignment read as the value
 * (`auth.hashers: password_hash_iterations=260000`, BuildKit's `--secret id=pip_index_url`: the later name is scanned
 * on its own), openssl's
 * `env:VAR`, `file:path`, `fd:N` (where the password is, not it), Spring's `classpath:keystore.jks` (a file), a lookup
 * table by its type and absolute path (Postfix's `smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd`), and
 * validation rules joined by `|` (Laravel's `'password' => 'required|min:12'`, `'required|string|confirmed'`), a publishable
 * key, an authentication method's name and a date.
 * Each regex runs behind a test of a character it needs: every candidate value of the name scan comes here.
 */
function isNotSecretValue(value) {
    const last = value[value.length - 1];
    return (value.includes("://") && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value))
        || value.startsWith("arn:")
        || (PLACEHOLDER_ENDS.has(last) && /^(?:(?:[A-Za-z0-9]{1,12}[_.-])?([xX*#•0])\1{5,}|[A-Za-z0-9]{2,8}?(?:x{8,}|X{8,}))$/.test(value))
        || (value.startsWith("age1") && /^age1[02-9ac-hj-np-z]{58}$/.test(value))
        || (value.includes("=") && /^[A-Za-z_][A-Za-z_.-]{1,}=(?!=|$)/.test(value))
        || (value.includes(":") && /^(?:env|file|fd|classpath\*?):[\w./-]/.test(value))
        || (value.includes(":/") && TYPED_TABLE.test(value))
        || (value.includes("|") && VALIDATION_RULES.test(value))
        || ((value.startsWith("pk") || value.startsWith("phc_")) && PUBLISHABLE_KEY.test(value))
        || (value.includes("@") && EMAIL_ADDRESS.test(value))
        || (value.includes(".") && KEY_FILE.test(value) && isPlainWords(value.slice(0, value.lastIndexOf("."))))
        || (value.includes(":") && CONTENT_DIGEST.test(value))
        || (value.includes("-") && (AUTH_METHOD.test(value) || DATE.test(value)));
}
/**
 * Keys public by design, meant to ship in clients: Mapbox's public token (`pk.eyJ…`), Stripe's publishable key (`pk_test_…`),
 * PostHog's project key (`phc_…`; its personal key `phx_` is a secret).
 */
const PUBLISHABLE_KEY = /^(?:pk(?:\.eyJ|_(?:test|live)_)|phc_)/;
/** A table's type, a proxy's too, then an absolute path of two parts or more (`proxy:mysql:/etc/postfix/mysql-sasl.cf`). */
const TYPED_TABLE = /^(?:[a-z][a-z0-9]{1,11}:){1,2}\/[\w.-]+(?:\/[\w.-]+)+$/;
/** An e-mail address (a mail config's user, `AuthUser=alerts@acme.dev`): a name, not a secret. */
const EMAIL_ADDRESS = /^[\w.+-]+@[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)+$/;
/** A file named by words with a key's or a config's extension (`--client-key=legacy-admin.key`): where a secret is, not it. */
const KEY_FILE = /^[\w.-]+\.(?:key|pem|crt|cer|der|csr|p12|pfx|jks|keystore|kdbx|asc|gpg|pub|json|ya?ml|txt|env|conf|ini|cfg)$/;
/** A content digest (`sha256:4bc8…`, a Docker image's): a hash of public content. */
const CONTENT_DIGEST = /^(?:sha(?:1|224|256|384|512)|md5|blake2b?):[0-9a-f]{32,128}$/;
/** An authentication method's name where a config sets the method (PgBouncer's `auth_type = scram-sha-256`), not a password. */
const AUTH_METHOD = /^(?:scram-sha-(?:1|256)(?:-plus)?|cram-md5|digest-md5)$/i;
/** A date, with its time or not (`databricks secrets list`'s last-updated column after a secret's name). */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** Rule words of lower-case letters, each with its `:arguments`, joined by `|`. */
const VALIDATION_RULES = /^[a-z_]+(?::[^|\s]*)?(?:\|[a-z_]+(?::[^|\s]*)?)+$/;
const PLACEHOLDER_ENDS = new Set(["x", "X", "*", "#", "•", "0"]);
/** References and expressions: variables, templates, calls, paths, numbers (member access: `isMemberAccess`). */
const CODE_SHAPES = [
    /^[$%{<@*[(&!#?]/, // $VAR, ${{ … }}, %VAR%, {{ … }}, <placeholder>, @var, *** masks
    /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/])/, // paths, Windows' too (`C:\secrets\db.txt`, a backslash the value now reads on)
    /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
    /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
    /^[xX*.•-]+$/, // masks
];
/** A value no credential's name makes a secret (`isNotSecretValue`), member access that reads as words, or a secret's name or path. */
function isNotSecretShape(value) {
    return isNotSecretValue(value) || isMemberAccess(value) || isNamePath(value);
}
/**
 * The shortest value each confidence accepts below: a shorter one is refused before the shape tests,
 * which run on every candidate (most of them code: `token = await …`, `authorization: \`Bearer`).
 */
const MIN_LENGTH = {
    position: MIN_POSITIONAL_LENGTH,
    labelled: MIN_LABELLED_LENGTH,
    key: MIN_KEY_LENGTH,
    prose: MIN_PROSE_LENGTH,
};
/** A value the label is followed by, judged with the character right after it. */
function looksLikeSecret(value, next, confidence) {
    if (value.length < MIN_LENGTH[confidence])
        return false;
    if (next === "(" || next === "[" || next === "{")
        return false; // a call or an index
    // the cheap refusals first, as most candidates are words of code or prose (the order decides nothing else)
    const lettersOnly = /^[A-Za-z_-]+$/.test(value);
    if (lettersOnly && (confidence === "key" || confidence === "prose" || (confidence === "labelled" && value.length < MIN_PASSPHRASE_LENGTH)))
        return false;
    if (confidence === "prose" && !/[0-9]/.test(value))
        return false;
    if (PLACEHOLDERS.has(value.toLowerCase()) || isPlaceholderPhrase(value))
        return false;
    if (CODE_SHAPES.some((shape) => shape.test(value)) || isNotSecretShape(value))
        return false;
    // the least lengths were tested first (`MIN_LENGTH`): a position's and a label's value is a secret now
    if (confidence === "position" || confidence === "labelled")
        return true;
    if (confidence === "key")
        return shannonEntropy(value) >= MIN_PROSE_ENTROPY;
    return /[A-Za-z]/.test(value) && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
}
/**
 * A documentation's example credential, marked so by its publisher (AWS's `AKIAIOSFODNN7EXAMPLE` and
 * `wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`): `EXAMPLE` in capitals inside the value, as gitleaks' allowlists
 * read it. A generated value does not spell it by chance.
 */
function isDocumentationExample(value) {
    // AWS's documented shapes end so (`AKIAIOSFODNN7EXAMPLE`, `…/bPxRfiCYEXAMPLEKEY`): EXAMPLE inside a value is no marker
    return /EXAMPLE(?:KEY)?$/.test(value) || isPublishedDevelopmentKey(value);
}
/**
 * A key its publisher documents as every installation's, for local development only: the Azure Storage emulator's
 * (Azurite's) account key for `devstoreaccount1`, printed in Microsoft's docs and Azurite's README. Kept here as its
 * SHA-256, so no scanner takes this file for one holding a key; a value is hashed only when it has that key's length
 * and padding.
 */
function isPublishedDevelopmentKey(value) {
    return value.length === EMULATOR_KEY_LENGTH && value.endsWith("==") && PUBLISHED_KEY_DIGESTS.has((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(value).digest("hex"));
}
/** The base64 of a 64-byte key. */
const EMULATOR_KEY_LENGTH = 88;
const PUBLISHED_KEY_DIGESTS = new Set(["0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059"]);
/**
 * A value that is a whole string literal where a password stands (a connector's third argument, a
 * `--from-literal=password='X'`, SQL's `IDENTIFIED BY 'X'`): a leading `!`, `&`, `#` or `?` is the
 * password's own character, not code's negation or a comment (`'!We&XobfE7!ISEq'`), so the rest is judged.
 */
function looksLikeLiteralSecret(value, next, confidence) {
    if (looksLikeSecret(value, next, confidence))
        return true;
    // a format's or a template's reference is no password: `%DB_PASS%`, Symfony's `%env(APP_SECRET)%`, `%(pw)s`, `%s`,
    // Ruby's `#{password}`; nor is a strftime format (`%Y-%m-%dT%H:%M:%SZ`) or a colour (`#FF5733`)
    if (LITERAL_REFERENCE.test(value))
        return false;
    const mark = LEADING_MARKS.exec(value)?.[0].length ?? 0;
    return mark > 0 && mark < value.length && looksLikeSecret(value.slice(mark), next, confidence);
}
const LEADING_MARKS = /^[!&#?%]+/;
/**
 * A value in a config file's or a URL's credential position: a literal's, and a dotted value with a digit that reads as no
 * words (`bBxfm.cRVN7gLfH`, `dcYi4iKBrwPBJ.o`), which code would read as member access; a config holds no code there.
 */
function looksLikeConfigSecret(value, next, confidence) {
    if (looksLikeLiteralSecret(value, next, confidence))
        return true;
    const bare = value.replace(LEADING_MARKS, "");
    return bare.length >= MIN_LABELLED_LENGTH && bare.includes(".") && /\d/.test(bare) && !isPlainWords(bare)
        && MEMBER_ACCESS.test(bare) && !isNotSecretValue(bare);
}
const LITERAL_REFERENCE = /^(?:%[^%\s]*%$|%\(|%[-#0 +]?\d*[sdifr]$|#\{|#[0-9A-Fa-f]{3,8}$|(?:[^%]*%[A-Za-z]){2,}[^%]*$)/;
/**
 * A placeholder written as a phrase, after a token's prefix or not (`changeme-in-production`, `SG.your-key-here`, `CSRF-TOKEN-PLACEHOLDER`,
 * `whsec_your-signing-secret-here`, `replace_me_with_a_real_key`): plain words holding a word that
 * asks for the real value. A generated secret is not plain words, so holds none by chance.
 */
function isPlaceholderPhrase(value) {
    // a token's prefix (`SG.`, `CSRF-`) need not read as a word: the words after it say what the value is
    return PLACEHOLDER_WORDS.test(value) && (isPlainWords(value) || isPlainWords(value.replace(TOKEN_PREFIX, "")));
}
/** A token's prefix before a placeholder's words: a short run of letters or digits and a separator (`SG.your-key-here`). */
const TOKEN_PREFIX = /^[A-Za-z0-9]{1,5}[._-]/;
const PLACEHOLDER_WORDS = new RegExp("(?:^|[^a-z])(?:change[_-]?me|replace[_-]?(?:me|this|with)|your[_-]|insert[_-]|put[_-]|fill[_-]?in)|[_-]here$|placeholder"
    // words that say the value is not real: `fake-key-for-unit-tests`, `dummy_secret`, `sample-token`, `not-a-real-key`
    + "|(?:^|[^a-z])(?:fake|dummy|sample|example|mock)(?![a-z])|not[_-]?a[_-]?real", "i");
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
    // read by character codes, piece by piece as `/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g` split it: its match
    // array and a pattern per piece were a tenth of the window rule's time on word-rich text (bench/RESULTS.md, Run 67)
    let letters = 0;
    for (let at = 0; at < value.length;) {
        const kind = pieceKind(value.charCodeAt(at));
        const end = pieceEnd(value, at, kind);
        if (kind === DIGITS) {
            if (end - at > MAX_WORD_DIGITS)
                return false;
        }
        else if (kind !== MARKS) {
            if (!isWordLikeAt(value, at, end))
                return false;
            letters += end - at;
        }
        at = end;
    }
    return letters > 0;
}
/** What a piece of `isPlainWords` opens on: capitals (a run of them not before a small letter), a word, digits, marks. */
const CAPITAL = 0;
const SMALL = 1;
const DIGITS = 2;
const MARKS = 3;
const pieceKind = (code) => code >= 0x41 && code <= 0x5a ? CAPITAL : code >= 0x61 && code <= 0x7a ? SMALL : code >= 0x30 && code <= 0x39 ? DIGITS : MARKS;
/** Where the piece that opens at `at` ends, as `isPlainWords`'s pattern matched it. */
function pieceEnd(value, at, kind) {
    const end = runEnd(value, at, kind);
    if (kind !== CAPITAL || pieceKind(value.charCodeAt(end)) !== SMALL)
        return end;
    // capitals before a small letter: the last of them opens the next word (`HTTPServer`), or a lone one opens this (`Server`)
    return end - at > 1 ? end - 1 : runEnd(value, end, SMALL);
}
/** Where the run of characters of `kind` from `at` ends. */
function runEnd(value, at, kind) {
    let end = at;
    while (end < value.length && pieceKind(value.charCodeAt(end)) === kind)
        end += 1;
    return end;
}
function isWordLike(piece) {
    return isWordLikeAt(piece, 0, piece.length);
}
/** Whether the letters from `start` to `end` read as a word: two at least, enough vowels, no long run of the rest. */
function isWordLikeAt(value, start, end) {
    if (end - start < 2)
        return false;
    // one pass over the characters, counting vowels and the longest run of the rest: it is called for every word of prose
    let vowels = 0;
    let run = 0;
    let longestConsonants = 0;
    for (let at = start; at < end; at += 1) {
        if (VOWELS.includes(value[at])) {
            vowels += 1;
            run = 0;
        }
        else {
            run += 1;
            if (run > longestConsonants)
                longestConsonants = run;
        }
    }
    return vowels / (end - start) >= MIN_VOWEL_SHARE && longestConsonants <= MAX_CONSONANT_RUN;
}
/** The vowels, with y, of `isWordLike`. */
const VOWELS = "aeiouyAEIOUY";
/** `os.environ`, `process.env.X`, TypeScript's `process.env.X!`, `match.groups?.secret`: member access, not a value. */
const MEMBER_ACCESS = /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+!?$/;
/** A dotted token (`hvs.CAES…`, `abc123.def456.jkl789`) is this long, with this many digits, and not words. */
const MIN_DOTTED_TOKEN_LENGTH = 16;
const MIN_DOTTED_TOKEN_DIGITS = 3;
/**
 * Member access reads as words (`settings.SECRET_KEY`, `config.oauth2.client_secret`); a dotted value
 * that does not, long and with digits, is a token of dotted parts (Vault's `hvs.…`, `abc123.def456ghi.jkl789`).
 */
function isMemberAccess(value) {
    if (value.length < MIN_DOTTED_TOKEN_LENGTH)
        return MEMBER_ACCESS.test(value);
    // the cheap tests first: most member access is short or holds few digits
    if ((value.match(/\d/g)?.length ?? 0) < MIN_DOTTED_TOKEN_DIGITS)
        return MEMBER_ACCESS.test(value);
    return MEMBER_ACCESS.test(value) && isPlainWords(value);
}
/**
 * The name or path of a secret, not the secret (`secret_id = "prod/orders/db-password"`, a Vault path
 * `secret/data/app`): two parts or more joined by `/`, each lower-case words, short abbreviations (`db`)
 * or short numbers. A generated secret with a `/` (base64) mixes cases and digits.
 */
function isNamePath(value) {
    if (!value.includes("/"))
        return false;
    const parts = value.split("/");
    return parts.length >= 2 && parts.every((part) => NAME_PART.test(part) && part.split(/[^a-z]+/).every(isNamePiece));
}
const NAME_PART = /^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*$/;
const MAX_ABBREVIATION = 3;
const isNamePiece = (piece) => piece.length <= MAX_ABBREVIATION || isWordLike(piece);
/**
 * Words that a message, a label or a hint holds and a passphrase does not: a quoted value of several
 * words under a password's name is a passphrase unless it reads as a sentence.
 */
const SENTENCE_WORDS = new Set(("a an the and or but nor to of in on at for with by from into is are was were be been being it its this that these those "
    + "your you my our their his her we they i me not no must should will can may might enter please required invalid "
    + "characters character least minimum maximum min max new confirm current old forgot reset change show hide here there "
    + "if as use used using see set all any more than then so do does did has have had when where which who what how why also "
    + "only just user username login sign account email field value empty none null too short long match matches wrong incorrect "
    + "hint placeholder example type password passwords passphrase secret token key").split(" "));
/** A passphrase has this many words, and this many characters at least. */
const MIN_PASSPHRASE_WORDS = 3;
const MAX_PASSPHRASE_WORDS = 8;
const MIN_SPACED_PASSPHRASE_LENGTH = 12;
/** A word of a passphrase: letters (a capital first) or lower-case letters and digits, a letter in it. */
const PASSPHRASE_WORD = /^(?:[A-Za-z][a-z]+|(?=[a-z\d]*[a-z])[a-z\d]{2,})$/;
/**
 * A passphrase of words separated by single blanks (`amber lantern 1987`, `correct horse battery staple`):
 * three to eight words of letters (or short numbers), none of them a word of a sentence or a message.
 */
function isSpacedPassphrase(value) {
    if (value.length < MIN_SPACED_PASSPHRASE_LENGTH)
        return false;
    const words = value.split(" ");
    if (words.length < MIN_PASSPHRASE_WORDS || words.length > MAX_PASSPHRASE_WORDS)
        return false;
    let letterWords = 0;
    for (const word of words) {
        if (/^\d{1,4}$/.test(word))
            continue;
        // a generated passphrase's words may hold digits (`t9it5 tl9vdi6 ivnvjl dokm`), in one case
        if (!PASSPHRASE_WORD.test(word) || SENTENCE_WORDS.has(word.toLowerCase()))
            return false;
        letterWords += 1;
    }
    return letterWords >= MIN_PASSPHRASE_WORDS - 1;
}
/** A password with blanks has this many words at most, and this many characters at least. */
const MAX_SPACED_PASSWORD_WORDS = 8;
const MIN_SPACED_PASSWORD_LENGTH = 8;
/**
 * A password a person typed with blanks in it, read whole from between its quotes under a password's name
 * (`"mail relay pass 77!"`, `"Gr4f Adm1n pw 'quoted'"`): two to eight words, one of them at least a password's word
 * (`isPasswordWord`), one word of a sentence at most, or a passphrase of words (`isSpacedPassphrase`). Not a message or a
 * hint (`"Enter your password"`, `"must be 8 characters"`), a reference or a command's output (`"$(cat /run/secrets/db)"`),
 * nor prose that points elsewhere: a file's name, a version, a lone number, a note in brackets (`"See README.md"`,
 * `"from vault v2"`, `"use env var 1"`, `"None (disabled)"`).
 */
function isSpacedPassword(value) {
    if (value.length < MIN_SPACED_PASSWORD_LENGTH || !value.includes(" ") || /^[$%{<@`\\[(]|\s{2}|[\t\r\n]/.test(value))
        return false;
    if (isSpacedPassphrase(value))
        return true;
    const words = value.split(" ");
    if (words.length < 2 || words.length > MAX_SPACED_PASSWORD_WORDS || words.some((word) => word === ""))
        return false;
    const sentenceWords = words.filter((word) => SENTENCE_WORDS.has(word.replace(/[^A-Za-z]/g, "").toLowerCase())).length;
    return sentenceWords <= 1 && words.some(isPasswordWord) && !isPlaceholderPhrase(value);
}
/**
 * A word only a password holds: letters and digits mixed inside it (`Gr4f`, `0ver!`), digits with a mark (`77!`), or a
 * mark inside it that joins no names (`p@ss`); not a version (`v2`, `1.2.3`), a file's or a host's name (`README.md`), a
 * lone number, or a word a quote or a bracket wraps (`'quoted'`, `(disabled)`).
 */
function isPasswordWord(word) {
    const core = word.replace(EDGE_MARKS, "");
    if (core === "" || VERSION_WORD.test(core))
        return false;
    if (/[A-Za-z]/.test(core) && /\d/.test(core))
        return true;
    if (/\d/.test(word) && /[^A-Za-z\d]/.test(word) && !/^\(.*\)$/.test(word))
        return true;
    // a mark inside the core that no name joins its parts with
    return /[^A-Za-z\d._/-]/.test(core);
}
/** Quotes and brackets around a word, and a sentence's closing mark. */
const EDGE_MARKS = /^['"([]+|['")\],.:;]+$/g;
/** A version's word: `v2`, `1.2`, `v1.2.3`. */
const VERSION_WORD = /^v?\d+(?:\.\d+)*$/i;


/***/ }),

/***/ 5281:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UD: () => (/* binding */ escapedValueEnd),
/* harmony export */   dm: () => (/* binding */ quotedBody),
/* harmony export */   wl: () => (/* binding */ backslashesBefore)
/* harmony export */ });
/**
 * A backslash or a double quote inside a value does not end it (issue #23): smbclient's
 * `-U 'DOM\user%pa\ss'`, an INI `pass=Fs\7kP`, prose's `password wp-Pa"ss7Kz`, ODBC's `Pwd={C0rp\Adm1n#42}`,
 * JDBC's `;password=x\y`. The rules' value classes stop at both, so that redacting JSON text keeps it
 * JSON; a value goes on past them here, by whole escapes: in JSON text a backslash is `\\` and a quote
 * `\"`, in plain text each stands alone. Redacting whole escapes keeps JSON text valid, as the classes did:
 * a span never ends between a backslash and what it escapes, and never takes a quote of JSON's own.
 */
/**
 * One escape or mark inside a value: a JSON-escaped backslash or quote, a JSON `\u` escape, a backslash
 * of plain text (not one that opens a JSON escape of a line break or a tab), or a bare quote.
 */
const INSIDE = String.raw `(?:\\\\|\\"|\\u[0-9A-Fa-f]{4}|\\(?![nrtbfu"\\])|")`;
const tails = new Map();
/**
 * Where a value that stops at `at` on a backslash or a quote ends when those go on inside it: past
 * escapes and marks that a letter or a digit follows, and the run of the value's characters (`valueChar`,
 * a regex class) from there. `at` itself when none does: a quote of JSON's own is followed by `:`, `,`,
 * `}`, `]` or a blank, never by a letter or a digit, and neither is a value's closing quote.
 */
function escapedValueEnd(text, at, valueChar) {
    const next = text.charCodeAt(at);
    if (next !== BACKSLASH && next !== QUOTE)
        return at;
    let tail = tails.get(valueChar);
    if (tail === undefined) {
        tail = new RegExp(`(?:${INSIDE}+(?=[A-Za-z0-9])${valueChar}*)+`, "y");
        tails.set(valueChar, tail);
    }
    tail.lastIndex = at;
    return tail.test(text) ? tail.lastIndex : at;
}
const BACKSLASH = 0x5c;
const QUOTE = 0x22;
/**
 * The body of a quoted value whose opening quote (`quote`, after `escapes` backslashes in JSON text)
 * ends at `from`: up to the same quote after as many backslashes, past one a further backslash escapes
 * (`"pa\"ss"`, `\"pa\\\"ss\"` in JSON text); in plain text, at a quote no backslash escapes (as code's
 * strings read: a shell's `'…\'` is read on). It stops unclosed at a line's end (raw, or JSON's
 * `\n`), at a quote of JSON's own (a bare `"` inside single quotes, or one after fewer backslashes than
 * the opening's), and after `most` characters. `escapedBreaks` false: a `\n` is the text's own (a printf
 * format's), not a line break of JSON text.
 */
function quotedBody(text, from, quote, escapes, most, escapedBreaks = true) {
    const limit = Math.min(text.length, from + most);
    const open = (at) => ({ body: text.slice(from, at), closed: false });
    for (let at = from; at < limit; at += 1) {
        const char = text[at];
        if (char === "\n" || char === "\r")
            return open(at);
        if (escapedBreaks && char === "\\" && /[nr]/.test(text[at + 1] ?? "") && oddRunEndsAt(text, at))
            return open(at);
        if (char !== '"' && char !== quote)
            continue;
        let run = 0;
        while (text[at - 1 - run] === "\\")
            run += 1;
        if (char !== quote) {
            // a bare `"` inside single quotes may close JSON's string: the value stops before it
            if (run % 2 === 0)
                return open(at);
            continue;
        }
        if (escapes === 0) {
            if (run % 2 === 0)
                return { body: text.slice(from, at), closed: true };
        }
        else if (run === escapes) {
            return { body: text.slice(from, at - escapes), closed: true };
        }
        else if (run !== 2 * escapes + 1) {
            return open(at - run);
        }
    }
    return open(limit);
}
/** How many backslashes stand right before `at` (JSON text escapes a quote with one, a JSON string inside JSON with three). */
function backslashesBefore(text, at) {
    let count = 0;
    while (text[at - 1 - count] === "\\")
        count += 1;
    return count;
}
/** Whether the run of backslashes that ends at `at` is odd: its last one escapes the next character. */
function oddRunEndsAt(text, at) {
    let run = 0;
    while (text[at - run] === "\\")
        run += 1;
    return run % 2 === 1;
}


/***/ }),

/***/ 182:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   Jn: () => (/* binding */ FORMAT_IDS),
/* harmony export */   MB: () => (/* binding */ Trajectory),
/* harmony export */   ci: () => (/* binding */ TRAJECTORY_SCHEMA),
/* harmony export */   pl: () => (/* binding */ Report),
/* harmony export */   uZ: () => (/* binding */ EMPTY_USAGE)
/* harmony export */ });
/* unused harmony exports FormatId, Message, ToolCall, EditKind, Edit, EndingKind, Ending, Subagent, Evidence, CheckStatus, CheckResult, SampleMode, CriterionSample, CriterionScore, Usage, Verdict, DiffStats, TranscriptSource, PullRequestRef, RecognizedRun */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);
/**
 * The data model every pipeline stage speaks. Outside contracts (../shared/docs/contracts.md)
 * fix the field names of the trajectory and the report; fields may be added, never renamed.
 */

const TRAJECTORY_SCHEMA = "agent-verdict/trajectory@1";
const REPORT_SCHEMA = "agent-verdict/report@1";
const FORMAT_IDS = [
    "claude-code-jsonl",
    "claude-sdk",
    "codex-rollout",
    "codex-exec-json",
    "atif",
    "swe-agent",
    "mini-swe-agent",
    "openhands",
    "gemini-cli",
    "openai-messages",
    "anthropic-messages",
];
const FormatId = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FORMAT_IDS);
/** 0-based index into the transcript's own sequence of records (line, array item, step). */
const Step = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const Message = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    role: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["user", "assistant", "system"]),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    step: Step,
});
const ToolCall = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    isError: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Only when the transcript states it (a field or a known text convention), else null. */
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    step: Step,
    /** The shell command this call ran, when it is a shell call; null otherwise. */
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Step of the record that carried the result; null when no result was recorded. */
    resultStep: Step.nullable(),
});
const EditKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["create", "update", "delete", "unknown"]);
const Edit = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: EditKind,
    step: Step,
    /** The tool call that made the edit (its index in toolCalls). */
    toolCall: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().nullable(),
    /** True when read from a shell command (a redirect, `sed -i`) rather than an edit tool. */
    inferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /**
     * For a write of a script the agent wrote and ran: a digest of the script's code (comments and blank
     * lines left out). The same code run on the same content makes the same content.
     */
    byScript: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** An edit tool's replacement that changes only comments or docstrings: no check can see it. */
    notesOnly: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    /** Written by a test runner the agent ran (`jest -u` rewrites its snapshots), not by an edit of its own. */
    byRunner: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/** How the agent's run ended, as far as the transcript says. */
const EndingKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    "completed",
    "error",
    "limit",
    "interrupted",
    "permission_denied",
    /** The agent handed the turn back to the user (a plan or question) without claiming the work done. */
    "awaiting_user",
    "unknown",
]);
const Ending = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: EndingKind,
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    step: Step.nullable(),
});
/** A subagent's own transcript, found next to the session and tied to the call that spawned it. */
const Subagent = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The subagent's file, relative to the folder or archive it was found in. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Index in the parent's toolCalls of the call that spawned it; null when it could not be tied. */
    toolCall: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().nullable(),
    task: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Steps here index the subagent's own file. */
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ToolCall),
    edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Edit),
});
const Trajectory = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(TRAJECTORY_SCHEMA),
    format: FormatId,
    task: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Message),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ToolCall),
    edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Edit),
    ending: Ending,
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Present only when subagent transcripts were found beside the main one (a folder or a zip). */
    subagents: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Subagent).optional(),
    meta: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        sessionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        records: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        /** The working directory the session records, when its format records one. */
        cwd: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    }),
});
const Evidence = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step: Step.nullable(),
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const CheckStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["pass", "fail", "warn", "skip"]);
const CheckResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: CheckStatus,
    /** A failure of a blocking check makes the verdict `fail`, whatever the judge says. */
    blocking: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** A `pass` verdict needs this check to pass; anything else here means missing evidence. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Evidence),
    /** What the check proves and what it does not; set by runChecks. */
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const SampleMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["logprobs", "text", "failed"]);
const CriterionSample = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    swapped: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    mode: SampleMode,
    /** Probability mass the endpoint returned on score letters (1 for text mode, 0 when failed). */
    mass: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
const CriterionScore = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    samples: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CriterionSample),
});
const Usage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** US dollars, when a price table was given; absent or null otherwise. */
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().nullable().optional(),
});
const Verdict = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["pass", "fail", "neutral", "error"]);
const DiffStats = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    additions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
/** Where the action found the transcript: a workspace path, or a workflow artifact and the run that made it. */
const TranscriptSource = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["path", "artifact"]),
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
        headSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        headBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        foundBy: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["run-id", "triggering-run", "head-sha", "branch", "repository"]),
        /** False when nothing ties the artifact to the PR's head or branch: a warning says so. */
        tiedToPr: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        /** What ties it: its run's head SHA or branch, or a name built from the PR's placeholders. */
        tiedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["run-head", "run-branch", "name"]).nullable(),
    })
        .nullable(),
});
/** The PR the action verified, and whether its changes were known whole. */
const PullRequestRef = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    changedFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    changes: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["complete", "unknown"]),
});
/** A command recognized as verification, as the report lists it: what ran, why it counts, how it went. */
const RecognizedRun = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step: Step,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["test", "build", "typecheck", "lint", "run", "custom"]),
    runner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    why: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["passed", "failed", "unknown"]),
    outcomeFrom: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["exit code", "echoed status", "summary line", "none"]),
    /** The agent's own probe (a script or program it wrote, inline code, a compile of one file), not the project's check. */
    adHoc: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** It ran after the last edit that could affect it. */
    afterLastEdit: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const Report = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(REPORT_SCHEMA),
    verdict: Verdict,
    /** The one number to rank by; null only when the verdict is `error`. */
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    evidenceScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    judgeScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    /** Plain sentences: what the agent did and the bottom line. */
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The reasons behind the verdict, in plain words, most important first. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    transcript: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        format: FormatId,
        toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        paired: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        /**
         * Where `checks[].evidence[].step` counts from: 0, the record's index in the transcript. The comment names the
         * same record "step N" with N = step + 1, counted from 1 as a person counts lines.
         */
        stepBase: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(0).optional(),
        /** Given a folder or archive of several files: the one read (path inside it), out of how many, and why. */
        chosen: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), among: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    })
        .nullable(),
    diff: DiffStats.nullable(),
    checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckResult),
    /** Every command recognized as verification, in order (absent on reports that read no transcript). */
    verification: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RecognizedRun).optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CriterionScore),
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["skipped", "ok", "failed"]),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        /** The first pair of repeats was decisive, so the remaining repeats were not taken. */
        earlyStopped: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** How the scores were read: token logprobs, written letters, or both. */
        scoreMode: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["logprobs", "text", "mixed"]).nullable().optional(),
        promptVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** The rubric used (`preset:coding` or a path). */
        rubric: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
        /** Facts to show with the verdict: a rubric fallback, a refused parameter. */
        notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
        /** Which layers decided the verdict: the deterministic checks only, or checks and a judge that scored. */
        layers: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["checks", "checks+judge"]).optional(),
        /** Samples read from the judge cache instead of asked of the endpoint (absent when the judge did not run). */
        cacheHits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
        /** Set by the action: the cache entry its samples were restored from and saved as (null: none). */
        cache: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ restoredKey: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), savedKey: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable() }).optional(),
    }),
    usage: Usage,
    redactions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Set by the action: where the transcript came from. */
    source: TranscriptSource.nullable().optional(),
    /** Set by the action: the PR verified. */
    pullRequest: PullRequestRef.optional(),
    /** What the reader should know that did not decide the verdict (provenance, unknown PR changes). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
const EMPTY_USAGE = { calls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };


/***/ }),

/***/ 6166:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ codeDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** Digests of this many hex digits tell scripts apart. */
const DIGEST_LENGTH = 16;
/**
 * A digest of the script's code without comments and blank lines: two texts that differ only there
 * do the same when run, so a patch written again and run again on the same content makes the same.
 */
function codeDigest(text) {
    const code = text.split(/\r?\n/).map((line) => line.replace(/(^|\s)#(?![!'"]).*$/, "").trimEnd()).filter((line) => line.trim() !== "");
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(code.join("\n")).digest("hex").slice(0, DIGEST_LENGTH);
}


/***/ }),

/***/ 1913:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  St: () => (/* binding */ operandTexts),
  DJ: () => (/* binding */ outputOptionWrites),
  Dz: () => (/* binding */ stripWrappers),
  eG: () => (/* binding */ unwrappedCommandWrites)
});

// UNUSED EXPORTS: commandWrites

// EXTERNAL MODULE: ./src/shell/git-args.ts
var git_args = __webpack_require__(7910);
// EXTERNAL MODULE: ./src/shell/git-checkout.ts
var git_checkout = __webpack_require__(3891);
;// CONCATENATED MODULE: ./src/shell/protoc-writes.ts
/** The files one generator writes for `a/b-c.proto` (its path below the root, without `.proto`). */
const GENERATED = {
    // Python module names cannot hold `-`: protoc writes `b_c_pb2.py` for `b-c.proto`
    python: (stem) => [`${pythonStem(stem)}_pb2.py`],
    pyi: (stem) => [`${pythonStem(stem)}_pb2.pyi`],
    grpc_python: (stem) => [`${pythonStem(stem)}_pb2_grpc.py`],
    cpp: (stem) => [`${stem}.pb.h`, `${stem}.pb.cc`],
    grpc_cpp: (stem) => [`${stem}.grpc.pb.h`, `${stem}.grpc.pb.cc`],
};
const OUT_OPTION = /^--(\w+)_out(?:=(.*))?$/s;
const ROOT_OPTION = /^(?:-I|--proto_path)(?:=?(.*))?$/s;
function pythonStem(stem) {
    const slash = stem.lastIndexOf("/");
    return `${stem.slice(0, slash + 1)}${stem.slice(slash + 1).replace(/-/g, "_")}`;
}
/** `protoc -I. --python_out=. --grpc_python_out=. kv.proto`: `kv_pb2.py`, `kv_pb2_grpc.py`. */
function protocWrites(args) {
    const outs = [];
    const roots = [];
    const protos = [];
    let literal = true;
    for (let index = 0; index < args.length; index += 1) {
        const arg = args[index];
        literal &&= arg.literal;
        const out = OUT_OPTION.exec(arg.text);
        const root = ROOT_OPTION.exec(arg.text);
        if (out !== null)
            outs.push({ generator: out[1], dir: out[2] ?? args[(index += 1)]?.text ?? "" });
        else if (root !== null)
            roots.push(root[1] || (args[(index += 1)]?.text ?? ""));
        else if (arg.text.endsWith(".proto"))
            protos.push(arg.text);
    }
    // a generator's directory may carry options first (`--cpp_out=lite:out`)
    const named = outs.flatMap(({ generator, dir }) => protos.flatMap((proto) => {
        // an own key only: `--constructor_out` names no generator, whatever the object's prototype holds
        const files = Object.hasOwn(GENERATED, generator) ? GENERATED[generator](belowRoot(proto, roots).replace(/\.proto$/, "")) : [];
        return files.map((file) => join(dir.slice(dir.lastIndexOf(":") + 1), file));
    }));
    return named.map((text) => ({ text, literal }));
}
/** The proto's path below the first root it lies in, as protoc names its outputs (the current folder when none). */
function belowRoot(proto, roots) {
    const clean = (path) => path.replace(/^\.\/+/, "").replace(/\/+$/, "");
    for (const root of roots.map(clean)) {
        if (root === "" || root === ".")
            return clean(proto);
        if (clean(proto).startsWith(`${root}/`))
            return clean(proto).slice(root.length + 1);
    }
    return clean(proto);
}
function join(dir, file) {
    const base = dir.replace(/\/+$/, "");
    return base === "" || base === "." ? file : `${base}/${file}`;
}

;// CONCATENATED MODULE: ./src/shell/command-writes.ts



const writes = (words, kind) => words.map((word) => ({ word, kind }));
/** Options that take a value as the next word, per command (so the value is not read as a file). */
const VALUE_OPTIONS = {
    sed: /^-[a-zA-Z]*[ef]$|^--(?:expression|file)$/,
    // perl's switches cluster with digits (`-0pi -e`, `-0777ne`)
    perl: /^-[a-zA-Z0-9]*e$/,
    ed: /^-p$/,
    cp: /^-[tS]$|^--(?:target-directory|suffix)$/,
    mv: /^-[tS]$|^--(?:target-directory|suffix)$/,
    install: /^-[mogtS]$|^--(?:mode|owner|group|target-directory|suffix)$/,
    ln: /^-[tS]$|^--(?:target-directory|suffix)$/,
    patch: /^-[pidorDFzBYVg]$|^--(?:strip|input|directory|output|reject-file|ifdef|fuzz|suffix|prefix|version-control|get)$/,
    "git apply": /^-[pC]$|^--(?:directory|include|exclude)$/,
    touch: /^-[dtr]$|^--(?:date|reference)$/,
    truncate: /^-[sr]$|^--(?:size|reference)$/,
    tee: /^$/,
    rm: /^$/,
};
/** The command's operands: words that are not options, nor the values of options. */
function operands(verb, args) {
    return operandIndexes(verb, args.map((arg) => arg.text)).map((index) => args[index]);
}
/** The operands of `verb`'s arguments as text (`ln -sfn /app/main link` → `/app/main`, `link`). */
function operandTexts(verb, args) {
    return operandIndexes(verb, args).map((index) => args[index]);
}
function operandIndexes(verb, args) {
    const takesValue = VALUE_OPTIONS[verb] ?? /^$/;
    const result = [];
    let optionsEnded = false;
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index];
        if (!optionsEnded && text === "--")
            optionsEnded = true;
        else if (!optionsEnded && text.startsWith("-") && text.length > 1)
            index += Number(takesValue.test(text));
        else
            result.push(index);
    }
    return result;
}
/** `cp a b`, `cp a b dir/`, `cp -t dir a b`: the files written, and the sources. */
function copyTargets(verb, args) {
    const targetOption = args.findIndex((arg) => arg.text === "-t" || arg.text === "--target-directory");
    const files = operands(verb, args);
    const directory = targetOption >= 0 ? args[targetOption + 1] : files.length >= 2 ? files[files.length - 1] : undefined;
    if (!directory)
        return { sources: [], written: [] };
    const sources = targetOption >= 0 ? files : files.slice(0, -1);
    const intoDirectory = targetOption >= 0 || sources.length > 1 || /[\\/]$|^\.\.?$/.test(directory.text);
    const written = intoDirectory
        ? sources.map((source) => ({ text: `${directory.text.replace(/[\\/]$/, "")}/${source.text.split("/").pop()}`, literal: directory.literal && source.literal }))
        : [directory];
    return { sources, written };
}
/** perl's switches that take the rest of their word as their value (`-Mstrict`, `-Ilib`, `-F,`): no `i` in it is `-i`. */
const PERL_VALUED = new Set(["M", "m", "I", "x", "d", "D", "F", "C"]);
/**
 * The in-place suffix a perl switch cluster gives (`-pi.bak` → ".bak", `-0pi` → ""), or null when it has no `-i`:
 * read left to right, stopping at a switch whose value is the rest of the word.
 */
function perlInPlace(word) {
    if (!/^-[a-zA-Z0-9]/.test(word) || word.startsWith("--"))
        return null;
    for (let at = 1; at < word.length; at += 1) {
        const switchChar = word[at];
        if (switchChar === "i")
            return word.slice(at + 1);
        // `-0777`, `-l0`: digits belong to the switch before them
        if (switchChar === "0" || switchChar === "l") {
            while (/\d/.test(word[at + 1] ?? ""))
                at += 1;
            continue;
        }
        if (PERL_VALUED.has(switchChar) || !/[a-zA-Z]/.test(switchChar))
            return null;
    }
    return null;
}
function sedOrPerlInPlace(verb, args) {
    const inPlace = args.some((arg) => (verb === "sed" ? /^-[a-zA-Z]*i|^--in-place/.test(arg.text) : perlInPlace(arg.text) !== null));
    if (!inPlace)
        return [];
    const scriptOption = VALUE_OPTIONS[verb];
    // BSD sed spells "no backup" as a separate empty word: `sed -i '' 's/a/b/' f`
    const files = operands(verb, args).filter((word) => word.text !== "");
    // the script is the value of -e (or -f); without one it is the first operand
    const edited = args.some((arg) => scriptOption.test(arg.text)) ? files : files.slice(1);
    // `sed -i.orig`, `perl -pi.bak`: each file's original kept beside it under the suffix
    const suffix = inPlaceSuffix(verb, args);
    const kept = suffix === null ? [] : edited.map((word) => ({ ...word, text: `${word.text}${suffix}` }));
    return [...writes(edited, "update"), ...writes(kept, "create")];
}
/**
 * The suffix an in-place edit keeps each original under: what follows `-i` in its word (`-i.orig`,
 * `-pi.bak`, GNU sed's `-ie` is suffix `e`) or `--in-place=.bak`; null without one, or a template (`*`).
 */
function inPlaceSuffix(verb, args) {
    for (const { text } of args) {
        const long = verb === "sed" ? /^--in-place=(.+)$/.exec(text) : null;
        const short = verb === "sed" ? /^-[a-zA-Z]*?i(.+)$/.exec(text)?.[1] ?? null : perlInPlace(text) || null;
        const suffix = long?.[1] ?? (short !== null && !text.startsWith("--") ? short : null);
        if (suffix !== null)
            return suffix.includes("*") ? null : suffix;
    }
    return null;
}
/** `-o file` / `--output file` / `-ofile` / `--output=file`, for curl and wget. */
function optionValue(args, short, long) {
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (text === short || text === long)
            return args[index + 1];
        if (text.startsWith(`${long}=`))
            return { ...args[index], text: text.slice(long.length + 1) };
        if (text.startsWith(short) && text.length > short.length && !text.startsWith("--"))
            return { ...args[index], text: text.slice(short.length) };
    }
    return undefined;
}
const UNIX = {
    tee: (args) => writes(operands("tee", args), "unknown"),
    touch: (args) => writes(operands("touch", args), "unknown"),
    truncate: (args) => writes(operands("truncate", args), "update"),
    rm: (args) => writes(operands("rm", args), "delete"),
    unlink: (args) => writes(operands("rm", args), "delete"),
    sed: (args) => sedOrPerlInPlace("sed", args),
    perl: (args) => sedOrPerlInPlace("perl", args),
    // the line editor: `printf '%s\n' '/x/a' … w q | ed -s f.py` edits its file operand in place
    ed: (args) => writes(operands("ed", args), "update"),
    cp: (args) => writes(copyTargets("cp", args).written, "unknown"),
    install: (args) => (args.some((arg) => arg.text === "-d") ? [] : writes(copyTargets("install", args).written, "unknown")),
    mv: (args) => {
        const { sources, written } = copyTargets("mv", args);
        return [...writes(sources, "delete"), ...writes(written, "unknown")];
    },
    ln: (args) => {
        const files = operands("ln", args);
        return files.length >= 2 ? writes(files.slice(-1), "create") : [];
    },
    dd: (args) => writes(args.filter((arg) => arg.text.startsWith("of=")).map((arg) => ({ ...arg, text: arg.text.slice(3) })), "unknown"),
    curl: (args) => {
        const output = optionValue(args, "-o", "--output");
        return output ? writes([output], "unknown") : [];
    },
    // a version from another commit or a merge's side is written over the file (the committed one is
    // the agent's change undone: src/checks/git-restore.ts reads that)
    git: (args) => {
        const rewritten = historyRewrite(args);
        if (rewritten !== null)
            return writes([rewritten], "unknown");
        const removed = gitRemoved(args);
        if (removed.length > 0)
            return writes(removed, "delete");
        const checkout = (0,git_checkout/* gitCheckoutOf */.o)(["git", ...args.map((arg) => arg.text)]);
        if (checkout?.from !== "other")
            return [];
        return writes(args.filter((arg) => arg.literal && checkout.paths.includes(arg.text)), "unknown");
    },
    patch: (args) => writes(patchTargets(args), "update"),
    find: (args) => findWrites(args),
    xargs: (args) => xargsWrites(args),
    protoc: (args) => writes(protocWrites(args), "unknown"),
    vim: (args) => writes(vimEdits(args, false), "update"),
    vi: (args) => writes(vimEdits(args, false), "update"),
    nvim: (args) => writes(vimEdits(args, false), "update"),
    ex: (args) => writes(vimEdits(args, true), "update"),
    wget: (args) => {
        const output = optionValue(args, "-O", "--output-document");
        return output && output.text !== "-" ? writes([output], "unknown") : [];
    },
};
/** find's actions that run a command on each file found, up to their `;` or `+`. */
const FIND_EXEC = /^-(?:exec|execdir|ok|okdir)$/;
/**
 * `find src -name '*.py' -exec sed -i 's/a/b/' {} +`: the files found are not named in the transcript, so
 * the folders searched are what it wrote (a change to some file under them). Only when the command it
 * runs rewrites its operand (`sed -i`, `perl -pi`); a delete (`-delete`, `-exec rm`) clears caches and
 * builds far more often than it changes the work, and names nothing to tell them apart.
 */
function findWrites(args) {
    const expression = args.findIndex((arg) => /^[-(!]/.test(arg.text) && arg.text !== "-");
    const roots = (expression === -1 ? args : args.slice(0, expression)).filter((arg) => !arg.text.startsWith("-"));
    const searched = roots.length > 0 ? roots : [{ ...args[0], text: "." }];
    if (args.length === 0)
        return [];
    const exec = args.findIndex((arg) => FIND_EXEC.test(arg.text));
    if (exec === -1)
        return [];
    const end = args.findIndex((arg, index) => index > exec && (arg.text === ";" || arg.text === "+"));
    return writesOperand(args.slice(exec + 1, end === -1 ? undefined : end)) ? writes(searched, "unknown") : [];
}
/** xargs's own options that take a value as the next word. */
const XARGS_VALUE = /^-[nLPIsdEa]$|^--(?:max-args|max-lines|max-procs|replace|max-chars|delimiter|eof|arg-file)$/;
/**
 * `grep -rl old src | xargs sed -i 's/old/new/'`: the files come from its input, not the transcript's
 * words, so the folder it ran in is what it wrote. Only when the command it runs rewrites its operand.
 */
function xargsWrites(args) {
    let at = 0;
    while (at < args.length && args[at].text.startsWith("-"))
        at += XARGS_VALUE.test(args[at].text) ? 2 : 1;
    const command = args.slice(at);
    if (command.length === 0 || !writesOperand(command))
        return [];
    return writes([{ ...command[0], text: "." }], "unknown");
}
/** Whether a command rewrites a file given to it as an operand: `sed -i … FILE`, `perl -pi -e … FILE` (not `rm FILE`). */
function writesOperand(argv) {
    const [program, ...rest] = argv;
    const handler = program === undefined ? undefined : UNIX[program.text];
    if (handler === undefined || program.text === "find" || program.text === "xargs")
        return false;
    const placeholder = { ...program, text: "__operand__", literal: true };
    return handler([...rest.filter((arg) => arg.text !== "{}"), placeholder]).some((write) => write.word.text === "__operand__" && write.kind !== "delete");
}
/** git verbs that rewrite every commit and check the result out: the repository's files are rewritten. */
const HISTORY_REWRITES = new Set(["filter-repo", "filter-branch"]);
/**
 * `git filter-repo --replace-text r.txt`, `git -C repo filter-branch …`: the repository (its folder,
 * or `-C`'s) is rewritten as a whole, which files the transcript cannot say.
 */
function historyRewrite(args) {
    // positions in ["git", ...args]: one past those in args
    const git = (0,git_args/* gitCommand */.Q)(["git", ...args.map((arg) => arg.text)]);
    // `git filter-branch --help` prints the manual: it rewrites nothing
    if (git === null || !HISTORY_REWRITES.has(git.verb) || git.args.some((arg) => /^(?:--help|-h)$/.test(arg)))
        return null;
    return git.folderAt === null ? { ...args[git.verbAt - 1], text: "." } : args[git.folderAt - 1];
}
/** `git rm` options after which it deletes no file: only the index (`--cached`), only a list (`-n`), paths from a file. */
const GIT_RM_KEEPS_FILES = /^(?:--cached|--dry-run|-[a-z]*n[a-z]*|--pathspec-from-file(?:=.*)?)$/;
/**
 * `git rm -f a b`, `git -C repo rm x`: the paths it deletes from the working tree, under `-C`'s folder
 * when one is named. `--cached` and `-n` delete none.
 */
function gitRemoved(args) {
    const git = (0,git_args/* gitCommand */.Q)(["git", ...args.map((arg) => arg.text)]);
    if (git?.verb !== "rm")
        return [];
    // positions in ["git", ...args]: the verb's is one past its index in args
    const rest = args.slice(git.verbAt);
    if (rest.some((arg) => GIT_RM_KEEPS_FILES.test(arg.text)))
        return [];
    const folder = git.folderAt === null ? null : args[git.folderAt - 1];
    return operands("git-rm", rest).map((path) => (folder === null || path.text.startsWith("/") ? path
        : { ...path, text: `${folder.text.replace(/\/+$/, "")}/${path.text}`, literal: path.literal && folder.literal }));
}
/** Vim's short options that take the next word as their value, last in a cluster (`-Nu NONE`); `-s` only outside Ex mode. */
const VIM_VALUE = /^-[a-zA-Z]*[cSuUiTwWtqr]$|^--cmd$/;
/** Ex commands that write the buffer: `wq`, `x`, `w`, `wall`, `update`, with or without `!` and a leading `:`. */
const VIM_WRITES = /(?:^|[|:\s])(?:wq?a?(?:ll)?|xa?(?:ll)?|up(?:date)?)!?(?:\s|$|\|)/;
/**
 * Vim run as a batch editor (`ex -sc '%s/a/b/g|wq' f`, `vim -Es -c 'g/x/d' -c wq f`): the files it is
 * given are rewritten in place when a command it is given writes. A script it sources (`-S macros.vim`)
 * is the agent's program, whose text the line does not show: what it writes is that program's product,
 * not read here.
 */
function vimEdits(args, exProgram) {
    let exMode = exProgram;
    let writes = false;
    const files = [];
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (/^-[a-zA-Z]*[eE]/.test(text) && !text.startsWith("--"))
            exMode = true;
        if (text.startsWith("+"))
            writes ||= VIM_WRITES.test(text.slice(1));
        else if (VIM_VALUE.test(text) || (/^-[a-zA-Z]*s$/.test(text) && !exMode)) {
            writes ||= /c$|^--cmd$/.test(text) && VIM_WRITES.test(args[index + 1]?.text ?? "");
            index += 1;
        }
        else if (!text.startsWith("-"))
            files.push(args[index]);
    }
    return writes ? files : [];
}
/** PowerShell parameters that take a value; every other `-Name` is a switch. */
const PS_VALUE_PARAMS = /^-(?:path|literalpath|filepath|destination|value|encoding|itemtype|name|filter|include|exclude|inputobject|width|delimiter|target)(?::.*)?$/i;
function powershellArgs(args) {
    const named = new Map();
    const positional = [];
    for (let index = 0; index < args.length; index += 1) {
        const word = args[index];
        const param = /^-([A-Za-z]+)(?::(.*))?$/.exec(word.text);
        if (!param)
            positional.push(word);
        else if (param[2] !== undefined)
            named.set(param[1].toLowerCase(), { ...word, text: param[2] });
        else if (PS_VALUE_PARAMS.test(word.text) && args[index + 1])
            named.set(param[1].toLowerCase(), args[++index]);
    }
    return { named, positional };
}
function psPath(args) {
    const { named, positional } = powershellArgs(args);
    const path = named.get("path") ?? named.get("literalpath") ?? named.get("filepath") ?? positional[0];
    return path ? [path] : [];
}
function psCopy(args, moves) {
    const { named, positional } = powershellArgs(args);
    const source = named.get("path") ?? named.get("literalpath") ?? positional[0];
    const destination = named.get("destination") ?? positional[named.has("path") || named.has("literalpath") ? 0 : 1];
    return [...(moves && source ? writes([source], "delete") : []), ...(destination ? writes([destination], "unknown") : [])];
}
/** cmd's own switches (`/q`, `/s`, `/y`), distinct from a Unix path such as `/app`. */
const CMD_SWITCH = /^\/[A-Za-z](?::\S*)?$|^-/;
const WINDOWS = {
    "set-content": (args) => writes(psPath(args), "unknown"),
    "add-content": (args) => writes(psPath(args), "update"),
    ac: (args) => writes(psPath(args), "update"),
    "out-file": (args) => writes(psPath(args), "unknown"),
    "remove-item": (args) => writes(psPath(args), "delete"),
    ri: (args) => writes(psPath(args), "delete"),
    "new-item": (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    ni: (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    "copy-item": (args) => psCopy(args, false),
    "move-item": (args) => psCopy(args, true),
    del: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    erase: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    copy: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)).slice(1, 2), "unknown"),
    move: (args) => {
        const files = args.filter((arg) => !CMD_SWITCH.test(arg.text));
        return files.length === 2 ? [...writes(files.slice(0, 1), "delete"), ...writes(files.slice(1), "unknown")] : [];
    },
};
/** `patch`'s options that take the next word as their value (`-p 1`, `-i fix.diff`, `-o out.py`). */
const PATCH_VALUED = /^(?:-[pioBdDFrVYz]|--(?:strip|input|output|prefix|directory|ifdef|fuzz|reject-file|version-control|basename-prefix|suffix))$/;
/**
 * `patch FILE PATCHFILE`, `patch -R a.py < fix.diff`: the file it is told to patch (or the `-o` file it
 * writes instead). Without a file named, the patch's own headers name the files: not read here. A
 * dry run writes nothing; under `-d DIR` the names are the folder's, not the line's.
 */
function patchTargets(args) {
    const operands = [];
    let output = null;
    for (let index = 0; index < args.length; index += 1) {
        const word = args[index];
        const text = word.text;
        if (text === "--dry-run" || text === "-d" || text.startsWith("--directory"))
            return [];
        if (text === "-o" || text === "--output")
            output = args[index + 1] ?? null;
        else if (text.startsWith("--output="))
            output = { ...word, text: text.slice("--output=".length) };
        if (PATCH_VALUED.test(text))
            index += 1;
        else if (!text.startsWith("-"))
            operands.push(word);
    }
    if (output !== null)
        return [output];
    return operands.slice(0, 1);
}
/** The files a simple command writes by what it is (not by its redirections). */
function commandWrites(words, windows) {
    return unwrappedCommandWrites(stripWrappers(words), windows);
}
/** The same, for words already stripped of their wrappers. */
function unwrappedCommandWrites(words, windows) {
    const [verb, ...args] = words;
    if (!verb || !verb.literal)
        return [];
    const name = verb.text.split(/[\\/]/).pop().replace(/\.exe$/i, "");
    const lower = name.toLowerCase();
    // gRPC's packaging of protoc for Python, run as a module
    if (/^python[\d.]*$/.test(name) && args[0]?.text === "-m" && args[1]?.text === "grpc_tools.protoc")
        return writes(protocWrites(args.slice(2)), "unknown");
    const handler = Object.hasOwn(UNIX, name) ? UNIX[name] : Object.hasOwn(WINDOWS, lower) ? WINDOWS[lower] : undefined;
    if (!handler)
        return outputOptionWrites(args);
    // `copy` and `move` are cmd's only when the command is read as Windows (Unix has no such tools)
    if (!windows && ["copy", "move"].includes(lower))
        return [];
    return handler(args);
}
/** Options whose value is the file a program writes: OpenSSL's `-out`/`-keyout`, and `--output`/`--outfile` spelled out. */
const OUTPUT_FILE_OPTION = /^(?:-(?:out|keyout|certout)|--(?:output|outfile|output-file))$/;
/** A value that names a file (a folder in it, or an extension), not a format (`--output json`) or stdout (`-`). */
const FILE_SHAPED = /\/|\.[A-Za-z0-9]+$/;
/** `openssl req -x509 -keyout k.pem -out c.pem`, `tool --output=report.json`: the files the options name. */
function outputOptionWrites(args) {
    const named = [];
    args.forEach((arg, index) => {
        const [option, attached] = arg.text.startsWith("--") && arg.text.includes("=") ? arg.text.split(/=(.*)/s) : [arg.text, undefined];
        if (!OUTPUT_FILE_OPTION.test(option))
            return;
        const value = attached === undefined ? args[index + 1] : { ...arg, text: attached };
        if (value !== undefined && FILE_SHAPED.test(value.text) && !value.text.startsWith("-"))
            named.push(value);
    });
    return writes(named, "unknown");
}
const WRAPPERS = new Set(["sudo", "env", "nohup", "exec", "command", "nice", "stdbuf", "time", "builtin"]);
const PROJECT_RUNNERS = new Set(["uv", "poetry", "pipenv", "pdm", "hatch"]);
/** The command's own words, without `sudo`, `env VAR=x`, `timeout 5`, `uv run` and the like. */
function stripWrappers(words) {
    let rest = words;
    for (;;) {
        while (/^[A-Za-z_]\w*=/.test(rest[0]?.text ?? ""))
            rest = rest.slice(1);
        const head = rest[0]?.text ?? "";
        if (WRAPPERS.has(head)) {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[ugCDp]$/.test(rest[0].text) ? 2 : 1);
        }
        else if (head === "timeout") {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[sk]$/.test(rest[0].text) ? 2 : 1);
            rest = rest.slice(1);
        }
        else if (PROJECT_RUNNERS.has(head) && rest[1]?.text === "run") {
            rest = rest.slice(2);
        }
        else {
            return rest;
        }
    }
}


/***/ }),

/***/ 6054:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ cutWordShown),
/* harmony export */   Hj: () => (/* binding */ CUT_MARK),
/* harmony export */   Lx: () => (/* binding */ cutBeforeElse),
/* harmony export */   aj: () => (/* binding */ isCutCount),
/* harmony export */   xZ: () => (/* binding */ isCut)
/* harmony export */ });
/**
 * A recorder's mark that a command or a script was cut here (`…(+56 chars)`, `... [truncated]`):
 * the text before it is incomplete, so what follows the mark is unknown, not absent.
 */
const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;
/**
 * Whether the text ends where a recorder cut it. The mark ends in `)` or `]` and then white space only
 * (`\s` is the white space `trimEnd` drops): a text whose last other character is neither is not cut,
 * told without the pattern's scan of the whole text (every output is asked, ~5 ms of the checks' first
 * pass on the bench's word-rich session: bench/RESULTS.md, Run 32).
 */
function isCut(text) {
    const trimmed = text.trimEnd();
    const last = trimmed.charCodeAt(trimmed.length - 1);
    return (last === CLOSING_PAREN || last === CLOSING_BRACKET) && CUT_MARK.test(text);
}
const CLOSING_PAREN = 0x29;
const CLOSING_BRACKET = 0x5d;
/**
 * The words a shell parser makes of a cut mark's count (`(+3 chars)` reads as a subshell holding
 * `+3 chars`): what follows a cut word, not a command of the line.
 */
function isCutCount(words) {
    return /^\+?\d+ (?:more )?(?:chars|characters|bytes)$/.test(words.join(" "));
}
/** What is shown of a word the recorder cut (`debugger...` → `debugger`), or null when the word was not cut. */
function cutWordShown(word) {
    const shown = word.replace(/(?:\.\.\.|…)$/, "");
    return shown === word ? null : shown;
}
/**
 * A cut line whose outermost `if` shows no `else` yet: branches may follow that the transcript does
 * not show. The words are counted as typed (`if`/`fi` nesting), enough for what a cut leaves.
 */
function cutBeforeElse(command) {
    if (!isCut(command))
        return false;
    let depth = 0;
    for (const word of command.split(/[\s;]+/)) {
        if (word === "if")
            depth += 1;
        else if (word === "fi")
            depth -= 1;
        else if (word === "else" && depth === 1)
            return false;
    }
    return true;
}


/***/ }),

/***/ 3558:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ testHolds),
/* harmony export */   p: () => (/* binding */ fileTest)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3570);

/** Operators that ask whether a path exists (as a file, a directory, a link, …). */
const EXISTS = /^-[aefdLhprwxsbcSgukOG]$/;
const BRACKETS = { "[": "]", "[[": "]]" };
/** The file test a command is, or null; a path with an expansion or a glob is not resolvable. */
function fileTest(shellWords) {
    const words = shellWords.map((word) => word.text);
    let rest = [...words];
    let negated = false;
    while (rest[0] === "!") {
        negated = !negated;
        rest = rest.slice(1);
    }
    const head = rest[0] ?? "";
    const close = BRACKETS[head];
    if (close !== undefined) {
        if (rest.at(-1) !== close)
            return null;
        rest = rest.slice(1, -1);
    }
    else if (head === "test") {
        rest = rest.slice(1);
    }
    else {
        return null;
    }
    if (rest[0] === "!") {
        negated = !negated;
        rest = rest.slice(1);
    }
    const [operator, path] = rest;
    if (rest.length !== 2 || !EXISTS.test(operator) || !path)
        return null;
    if (!shellWords.find((word) => word.text === path)?.literal)
        return null;
    return { text: words.join(" "), path: path, negated, needsContent: operator === "-s", folder: operator === "-d" };
}
/** Whether the test holds, from what is known about its path; null when unknown. */
function testHolds(test, facts, cwd) {
    if (facts === undefined)
        return null;
    const path = (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .resolvePath */ .o)(test.path, cwd) ?? test.path;
    const fact = facts(path, test.folder);
    if (fact === null || (fact === "present" && test.needsContent))
        return null;
    return (fact === "present") !== test.negated;
}


/***/ }),

/***/ 7910:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ gitCommand)
/* harmony export */ });
/** git's own options whose value is the next word. */
const TAKES_VALUE = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);
function gitCommand(argv) {
    if (argv[0] !== "git")
        return null;
    let folderAt = null;
    for (let index = 1; index < argv.length; index += 1) {
        const word = argv[index];
        if (TAKES_VALUE.has(word)) {
            if (word === "-C" && index + 1 < argv.length)
                folderAt = index + 1;
            index += 1;
            continue;
        }
        if (word.startsWith("-"))
            continue;
        return { verb: word, args: argv.slice(index + 1), folder: folderAt === null ? null : argv[folderAt], verbAt: index, folderAt };
    }
    return null;
}


/***/ }),

/***/ 3891:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ gitCheckoutOf)
/* harmony export */ });
/** Options that take the version from a merge's side instead of the index. */
const MERGE_SIDE = /^(?:--theirs|--ours|-m|--merge|--conflict(?:=.*)?)$/;
/** `git restore`'s option naming the commit to take the version from. */
const RESTORE_SOURCE = /^(?:-s.*|--source(?:=.*)?)$/;
/** The commit the work tree's version of a path is: `git checkout HEAD -- a.py` takes the committed one, as `--` alone does. */
const IS_HEAD = /^(?:HEAD|@)$/;
/** The commit `git restore -s X` / `--source=X` names, or null without one. */
function restoreSource(args) {
    const at = args.findIndex((word) => RESTORE_SOURCE.test(word));
    if (at === -1)
        return null;
    const word = args[at];
    if (word === "-s" || word === "--source")
        return args[at + 1] ?? "";
    return word.startsWith("--source=") ? word.slice("--source=".length) : word.slice("-s".length);
}
function gitCheckoutOf(argv) {
    const [tool, verb, ...args] = argv;
    if (tool !== "git" || (verb !== "checkout" && verb !== "restore"))
        return null;
    if (args.includes("-b") || args.includes("-B"))
        return null;
    if (verb === "restore" && args.includes("--staged") && !args.includes("--worktree"))
        return null;
    const dashes = args.indexOf("--");
    // the value of `-s X` is a commit, not a path
    const words = args.filter((word, index) => !(index > 0 && (args[index - 1] === "-s" || args[index - 1] === "--source")));
    const before = (dashes === -1 ? words : words.slice(0, words.indexOf("--"))).filter((word) => !word.startsWith("-"));
    const after = dashes === -1 ? [] : args.slice(dashes + 1).filter((word) => !word.startsWith("-"));
    const isPath = (word) => word === "." || word.includes("/") || /\.\w+$/.test(word);
    // `git checkout main a.py`: names before the paths are the commit they come from
    const paths = dashes === -1 ? (verb === "checkout" ? before.filter(isPath) : before) : after;
    const revisions = dashes === -1 ? before.filter((word) => verb === "checkout" && !isPath(word)) : before;
    if (paths.length === 0)
        return null;
    // a name after the paths is not a commit: the command is not read
    if (dashes === -1 && verb === "checkout" && revisions.length > 0 && before.findIndex(isPath) < before.findLastIndex((word) => !isPath(word)))
        return null;
    const source = verb === "restore" ? restoreSource(args) : null;
    const fromOther = (source !== null && !IS_HEAD.test(source)) || revisions.some((revision) => !IS_HEAD.test(revision));
    const other = args.some((word) => MERGE_SIDE.test(word)) || fromOther;
    return { paths, from: other ? "other" : "committed" };
}


/***/ }),

/***/ 5034:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ gitStashOf)
/* harmony export */ });
/* harmony import */ var _git_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7910);

function gitStashOf(argv) {
    const git = (0,_git_args_js__WEBPACK_IMPORTED_MODULE_0__/* .gitCommand */ .Q)(argv);
    if (git === null || git.verb !== "stash")
        return null;
    const [verb, ...rest] = git.args;
    const pushes = verb === undefined || verb === "push" || verb === "save" || verb.startsWith("-");
    const action = verb === "pop" || verb === "apply" ? "pop" : pushes ? "push" : "other";
    const options = verb === undefined || verb.startsWith("-") ? git.args : rest;
    const dashes = options.indexOf("--");
    return {
        action,
        paths: action !== "push" || dashes === -1 ? null : options.slice(dashes + 1),
        keepIndex: options.some((word) => word === "-k" || word === "--keep-index"),
    };
}


/***/ }),

/***/ 2821:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ interpretShell)
});

// EXTERNAL MODULE: ./src/shell/wrappers.ts
var wrappers = __webpack_require__(9496);
// EXTERNAL MODULE: ./src/shell/code-digest.ts
var code_digest = __webpack_require__(6166);
// EXTERNAL MODULE: ./src/shell/command-writes.ts + 1 modules
var command_writes = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/shell/paths.ts
var paths = __webpack_require__(3570);
// EXTERNAL MODULE: ./src/shell/script-writes.ts
var script_writes = __webpack_require__(608);
;// CONCATENATED MODULE: ./src/shell/effects.ts




/** Redirections that write their target; `>&` only when its target is a file, not a descriptor. */
const WRITE_REDIRECTS = new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&"]);
/** A word that is a glob (`test_*.py`, `out/?.log`) with no parameter or command expansion. */
const PLAIN_GLOB = /^[^$`]*[*?[][^$`]*$/;
/** Programs whose file operands are read (not written, not run). */
const READERS = new Set(["cat", "head", "tail", "less", "more", "wc", "diff", "cmp", "nl", "od", "xxd", "hexdump", "md5sum", "sha256sum", "file", "stat", "source", "."]);
/** Interpreters whose first operand is a script file they read and run. */
const RUNS_FILE = /^(?:python[\d.]*|node|nodejs|deno|bun|ruby|perl|php|(?:ba|z|da|k)?sh|Rscript|julia|lua)$/;
/**
 * The files a simple command writes (redirections, file commands, inline Python or Node) and
 * reads. `complete` is false for a command cut by the recorder: only its redirections and the files
 * its output options name count.
 */
function fileEffects(words, redirects, context) {
    const { cwd, windows, complete } = context;
    const changes = [];
    const own = complete ? (0,command_writes/* stripWrappers */.Dz)(words) : [];
    // a cut command's operands may be incomplete, but a file an output option named before the cut is whole
    // (the cut's partial last word is already gone): `openssl req … -keyout k.pem -out c.pem -subj …(+55 chars)`
    const named = complete ? (0,command_writes/* unwrappedCommandWrites */.eG)(own, windows) : (0,command_writes/* outputOptionWrites */.DJ)((0,command_writes/* stripWrappers */.Dz)(words).slice(1));
    for (const write of [...redirectWrites(redirects), ...named]) {
        const path = (0,paths/* resolvePath */.o)(write.word.text, cwd);
        if (write.word.literal && path !== null)
            changes.push({ path, kind: write.kind, inferred: true });
        // a delete by a glob and no expansion: which files it named depends on what was there
        else if (write.kind === "delete" && path !== null && PLAIN_GLOB.test(write.word.text))
            changes.push({ path, kind: "delete", inferred: true, pattern: true });
    }
    if (!complete)
        return { changes, reads: [] };
    const program = programOf(own[0]);
    changes.push(...inlineScriptWrites(program, own, redirects, cwd));
    return { changes, reads: reads(program, own, redirects, cwd) };
}
function redirectWrites(redirects) {
    return redirects
        .filter((redirect) => WRITE_REDIRECTS.has(redirect.op) && !(redirect.op === ">&" && /^(?:\d+|-)$/.test(redirect.target.text)))
        .map((redirect) => ({ word: redirect.target, kind: "unknown" }));
}
function programOf(word) {
    return (word?.text ?? "").split(/[\\/]/).pop().toLowerCase();
}
/**
 * The code an interpreter is given inline (`-c`, `-e`) or on stdin (a heredoc, `<<<`), or null.
 * `flags` are the interpreter's inline-code options.
 */
function inlineCode(own, redirects, flags) {
    const args = own.slice(1);
    const flagged = args.findIndex((arg) => flags.test(arg.text));
    if (flagged >= 0)
        return args[flagged + 1]?.text ?? null;
    const stdin = redirects.find((redirect) => redirect.body !== undefined || redirect.op === "<<<");
    const runsStdin = args.every((arg) => arg.text.startsWith("-")) || args.some((arg) => arg.text === "-");
    return stdin && runsStdin ? (stdin.body ?? stdin.target.text) : null;
}
/** Python and Node given a script inline: the files its code opens for writing or deletes. */
function inlineScriptWrites(name, own, redirects, cwd) {
    const language = /^python(?:\d+(?:\.\d+)?)?$/.test(name) ? "python" : ["node", "nodejs", "deno", "bun"].includes(name) ? "node" : null;
    if (language === null)
        return [];
    const code = inlineCode(own, redirects, language === "python" ? /^-\w*c$/ : /^(?:-e|-p|--eval|--print)$/);
    if (code === null)
        return [];
    // the code's digest: the same code run again on the same content writes the same content
    const by = (0,code_digest/* codeDigest */.a)(code);
    return (0,script_writes/* scriptWrites */.W)(code, language).flatMap((change) => {
        const path = (0,paths/* resolvePath */.o)(change.path, cwd);
        return path === null ? [] : [{ ...change, path, by }];
    });
}
/** Shell or PowerShell code a command hands to a nested shell, with its dialect; null when none. */
function nestedShellCode(words, redirects) {
    const own = (0,command_writes/* stripWrappers */.Dz)(words);
    const name = programOf(own[0]);
    if (/^(?:ba|z|da|k)?sh$/.test(name)) {
        const code = inlineCode(own, redirects, /^-\w*c\w*$/);
        return code === null ? null : { code, windows: false };
    }
    if (/^(?:powershell|pwsh)(?:\.exe)?$/.test(name)) {
        const args = own.slice(1);
        const flagged = args.findIndex((arg) => /^-(?:c|command)$/i.test(arg.text));
        return flagged >= 0 ? { code: args.slice(flagged + 1).map((arg) => arg.text).join(" "), windows: true } : null;
    }
    return null;
}
/** Files read: input redirections, the operands of readers, the script file an interpreter runs. */
function reads(name, own, redirects, cwd) {
    const args = own.slice(1);
    const inputs = redirects.filter((redirect) => redirect.op === "<").map((redirect) => redirect.target);
    const operands = args.filter((arg) => !arg.text.startsWith("-"));
    const read = READERS.has(name) ? operands : RUNS_FILE.test(name) && args[0] !== undefined && !args[0].text.startsWith("-") ? [args[0]] : [];
    return [...read, ...inputs].filter((word) => word.literal).flatMap((word) => (0,paths/* resolvePath */.o)(word.text, cwd) ?? []);
}

// EXTERNAL MODULE: ./src/shell/file-tests.ts
var file_tests = __webpack_require__(3558);
// EXTERNAL MODULE: ./src/shell/parser.ts + 1 modules
var parser = __webpack_require__(2005);
;// CONCATENATED MODULE: ./src/shell/early-exit.ts
/** Builtins that end a loop, a function or the shell before the loop's next item (`… || break`). */
const LEAVES = new Set(["break", "exit", "return"]);
/**
 * Whether a loop body may leave before its next item: it holds `break`, `exit` or `return` anywhere (a nested loop's
 * `break` too, read the safe way). Then only the first item surely ran (`for k in A B; do pytest -k "$k" || break; done`).
 */
function mayLeaveEarly(node) {
    switch (node.type) {
        case "simple":
            return LEAVES.has(node.words[0]?.text ?? "");
        case "list":
            return node.items.some((item) => mayLeaveEarly(item.node));
        case "and-or":
            return mayLeaveEarly(node.left) || mayLeaveEarly(node.right);
        // a subshell's `exit` or `break`, and a pipe's members (each its own subshell), end only that subshell
        case "pipeline":
            return node.commands.length === 1 && mayLeaveEarly(node.commands[0]);
        case "subshell":
            return false;
        case "group":
        case "loop":
            return mayLeaveEarly(node.body);
        case "if":
            return node.clauses.some((clause) => mayLeaveEarly(clause.condition) || mayLeaveEarly(clause.body))
                || (node.otherwise !== null && mayLeaveEarly(node.otherwise));
        case "case":
            return node.arms.some((arm) => mayLeaveEarly(arm.body));
        case "function":
            return false;
    }
}

;// CONCATENATED MODULE: ./src/shell/variables.ts
const ASSIGNMENT = /^([A-Za-z_]\w*)=(.*)$/s;
const WHOLE_USE = /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})$/;
/**
 * A command of only assignments (or `export`/`readonly` of them) sets the variables when it surely ran
 * (`certain`); a computed value, or one set in a branch or a loop, forgets them.
 */
function noteAssignments(words, variables, certain) {
    const declared = words[0]?.text === "export" || words[0]?.text === "readonly" ? words.slice(1) : words;
    if (declared.length === 0 || !declared.every((word) => ASSIGNMENT.test(word.text)))
        return;
    for (const word of declared) {
        const [, name = "", value = ""] = ASSIGNMENT.exec(word.text);
        if (certain && word.literal && value !== "")
            variables.set(name, value);
        else
            variables.delete(name);
    }
}
/** The command only assigns variables (`v=$(…)`, no program): its status is its last command substitution's. */
function assignsOnly(words) {
    return words.length > 0 && words.every((word) => ASSIGNMENT.test(word.text));
}
/** The words with each whole-word use of a known variable (`$PY`, `"${PY}"`) replaced by its value. */
function expandKnown(words, variables) {
    if (variables.size === 0)
        return words;
    let expanded = null;
    words.forEach((word, index) => {
        const use = word.literal ? null : WHOLE_USE.exec(word.text);
        const value = use === null ? undefined : variables.get(use[1] ?? use[2]);
        if (value === undefined)
            return;
        expanded ??= [...words];
        expanded[index] = { text: value, literal: true };
    });
    return expanded ?? words;
}
/** A use of a variable inside a word: `$f` or `${f}` in `/tmp/$f.$i.out`. */
const INNER_USE = /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g;
/** What else a word may expand: a command substitution, backticks, arithmetic, a parameter with an operator. */
const OTHER_EXPANSION = /\$[({]|`/;
/**
 * A redirection's target with every variable it uses known (`> /tmp/$f.$i.out` in a loop over literal
 * words): the path the shell wrote, as a literal; the target itself when a use is unknown.
 */
function expandTarget(word, variables) {
    if (word.literal || variables.size === 0 || !word.text.includes("$"))
        return word;
    let unknown = false;
    const text = word.text.replace(INNER_USE, (use, braced, bare) => {
        const value = variables.get(braced ?? bare);
        if (value === undefined)
            unknown = true;
        return value ?? use;
    });
    return unknown || OTHER_EXPANSION.test(text) || text.includes("$") ? word : { text, literal: true };
}
/** A whole-word use of the positional parameters: `"$@"`, `$*`, `${@}`, or one of them, `$1`, `"${2}"`. */
const POSITIONAL_USE = /^\$(?:([@*])|\{([@*])\}|([1-9])|\{([1-9])\})$/;
/**
 * Inside a function's body, the words with each whole-word use of its parameters replaced by the words it
 * was called with: `"$@"` by all of them (none when it got none), `$1` by the first. Outside a function
 * (`positional` null) the words are left as they are.
 */
function expandPositional(words, positional) {
    if (positional === null || !words.some((word) => !word.literal && POSITIONAL_USE.test(word.text)))
        return words;
    return words.flatMap((word) => {
        const use = word.literal ? null : POSITIONAL_USE.exec(word.text);
        if (use === null)
            return [word];
        const index = use[3] ?? use[4];
        if (index === undefined)
            return [...positional];
        const value = positional[Number(index) - 1];
        return value === undefined ? [] : [value];
    });
}

;// CONCATENATED MODULE: ./src/shell/interpret.ts







/** Nested shells (`bash -c`, function calls, substitutions) are followed this deep, no further. */
const MAX_NESTING = 8;
/** A `for` over at most this many literal words is read once per word; a longer one once, its variable unknown. */
const MAX_UNROLLED = 8;
/** Simple commands read from one call at most: function calls can multiply without end. */
const MAX_RUNS = 5000;
/** A word that may name a shell (`bash`, `/bin/sh`, `pwsh.exe`); a cheap test before unwrapping. */
const SHELL_NAME = /(?:sh|powershell|pwsh)(?:\.exe)?$/i;
/** Programs whose status is known without running them. */
const ALWAYS_SUCCEEDS = new Set(["true", ":", "echo", "printf"]);
const ALWAYS_FAILS = new Set(["false"]);
function interpretShell(command, facts, options = {}) {
    const windows = options.windows ?? false;
    const script = (0,parser/* parseScript */.t)(command, { windows });
    const reader = new Interpreter(facts, windows, options.exitCode ?? null, options.cut ? script.commandCount - 1 : -1, { left: MAX_RUNS });
    const flow = { certainty: "ran", tail: true, reaches: true, failsChain: false, guard: null, inLoop: false, substitution: false, subshell: 0, shellDepth: 0, nesting: 0 };
    reader.list(script.body, flow, freshState(options.cwd ?? null));
    const commands = reader.runs;
    const changes = reader.changes;
    const reads = commands.flatMap((run) => run.reads);
    return {
        commands,
        changes,
        writes: unique(changes.filter((change) => change.kind !== "delete").map((change) => change.path)),
        deletes: unique(changes.filter((change) => change.kind === "delete" && change.pattern !== true).map((change) => change.path)),
        reads: unique(reads),
        recovered: script.recovered,
    };
}
function freshState(cwd) {
    return { errexit: false, pipefail: false, cwd, functions: new Map(), variables: new Map(), exited: false, mayHaveExited: false };
}
function unique(items) {
    return items.length < 2 ? items : [...new Set(items)];
}
class Interpreter {
    facts;
    windows;
    exitCode;
    cutIndex;
    budget;
    runs = [];
    /** Every file change, in the order the shell makes them (commands' and compounds' redirections). */
    changes = [];
    constructor(facts, windows, exitCode, 
    /** The index of the command the recorder cut, in the call's own script; -1 when none. */
    cutIndex, 
    /** Shared with the nested shells' interpreters: the runs still allowed. */
    budget) {
        this.facts = facts;
        this.windows = windows;
        this.exitCode = exitCode;
        this.cutIndex = cutIndex;
        this.budget = budget;
    }
    list(list, flow, state) {
        list.items.forEach((listItem, index) => {
            if (state.exited)
                return;
            // in cmd, `a & b` runs one after the other, as `;` does in sh
            const item = this.windows ? { ...listItem, background: false } : listItem;
            const certainty = state.mayHaveExited ? "maybe" : flow.certainty;
            // a certain `exit` is the last command of its shell, wherever it is written
            const exits = certainty === "ran" && !flow.inLoop && item.node.type === "simple" && item.node.words[0]?.text === "exit";
            const last = (index === list.items.length - 1 || exits) && !item.background;
            const reaches = item.background ? false : last ? flow.reaches : flow.reaches && state.errexit;
            this.node(item.node, { ...flow, certainty, tail: flow.tail && last, reaches }, item.background ? copy(state) : state);
        });
    }
    node(node, flow, state) {
        if ("redirects" in node && node.type !== "simple" && node.redirects.length > 0)
            this.compoundRedirects(node.redirects, state);
        switch (node.type) {
            case "simple":
                return this.simple(node, flow, state);
            case "list":
                return this.list(node, flow, state);
            case "and-or":
                return this.andOr(node, flow, state);
            case "pipeline": {
                const last = node.commands.length - 1;
                node.commands.forEach((member, index) => {
                    const tail = flow.tail && index === last && !node.negated;
                    const reaches = flow.reaches && !node.negated && (index === last || state.pipefail);
                    // every member of a pipeline runs in a subshell: its `cd` or `set` does not outlive it
                    this.node(member, { ...flow, tail, reaches, subshell: flow.subshell + Number(last > 0) }, last > 0 ? copy(state) : state);
                });
                return;
            }
            case "subshell": {
                const inner = copy(state);
                this.list(node.body, { ...flow, subshell: flow.subshell + 1 }, inner);
                return;
            }
            case "group":
                return this.list(node.body, flow, state);
            case "if":
                return this.ifClause(node, flow, state);
            case "loop":
                return this.loop(node, flow, state);
            case "case":
                for (const arm of node.arms)
                    this.list(arm.body, { ...flow, certainty: "maybe" }, state);
                return;
            case "function":
                state.functions.set(node.name, node.body);
                return;
        }
    }
    /** `( … ) > log`, `done > out`, `} 2> err`: the compound's redirections write their files. */
    compoundRedirects(redirects, state) {
        this.changes.push(...fileEffects([], redirects, { cwd: state.cwd, windows: this.windows, complete: true }).changes);
    }
    /**
     * `L && R` runs R when L succeeds, `L || R` when it fails. R ran for sure only when L's status is
     * known: a file test resolved by the facts, `true`/`echo`, or a recorded exit 0 of a final `&&` chain.
     */
    andOr(node, flow, state) {
        // `set -e` does not stop on a failure before the last `&&`: it reaches only through the chain's end
        const chained = node.op === "&&" && flow.reaches && (flow.tail || flow.failsChain);
        this.node(node.left, { ...flow, tail: false, reaches: chained, failsChain: chained }, state);
        const test = fileTestOf(node.left);
        let succeeded = this.knownStatus(node.left, state);
        if (succeeded === null && chained && this.exitCode === 0)
            succeeded = true;
        const runsRight = succeeded === null ? null : succeeded === (node.op === "&&");
        // only a fact about a path drops a side; `echo x || true` keeps its `true` as "maybe"
        if (runsRight === false && test)
            return;
        const guard = test ? (node.op === "&&" ? test.text : `! ${test.text}`) : flow.guard;
        this.node(node.right, { ...flow, certainty: runsRight === true ? flow.certainty : "maybe", guard }, state);
    }
    /** Whether a command surely succeeds (true) or fails (false); null when it cannot be known. */
    knownStatus(node, state) {
        const test = fileTestOf(node);
        if (test)
            return (0,file_tests/* testHolds */.P)(test, this.facts, state.cwd);
        if (node.type !== "simple")
            return null;
        const program = node.words[0]?.text ?? "";
        if (ALWAYS_SUCCEEDS.has(program) && node.redirects.every((redirect) => !/^[<>&]*>/.test(redirect.op) || redirect.target.literal))
            return true;
        return ALWAYS_FAILS.has(program) ? false : null;
    }
    /**
     * Each clause's condition runs if every earlier one failed; its body runs if it holds. A
     * condition resolved by the facts decides its branch; an unresolved one makes both "maybe".
     */
    ifClause(node, flow, state) {
        let reached = flow.certainty;
        for (const clause of node.clauses) {
            if (reached === "no")
                return;
            const before = this.runs.length;
            this.list(clause.condition, { ...flow, certainty: reached, tail: false, reaches: false }, state);
            if (node.clauses.length === 1)
                this.noteBranchEchoes(node, this.runs.slice(before));
            const test = singleFileTest(clause.condition);
            const holds = test ? (0,file_tests/* testHolds */.P)(test, this.facts, state.cwd) : this.conditionStatus(clause.condition, state);
            // an unresolved condition guards its body as a file test does: a check there ran only if its output shows it
            const guard = test?.text ?? (holds === null ? conditionText(clause.condition) : null) ?? flow.guard;
            if (holds !== false)
                this.list(clause.body, { ...flow, certainty: holds === true ? reached : "maybe", guard }, state);
            if (holds === true)
                reached = "no";
            else if (holds === null)
                reached = "maybe";
        }
        if (reached !== "no" && node.otherwise) {
            const lastCondition = node.clauses.at(-1).condition;
            const last = singleFileTest(lastCondition)?.text ?? (reached === "maybe" ? conditionText(lastCondition) : null);
            this.list(node.otherwise, { ...flow, certainty: reached, guard: last !== null ? `! ${last}` : flow.guard }, state);
        }
    }
    /**
     * `if pytest -q > log; then echo PASS; else echo FAIL; fi`: which branch's echo the output shows is the condition's
     * status. Kept on the condition's run when the condition is one command (`!` swaps the branches) that ran alone.
     */
    noteBranchEchoes(node, conditionRuns) {
        const only = node.clauses[0].condition.items.length === 1 ? node.clauses[0].condition.items[0].node : null;
        const pipeline = only?.type === "pipeline" && only.commands.length === 1 ? only : null;
        const simple = only?.type === "simple" ? only : pipeline?.commands[0]?.type === "simple" ? pipeline.commands[0] : null;
        const run = conditionRuns.length === 1 ? conditionRuns[0] : null;
        if (simple === null || run === null || run.words[0]?.text !== simple.words[0]?.text)
            return;
        const [onTrue, onFalse] = [firstEcho(node.clauses[0].body), node.otherwise === null ? null : firstEcho(node.otherwise)];
        run.branchEchoes = pipeline?.negated === true ? { ifTrue: onFalse, ifFalse: onTrue } : { ifTrue: onTrue, ifFalse: onFalse };
    }
    conditionStatus(condition, state) {
        const only = condition.items.length === 1 ? condition.items[0].node : null;
        return only ? this.knownStatus(only, state) : null;
    }
    /**
     * A loop's body may run any number of times; a `for` over literal words runs it at least once, and
     * once per word with its variable set to that word (`for t in test_a.py test_b.py; do python3 $t; done`);
     * a glob (`tests/*.py`) is no literal word: what it matched is not known.
     */
    loop(node, flow, state) {
        const inLoop = { ...flow, inLoop: true, tail: false };
        if (node.condition)
            this.list(node.condition, { ...inLoop, reaches: false }, state);
        const runsOnce = node.items !== null && node.items.length > 0 && node.items.every((word) => word.literal);
        const body = { ...inLoop, certainty: runsOnce ? flow.certainty : "maybe", reaches: flow.reaches && state.errexit };
        const variable = node.variable ?? null;
        if (!runsOnce || variable === null || node.items.length > MAX_UNROLLED) {
            this.list(node.body, body, state);
            return;
        }
        // after a `break` that may have run (`… || break`), the later items may not have
        const later = mayLeaveEarly(node.body) ? { ...body, certainty: "maybe", afterBreak: true } : body;
        node.items.forEach((item, index) => {
            state.variables.set(variable, item.text);
            this.list(node.body, index === 0 ? body : later, state);
        });
    }
    simple(node, flow, state) {
        if (this.budget.left <= 0)
            return;
        this.budget.left -= 1;
        // `v=$(a && b)` has the status of its last substitution: when the command's failure reaches the call
        // (last in the line, or under `set -e`), so does that substitution's, whose own shell runs without `set -e`
        const assigns = assignsOnly(node.words);
        node.substitutions.forEach((script, index) => {
            const reaches = assigns && index === node.substitutions.length - 1 && flow.reaches;
            const inner = { ...copy(state), errexit: false };
            this.nested(script, { ...flow, tail: false, reaches, failsChain: reaches, substitution: true }, inner, this.windows);
        });
        const words = expandPositional(expandKnown(node.words, state.variables), state.positional ?? null);
        const texts = words.map((word) => word.text);
        const body = state.functions.get(texts[0] ?? "");
        if (body !== undefined) {
            // a call past the bound is left unread: it names no program. Its body sees the call's words as `$@`,
            // `$1`: `run() { echo "+ $*"; "$@"; }; run make check` runs `make check`
            const outer = state.positional;
            state.positional = words.slice(1);
            if (flow.nesting < MAX_NESTING)
                this.node(body, { ...flow, nesting: flow.nesting + 1 }, state);
            state.positional = outer;
            return;
        }
        const complete = !(flow.shellDepth === 0 && !flow.substitution && node.index === this.cutIndex);
        // a quote that never closes is a syntax error: the shell ran nothing of this command (unless the
        // recorder cut the text inside the quote, when the command as typed was whole)
        if (this.cutIndex === -1 && words.some((word) => word.unbalanced === true))
            return;
        // `set -e` is in force for the `set` command itself onwards
        if (texts[0] === "set")
            noteOptions(state, texts);
        // a value set in a branch or a loop may not be the one in force later: it is forgotten
        noteAssignments(words, state.variables, flow.certainty === "ran" && !flow.inLoop && !state.mayHaveExited);
        const known = (redirect) => ({ ...redirect, target: expandTarget(redirect.target, state.variables) });
        const redirects = state.variables.size === 0 ? node.redirects : node.redirects.map(known);
        const { changes, reads } = fileEffects(words, redirects, { cwd: state.cwd, windows: this.windows, complete });
        this.changes.push(...changes);
        // `exit` in the call's own shell ends it with its status, wherever it is written
        const exitsCall = texts[0] === "exit" && flow.subshell === 0 && flow.shellDepth === 0 && !flow.substitution;
        let unwrapped;
        this.runs.push({
            words,
            get unwrapped() {
                unwrapped ??= (0,wrappers/* unwrap */.o)(texts);
                return unwrapped;
            },
            redirects: node.redirects,
            heredocs: node.redirects.flatMap((redirect) => (redirect.body === undefined ? [] : [redirect.body])),
            certainty: flow.certainty,
            statusIsCall: flow.tail || exitsCall,
            masked: !flow.reaches && !exitsCall,
            guard: flow.guard,
            substitution: flow.substitution,
            inLoop: flow.inLoop,
            ...(flow.afterBreak === true ? { afterBreak: true } : {}),
            shellDepth: flow.shellDepth,
            subshell: flow.subshell,
            errexit: state.errexit,
            pipefail: state.pipefail,
            separator: node.separator,
            cwd: state.cwd,
            changes,
            reads,
        });
        this.effectOnShell(words, state, flow);
        const shell = complete ? this.shellScriptOf(words, node.redirects) : null;
        if (shell !== null)
            this.nested(shell.code, { ...flow, shellDepth: flow.shellDepth + 1 }, { ...freshState(state.cwd) }, shell.windows);
    }
    /** `bash -lc '…'` (also behind `timeout`, `sudo`, …), `sh <<EOF`, `powershell -Command …`. */
    shellScriptOf(words, redirects) {
        // most commands name no shell at all: unwrapping them is the costly part of reading a line
        if (!words.some((word) => SHELL_NAME.test(word.text)))
            return null;
        const unwrapped = (0,wrappers/* unwrap */.o)(words.map((word) => word.text));
        if ("script" in unwrapped)
            return { code: unwrapped.script, windows: false };
        return nestedShellCode(words, redirects);
    }
    nested(code, flow, state, windows) {
        if (flow.nesting >= MAX_NESTING)
            return;
        const inner = new Interpreter(this.facts, windows, null, -1, this.budget);
        inner.list((0,parser/* parseScript */.t)(code, { windows }).body, { ...flow, nesting: flow.nesting + 1 }, state);
        this.runs.push(...inner.runs);
        this.changes.push(...inner.changes);
    }
    /** `cd`, `set`, `exit`: what a builtin changes for the commands after it. */
    effectOnShell(words, state, flow) {
        const [verb, target] = words.map((word) => word.text);
        if (verb === "cd" || verb === "pushd" || verb === "Set-Location") {
            const known = target !== undefined && words[1].literal && target !== "-" && !target.startsWith("~");
            state.cwd = known ? (0,paths/* resolvePath */.o)(target, state.cwd) : null;
        }
        else if (verb === "exit") {
            if (flow.certainty === "ran" && !flow.inLoop)
                state.exited = true;
            else
                state.mayHaveExited = true;
        }
    }
}
function copy(state) {
    return { ...state, functions: new Map(state.functions), variables: new Map(state.variables) };
}
/** A condition's words as its first command writes them (`python -c import pytest`), naming the guard; null when it has none. */
function conditionText(condition) {
    const first = (node) => {
        if (node === undefined)
            return null;
        if (node.type === "simple")
            return node;
        if (node.type === "list")
            return first(node.items[0]?.node);
        if (node.type === "and-or")
            return first(node.left);
        if (node.type === "pipeline")
            return first(node.commands[0]);
        return null;
    };
    const words = first(condition)?.words.map((word) => word.text) ?? [];
    return words.length === 0 ? null : words.join(" ");
}
/** The literal text a branch's first command echoes (`echo "PASS"`, `printf 'FAIL\\n'`), or null when it starts otherwise. */
function firstEcho(body) {
    const first = body.items[0]?.node;
    if (first?.type !== "simple" || !/^(?:echo|printf)$/.test(first.words[0]?.text ?? ""))
        return null;
    // an echo sent to a file (`echo FAIL >> status.txt`) shows nothing in the output
    if (first.redirects.some((redirect) => /^[>&]*>/.test(redirect.op) && (redirect.fd === null || redirect.fd === 1)))
        return null;
    const args = first.words.slice(1).filter((word) => !/^-[neE]+$/.test(word.text));
    if (args.length === 0 || !args.every((word) => word.literal))
        return null;
    return args.map((word) => word.text).join(" ").replace(/\\n/g, "\n").trim() || null;
}
/** The file test a condition list is, when it is exactly one. */
function singleFileTest(condition) {
    const only = condition.items.length === 1 ? condition.items[0].node : null;
    return only === null ? null : fileTestOf(only);
}
/** The file test a command is, also negated as a pipeline (`! [ -f x ]`). */
function fileTestOf(node) {
    if (node.type === "simple")
        return (0,file_tests/* fileTest */.p)(node.words);
    const only = node.type === "pipeline" && node.commands.length === 1 ? node.commands[0] : null;
    if (only?.type !== "simple" || node.type !== "pipeline")
        return null;
    const test = (0,file_tests/* fileTest */.p)(only.words);
    return test && { ...test, text: `! ${test.text}`, negated: test.negated !== node.negated };
}
/** `set -e`, `set -euo pipefail` and the like change how later commands' failures surface. */
function noteOptions(state, words) {
    for (let index = 1; index < words.length; index += 1) {
        const word = words[index];
        const on = word.startsWith("-");
        if (/^[-+][a-z]*e/.test(word))
            state.errexit = on;
        // `-o name`, also at the end of combined flags (`-euo pipefail`)
        const named = /^[-+][a-z]*o$/.test(word) ? words[index + 1] : undefined;
        if (named === "pipefail")
            state.pipefail = on;
        if (named === "errexit")
            state.errexit = on;
    }
}


/***/ }),

/***/ 2005:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ parseScript)
});

;// CONCATENATED MODULE: ./src/shell/lexer.ts
/**
 * The shell's tokens: enough of POSIX sh / bash to tell words from operators and redirections,
 * with quoting, heredocs, comments and command substitutions. It never throws: an agent's command
 * may be cut or malformed, and what can be read is still read. (shell-quote, the common npm
 * choice, drops what this needs: `2>` vs `2 >`, newlines as separators, `&>`, heredoc bodies.)
 */
const REDIRECT_OPS = ["&>>", "<<<", "<<-", "&>", ">>", ">|", ">&", "<<", "<>", "<&", ">", "<"];
const SEPARATOR_OPS = ["&&", "||", ";;", "|&", "|", "&", ";"];
/** The characters an operator or a redirection can start with: a cheap test before the lists. */
const OPERATOR_START = new Set(["<", ">", "&", "|", ";"]);
const WORD_END = new Set([" ", "\t", "\r", "\n", ";", "&", "|", "(", ")", "<", ">"]);
function tokenize(source, dialect = { windows: false }) {
    return new Lexer(source, dialect.windows).run();
}
class Lexer {
    src;
    windows;
    pos = 0;
    /** Quotes opened and never closed so far. */
    unclosed = 0;
    tokens = [];
    pending = [];
    /** The scripts met inside the word being read. */
    scripts = [];
    constructor(src, windows) {
        this.src = src;
        this.windows = windows;
    }
    run() {
        while (this.pos < this.src.length)
            this.next();
        return this.tokens;
    }
    next() {
        const c = this.src[this.pos];
        if (c === " " || c === "\t" || c === "\r") {
            this.pos += 1;
        }
        else if (c === "\n") {
            this.pos += 1;
            this.tokens.push({ kind: "newline" });
            this.readHeredocBodies();
        }
        else if (c === "#") {
            const newline = this.src.indexOf("\n", this.pos);
            this.pos = newline === -1 ? this.src.length : newline;
        }
        else if (c === "(" || c === ")") {
            this.pos += 1;
            this.tokens.push({ kind: "op", op: c });
        }
        else if (!this.redirectAt(null) && !this.separatorAt()) {
            this.wordOrFd();
        }
    }
    /** A word, or a number that is the descriptor of a redirection right after it (`2>`). */
    wordOrFd() {
        const start = this.pos;
        this.scripts = [];
        const word = this.readWord();
        const next = this.src[this.pos];
        if ((next === ">" || next === "<") && /^\d+$/.test(this.src.slice(start, this.pos)) && this.redirectAt(Number(word.text)))
            return;
        this.tokens.push({ kind: "word", word, scripts: this.scripts });
    }
    separatorAt() {
        if (!OPERATOR_START.has(this.src[this.pos]))
            return false;
        const op = SEPARATOR_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
        if (!op)
            return false;
        this.pos += op.length;
        this.tokens.push({ kind: "op", op });
        return true;
    }
    redirectAt(fd) {
        if (!OPERATOR_START.has(this.src[this.pos]))
            return false;
        if (this.src.startsWith("<(", this.pos) || this.src.startsWith(">(", this.pos)) {
            const sign = this.src[this.pos];
            this.pos += 1;
            const inner = this.captureParens();
            this.tokens.push({ kind: "word", word: { text: sign + inner, literal: false }, scripts: [inner.slice(1, -1)] });
            return true;
        }
        const op = REDIRECT_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
        if (!op)
            return false;
        this.pos += op.length;
        while (this.src[this.pos] === " " || this.src[this.pos] === "\t")
            this.pos += 1;
        this.scripts = [];
        const target = this.readWord();
        const redirect = { op, fd, target };
        this.tokens.push({ kind: "redirect", redirect, scripts: this.scripts });
        if (op === "<<" || op === "<<-")
            this.pending.push({ redirect, stripTabs: op === "<<-" });
        return true;
    }
    /** Heredoc bodies start on the line after their operator, one after another. */
    readHeredocBodies() {
        for (const { redirect, stripTabs } of this.pending) {
            const delimiter = redirect.target.text.trim();
            const lines = [];
            while (this.pos < this.src.length) {
                const newline = this.src.indexOf("\n", this.pos);
                const line = this.src.slice(this.pos, newline === -1 ? this.src.length : newline);
                this.pos = newline === -1 ? this.src.length : newline + 1;
                // agents indent delimiters loosely; a line that is the delimiter once trimmed ends the body
                if (line.trim() === delimiter)
                    break;
                lines.push(stripTabs ? line.replace(/^\t+/, "") : line);
            }
            redirect.body = lines.join("\n");
        }
        this.pending = [];
    }
    readWord() {
        const before = this.unclosed;
        let text = "";
        let literal = true;
        while (this.pos < this.src.length) {
            const c = this.src[this.pos];
            if (WORD_END.has(c))
                break;
            if (c === "'") {
                text += this.quoted("'");
            }
            else if (c === '"') {
                const inner = this.doubleQuoted();
                text += inner.text;
                literal &&= inner.literal;
            }
            else if (c === "\\" && !this.windows) {
                if (this.src[this.pos + 1] !== "\n")
                    text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "`" && this.windows) {
                text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "`" || c === "$") {
                const expansion = this.expansion();
                text += expansion;
                literal &&= expansion === "$";
            }
            else {
                if (c === "*" || c === "?" || c === "[")
                    literal = false;
                text += c;
                this.pos += 1;
            }
        }
        return this.unclosed > before ? { text, literal, unbalanced: true } : { text, literal };
    }
    /** `'…'` (and `$'…'` after its `$`): everything up to the closing quote, as is. */
    quoted(quote) {
        const close = this.src.indexOf(quote, this.pos + 1);
        if (close === -1)
            this.unclosed += 1;
        const end = close === -1 ? this.src.length : close;
        const text = this.src.slice(this.pos + 1, end);
        this.pos = end + 1;
        return text;
    }
    doubleQuoted() {
        let text = "";
        let literal = true;
        this.pos += 1;
        while (this.pos < this.src.length && this.src[this.pos] !== '"') {
            const c = this.src[this.pos];
            const escape = this.windows ? "`" : "\\";
            if (c === escape && (this.windows || '$`"\\\n'.includes(this.src[this.pos + 1] ?? ""))) {
                text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "$" || (c === "`" && !this.windows)) {
                const expansion = this.expansion();
                text += expansion;
                literal &&= expansion === "$";
            }
            else {
                text += c;
                this.pos += 1;
            }
        }
        if (this.pos >= this.src.length)
            this.unclosed += 1;
        this.pos += 1;
        return { text, literal };
    }
    /** `$name`, `${…}`, `$( … )`, `$(( … ))`, `` `…` `` or `$'…'`: the raw text; scripts are kept to read. */
    expansion() {
        const start = this.pos;
        const after = this.src[this.pos + 1] ?? "";
        if (this.src[this.pos] === "`") {
            const inner = this.quoted("`");
            this.scripts.push(inner);
            return `\`${inner}\``;
        }
        if (after === "'") {
            this.pos += 1;
            return this.quoted("'");
        }
        if (after === "(") {
            this.pos += 1;
            const inner = this.captureParens();
            if (!inner.startsWith("(("))
                this.scripts.push(inner.slice(1, -1));
            return `$${inner}`;
        }
        if (after === "{") {
            const close = this.src.indexOf("}", this.pos);
            this.pos = close === -1 ? this.src.length : close + 1;
        }
        else {
            const name = /^(?:[A-Za-z_][\w:]*|[0-9?#@*$!-])/.exec(this.src.slice(this.pos + 1, this.pos + 200));
            this.pos += 1 + (name?.[0].length ?? 0);
        }
        return this.src.slice(start, this.pos);
    }
    /** From an opening parenthesis to its match, skipping quoted text; the text with both parentheses. */
    captureParens() {
        const start = this.pos;
        let open = 0;
        while (this.pos < this.src.length) {
            const c = this.src[this.pos];
            if (c === "'" || c === '"') {
                const close = this.src.indexOf(c, this.pos + 1);
                this.pos = close === -1 ? this.src.length : close + 1;
                continue;
            }
            if (c === "\\" && !this.windows)
                this.pos += 1;
            else if (c === "(")
                open += 1;
            else if (c === ")" && --open === 0) {
                this.pos += 1;
                break;
            }
            this.pos += 1;
        }
        return this.src.slice(start, this.pos);
    }
}

;// CONCATENATED MODULE: ./src/shell/parser.ts

/**
 * A recursive-descent parser from the lexer's tokens to the syntax tree of syntax.ts. It never
 * throws: an agent's command may be cut or malformed, so a missing `fi` or `done` ends at the end
 * of the text, a stray closer is skipped, and the script is marked `recovered`.
 */
function parseScript(source, dialect = { windows: false }) {
    return new Parser(tokenize(source, dialect)).run();
}
/** Words that close a compound command; a list stops before them. */
const CLOSERS = new Set(["then", "elif", "else", "fi", "do", "done", "esac", "}"]);
/** Compound nesting deeper than this is read as plain tokens: no real command needs it. */
const MAX_DEPTH = 100;
class Parser {
    tokens;
    at = 0;
    depth = 0;
    recovered = false;
    simpleCount = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    run() {
        const items = [];
        for (;;) {
            items.push(...this.list().items);
            if (this.at >= this.tokens.length)
                break;
            // a closer with nothing open (`fi`, `)`, `;;`): skipped
            this.at += 1;
            this.recovered = true;
        }
        return { body: { type: "list", items }, recovered: this.recovered, commandCount: this.simpleCount };
    }
    peek(offset = 0) {
        return this.tokens[this.at + offset];
    }
    wordIs(text, offset = 0) {
        const token = this.peek(offset);
        return token?.kind === "word" && token.word.text === text;
    }
    opIs(op, offset = 0) {
        const token = this.peek(offset);
        return token?.kind === "op" && token.op === op;
    }
    /** Consumes the closer a compound expects, or notes that it was missing. */
    expect(text) {
        if (this.wordIs(text) || this.opIs(text))
            this.at += 1;
        else
            this.recovered = true;
    }
    skipNewlines() {
        while (this.peek()?.kind === "newline")
            this.at += 1;
    }
    atStop() {
        const token = this.peek();
        if (token === undefined)
            return true;
        if (token.kind === "op")
            return token.op === ")" || token.op === ";;";
        return token.kind === "word" && CLOSERS.has(token.word.text);
    }
    list() {
        const items = [];
        for (;;) {
            while (this.peek()?.kind === "newline" || this.opIs(";") || this.opIs("&"))
                this.at += 1;
            if (this.atStop())
                break;
            const before = this.at;
            const node = this.andOr();
            if (node === null) {
                if (this.at === before) {
                    this.at += 1;
                    this.recovered = true;
                }
                continue;
            }
            const background = this.opIs("&");
            if (background || this.opIs(";") || this.peek()?.kind === "newline")
                this.at += 1;
            items.push({ node, background });
        }
        return { type: "list", items };
    }
    andOr() {
        let left = this.pipeline();
        while (left !== null && (this.opIs("&&") || this.opIs("||"))) {
            const op = this.peek().op;
            this.at += 1;
            this.skipNewlines();
            const right = this.pipeline();
            if (right === null) {
                this.recovered = true;
                break;
            }
            left = { type: "and-or", op, left, right };
        }
        return left;
    }
    pipeline() {
        let negated = false;
        while (this.wordIs("!") || this.wordIs("time")) {
            negated = negated !== this.wordIs("!");
            this.at += 1;
        }
        const first = this.command();
        if (first === null)
            return null;
        const commands = [first];
        while (this.opIs("|") || this.opIs("|&")) {
            this.at += 1;
            this.skipNewlines();
            const next = this.command();
            if (next === null) {
                this.recovered = true;
                break;
            }
            commands.push(next);
        }
        return commands.length === 1 && !negated ? first : { type: "pipeline", commands, negated };
    }
    command() {
        const token = this.peek();
        if (token === undefined || this.depth >= MAX_DEPTH)
            return null;
        this.depth += 1;
        try {
            return this.compound(token) ?? (token.kind === "op" ? null : this.simple());
        }
        finally {
            this.depth -= 1;
        }
    }
    /** A compound command or function definition starting here, or null when this is a simple command. */
    compound(token) {
        if (token.kind === "op" && token.op === "(") {
            this.at += 1;
            const body = this.list();
            this.expect(")");
            return { type: "subshell", body, redirects: this.redirects() };
        }
        if (token.kind !== "word")
            return null;
        switch (token.word.text) {
            case "if":
                return this.ifClause();
            case "while":
            case "until":
                return this.whileClause(token.word.text);
            case "for":
            case "select":
                return this.forClause(token.word.text);
            case "case":
                return this.caseClause();
            case "{": {
                this.at += 1;
                const body = this.list();
                this.expect("}");
                return { type: "group", body, redirects: this.redirects() };
            }
            case "function":
                return this.functionDefinition(true);
        }
        if (this.opIs("(", 1) && this.opIs(")", 2))
            return this.functionDefinition(false);
        return null;
    }
    ifClause() {
        this.at += 1;
        const clauses = [];
        let otherwise = null;
        let opener = true;
        while (opener) {
            const condition = this.list();
            this.expect("then");
            clauses.push({ condition, body: this.list() });
            opener = this.wordIs("elif");
            if (opener)
                this.at += 1;
        }
        if (this.wordIs("else")) {
            this.at += 1;
            otherwise = this.list();
        }
        this.expect("fi");
        return { type: "if", clauses, otherwise, redirects: this.redirects() };
    }
    whileClause(kind) {
        this.at += 1;
        const condition = this.list();
        this.expect("do");
        const body = this.list();
        this.expect("done");
        return { type: "loop", kind, condition, items: null, body, redirects: this.redirects() };
    }
    forClause(kind) {
        this.at += 1;
        let items = null;
        let variable = null;
        if (this.opIs("(")) {
            // `for ((i = 0; i < n; i++))`: the arithmetic header is skipped up to `do`
            while (this.peek() !== undefined && !this.wordIs("do"))
                this.at += 1;
        }
        else {
            const name = this.peek();
            if (name?.kind === "word") {
                variable = name.word.literal && /^[A-Za-z_]\w*$/.test(name.word.text) ? name.word.text : null;
                this.at += 1;
            }
            this.skipNewlines();
            if (this.wordIs("in")) {
                this.at += 1;
                items = [];
                for (let token = this.peek(); token?.kind === "word"; token = this.peek()) {
                    items.push(token.word);
                    this.at += 1;
                }
            }
        }
        while (this.opIs(";") || this.peek()?.kind === "newline")
            this.at += 1;
        this.expect("do");
        const body = this.list();
        this.expect("done");
        return { type: "loop", kind, condition: null, items, variable, body, redirects: this.redirects() };
    }
    caseClause() {
        this.at += 1;
        const head = this.peek();
        const subject = head?.kind === "word" ? head.word : null;
        if (subject)
            this.at += 1;
        this.skipNewlines();
        this.expect("in");
        const arms = [];
        for (;;) {
            while (this.peek()?.kind === "newline" || this.opIs(";;"))
                this.at += 1;
            if (this.peek() === undefined || this.wordIs("esac"))
                break;
            const patterns = [];
            if (this.opIs("("))
                this.at += 1;
            for (let token = this.peek(); token !== undefined && !(token.kind === "op" && token.op === ")"); token = this.peek()) {
                if (token.kind === "word")
                    patterns.push(token.word.text);
                if (token.kind === "newline")
                    break;
                this.at += 1;
            }
            this.expect(")");
            arms.push({ patterns, body: this.list() });
            if (!this.opIs(";;") && !this.wordIs("esac")) {
                this.recovered = true;
                break;
            }
        }
        this.expect("esac");
        return { type: "case", subject, arms, redirects: this.redirects() };
    }
    /** `name() body`, `function name body`, `function name() body`. */
    functionDefinition(keyword) {
        if (keyword)
            this.at += 1;
        const name = this.peek();
        if (name?.kind !== "word")
            return null;
        this.at += 1;
        if (this.opIs("(") && this.opIs(")", 1))
            this.at += 2;
        this.skipNewlines();
        const body = this.command();
        if (body === null) {
            this.recovered = true;
            return null;
        }
        return { type: "function", name: name.word.text, body };
    }
    /** The redirections written after a compound command (`done > log`, `} 2>&1`). */
    redirects() {
        const found = [];
        for (let token = this.peek(); token?.kind === "redirect"; token = this.peek()) {
            found.push(token.redirect);
            this.at += 1;
        }
        return found;
    }
    simple() {
        const words = [];
        const redirects = [];
        const substitutions = [];
        for (let token = this.peek(); token !== undefined; token = this.peek()) {
            if (token.kind === "word") {
                words.push(token.word);
                substitutions.push(...token.scripts);
                this.at += 1;
                if (words.length === 1 && token.word.text === "[[")
                    this.testExpression(words);
                else if (token.word.text.endsWith("=") && this.opIs("("))
                    this.arrayValue(words);
            }
            else if (token.kind === "redirect") {
                redirects.push(token.redirect);
                substitutions.push(...token.scripts);
                this.at += 1;
            }
            else {
                break;
            }
        }
        if (words.length === 0 && redirects.length === 0)
            return null;
        const next = this.peek();
        const separator = next === undefined ? "" : next.kind === "op" ? next.op : next.kind === "newline" ? "\n" : "";
        return { type: "simple", words, redirects, substitutions, separator, index: this.simpleCount++ };
    }
    /** `[[ -f a && -d b ]]`: operators inside are words of the test, up to `]]`. */
    testExpression(words) {
        for (let token = this.peek(); token !== undefined && token.kind !== "newline"; token = this.peek()) {
            this.at += 1;
            if (token.kind === "word")
                words.push(token.word);
            else if (token.kind === "op")
                words.push({ text: token.op, literal: true });
            else
                words.push({ text: token.redirect.op, literal: true }, token.redirect.target);
            if (token.kind === "word" && token.word.text === "]]")
                return;
        }
    }
    /** `names=(a b c)`: the array's words belong to the assignment. */
    arrayValue(words) {
        this.at += 1;
        for (let token = this.peek(); token !== undefined; token = this.peek()) {
            this.at += 1;
            if (token.kind === "op" && token.op === ")")
                return;
            if (token.kind === "word")
                words.push(token.word);
        }
    }
}


/***/ }),

/***/ 1284:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ patchLeavesTree)
/* harmony export */ });
/**
 * Options with which `git apply` or `patch` only read the patch (test it, report on it) or, for
 * `--cached`, apply it to git's index alone: the work tree is left as it was.
 */
const PATCH_LEAVES_TREE = new Set(["--check", "--stat", "--numstat", "--summary", "--dry-run", "--cached"]);
/** Whether a patch command's words leave the work tree as it was. */
function patchLeavesTree(words) {
    return words.some((word) => PATCH_LEAVES_TREE.has(word));
}


/***/ }),

/***/ 3570:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ resolvePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** Targets that are devices or streams, not files of the work (`nul` is cmd's, `$null` PowerShell's). */
const NOT_A_FILE = /^(?:\/dev\/|\/proc\/self\/fd\/)|^(?:nul|con|-)$|^\d+$/i;
/** A path as the shell meant it: joined to the directory it ran in, normalized; null for devices. */
function resolvePath(path, cwd) {
    const trimmed = path.trim();
    if (trimmed === "" || NOT_A_FILE.test(trimmed))
        return null;
    if (/^[A-Za-z]:[\\/]|^\\\\/.test(trimmed))
        return trimmed;
    if (trimmed.startsWith("/") || trimmed.startsWith("~"))
        return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(trimmed);
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(cwd ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(cwd, trimmed) : trimmed);
    return joined === "." ? null : joined.replace(/\/$/, "");
}


/***/ }),

/***/ 1086:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ isShellProgram),
/* harmony export */   YG: () => (/* binding */ SHELL_NAMES),
/* harmony export */   kX: () => (/* binding */ programName)
/* harmony export */ });
/**
 * The program's name without its folder or a version suffix (`/usr/bin/python3.11` → python3.11):
 * what `word.replace(/^.*\//, "")` leaves, found without the regex, which ran `.*` to the word's end and
 * back at every call (the checks ask it of every word they classify; bench/RESULTS.md, Run 46). `.`
 * stops at a line terminator, so the folder is cut at the last `/` before the first one.
 */
function programName(word) {
    const slash = word.lastIndexOf("/");
    if (slash === -1)
        return word;
    const stop = word.search(LINE_TERMINATOR);
    const last = stop === -1 ? slash : stop === 0 ? -1 : word.lastIndexOf("/", stop - 1);
    return last === -1 ? word : word.slice(last + 1);
}
/** What `.` does not match. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/** The shells agents run, as one alternation: the names `sh -c`, `#!/bin/bash` and `bash: line 1:` use. */
const SHELL_NAMES = "sh|bash|dash|ash|ksh|zsh";
/** A program that is a shell (`bash`, `/bin/sh`), which runs its input line by line as it reads it. */
function isShellProgram(word) {
    return SHELL_PROGRAM.test(programName(word));
}
const SHELL_PROGRAM = new RegExp(`^(?:${SHELL_NAMES})$`);


/***/ }),

/***/ 4082:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ shellRejected),
/* harmony export */   Y: () => (/* binding */ shellNeverStarted)
/* harmony export */ });
/**
 * The shell refused the command line before running any of it: a syntax error on its first line
 * (`bash: -c: line 1: syntax error near unexpected token '('`, `unexpected EOF while looking for
 * matching`). The shell reads a line whole before it runs it, so nothing of that line ran; later
 * lines of a multi-line script may have, so only a first-line error counts.
 */
const FIRST_LINE_SYNTAX_ERROR = /^(?:\/bin\/)?(?:ba|z|da|k)?sh: (?:-c: )?line 1: (?:syntax error|unexpected EOF while looking for matching)/m;
/** Status shells exit with on a syntax error (bash 2, dash and zsh 2 or 1). */
const SYNTAX_ERROR_STATUS = new Set([1, 2]);
function shellRejected(output, exitCode) {
    if (output === null || (exitCode !== null && !SYNTAX_ERROR_STATUS.has(exitCode)))
        return false;
    return FIRST_LINE_SYNTAX_ERROR.test(output);
}
/**
 * The harness could not start the shell at all: `Error executing command: ENOENT: no such file or
 * directory, posix_spawn '/bin/bash'`, or Node's `spawn /bin/sh ENOENT`, and no exit status. Nothing
 * of the line ran.
 */
const SPAWN_FAILED = /\bposix_spawn\b|\bspawn \S*sh E[A-Z]+\b/;
function shellNeverStarted(output, exitCode) {
    return exitCode === null && output !== null && SPAWN_FAILED.test(output.split("\n", 1)[0]);
}


/***/ }),

/***/ 608:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ scriptWrites)
/* harmony export */ });
/**
 * Files a Python or Node script given inline writes, when it names them by a literal path (or by
 * a name bound only to that literal, never to anything else nor as a parameter): `open('out.json',
 * 'w')`, `Path('x').write_text(…)`, `fs.writeFileSync('x', …)`. A path computed at run time is not
 * in the transcript: left out.
 */
function scriptWrites(source, language) {
    // a triple-quoted string is data (the old and new text of a patch the script applies), not code that binds or writes
    const code = language === "python" && LONG_QUOTE.test(source) ? source.replace(LONG_STRING, "''") : source;
    const names = literalNames(code);
    const rules = language === "python" ? PYTHON_RULES : NODE_RULES;
    const changes = [];
    const moves = directoryChanges(code, names);
    for (const rule of rules) {
        for (const match of code.matchAll(rule.pattern)) {
            if (rule.mode && !rule.mode(match.groups?.mode ?? ""))
                continue;
            const folder = moves.findLast((move) => move.at < match.index)?.folder ?? null;
            for (const [group, kind] of rule.paths) {
                for (const path of valuesOf(match.groups?.[group], names))
                    changes.push({ path: within(folder, path), kind, inferred: true });
            }
        }
    }
    return changes;
}
/** The folders a script moves into, in order, each joined to the one before; a folder computed at run time ends what is known. */
function directoryChanges(code, names) {
    const moves = [];
    for (const match of code.matchAll(CHDIR)) {
        const [target] = valuesOf(match.groups?.path, names);
        const before = moves.at(-1)?.folder ?? null;
        moves.push({ at: match.index, folder: target === undefined || (before === null && moves.length > 0) ? null : within(before, target) });
    }
    return moves;
}
/** Python's triple-quoted strings, with any prefix (`r'''…'''`, `"""…"""`). */
const LONG_QUOTE = /'''|"""/;
const LONG_STRING = /[rRbBuUfF]{0,2}('''|""")[\s\S]*?\1/g;
/** A relative path read from a folder the script moved into; an absolute one, or no known move, as written. */
function within(folder, path) {
    if (folder === null || path.startsWith("/"))
        return path;
    return `${folder.replace(/\/+$/, "")}/${path.replace(/^\.\//, "")}`;
}
/** One argument: a string literal or a bare name (resolved through the script's assignments). */
const ARG = String.raw `(?:[rRbB]?(?:'[^'\n]*'|"[^"\n]*")|[A-Za-z_]\w*)`;
const arg = (name) => `(?<${name}>${ARG})`;
/** `os.chdir('repro')`, `process.chdir('/app/x')`: where the script's relative paths lead from that point on. */
const CHDIR = new RegExp(String.raw `\b(?:os|process)\.chdir\(\s*${arg("path")}\s*\)`, "g");
const writesMode = (mode) => /[wax+]/.test(mode);
const PYTHON_RULES = [
    {
        pattern: new RegExp(String.raw `\b(?:io\.|codecs\.)?open\(\s*${arg("path")}\s*,\s*(?:mode\s*=\s*)?[rRbB]?['"](?<mode>[rwabxt+]+)['"]`, "g"),
        paths: [["path", "unknown"]],
        mode: writesMode,
    },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.(?:write_text|write_bytes|touch)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.open\(\s*(?:mode\s*=\s*)?['"](?<mode>[rwabxt+]+)['"]`, "g"), paths: [["path", "unknown"]], mode: writesMode },
    { pattern: new RegExp(String.raw `\b(?<path>[A-Za-z_]\w*)\.(?:write_text|write_bytes)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.unlink\(`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bos\.(?:remove|unlink)\(\s*${arg("path")}\s*\)`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bshutil\.(?:copy|copy2|copyfile)\(\s*${ARG}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:shutil\.move|os\.rename|os\.replace)\(\s*${arg("from")}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\.(?:to_csv|to_json|to_parquet|to_excel|savefig)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:np|numpy)\.(?:save|savetxt|savez)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
];
const FS = String.raw `\b(?:fs|fsp|fs\.promises|promises)\.`;
const NODE_RULES = [
    { pattern: new RegExp(String.raw `(?:${FS}|\b)(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:unlinkSync|unlink|rmSync|rm)\(\s*${arg("path")}`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `${FS}(?:copyFileSync|copyFile|cpSync)\(\s*${ARG}\s*,\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:renameSync|rename)\(\s*${arg("from")}\s*,\s*${arg("path")}`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
];
/**
 * Names bound to literal paths: once in the script (`out = 'result.json'`, `const p = "x"`), or by a
 * Python loop over a literal collection (`for p in ['a.py', 'b.py']:`, `for p, subs in edits.items():`
 * where `edits` is a dict literal keyed by path).
 */
function literalNames(code) {
    const seen = new Map();
    const binding = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:(?:pathlib\.)?Path\(\s*)?[rRbB]?(['"])([^'"\n{}]+)\2\s*\)?\s*(?=$|[;\n,)])/gm;
    const literal = new Map();
    for (const match of code.matchAll(binding)) {
        const [name, value] = [match[1], match[3]];
        seen.set(name, seen.has(name) && seen.get(name) !== value ? null : value);
        literal.set(name, (literal.get(name) ?? 0) + 1);
    }
    // a name also bound to anything else (`path = f'/tmp/{n}.png'`, a function's parameter) holds no one literal
    for (const name of otherBindings(code, literal))
        seen.set(name, null);
    const names = new Map([...seen].filter((entry) => entry[1] !== null).map(([name, value]) => [name, [value]]));
    for (const [name, values] of loopNames(code))
        if (!seen.has(name))
            names.set(name, values);
    return names;
}
/** Every `NAME =` (not `==`): a binding of any value, literal or not. */
const ANY_BINDING = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=(?!=)/gm;
/** `def f(a, path='x', *args):`: its parameters are bound to whatever a call passes. */
const PYTHON_DEF = /\bdef\s+\w+\s*\(([^)]*)\)/g;
/** Names bound more often than to the literals counted, or as a function's parameters. */
function otherBindings(code, literal) {
    const all = new Map();
    for (const match of code.matchAll(ANY_BINDING))
        all.set(match[1], (all.get(match[1]) ?? 0) + 1);
    const other = new Set([...all].filter(([name, count]) => literal.has(name) && count > literal.get(name)).map(([name]) => name));
    for (const match of code.matchAll(PYTHON_DEF)) {
        for (const parameter of match[1].split(",")) {
            const name = /^\s*\**([A-Za-z_]\w*)/.exec(parameter)?.[1];
            if (name !== undefined && literal.has(name))
                other.add(name);
        }
    }
    return other;
}
/** `for NAME[, …] in DICT[.items()|.keys()]:` and `for NAME in [LITERALS]:` (or a tuple). */
const FOR_IN_NAME = /^[ \t]*for\s+([A-Za-z_]\w*)(?:\s*,\s*[A-Za-z_]\w*)*\s+in\s+([A-Za-z_]\w*)(?:\.items\(\)|\.keys\(\))?\s*:/gm;
const FOR_IN_LIST = /^[ \t]*for\s+([A-Za-z_]\w*)\s+in\s+[[(]((?:\s*[rRbB]?(?:'[^'\n]*'|"[^"\n]*")\s*,?)+)\s*[\])]\s*:/gm;
const STRING_LITERAL = /[rRbB]?(?:'([^'\n]*)'|"([^"\n]*)")/g;
/** `NAME = {`: a dict literal whose top-level keys a loop may walk. */
const DICT_START = /^[ \t]*([A-Za-z_]\w*)\s*=\s*\{/gm;
/** The literal paths each loop variable takes, when the loop walks a literal collection. */
function loopNames(code) {
    const dicts = new Map();
    for (const match of code.matchAll(DICT_START))
        dicts.set(match[1], dictKeys(code, match.index + match[0].length));
    const names = new Map();
    for (const match of code.matchAll(FOR_IN_NAME)) {
        const keys = dicts.get(match[2]);
        if (keys !== undefined && keys.length > 0)
            names.set(match[1], keys);
    }
    for (const match of code.matchAll(FOR_IN_LIST)) {
        names.set(match[1], [...match[2].matchAll(STRING_LITERAL)].map((literal) => literal[1] ?? literal[2]));
    }
    return names;
}
/** The string keys at the top level of the dict literal that opens just before `start`. */
function dictKeys(code, start) {
    const keys = [];
    let depth = 1;
    for (let index = start; index < code.length && depth > 0; index += 1) {
        const char = code[index];
        if (char === "'" || char === '"') {
            const end = code.indexOf(char, index + 1);
            if (end < 0 || code.slice(index + 1, end).includes("\n"))
                return keys;
            if (depth === 1 && /^\s*:/.test(code.slice(end + 1, end + 8)))
                keys.push(code.slice(index + 1, end));
            index = end;
        }
        else if ("([{".includes(char))
            depth += 1;
        else if (")]}".includes(char))
            depth -= 1;
    }
    return keys;
}
/** A literal's text, or the literals a name is bound to; none when neither. */
function valuesOf(argument, names) {
    if (!argument)
        return [];
    const literal = /^[rRbB]?(['"])(.*)\1$/.exec(argument);
    if (literal)
        return literal[2].includes("{") ? [] : [literal[2]];
    return names.get(argument) ?? [];
}


/***/ }),

/***/ 9586:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GD: () => (/* binding */ windowsRelative),
/* harmony export */   Zm: () => (/* binding */ comparable),
/* harmony export */   nY: () => (/* binding */ isWindowsAbsolute)
/* harmony export */ });
/* unused harmony export forwardSlashes */
/**
 * Windows paths as a session on Windows records them (`C:\Users\dev\qstr\src\stringify.ts`, cwd
 * `C:\Users\dev\qstr`), read as the repository paths a PR's diff names (`src/stringify.ts`): the
 * separator is either slash, and a drive letter or a folder name differs from another only by more
 * than case.
 */
/** A drive-letter path (`C:\…`, `c:/…`) or a UNC share (`\\host\share`). */
const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]|^\\\\/;
/** True for a drive-letter or UNC path. */
function isWindowsAbsolute(path) {
    return WINDOWS_ABSOLUTE.test(path);
}
/** The path with forward slashes: how the diff and the checks write a separator. */
function forwardSlashes(path) {
    return path.replace(/\\/g, "/");
}
/** A drive-letter or UNC path with forward slashes, any other as it is: the form paths are compared in. */
function comparable(path) {
    return path.includes("\\") && isWindowsAbsolute(path) ? forwardSlashes(path) : path;
}
/**
 * A path of a session whose working directory is a Windows path, relative to that directory with
 * forward slashes (`C:\Users\dev\qstr\src\a.ts` → `src/a.ts`; `src\a.ts` → `src/a.ts`). Null when the
 * directory is not a Windows path, or the path is absolute and outside it (it stays as recorded).
 */
function windowsRelative(path, cwd) {
    if (!isWindowsAbsolute(cwd))
        return null;
    if (!isWindowsAbsolute(path))
        return path.startsWith("/") ? null : forwardSlashes(path).replace(/^\.\//, "");
    const root = `${forwardSlashes(cwd).replace(/\/+$/, "")}/`;
    const file = forwardSlashes(path);
    return file.toLowerCase().startsWith(root.toLowerCase()) && file.length > root.length ? file.slice(root.length) : null;
}


/***/ }),

/***/ 9496:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ unwrap)
/* harmony export */ });
/* harmony import */ var _program_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1086);

/** Wrappers that take no operand of their own before the command: `nohup make`. */
const BARE = new Set(["sudo", "nohup", "time", "command", "exec", "nice", "ionice", "chronic", "unbuffer", "caffeinate", "xvfb-run", "stdbuf", "env", "cross-env", "dotenv", "catchsegv", "valgrind", "strace", "ltrace", "faketime", "firejail", "setsid"]);
/** Runner prefixes: `<tool> <word>` followed by the command (`poetry run pytest`, `bundle exec rspec`). */
const PREFIXES = [
    ["uv", "run"], ["poetry", "run"], ["pipenv", "run"], ["pdm", "run"], ["hatch", "run"], ["rye", "run"], ["conda", "run"], ["mamba", "run"], ["micromamba", "run"], ["pixi", "run"],
    ["bundle", "exec"], ["pnpm", "exec"], ["pnpm", "dlx"], ["yarn", "dlx"], ["yarn", "exec"], ["npm", "exec"], ["bun", "x"], ["opam", "exec"], ["nix", "develop"], ["nix-shell", "--run"], ["mise", "exec"], ["asdf", "exec"], ["direnv", "exec"],
    ["docker", "compose", "run"], ["docker", "compose", "exec"], ["docker-compose", "run"], ["docker-compose", "exec"], ["docker", "run"], ["docker", "exec"], ["podman", "run"], ["podman", "exec"], ["kubectl", "exec"],
];
const NPX_LIKE = new Set(["npx", "pnpx", "bunx", "uvx", "pipx"]);
/** Container commands name a service, image or container before the command they run. */
const CONTAINER_TARGET = new Set(["docker", "docker-compose", "podman", "kubectl"]);
/** Options whose value is the next word, for the wrappers above (`timeout -s KILL 60`, `-n env`). */
const VALUED = /^(?:-[nuskweC]|--(?:name|user|group|workdir|env|env-file|kill-after|signal|with|python|project|directory|package|entrypoint|volume|network|cwd|prefix|from|environment|shell|context|container|namespace))$/;
/**
 * Launchers that run the Python script they are given, with options of their own before it
 * (`torchrun --nproc_per_node 2 train.py`, `python -m cProfile -o prof x.py`, `accelerate launch x.py`).
 * An option's value may stand apart from it, so the script is the first word naming a `.py` file.
 */
const SCRIPT_LAUNCHERS = new Set(["torchrun", "torch.distributed.run", "torch.distributed.launch", "deepspeed", "cProfile", "profile", "pdb", "trace"]);
const PYTHON_SCRIPT = /\.py$/;
const MAX_UNWRAPS = 8;
function unwrap(argv) {
    let words = [...argv];
    for (let round = 0; round < MAX_UNWRAPS && words.length > 0; round += 1) {
        words = dropAssignments(words);
        const script = shellScript(words);
        if (script !== null)
            return { script };
        const next = peel(words);
        if (next === null)
            break;
        words = next;
    }
    return { argv: dropAssignments(words) };
}
/** One wrapper off the front, or null when the first word is the real program. */
function peel(words) {
    const tool = (0,_program_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(words[0]);
    if (BARE.has(tool))
        return skipOptions(words.slice(1), VALUED);
    if (tool === "timeout") {
        const rest = skipOptions(words.slice(1), VALUED);
        return rest.slice(1);
    }
    if (NPX_LIKE.has(tool))
        return skipOptions(words.slice(1), /^(?:-p|--package)$/).filter((_, index, all) => !(index === 0 && all[0] === "--"));
    if (/^python[\d.]*$/.test(tool)) {
        // the interpreter's own flags may come first (`python -Werror -m unittest`, `python -X dev -m pytest`)
        const at = pythonModuleFlag(words);
        if (at !== -1 && words[at + 1])
            return [words[at + 1], ...words.slice(at + 2)];
    }
    if (SCRIPT_LAUNCHERS.has(tool) || (tool === "accelerate" && words[1] === "launch"))
        return launchedScript(words);
    for (const prefix of PREFIXES) {
        if (tool !== prefix[0] || !prefix.slice(1).every((word, index) => words[index + 1] === word))
            continue;
        let rest = skipOptions(words.slice(prefix.length), VALUED);
        if (CONTAINER_TARGET.has(prefix[0]))
            rest = rest.slice(1);
        return rest[0] === "--" ? rest.slice(1) : rest;
    }
    return null;
}
/** Python's flags that take the next word as their value (`-W error`, `-X dev`). */
const PYTHON_VALUED = new Set(["-W", "-X", "--check-hash-based-pycs"]);
/** The index of `-m` among Python's leading flags, or -1 when it runs a script, code (`-c`) or nothing. */
function pythonModuleFlag(words) {
    for (let index = 1; index < words.length; index += 1) {
        const word = words[index];
        if (word === "-m")
            return index;
        if (!word.startsWith("-") || word === "-c" || word === "-" || word === "--")
            return -1;
        if (PYTHON_VALUED.has(word))
            index += 1;
    }
    return -1;
}
/** The launched script run by Python, with its arguments; null when it runs no script file (`torchrun -m pkg`). */
function launchedScript(words) {
    const script = words.findIndex((word, index) => index > 0 && !word.startsWith("-") && PYTHON_SCRIPT.test(word));
    return script < 0 ? null : ["python", ...words.slice(script)];
}
function skipOptions(words, valued) {
    let index = 0;
    while (index < words.length && (words[index].startsWith("-") || /^[A-Za-z_]\w*=/.test(words[index]))) {
        if (words[index] === "--")
            return words.slice(index + 1);
        index += valued.test(words[index]) ? 2 : 1;
    }
    return words.slice(index);
}
function dropAssignments(words) {
    let index = 0;
    while (index < words.length - 1 && /^[A-Za-z_]\w*=/.test(words[index]))
        index += 1;
    return words.slice(index);
}
/** `bash -lc 'npm test'`, `sh -c "…"`: the script the shell is told to run. */
function shellScript(words) {
    if (!/^(?:ba|z|da|k|fi)?sh$/.test((0,_program_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(words[0] ?? "")))
        return null;
    const flag = words.findIndex((word, index) => index > 0 && /^-[a-z]*c[a-z]*$/.test(word));
    return flag > 0 ? (words[flag + 1] ?? null) : null;
}


/***/ }),

/***/ 1507:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ commandOf),
/* harmony export */   u: () => (/* binding */ inputObject)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(162);

/** Input fields that hold a shell command, across agents' shell tools. */
const COMMAND_FIELDS = ["command", "cmd", "keystrokes", "script"];
/**
 * The shell command a tool call ran, or null when it is not a shell call. Argument vectors
 * (`["bash", "-lc", "npm test"]`) are reduced to the script they run.
 */
function commandOf(input) {
    for (const field of COMMAND_FIELDS) {
        const value = input[field];
        if (typeof value === "string" && value.trim() !== "")
            return value;
        if (Array.isArray(value) && value.every((part) => typeof part === "string"))
            return fromArgv(value);
    }
    return null;
}
function fromArgv(argv) {
    const shellFlag = argv.findIndex((part) => /^-\w*c$/.test(part));
    const isShell = shellFlag > 0 && /(?:^|\/)(?:ba|z|da)?sh$/.test(argv[0] ?? "");
    if (isShell && argv[shellFlag + 1])
        return argv[shellFlag + 1] ?? null;
    const joined = argv.join(" ").trim();
    return joined === "" ? null : joined;
}
/** Tool inputs arrive as objects, JSON strings, or bare strings; always give an object. */
function inputObject(value) {
    if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return value;
    const text = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(value);
    if (text === null)
        return {};
    try {
        const parsed = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(text);
        if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(parsed))
            return parsed;
    }
    catch {
        // not JSON: keep the raw text below
    }
    return { input: text };
}


/***/ }),

/***/ 1436:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ returncodeJson),
/* harmony export */   Ln: () => (/* binding */ codexHeader),
/* harmony export */   P3: () => (/* binding */ prefixNote),
/* harmony export */   PP: () => (/* binding */ clineExitCode),
/* harmony export */   QS: () => (/* binding */ claudeExitCode),
/* harmony export */   hC: () => (/* binding */ prefixedExitCode),
/* harmony export */   hk: () => (/* binding */ codexExitCode),
/* harmony export */   j0: () => (/* binding */ returncodeTagExitCode),
/* harmony export */   no: () => (/* binding */ geminiExitCode),
/* harmony export */   u5: () => (/* binding */ withoutExitCodePrefix),
/* harmony export */   w5: () => (/* binding */ openHandsExitCode),
/* harmony export */   xn: () => (/* binding */ withoutCodexHeader),
/* harmony export */   zf: () => (/* binding */ geminiShellOutput)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(162);
/**
 * Exit codes stated in tool output text, by the conventions agents use. Each reader picks the
 * conventions its format writes; none is applied to free text, where a test could print it.
 */

/** Claude Code: a failed Bash result starts with `Exit code N`. */
function claudeExitCode(output) {
    return firstInt(/^\s*Exit code (-?\d+)\b/.exec(output));
}
/** Codex: `Process exited with code N` (and older `Exit code: N`) in the result header. */
function codexExitCode(output) {
    return firstInt(/^(?:Process exited with code|Exit code:) (-?\d+)\b/m.exec(codexHeader(output)));
}
/**
 * The status header of a Codex exec output (`Chunk ID`, `Wall time`, `Process …`). Some CLIs echo
 * the command first (`Command: /bin/bash -lc …`), as long as the command: the header starts after it.
 */
function codexHeader(output) {
    const echo = COMMAND_ECHO.test(output) ? output.search(HEADER_START) : -1;
    const start = echo >= 0 ? echo + 1 : 0;
    return output.slice(start, start + HEADER_CHARS);
}
/**
 * A Codex exec output without its status header (`Chunk ID: …`, `Wall time: …`, `Process exited with code 0`,
 * `Original token count: …`, `Output:`): what the command printed. The output as it is when it opens otherwise.
 */
function withoutCodexHeader(output) {
    const found = CODEX_HEADER.exec(output);
    return found === null ? output : output.slice(found[0].length);
}
const CODEX_HEADER = /^(?:(?:(?:Chunk ID|Wall time|Original token count|Exit code): |Process (?:exited with code|running with session ID) )[^\n]*\n){1,6}Output:\n/;
const COMMAND_ECHO = /^Command: /;
const HEADER_START = /\n(?:Chunk ID|Wall time): /;
/** Gemini CLI: `Exit Code: N` on its own line of the shell result. */
function geminiExitCode(output) {
    return firstInt(/^Exit Code: (-?\d+)\b/m.exec(output));
}
/**
 * Terminal-Bench converted trajectories: output prefixed `(exit code N)`, or with the recorder's note
 * inside the parentheses (`(exit code 124 (timed out after 600s))`, `(exit code 127\nCommand not found: …)`).
 */
function prefixedExitCode(output) {
    return firstInt(EXIT_CODE_PREFIX.exec(output));
}
/** Cline: a failed `execute_command` result opens with `Command failed with exit code N.` */
function clineExitCode(output) {
    return firstInt(/^\s*Command failed with exit code (-?\d+)\./.exec(output));
}
/** mini-swe-agent: `<returncode>N</returncode>` in the observation. */
function returncodeTagExitCode(output) {
    return firstInt(/<returncode>\s*(-?\d+)\s*<\/returncode>/.exec(output));
}
/** Header lines are short; look no further so that test output cannot forge the header. */
const HEADER_CHARS = 400;
function firstInt(match) {
    if (!match?.[1])
        return null;
    const value = Number.parseInt(match[1], 10);
    return Number.isSafeInteger(value) ? value : null;
}
/** OpenHands: `[The command completed with exit code N.]` at the end of a run observation. */
function openHandsExitCode(output) {
    return firstInt(/\[The command completed with exit code (-?\d+)\.\]\s*$/.exec(output.slice(-HEADER_CHARS)));
}
function returncodeJson(content) {
    if (!content.trimStart().startsWith("{") || !content.includes('"returncode"'))
        return null;
    let parsed;
    try {
        parsed = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(content);
    }
    catch {
        return null;
    }
    if (typeof parsed !== "object" || parsed === null || !("returncode" in parsed))
        return null;
    const value = parsed;
    const exitCode = typeof value.returncode === "number" && Number.isSafeInteger(value.returncode) ? value.returncode : null;
    const exception = typeof value.exception_info === "string" && value.exception_info !== "" ? value.exception_info : null;
    return { exitCode, output: joinedOutput(value), exception };
}
/** `output`, or `output_head` + a marker of the elided middle + `output_tail`. */
function joinedOutput(value) {
    if (typeof value.output === "string")
        return value.output;
    const head = typeof value.output_head === "string" ? value.output_head : "";
    const tail = typeof value.output_tail === "string" ? value.output_tail : "";
    const elided = typeof value.elided_chars === "number" ? value.elided_chars : null;
    return elided === null ? `${head}${tail}` : `${head}\n[… ${elided} chars elided]\n${tail}`;
}
/** A recorder's note inside the prefix is at most this long. */
const MAX_PREFIX_NOTE = 300;
/** The `(exit code N)` prefix some recorders put before a command's output, with any note of theirs: not the program's output. */
const EXIT_CODE_PREFIX = new RegExp(String.raw `^\s*\(exit code (-?\d+)(?:\)|[ \t]+\([^()\n]{1,${MAX_PREFIX_NOTE}}\)\)|\n[^()]{1,${MAX_PREFIX_NOTE}}\))[ \t]*`);
/** The note a recorder put inside its `(exit code N …)` prefix (`timed out after 600s`), if any. */
function prefixNote(output) {
    const found = EXIT_CODE_PREFIX.exec(output);
    if (found === null)
        return null;
    const note = found[0].trim().replace(/^\(exit code -?\d+/, "").replace(/\)$/, "").trim().replace(/^\((.*)\)$/s, "$1").trim();
    return note === "" ? null : note;
}
/** The output without a recorder's `(exit code N)` prefix. */
function withoutExitCodePrefix(output) {
    return output.replace(EXIT_CODE_PREFIX, "");
}
/** What the envelope says when the command printed nothing, or had no error. */
const GEMINI_EMPTY = "(empty)";
const GEMINI_NO_ERROR = "(none)";
/** The envelope's fields, in its order: older releases print `Stdout:` and `Stderr:` where newer ones print `Output:`. */
const GEMINI_PRINTED_FIELDS = ["Output", "Stdout", "Stderr"];
/**
 * Gemini CLI's shell result is an envelope (`Command: …`, `Directory: …`, `Output: <what the command printed>`
 * or `Stdout: …` and `Stderr: …`, then `Error: …`, `Exit Code: …`, `Signal: …`, …). What the command printed lies
 * between those fields and the last `Error: ` line: unwrapped, a runner's first line (`FAILED README.rst::README.rst`)
 * starts a line as it did in the terminal. An error the envelope names is kept after it. Text that is no such
 * envelope is returned as is.
 */
function geminiShellOutput(text) {
    if (!COMMAND_ECHO.test(text))
        return text;
    const directory = text.indexOf("\nDirectory: ");
    const end = text.lastIndexOf("\nError: ");
    if (directory < 0 || end < directory)
        return text;
    const fields = text.slice(directory, end);
    const printed = GEMINI_PRINTED_FIELDS.map((field) => fieldText(fields, field)).filter((value) => value !== null);
    if (printed.length === 0)
        return text;
    const errorLine = text.slice(end + 1).split("\n", 1)[0];
    const error = errorLine.slice("Error: ".length).trim();
    const kept = printed.filter((value) => value !== GEMINI_EMPTY && value !== "").join("\n");
    return error === "" || error === GEMINI_NO_ERROR ? kept : `${kept}${kept === "" ? "" : "\n"}${errorLine}`;
}
/** A field's text in the envelope's middle: from `\nName: ` to the next field, or to the end. */
function fieldText(fields, name) {
    const marker = `\n${name}: `;
    const at = fields.indexOf(marker);
    if (at < 0)
        return null;
    const from = at + marker.length;
    const next = name === "Stdout" ? fields.indexOf("\nStderr: ", from) : -1;
    return fields.slice(from, next < 0 ? undefined : next);
}


/***/ }),

/***/ 162:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ parseJsonHolding),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   QL: () => (/* binding */ arr),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   Wh: () => (/* binding */ int),
/* harmony export */   bO: () => (/* binding */ NestingTooDeep),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   zf: () => (/* binding */ lookupTable)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/** Narrow helpers for reading untyped JSON without trusting its shape. */

/**
 * Deepest nesting of arrays and objects read from a transcript. Real records nest a few dozen
 * levels; JSON.stringify and every recursive walk of a value overflow the stack near 10,000.
 */
const MAX_JSON_DEPTH = 1000;
/** A JSON text nested past MAX_JSON_DEPTH: bad input, never read (its readers would overflow the stack). */
class NestingTooDeep extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d {
    name = "NestingTooDeep";
    constructor() {
        super(`a JSON value is nested deeper than ${MAX_JSON_DEPTH} levels; not a transcript record (refused)`);
    }
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function str(value) {
    return typeof value === "string" ? value : null;
}
/** Safe integers only: the trajectory contract (and JSON consumers) cannot carry 2^53 and beyond exactly. */
function int(value) {
    return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}
function arr(value) {
    return Array.isArray(value) ? value : [];
}
function obj(value) {
    return isObject(value) ? value : {};
}
/**
 * Keys that would shadow an Object.prototype member. Coming from JSON their values are data, never
 * functions, so `String(record)` or a template literal over such a record throws; `__proto__` would
 * re-parent an object a reader spreads or assigns. No transcript format uses them as field names.
 */
const SHADOWING_KEYS = new Set(["__proto__", "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty"]);
/**
 * JSON.parse for untrusted transcript text, without the keys above. They are deleted from the parsed
 * value in place, as a reviver answering undefined for them deletes them: a walk of the value's
 * containers costs less than a regex over its text (a line's text is mostly long strings) and runs
 * no reviver, which would recurse. The depth is bounded first, so the walk recurses at most that deep.
 */
function parseJson(text) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        throw new NestingTooDeep();
    const value = JSON.parse(text);
    if (typeof value === "object" && value !== null)
        dropShadowingKeys(value);
    return value;
}
/**
 * `parseJson`, also finding the objects whose own `key` holds `value`, in the walk that drops the
 * shadowing keys (never under or at a dropped key): partial-member.ts puts a string back where its
 * stand-in is, which a second walk of each record found (6-9 ms on the bench's session, Run 43).
 */
function parseJsonHolding(text, key, value) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        throw new NestingTooDeep();
    const parsed = JSON.parse(text);
    const holding = { key, value, holders: [] };
    if (typeof parsed === "object" && parsed !== null)
        dropShadowingKeysHolding(parsed, holding, prototypeHasEnumerableKeys());
    return { parsed, holders: holding.holders };
}
/** The walk of `dropShadowingKeys` (by `Object.keys` when `ownKeys`, else `for...in`), noting the holders of `holding`. */
function dropShadowingKeysHolding(container, holding, ownKeys) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingKeysHolding(item, holding, ownKeys);
        return;
    }
    const record = container;
    if (ownKeys)
        for (const name of Object.keys(record))
            visitHolding(record, name, holding, ownKeys);
    else
        for (const name in record)
            visitHolding(record, name, holding, ownKeys);
}
function visitHolding(record, name, holding, ownKeys) {
    const item = record[name];
    if (SHADOWING_KEYS.has(name))
        delete record[name];
    else if (name === holding.key && item === holding.value)
        holding.holders.push(record);
    else if (typeof item === "object" && item !== null)
        dropShadowingKeysHolding(item, holding, ownKeys);
}
/**
 * Deletes the keys above from every object in a parsed JSON value (a dropped key's value is not walked: nothing reads it).
 * `for...in` visits an object's keys without the array `Object.keys` makes for each object (half the
 * walk's time on a word-rich session); it also visits inherited enumerable keys, which a JSON object
 * has none of while `Object.prototype` has none, so the walk is taken only then (checked per parse).
 */
function dropShadowingKeys(container) {
    if (prototypeHasEnumerableKeys())
        dropShadowingOwnKeys(container);
    else
        dropShadowingKeysForIn(container);
}
/** Whether a plain object inherits an enumerable key (something in the process added one to `Object.prototype`). */
function prototypeHasEnumerableKeys() {
    for (const _key in EMPTY)
        return true;
    return false;
}
const EMPTY = Object.freeze({});
function dropShadowingKeysForIn(container) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingKeysForIn(item);
        return;
    }
    const record = container;
    // own keys only (dropShadowingKeys); the key being visited is the only one deleted, which for...in allows
    for (const key in record) {
        const item = record[key];
        if (SHADOWING_KEYS.has(key))
            delete record[key];
        else if (typeof item === "object" && item !== null)
            dropShadowingKeysForIn(item);
    }
}
/** The same walk by `Object.keys`, for a process whose `Object.prototype` has an enumerable key. */
function dropShadowingOwnKeys(container) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingOwnKeys(item);
        return;
    }
    const record = container;
    for (const key of Object.keys(record)) {
        const item = record[key];
        if (SHADOWING_KEYS.has(key))
            delete record[key];
        else if (typeof item === "object" && item !== null)
            dropShadowingOwnKeys(item);
    }
}
/**
 * A lookup table keyed by untrusted strings (tool names, edit verbs), without a prototype: a plain
 * object answers `toString` or `constructor` with a function, which a reader would take for a value.
 */
function lookupTable(entries) {
    return Object.freeze(Object.assign(Object.create(null), entries));
}
/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another. Texts with
 * fewer brackets than the bound (nearly all) are told apart by their length or by counting them at
 * native speed.
 */
function nestsDeeperThan(text, max) {
    // each level opens on a bracket of its own: a text no longer than `max` opens no more (most lines of a session)
    if (text.length <= max)
        return false;
    if (bracketsUpTo(text, "{", max + 1) + bracketsUpTo(text, "[", max + 1) <= max)
        return false;
    let depth = 0;
    let inString = false;
    for (let index = 0; index < text.length; index += 1) {
        const char = text.charCodeAt(index);
        if (inString) {
            if (char === BACKSLASH)
                index += 1;
            else if (char === QUOTE)
                inString = false;
        }
        else if (char === QUOTE)
            inString = true;
        else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
            depth += 1;
            if (depth > max)
                return true;
        }
        else if (char === CLOSE_BRACE || char === CLOSE_BRACKET)
            depth -= 1;
    }
    return false;
}
const [QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\{}[]"].map((char) => char.charCodeAt(0));
function bracketsUpTo(text, bracket, limit) {
    let count = 0;
    for (let index = text.indexOf(bracket); index !== -1 && count < limit; index = text.indexOf(bracket, index + 1))
        count += 1;
    return count;
}


/***/ }),

/***/ 2342:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   le: () => (/* binding */ REPLACE_FIELDS),
/* harmony export */   rc: () => (/* binding */ replacesNotesOnly),
/* harmony export */   uQ: () => (/* binding */ patchNotesOnly)
/* harmony export */ });
/* unused harmony export changesNotesOnly */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(162);
/**
 * An edit tool's replacement that changes only comments or a docstring (`.. versionchanged::` added
 * inside a docstring, a `#` line reworded): no test can see it, so it makes no earlier run stale.
 * Read from the replacement's own text, which shows only part of the file: a line counts as a note
 * only when the fragment itself shows it is one. Anything a program or a test could read stays code:
 * doctest prompts, Rust doc comments (doc-tests run their code), Go build directives and cgo preambles,
 * encoding lines, shebangs.
 */

/** Source files whose comments and docstrings this reads, and their line-comment marker. */
const HASH_COMMENTED = /\.(?:py|pyi|rb|sh|bash)$/i;
const SLASH_COMMENTED = /\.(?:js|mjs|cjs|jsx|ts|tsx|go|java|kt|scala|swift|c|h|cc|cpp|hpp|cs|rs)$/i;
/** Rust: its doc comments' fenced examples run as doc-tests, so a fragment that shows a fence is code. */
const RUST = /\.rs$/i;
const FENCE = "```";
const PYTHON = /\.pyi?$/i;
/**
 * A comment line that a program reads: a shebang, an encoding declaration, a build or cgo directive, a linter's or
 * type checker's directive (`# type: ignore`, `# noqa`, `// @ts-expect-error`, `// eslint-disable`), Go's example `// Output:`.
 */
const READ_COMMENT = new RegExp(`^#!|coding[:=]|^\\/\\/go:|^\\/\\/\\s*\\+build|^\\/\\/\\s*#|${["type:", "noqa", "pragma", "pylint:", "mypy:", "pyright:",
    "@ts-", "eslint-", "prettier-ignore", "istanbul ", "nolint", "fmt: ?(?:off|on|skip)", "isort:", "Output:", "Unordered output:"].join("|")}`);
/** Text that runs as a test: a doctest prompt, a fenced example in a doc comment. */
const RUNS_AS_TEST = /^\s*(?:>>>|\.\.\.\s)|```/m;
/** A fragment that holds a cgo preamble: the comments above `import "C"` are C code. */
const CGO = /^\s*import\s+"C"/m;
/** A Go example's expected output: `go test` compares the comment lines under it with what the example prints. */
const GO_EXAMPLE = /^\s*\/\/\s*(?:Unordered output|Output):/m;
/** Triple quotes: a Python string that may span lines. */
const TRIPLE = /"""|'''/;
/** A line that ends a `def` or `class` header (`def f(x):`, `) -> int:`, `class A(B):`): a string right after it is a docstring. */
const DEF_HEADER_END = /^\s*(?:async\s+def|def|class)\b.*:\s*$|^\s*\)(?:\s*->\s*[^:]+)?:\s*$/;
/** Old and new text of a replacement, by the edit tools' field names (Claude Code, OpenHands, Gemini and others). */
const REPLACE_FIELDS = [["old_string", "new_string"], ["old_str", "new_str"], ["oldText", "newText"], ["old_text", "new_text"]];
function replacementsOf(input) {
    const one = (record) => {
        for (const [from, to] of REPLACE_FIELDS) {
            const old = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(record[from]);
            const text = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(record[to]);
            if (old !== null && text !== null)
                return [old, text];
        }
        return null;
    };
    const many = Array.isArray(input.edits) ? input.edits.map((edit) => (edit !== null && typeof edit === "object" ? one(edit) : null)) : [one(input)];
    return many.length > 0 && many.every((pair) => pair !== null) ? many : null;
}
/**
 * True when every replacement an edit tool's input holds changes only comments or docstrings of `path`;
 * `shown` gives the outputs of earlier calls that named the file (latest first), to read a fragment too
 * short to tell (one line of a docstring) in the lines around it there.
 */
function replacesNotesOnly(path, input, shown = () => NOTHING_SHOWN) {
    const pairs = replacementsOf(input);
    const one = ([old, text]) => {
        if (old === text)
            return false;
        if (changesNotesOnly(path, old, text))
            return true;
        if (!maybeDocstring(path, old, text) && !(PYTHON.test(path) && wholeString(old) && wholeString(text)))
            return false;
        const { before, result, after = [] } = shown(path);
        // the lines around the old text where an earlier output showed it, or around the new where the edit's own answer or
        // the file's final text (the PR's hunks) did
        const around = surroundingLines(old, before) ?? surroundingLines(text, result === null ? after : [result, ...after]);
        return around !== null && changesNotesOnly(path, `${around.before}${old}${around.after}`, `${around.before}${text}${around.after}`);
    };
    return pairs !== null && (HASH_COMMENTED.test(path) || SLASH_COMMENTED.test(path)) && pairs.every(one);
}
const NOTHING_SHOWN = { before: [], result: null };
/** How many lines around a fragment are read from an output that showed the file. */
const CONTEXT_LINES = 60;
/** A line number a viewer put before each line: `cat -n`'s and editors' `   12\t`, Claude Code's `    12→`. */
const LINE_NUMBER = /^ *\d+(?:\t|→)/;
/** A fragment may begin and end inside a line: its first line ends one, its last begins one, the rest are whole. */
function holds(line, part, offset, count) {
    if (line === undefined)
        return false;
    if (count === 1)
        return line.includes(part);
    return offset === 0 ? line.endsWith(part) : offset === count - 1 ? line.startsWith(part) : line === part;
}
/** The lines an earlier output showed before and after the fragment's exact lines, when one showed them. */
function surroundingLines(fragment, shown) {
    const wanted = fragment.replace(/\n$/, "").split("\n");
    const first = wanted[0].trim();
    if (first === "")
        return null;
    for (const output of shown) {
        if (!output.includes(first))
            continue;
        const lines = shownLines(output);
        const at = lines.findIndex((_, index) => wanted.every((part, offset) => holds(lines[index + offset], part, offset, wanted.length)));
        if (at < 0)
            continue;
        const before = lines.slice(Math.max(0, at - CONTEXT_LINES), at).join("\n");
        const after = lines.slice(at + wanted.length, at + wanted.length + CONTEXT_LINES).join("\n");
        const ends = fragment.endsWith("\n") ? "" : "\n";
        return { before: before === "" ? "" : `${before}\n`, after: after === "" ? "" : `${ends}${after}` };
    }
    return null;
}
/**
 * An output's lines without the line numbers a viewer put before them: `cat -n`'s and editors' on each line, or grep's
 * `-n` (`272:` on a match, `273-` on context) when every line of the output has one (or is grep's `--` between groups).
 */
function shownLines(output) {
    const lines = output.split("\n");
    const grepped = lines.every((line) => line === "" || line === "--" || GREP_NUMBER.test(line));
    return lines.map((line) => (grepped ? line.replace(GREP_NUMBER, "") : line.replace(LINE_NUMBER, "")));
}
/** grep -n's line number: `272:` before a matching line, `273-` before a line of context. */
const GREP_NUMBER = /^\d+[:-]/;
/** True when `after` differs from `before` only in lines that are comments or docstring text of `path`. */
function changesNotesOnly(path, before, after) {
    const hash = HASH_COMMENTED.test(path);
    if (!hash && !SLASH_COMMENTED.test(path))
        return false;
    if (CGO.test(before) || CGO.test(after) || GO_EXAMPLE.test(before) || GO_EXAMPLE.test(after))
        return false;
    if (RUST.test(path) && (before.includes(FENCE) || after.includes(FENCE)))
        return false;
    const old = before.split("\n");
    const now = after.split("\n");
    let head = 0;
    while (head < old.length && head < now.length && old[head] === now[head])
        head += 1;
    let tail = 0;
    while (tail < old.length - head && tail < now.length - head && old[old.length - 1 - tail] === now[now.length - 1 - tail])
        tail += 1;
    const removed = old.slice(head, old.length - tail);
    const added = now.slice(head, now.length - tail);
    const changed = [...removed, ...added];
    if (changed.some((line) => RUNS_AS_TEST.test(line)))
        return false;
    if (changed.every((line) => line.trim() === "" || commentLine(line, hash)))
        return !changed.every((line) => line.trim() === "") || sameCode(removed, added);
    if (PYTHON.test(path) && wholeDocstring(old, head, old.length - tail) && wholeDocstring(now, head, now.length - tail))
        return true;
    if (!PYTHON.test(path) || changed.some((line) => LOOKS_LIKE_CODE.test(line)))
        return false;
    return insideDocstring(old, head, old.length - tail) && insideDocstring(now, head, now.length - tail);
}
/** A fragment that is one triple-quoted string, quotes and all (`"""Adds an element."""`, or over several lines). */
function wholeString(fragment) {
    const text = fragment.trim();
    const quote = /^[rRuU]?("""|''')/.exec(text)?.[1];
    return quote !== undefined && text.endsWith(quote) && text.split(quote).length === 3;
}
/**
 * The lines [from, to) of a Python text are one whole docstring: a triple-quoted string alone, opened on the first line
 * right after a `def`/`class` header and closed on the last, with no doctest in it (a one-line docstring made a longer one).
 */
function wholeDocstring(lines, from, to) {
    if (to <= from)
        return false;
    const header = lines.slice(0, from).findLast((line) => line.trim() !== "");
    const span = lines.slice(from, to);
    return header !== undefined && DEF_HEADER_END.test(header) && wholeString(span.join("\n")) && /^\s*[rRuU]?("""|''')/.test(span[0])
        && !span.some((line) => line.includes(">>>"));
}
/** Python text whose changed lines are all prose: a docstring's, if the lines around them show its quotes. */
function maybeDocstring(path, before, after) {
    if (!PYTHON.test(path))
        return false;
    const old = new Set(before.split("\n"));
    const changed = after.split("\n").filter((line) => !old.has(line));
    const gone = new Set(after.split("\n"));
    changed.push(...before.split("\n").filter((line) => !gone.has(line)));
    return changed.every((line) => !TRIPLE.test(line) && !RUNS_AS_TEST.test(line) && !LOOKS_LIKE_CODE.test(line));
}
/**
 * A line that reads as a Python statement (an assignment, a call alone on its line, a keyword that opens
 * one): a fragment can begin inside code as well as inside a string, so such a line is never taken for prose.
 */
const LOOKS_LIKE_CODE = /^\s*(?:return|if|elif|else|for|while|def|class|import|from|raise|yield|with|try|except|finally|assert|pass|break|continue|lambda|async|await|global|nonlocal|del)\b(?!-)|[^=!<>]=[^=]|^\s*[\w.]+\(.*\)\s*$|^\s*@\w/;
/** Blank lines only, the same count: indentation and line ends moved, nothing else. */
function sameCode(removed, added) {
    return removed.join("").trim() === added.join("").trim();
}
function commentLine(line, hash) {
    const text = line.trim();
    if (READ_COMMENT.test(text))
        return false;
    // `///` in C# and Rust and `/** */` in Java are comments; a Rust fence was refused before this
    return hash ? text.startsWith("#") : text.startsWith("//");
}
/**
 * The lines [from, to) of a Python text sit inside one docstring it shows whole from its start: the last triple
 * quote before them opens a string right after a `def`/`class` header line (one quote on its line), and no triple
 * quote comes between. A string opened anywhere else (`expected = """`, SQL, a template) is a value the code uses,
 * and a closing quote alone says nothing of what opened it. A docstring holding doctests is code too.
 */
function insideDocstring(lines, from, to) {
    if (lines.slice(from, to).some((line) => TRIPLE.test(line)))
        return false;
    const previous = lines.slice(0, from).findLastIndex((line) => TRIPLE.test(line));
    if (previous < 1)
        return false;
    const opener = lines[previous].trim();
    const header = lines.slice(0, previous).findLast((line) => line.trim() !== "");
    const opens = /^[rRuU]?("""|''')/.exec(opener);
    if (opens === null || opener.split(opens[1]).length !== 2 || header === undefined || !DEF_HEADER_END.test(header))
        return false;
    const next = lines.findIndex((line, index) => index >= to && TRIPLE.test(line));
    const body = lines.slice(previous, next < 0 ? lines.length : next);
    return !body.some((line) => line.includes(">>>"));
}
/**
 * True when every hunk of an `apply_patch` file section (the lines after `*** Update File: p`) changes
 * only comments or docstrings: each hunk's context and removed lines against its context and added ones.
 */
function patchNotesOnly(path, section) {
    const hunks = [];
    let hunk = null;
    for (const line of section) {
        if (line.startsWith("@@") || hunk === null) {
            hunk = { old: [], now: [] };
            hunks.push(hunk);
            if (line.startsWith("@@"))
                continue;
        }
        const body = line.slice(1);
        if (line.startsWith("-"))
            hunk.old.push(body);
        else if (line.startsWith("+"))
            hunk.now.push(body);
        else if (line.startsWith(" ") || line === "") {
            hunk.old.push(body);
            hunk.now.push(body);
        }
        else
            return false;
    }
    const changing = hunks.filter((part) => part.old.join("\n") !== part.now.join("\n"));
    return changing.length > 0 && changing.every((part) => changesNotesOnly(path, part.old.join("\n"), part.now.join("\n")));
}


/***/ }),

/***/ 5846:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   _j: () => (/* binding */ indentOf)
/* harmony export */ });
/** Words every surface shares: counts read as English ("1 edit", "3 red flags"), never "1 edits" or "file(s)". */
/** `count` and the noun, plural unless the count is one; `many` for a noun that does not take an s. */
function plural(count, noun, many = `${noun}s`) {
    return `${count} ${count === 1 ? noun : many}`;
}
/** Text matched as itself inside a regular expression (`a.py` → `a\.py`). */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/** How many whitespace characters a line opens with. */
const indentOf = (text) => text.length - text.trimStart().length;


/***/ })

};
