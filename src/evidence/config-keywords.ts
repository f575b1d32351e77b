/**
 * Credentials under a config's keyword the name scan (name-rules.ts) does not read as a name, or reads where code's
 * guards refuse the value (corpus 8): LDAP clients' `bindpw X` and sssd's `ldap_default_authtok = X`, redis.conf's
 * `masterauth X` and Sentinel's `sentinel auth-pass <master> X`, Apache's `SetEnv DB_PASSWORD X`, nginx's
 * `set $upstream_key "X";`, Windows' `setx SONAR_TOKEN X`, a pre-shared key (strongSwan's `: PSK "X"`,
 * wpa_supplicant's `psk="X"`), Elixir's module attribute `@webhook_secret "X"`, a property element named for a
 * password (`<property name="hibernate.connection.password">X</property>`), Ansible's literal before
 * `| password_hash(…)`, a JDBC URL's `password=` property (`jdbc:db2://h:50000/DB:user=u;password=X;`), and a Redis
 * URL whose user-info is a password alone (`redis://X@host`, as Lettuce and redis-py read it).
 *
 * A config holds no code, so a dotted value is no member access there (secret-shape.ts `looksLikeConfigSecret`).
 * Every pattern reads raw JSON text too and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { CREDENTIAL_KEY, WORD_LITERAL } from "./credential-keys.js";
import { labelRule } from "./rule-parts.js";
import { isPlainWords, looksLikeConfigSecret, type Confidence } from "./secret-shape.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A value after a keyword: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A password's or a secret's word ending a property's name. */
const SECRET_WORD = "(?:[Pp]assword|PASSWORD|[Ss]ecret|SECRET)";

/** A config's rule: labelled, its value judged as a config's. */
const configRule = (kind: string, anchors: readonly string[], source: string, flags = "g"): LabelRule => ({
  ...labelRule(kind, anchors, source, "labelled", flags),
  guard: looksLikeConfigSecret,
});
/** A URL's password alone: a user's name (`redis://cache@host`) reads as words. */
const notWords = (value: string, next: string, confidence: Confidence): boolean =>
  !isPlainWords(value) && looksLikeConfigSecret(value, next, confidence);

export const CONFIG_KEYWORD_RULES: readonly LabelRule[] = [
  // LDAP clients' bind password, sssd's authtok, redis' replica password, Sentinel's `auth-pass <master> X`
  configRule(
    "config-keyword-password",
    ["bindpw", "bind_pw", "rootpw", "authtok", "masterauth", "auth-pass "],
    "(?<![\\w.-])(?:[a-z_]*authtok|bind_?pw|rootpw|masterauth|auth-pass[ \\t]+[\\w.-]+)(?![\\w-])(?:[ \\t]*[=:][ \\t]*|[ \\t]+)"
      + `${OPEN_QUOTE}(?<secret>${VALUE})`,
  ),
  // a credential's variable set by a directive or a command, name and value apart by blanks
  configRule(
    "env-directive-credential",
    ["SetEnv ", "setx ", "SETX ", "set $"],
    `(?:SetEnv[ \\t]+|(?:setx|SETX)[ \\t]+(?:/[Mm][ \\t]+)?|set[ \\t]+\\$)${CREDENTIAL_KEY}[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
  ),
  // strongSwan's ipsec.secrets `: PSK "X"`, wpa_supplicant's `psk="X"` (or 64 hex digits unquoted)
  configRule("pre-shared-key", ["PSK ", "psk="], `(?:(?<=:[ \\t]*)PSK[ \\t]+|(?<![\\w-])psk[ \\t]*=[ \\t]*)${OPEN_QUOTE}(?<secret>${VALUE})`),
  // Elixir's module attribute: `@webhook_secret "X"`, `@api_key "X"`; opens on the word before the quote
  configRule(
    "module-attribute-credential",
    ['secret "', 'secret \\"', 'token "', 'token \\"', 'key "', 'key \\"', 'password "', 'password \\"'],
    `(?:secret|token|key|password) (?<=@[a-z_]*(?:secret|token|key|password) )${QUOTE}(?<secret>${WORD_LITERAL})`,
  ),
  // a property element named for a password or a secret, the value its text: Hibernate's and Java properties' XML
  configRule(
    "property-element-password",
    ['assword">', 'assword\\">', 'ASSWORD">', 'ASSWORD\\">', 'ecret">', 'ecret\\">'],
    `>(?<=(?:name|key)=${QUOTE}[\\w.-]*${SECRET_WORD}${QUOTE}[ \\t]*>)(?<secret>[^<\\s"'\\\\]+)(?=<\\/)`,
  ),
  // Ansible's `password: "{{ 'X' | password_hash('sha512') }}"`: the literal hashed is the password
  configRule(
    "jinja-hashed-literal",
    ["password_hash"],
    `password_hash(?<=\\{\\{[ \\t]*${QUOTE}(?<secret>[^\\s"'\\\\]+)${QUOTE}[ \\t]*\\|[ \\t]*password_hash)`,
    "gd",
  ),
  // a JDBC URL's password property, after `;`, `:`, `?` or `&` (DB2's `:user=u;password=X;`, SQL Server's, MySQL's query)
  configRule(
    "jdbc-password-property",
    ["jdbc:"],
    "jdbc:[a-z0-9]+:[^\\s\"'\\\\]{0,200}?[:;&?](?:password|PASSWORD|Password|pwd|PWD)=(?<secret>[^;&\\s\"'\\\\]+)",
  ),
  // a Redis URL whose user-info is one word, a password (Lettuce's `RedisURI.create("redis://X@host")`)
  {
    ...labelRule("url-password-only", ["redis://", "rediss://"], "rediss?://(?<secret>[^\\s:@/\"'\\\\]{8,})(?=@)", "labelled"),
    guard: notWords,
  },
];
