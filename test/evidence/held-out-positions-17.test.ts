/**
 * The shapes held-out corpus 17 found leaking on first contact (session 42), each as a line of that shape that is not the
 * corpus's own, with near variants (other languages, other clients, other names, other values), and the look-alikes
 * beside them that stay. Values are made at run time from parts so that no scanner takes this file for one holding
 * credentials.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { readFileSpans } from "../../src/evidence/secret-files.js";
import { looksStated } from "../../src/evidence/stated-values.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

const join = (...parts: string[]) => parts.join("");
/** A person's password in a name's shape: words joined by `_`, its digit at the end. */
const NAMED = join("Rowan_", "Fell_", "7");
const SHORT_NAMED = join("Ivo_", "Ka_", "3");
const WORDY = join("pelican", "59");
const PUNCT = join("Vz4#kQ8", "mWp2");
const SHORT = join("k", "7", "?q");
const PHRASE = join("copper ", "meadow ", "tin ", "kettle");
const TOKEN = join("Xb7LqW2mZr9T", "kVn4Pc8HsJ3d", "Fy6R");
const HEX = join("9c2e71f0ab34d58e", "6f1a0b9c8d7e2f31");
const UUID = join("4b0c8e1a-", "93d2-4f7e-", "8a61-", "0c5d2e9f7b13");
const BRACED = join("Tor{", "ch}", "8x");

