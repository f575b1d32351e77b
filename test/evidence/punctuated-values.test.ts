/**
 * Generated passwords full of punctuation, bounded by their position (held-out corpus 11: 22 of its 23 leaks held one of
 * `, ; | ( ) [ ] { } < >` or opened on `@`): each shape as the real line it stood in, in plain text and in the JSON a
 * transcript holds it in; and the code, templates, patterns and lists beside a password's name that must stay.
 */
import { describe, expect, test } from "vitest";
import { isPunctuatedPassword } from "../../src/evidence/punctuated-values.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const join = (...parts: string[]) => parts.join("");
const P1 = join("!_(~P=<1;", "+1x(4q:H");
const P2 = join("6;W-lrl#F", "w>WfuQ(M");
const P3 = join("-lt<f_1<n", "Lpq9N!+l");
const P4 = join("}QAkLNOq", "gcUJ8@");
const P5 = join("@:C%Klo:v", "j]r8eaG");
const P6 = join("rxCN_ZzL", "b_,2m");
const P7 = join("vAsd1}])", "*m(z");
const P8 = join("&|;#aSD!", "Yi:S4}{");
const P9 = join("[cZRKD:^", "5>Rk4zk=");

describe("a punctuated password where its position bounds it", () => {
  const cases: RedactionCase[] = [
    // to the line's end: properties, INI behind grep's line number, a Dockerfile's ARG, dotenv with a comma, php-fpm's env[]
    { rule: "punctuated-password", text: `spring.datasource.password=${P1}`, secret: P1 },
    { rule: "punctuated-password", text: `1032:smtp_password = ${P5}`, secret: P5 },
    { rule: "punctuated-password", text: `ARG NEXUS_PASSWORD=${P7}`, secret: P7 },
    { rule: "punctuated-password", text: `EMAIL_HOST_PASSWORD=${P6}`, secret: P6 },
    { rule: "punctuated-password", text: `env[SHOP_DB_PASS] = ${P5}`, secret: P5 },
    // quoted: a Jenkinsfile's constant, compose's environment, a PHP define, dotnet user-secrets, a flag's quoted value
    { rule: "punctuated-password", text: `    NEXUS_PASS = '${P2}'`, secret: P2 },
    { rule: "punctuated-password", text: `      POSTGRES_PASSWORD: "${P3}"`, secret: P3 },
    { rule: "punctuated-password", text: `define('LDAP_BIND_PW', '${P2}');`, secret: P2 },
    { rule: "punctuated-password", text: `dotnet user-secrets set "Smtp:Password" "${P8}" --project src/Shop.Api`, secret: P8 },
    { rule: "punctuated-password", text: `nats --server nats://n1:4222 --user billing --password '${P2}' pub billing.selftest hello`, secret: P2 },
    { rule: "punctuated-password", text: `    command: ["redis-server", "--requirepass", "${P9}", "--appendonly", "yes"]`, secret: P9 },
    // to the next option: ADO.NET's connection string, a cifs mount's options; a docker run's -e word; netrc; an element
    { rule: "punctuated-password", text: `"Main": "Server=tcp:sql,1433;User Id=shop_api;Password=${P3};TrustServerCertificate=True",`, secret: P3 },
    { rule: "punctuated-password", text: `//nas-01/backup /mnt/nas cifs username=bk,password=${P7},vers=3.0,uid=0 0 0`, secret: P7 },
    { rule: "punctuated-password", text: `docker run -e AUDIT=true -e SPRING_DATASOURCE_PASSWORD=${P5} -e TAGS=app=inv,env=ci inventory`, secret: P5 },
    { rule: "punctuated-password", text: `machine nexus.acme.io login ci password ${P5}`, secret: P5 },
    { rule: "punctuated-password", text: `      <password>${P4}</password>`, secret: P4 },
    // shapes a review found left visible: a value opening on `/`, `word(` or `word=` that is no path, call or argument
    { rule: "punctuated-password", text: `password=/${P7}`, secret: P7 },
    { rule: "punctuated-password", text: `DB_PW=Rk2(x;${P2}`, secret: P2 },
    { rule: "punctuated-password", text: `password=Ab1=(x;${P2}`, secret: P2 },
    // by argument order: a client's login, Go's basic auth; a client's quoted -p
    { rule: "credential-call-argument", text: `s.login("noreply@acme.io", "${P8}")`, secret: P8 },
    { rule: "credential-call-argument", text: `\treq.SetBasicAuth("pagerbridge", "${P9}")`, secret: P9 },
    { rule: "mysql-password", text: `mysql -h db.internal -u shop -p'${P5}' shop -e 'select 1'`, secret: P5 },
  ];
  const lookAlikes = [
    `@click.option("--password", default=None, prompt=True, hide_input=True)`,
    `return ['email' => 'required|email', 'password' => 'required|min:12|confirmed'];`,
    `DATABASE_URL=postgresql+psycopg2://webapp:<password>@pg.internal:5432/webapp`,
    `'svg_bypass.html': '<svg/onload=alert(1)><svg><script>alert(2)</script></svg>',`,
    `grep -rn . | grep -viE "password: A|TODO|your|placeholder|dummy" | head`,
    `print(f"password: {p1.password}")`,
    `password=hashlib.sha256(b"x").hexdigest()`,
    `key = pw_hash[:16];`,
    `password: !!process.env.DB_PASSWORD,`,
    `PASSWORD_REGEX=^(?=.*[A-Z])(?=.*[0-9]).{12,}$`,
    `password=\${DB_PASSWORD:-changeme};`,
    `password = os.environ["DB_PASSWORD"]`,
    `password_policy=upper,lower,digit,symbol`,
    `pwd: /srv/app/releases/2026-12-01`,
    // code a review found redacted (session 37): calls chained and nested, type annotations, patterns, bracketed words, minified JS
    `password_hash = db.Column(db.String(128))`,
    `password = Column(String(128), nullable=False)`,
    `password = str(uuid.uuid4())`,
    `const password = crypto.randomBytes(16).toString('hex')`,
    `password = Math.random().toString(36).slice(-8)`,
    `password = make_password(get_random_string(12))`,
    `password: Joi.string().min(8).required(),`,
    `password: Mapped[Optional[str]] = mapped_column()`,
    `SET password = MD5(CONCAT(username,email))`,
    `re.compile(r"password=[A-Za-z0-9]{8,}")`,
    `  password: [String]`,
    `Password: [Required]`,
    `{password:e.target.value}),setUser(t)}`,
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("what a punctuated password is", () => {
  test("three kinds of characters, a mark the name rules stop at, no code", () => {
    expect([P1, P2, P3, P4, P5, P6, P7, P8, P9].every(isPunctuatedPassword)).toBe(true);
    // no mark the name rules stop at: theirs to read; two kinds only; code
    expect(["Xq7mRt2vLp9wZk", "abc;def;ghi", "f(a[0]);", "self.db_password),"].some(isPunctuatedPassword)).toBe(false);
  });
});
