/**
 * The shapes held-out corpus 16 found leaking on first contact (session 41), and the look-alike it found hidden, each as
 * a line of that shape that is not the corpus's own, with near variants (other languages, other names, other values).
 * Values are made at run time from parts so that no scanner takes this file for one holding credentials.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

const join = (...parts: string[]) => parts.join("");
const CHOSEN = join("Linden-", "Harbor-", "5147");
const PUNCT = join("Vz4#kQ8", "mWp2");
const KEY = join("Tq8ZmW2xLr5v", "Nc9KpB3yHd7s");
const TOKEN = join("Xb7LqW2mZr9T", "kVn4Pc8HsJ3d", "Fy6R");
const HEX = join("9c2e71f0ab34d58e", "6f1a0b9c8d7e2f31", "a4b5c6d7");

describe("shapes of held-out corpus 16", () => {
  const cases: RedactionCase[] = [
    // a manifest's `- name: X_PASSWORD` then `value:` on the next line, read with a reading tool's line numbers
    {
      rule: "name-then-value",
      text: `    12→        - name: SMTP_PASSWORD\n    13→          value: "${PUNCT}"\n    14→        - name: SMTP_HOST`,
      secret: PUNCT,
    },
    { rule: "name-then-value", text: `     7\t    - name: API_TOKEN\n     8\t      value: ${KEY}`, secret: KEY },
    // a verb that gives the value as "reads" does, and "was" in past tenses, after the password's word and a few words
    { rule: "password-word-copula", text: `Das Kennwort für das Backup-Konto lautet ${CHOSEN} (nicht weitergeben).`, secret: CHOSEN },
    { rule: "password-word-copula", text: `A senha do usuário que criei ontem foi ${CHOSEN}, pode testar.`, secret: CHOSEN },
    { rule: "password-word-copula", text: `La contraseña que puse al principio fue ${CHOSEN} y sigue igual.`, secret: CHOSEN },
    { rule: "password-word-copula", text: `Das alte Passwort war ${PUNCT}, das neue kommt per Mail.`, secret: PUNCT },
    { rule: "password-word-copula", text: `Le mot de passe initial était ${PUNCT} avant la rotation.`, secret: PUNCT },
    { rule: "password-word-copula", text: `Lösenordet för testkontot var ${PUNCT} i går.`, secret: PUNCT },
    { rule: "credential-window", text: `Das Passwort lautet ${CHOSEN}.`, secret: CHOSEN },
    // an API's key, or a secret key, by another language's word for a key
    { rule: "credential-window", text: `스테이징 API 키: ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `決済サービスのAPIキー：${KEY}`, secret: KEY },
    { rule: "credential-window", text: `de API-sleutel voor de partner is ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `Der API-Schlüssel lautet ${KEY}.`, secret: KEY },
    { rule: "credential-window", text: `la clé API du partenaire est ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `la chiave API è ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `klucz API: ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `API anahtarı: ${KEY}`, secret: KEY },
    { rule: "credential-window", text: `секретный ключ: ${KEY}`, secret: KEY },
    // a weak word, what it is for, a colon, the value
    { rule: "credential-window", text: `mdp du serveur ftp : ${PUNCT}`, secret: PUNCT },
    { rule: "credential-window", text: `pw for the staging vpn: ${KEY}`, secret: KEY },
    // a user and a password joined by a slash after a credentials' word
    { rule: "credential-pair-slash", text: `The test creds, if you need them: qa_runner / ${CHOSEN}`, secret: CHOSEN },
    { rule: "credential-pair-slash", text: `Login for the admin panel: ops@example.com / ${PUNCT}`, secret: PUNCT },
    { rule: "credential-pair-slash", text: `Zugangsdaten für Jenkins: admin/${KEY}`, secret: KEY },
    { rule: "credential-pair-slash", text: `identifiants de recette : recette / ${PUNCT}`, secret: PUNCT },
    // Composer's auth settings by position
    { rule: "composer-auth", text: `composer config --global --auth http-basic.pkgs.example.org deployer ${PUNCT}`, secret: PUNCT },
    { rule: "composer-auth", text: `composer config -g gitlab-token.gitlab.example.org ${TOKEN}`, secret: TOKEN },
    { rule: "composer-auth", text: `composer -n config bearer.repo.example.org ${TOKEN}`, secret: TOKEN },
    // a JWT's signing key by position, an object literal before it
    { rule: "credential-call-argument", text: `const t = jwt.sign({ sub: user.id, role: "admin" }, "${KEY}", { expiresIn: "2h" });`, secret: KEY },
    { rule: "credential-call-argument", text: `jwt.verify(token, '${KEY}')`, secret: KEY },
    { rule: "credential-call-argument", text: `jwt.decode(raw, "${KEY}", algorithms=["HS256"])`, secret: KEY },
    { rule: "credential-call-argument", text: `JWT.encode(payload, '${KEY}', 'HS256')`, secret: KEY },
    { rule: "credential-call-argument", text: `token = JWT.encode claims, '${KEY}', 'HS256'`, secret: KEY },
    { rule: "credential-call-argument", text: `$jwt = JWT::encode($claims, '${KEY}', 'HS256');`, secret: KEY },
    // Ruby's calls without parentheses
    { rule: "credential-call-argument", text: `    request.basic_auth "reporter", "${PUNCT}"\n    http.request(request)`, secret: PUNCT },
    { rule: "credential-call-argument", text: `ftp.login 'mirror', '${PUNCT}' if ENV['MIRROR']`, secret: PUNCT },
    // a whole Authorization value as a string literal
    { rule: "scheme-literal", text: `req.addValue("Bearer ${TOKEN}", forHTTPHeaderField: "Authorization")`, secret: TOKEN },
    { rule: "scheme-literal", text: `headers.set(HttpHeaders.AUTHORIZATION, 'Token ${HEX}');`, secret: HEX },
    // SQL's SET PASSWORD, and Oracle's unquoted IDENTIFIED BY
    { rule: "sql-set-password", text: `SET PASSWORD FOR 'replica'@'10.0.%' = '${PUNCT}';`, secret: PUNCT },
    { rule: "sql-set-password", text: `set password for reporting@localhost = password('${PUNCT}');`, secret: PUNCT },
    { rule: "sql-identified-by-bare", text: `CREATE USER etl_loader IDENTIFIED BY ${KEY} DEFAULT TABLESPACE users;`, secret: KEY },
    { rule: "sql-identified-by-bare", text: `create database link hr connect to hr_ro identified by ${KEY} using 'HRDB';`, secret: KEY },
  ];
  const lookAlikes = [
    // a template's expression names the variable that holds the value
    'smtp_relay_secret: "{{ vault_smtp_relay_secret }}"',
    "db_password: {{ vault_db_password_staging }}",
    'api_token: "{{- lookup_api_token_for_staging -}}"',
    // verbs after a password's word with no value
    "Das Passwort lautet anders als im Wiki.",
    "A senha foi alterada ontem pelo administrador.",
    // a key's word in another language with no value
    "API 키를 발급받은 뒤 환경 변수에 넣으세요.",
    "la clé API est obligatoire pour chaque appel.",
    // slashes after a credentials' or login's word that join no user and password
    "The login page shows admin / user roles.",
    "Credentials live in ~/.aws/credentials / config per profile.",
    "login: read / write access for the team",
    "the login flow redirects to sso/callback?state=Xy12Ab9Q",
    "creds for staging: see vault/kv/staging-app.json",
    // variables and placeholders where the literals stand
    "jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })",
    "jwt.verify(token, secret)",
    "request.basic_auth user, password",
    "JWT.decode token, nil, false",
    "Please login with the admin user, then retry.",
    'headers: { Authorization: "Bearer <token>" }',
    "fetch(url, { headers: { Authorization: `Bearer ${token}` } })",
    "CREATE USER app IDENTIFIED BY password;",
    "ALTER USER hr IDENTIFIED BY &new_password;",
    "CREATE USER app IDENTIFIED BY VALUES 'S:0A1B2C3D';",
    "composer config --global http-basic.repo.example.org deployer $COMPOSER_PASS",
    // a weak word's label whose value is words, a URL or a count
    "pass the tests: all green",
    "login via the portal: https://sso.example.com/start",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);

  it("the user beside a slash's password stays", () => {
    expect(redactSecrets(`creds: svc_reports / ${CHOSEN}`).text).toBe("creds: svc_reports / [REDACTED:plain-words]");
  });

  it("a Ruby call's arguments end with its line: the next line's literal is not the password", () => {
    const text = `req.basic_auth "reporter", ENV.fetch("REPORT_PW")\nlog "${PUNCT}"`;
    expect(redactSecrets(text).text).toBe(text);
  });
});