describe("shapes of held-out corpus 17", () => {
  const cases: RedactionCase[] = [
    // a password in a name's shape stated in prose, in languages and scripts whose sentences put it after or before a verb
    { rule: "password-word-copula", text: `mật khẩu của máy chủ là ${NAMED}, đừng chia sẻ`, secret: NAMED },
    { rule: "password-word-copula", text: `la contraseña del panel es ${SHORT_NAMED}`, secret: SHORT_NAMED },
    { rule: "credential-window", text: `Sunucu şifresi: ${NAMED}`, secret: NAMED },
    { rule: "credential-window", text: `Admin parolası ${PUNCT} olarak güncellendi.`, secret: PUNCT },
    { rule: "credential-window", text: `सर्वर का पासवर्ड ${NAMED} है`, secret: NAMED },
    { rule: "credential-window", text: `رمز عبور پایگاه داده ${NAMED} است`, secret: NAMED },
    { rule: "credential-window", text: `пароль користувача ${NAMED}`, secret: NAMED },
    { rule: "credential-window", text: `הסיסמה של השרת היא ${NAMED}`, secret: NAMED },
    { rule: "credential-window", text: `ο κωδικός του διακομιστή είναι ${NAMED}`, secret: NAMED },
    { rule: "credential-window", text: `รหัสผ่านของเซิร์ฟเวอร์คือ ${NAMED}`, secret: NAMED },
    { rule: "credential-window", text: `服务器密码是${NAMED}，请勿外传`, secret: NAMED },
    { rule: "credential-window", text: `la clave es ${NAMED}, cámbiala`, secret: NAMED },
    { rule: "credential-window", text: `password-nya ${NAMED} ya`, secret: NAMED },
    { rule: "credential-window", text: `Mật khẩu: ${SHORT_NAMED} (đã đổi hôm qua)`, secret: SHORT_NAMED },
    // the value first, quoted, then "is the … password"
    { rule: "credential-window", text: `'${NAMED}' is the staging password; rotate it Friday.`, secret: NAMED },
    { rule: "credential-window", text: `\`${NAMED}\` is the root password of the old box.`, secret: NAMED },
    // "pw is X"
    { rule: "pw-copula", text: `the guest wifi pw is ${WORDY} fyi`, secret: WORDY },
    { rule: "pw-copula", text: `old PWD was ${NAMED}`, secret: NAMED },
    // a quoted passphrase right after its word
    { rule: "passphrase-quoted", text: `unlock it with passphrase "${PHRASE}" and retry`, secret: PHRASE },
    // a short password of letters, digits and a mark
    { rule: "short-password", text: `password: ${SHORT}`, secret: SHORT },
    { rule: "short-password", text: `DB_PASSWORD=${SHORT}`, secret: SHORT },
    // an HTTP trace's session cookie
    { rule: "trace-session-cookie", text: `> Cookie: _ga=GA1.2.3; connect.sid=${TOKEN}`, secret: TOKEN },
    { rule: "trace-session-cookie", text: `< Set-Cookie: auth_token=${TOKEN}; Path=/; HttpOnly`, secret: TOKEN },
    // a credential's name keyed to a `value` member
    { rule: "credential-value-member", text: `"admin_password": {\n  "sensitive": true,\n  "value": "${PUNCT}"\n}`, secret: PUNCT },
    { rule: "credential-value-member", text: `{"key":"stripeSecret","value":"${TOKEN}","type":"secret"}`, secret: TOKEN },
    // a connection string's password holding braces
    { rule: "connection-string-password", text: `"Host=pg;Username=app;Password=${BRACED};Pooling=true"`, secret: BRACED },
    { rule: "connection-string-password", text: `Driver={SQL Server};Server=s;Uid=u;Pwd=${BRACED};`, secret: BRACED },
    // clients' -p
    { rule: "client-p-flag", text: `cf login -a https://api.sys.example.com -u ops -p '${PUNCT}' -o org`, secret: PUNCT },
    { rule: "client-p-flag", text: `beeline -u 'jdbc:hive2://hs2:10000' -n etl -p ${NAMED} -f q.hql`, secret: NAMED },
    { rule: "set-initial-password", text: `neo4j-admin set-initial-password ${NAMED}`, secret: NAMED },
    { rule: "set-initial-password", text: `bin/neo4j-admin dbms set-initial-password --require-password-change ${PUNCT}`, secret: PUNCT },
    // a literal handed to a password-hashing call
    { rule: "hashed-password-literal", text: `'password' => Hash::make('${NAMED}'),`, secret: NAMED },
    { rule: "hashed-password-literal", text: `u.password = make_password("${PUNCT}")`, secret: PUNCT },
    { rule: "hashed-password-literal", text: `const h = await bcrypt.hash('${NAMED}', 12);`, secret: NAMED },
    // OpenVPN's credentials by printf
    { rule: "vpn-printf-password", text: `openvpn --config c.ovpn --auth-user-pass <(printf "ops\\n${PUNCT}")`, secret: PUNCT },
    // Consul's ACL tokens
    { rule: "consul-acl-token", text: `    "agent_recovery": "${UUID}",`, secret: UUID },
    { rule: "consul-acl-token", text: `  tokens { initial_management = "${UUID}" }`, secret: UUID },
    // a query's key by an API's name for it
    { rule: "query-app-key", text: `GET https://api.openweathermap.org/data/2.5/onecall?lat=59&lon=10&appid=${HEX}`, secret: HEX },
    { rule: "query-app-key", text: `curl "https://api.example.com/v2/route?app_key=${TOKEN}&mode=car"`, secret: TOKEN },
  ];
  const lookAlikes = [
    // prose after a password's word with no value, or a format's name with digits
    "The password is incorrect, so the login failed.",
    "mật khẩu là bắt buộc",
    "パスワードは間違っています",
    "пароль должен содержать цифры",
    "the wifi pw is on the fridge",
    "The tokenizer is tiktoken cl100k_base",
    "password hashing uses pbkdf2_sha256 here",
    "the password is stored as sha256 of the salt",
    "the token is v2 now",
    // a template's filter names an algorithm
    'password: "{{ vault_pw | password_hash(\'sha512\') }}"',
    // code that hashes a variable, not a literal
    "hashed = bcrypt.hash(password, 12)",
    "Hash::make($request->password)",
    // cookies that name no session, and short values
    "> Cookie: theme=dark; lang=en",
    "< Set-Cookie: sid=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    // a `value` keyed by no credential's name, and a placeholder
    '{"key": "baseUrl", "value": "https://staging.example.com"}',
    '"db_password": {"value": "${DB_PASSWORD}"}',
    // a short value that is no password
    "password: none",
    "password: ****",
    // a cf/beeline flag that is no password
    "cf login -a https://api.example.com --sso",
    "beeline -u jdbc:hive2://hs2:10000 -n etl -f q.hql",
    // an id in Consul's other settings, and an app's id
    'node_id = "4b0c8e1a-93d2-4f7e-8a61-0c5d2e9f7b13"',
    "GET /v1/items?app_id=shop-web&page=2",
    // a program after a shell's operator is another command, not a tool's secret (the labeled sanitize-git-repo run: every
    // `python3` of the transcript was hidden once this was read as a password stated after `detect-secrets`)
    "command -v detect-secrets || python3 -m detect_secrets --version 2>/dev/null || true",
    "which gitleaks-secrets && node18 scan.js; echo done",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);

  it("a stated value must read as a person's password, not a format or a version", () => {
    expect([NAMED, SHORT_NAMED, WORDY, PUNCT.replace("#", "_")].map(looksStated)).toEqual([true, true, true, false]);
    expect(["cl100k_base", "pbkdf2_sha256", "sha256", "db-password-v2", "oauth2.client", "1.2.3", "PBKDF2WithHmacSHA256"].some(looksStated)).toBe(false);
  });

  it("a key file and OpenVPN's auth file read by a tool: the key and the password, not the user", () => {
    const key = readFileSpans("/srv/app/config/master.key", `     1\u2192${HEX}`);
    expect(key).toHaveLength(1);
    const vpn = `     1\u2192ops\n     2\u2192${NAMED}`;
    const spans = readFileSpans("/etc/openvpn/client/credentials.txt", vpn);
    expect(spans.map(({ start, end }) => vpn.slice(start, end))).toEqual([NAMED]);
    expect(readFileSpans("/srv/app/config/id.pub.key", `     1\u2192${HEX}`)).toEqual([]);
    expect(readFileSpans("/srv/app/README.md", `     1\u2192${HEX}`)).toEqual([]);
  });

  it("the user beside the password stays", () => {
    expect(redactSecrets(`beeline -n etl -p ${NAMED}`).text).toMatch(/^beeline -n etl -p \[REDACTED:[\w-]+\]$/);
  });
});
