/**
 * The shapes the tenth held-out corpus still leaked (session 36's rig: 92 of 98 hidden), each as a rule about what
 * its position means, against the real line it is written in, in plain text and in the JSON a transcript holds it
 * in; and look-alikes of each position that must stay: variables, a template, prose.
 */
import { describe } from "vitest";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Xq7mRt2", "vLp9wZk"].join("");
const BRACE = ["}Kq8#vL", "p2!xZ"].join("");
const BRACKET = ["]Tz8vNq", "3rKm5Yb"].join("");
const PAREN = [")wQ4n", "Lk9Zt7"].join("");

describe("credentials by position (corpus 10's remaining shapes)", () => {
  const cases: RedactionCase[] = [
    // a quoted password that opens on a closing bracket or a separator: the quote bounds it
    { rule: "php-define", text: `define( 'DB_PASSWORD', '${BRACE}' );`, secret: BRACE },
    { rule: "env-secret", text: `DB_PASSWORD='${BRACKET}'`, secret: BRACKET },
    { rule: "env-secret", text: `$db_password = "${PAREN}";`, secret: PAREN },
    // the MySQL C API's password is its fourth argument
    {
      rule: "credential-call-argument",
      text: `if (!mysql_real_connect(conn, "db.internal", "app", "${PW}", "shop", 3306, NULL, 0)) {`,
      secret: PW,
    },
    // Python's Oracle drivers: by position, and a `user/password@dsn` connect string
    { rule: "credential-call-argument", text: `conn = cx_Oracle.connect("scott", "${PW}", "db.acme.lan/orcl")`, secret: PW },
    { rule: "credential-call-argument", text: `conn = oracledb.connect('scott', '${PW}', 'db.acme.lan/orcl')`, secret: PW },
    { rule: "oracle-logon", text: `conn = cx_Oracle.connect("scott/${PW}@db.acme.lan:1521/orcl")`, secret: PW },
    // Rust's lettre: an SMTP login, the literal made an owned string
    {
      rule: "credential-call-argument",
      text: `let creds = Credentials::new("mailer".to_string(), "${PW}".to_string());`,
      secret: PW,
    },
    { rule: "credential-call-argument", text: `let creds = Credentials::new("mailer".to_owned(), "${PW}".into());`, secret: PW },
    // Tcl expect: a glob of the prompt, and the answer in its action block
    { rule: "expect-send-password", text: `expect "*assword*" { send "${PW}\\r" }`, secret: PW },
    // corpus 12 (session 37): macOS's keychain and directory service
    { rule: "keychain-password", text: `security unlock-keychain -p ${PW} ~/Library/Keychains/login.keychain-db && fastlane match`, secret: PW },
    { rule: "dscl-password", text: `ssh admin@10.1.0.21 'sudo dscl . -passwd /Users/builder ${PW}'`, secret: PW },
  ];
  const lookAlikes = [
    `define('DB_PASSWORD', getenv('DB_PASSWORD'));`,
    `password: "{password}"`,
    `$password = "(none)";`,
    `mysql_real_connect(conn, host, user, password, db, 0, NULL, 0)`,
    `mysql_real_connect(conn, "localhost", "root", NULL, "test", 0, NULL, 0)`,
    `conn = cx_Oracle.connect(user, password, dsn)`,
    `conn = oracledb.connect(user=user, password=pw, dsn=dsn)`,
    `let creds = Credentials::new(user.to_string(), password.to_string());`,
    `expect "*assword*" { send "$env(PASSWORD)\\r" }`,
    `expect "Username:" { send "admin\\r" }`,
    // a flag named in prose, its next word the sentence's (corpus 12's one touched look-alike)
    `Prefer ldapsearch -y /etc/ldap.secret over -w with an inline password.`,
    `dscl . -read /Users/builder RealName`,
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});
