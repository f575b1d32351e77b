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
import { isPunctuatedPassword } from "./punctuated-values.js";
import { looksLikeSecret } from "./secret-shape.js";

export interface ArgumentSpan {
  start: number;
  end: number;
  kind: string;
}

interface CredentialCall {
  /** The call's name as code writes it, right before its `(`. */
  name: string;
  /**
   * A part of the call every match holds, opening on a character that the other anchors and the tokens'
   * prefixes open on (redact.ts, `LITERALS`): one that opens on another character costs that scan a third more.
   */
  anchor: string;
  /** The secret's argument, counted from 0 (`getConnection(url)` has none there, `getConnection(url, user, "X")` has). */
  index: number;
}

const CREDENTIAL_CALLS: readonly CredentialCall[] = [
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

export const ARGUMENT_ANCHORS: readonly string[] = [...new Set(CREDENTIAL_CALLS.map(({ anchor }) => anchor))];
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

export function argumentSpans(text: string): ArgumentSpan[] {
  const spans: ArgumentSpan[] = [];
  CALL.lastIndex = 0;
  for (let hit = CALL.exec(text); hit !== null; hit = CALL.exec(text)) {
    const call = BY_NAME.get(hit[1]!)!;
    const secret = literalArgument(text, hit.index + hit[0].length, call, !hit[0].endsWith("("));
    if (secret !== null) spans.push({ ...secret, kind: "credential-call-argument" });
  }
  return spans;
}

/** The literal at the call's secret argument, if it is one, whole (a `,` or the `)` after it). */
function literalArgument(text: string, at: number, call: CredentialCall, bare = false): { start: number; end: number } | null {
  let cursor = at;
  for (let index = 0; index <= call.index; index += 1) {
    BETWEEN.lastIndex = cursor;
    BETWEEN.exec(text);
    // Rust's optional argument (`Some("X")`): the literal inside it, then its `)`
    const wrapped = index === call.index && text.startsWith(OPTION_WRAPPER, BETWEEN.lastIndex);
    ARGUMENT.lastIndex = BETWEEN.lastIndex + (wrapped ? OPTION_WRAPPER.length : 0);
    const argument = ARGUMENT.exec(text);
    if (argument === null) return null;
    if (wrapped && text[ARGUMENT.lastIndex++] !== ")") return null;
    BETWEEN.lastIndex = ARGUMENT.lastIndex;
    BETWEEN.exec(text);
    const next = text[BETWEEN.lastIndex];
    // without parentheses, the last argument ends the call where the line or a block does (blanks before it not skipped)
    const ended = bare ? index === call.index && BARE_END.test(text.slice(ARGUMENT.lastIndex, ARGUMENT.lastIndex + 12)) : next === ")";
    if (next !== "," && (!ended || index < call.index)) return null;
    if (index < call.index) {
      cursor = BETWEEN.lastIndex + 1;
      continue;
    }
    const body = argument[2];
    if (body === undefined || !(looksLikeSecret(body, "", "labelled") || isPunctuatedPassword(body))) return null;
    const start = argument.index + argument[0].indexOf(argument[1]!) + 1;
    return { start, end: start + body.length };
  }
  return null;
}
