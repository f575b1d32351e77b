/**
 * The eighth held-out corpus (114 planted secrets, 24 look-alikes; 43 reached the judge at first contact): each shape
 * that leaked as a rule about what its position means, against the real command, file or prose line, in plain text
 * and in the JSON a transcript holds it in; and look-alikes of each position that must stay as they are, with the
 * ordinary text the first run redacted (an env read, a flag after a stdin password, a digest, a key file, e-mail addresses).
 */
import { describe, expect, test } from "vitest";
import { printedSecretSpans } from "../../src/evidence/printed-secrets.js";
import { redactSecrets } from "../../src/evidence/redact.js";
import { readFileSpans } from "../../src/evidence/secret-files.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Xq7mRt2", "vLp9wZk"].join("");
const PW_BANG = ["!Hf4kQz", "9mWp2Lx"].join("");
const PW_HASH = ["#Tz8vNq", "3rKm5Yb"].join("");
const PW_PCT = ["Q8%bWe", "V%rMk4z"].join("");
const DOTTED = ["kHq4v.", "Zr9TmB2w"].join("");
const KUBEADMIN = ["KbfYs-KX5fg", "-M0YER-3O2Dm"].join("");
const TOKEN40 = ["g8rD9FzAtD1clGznLQvP", "dl94HzFjwdqBuI0mTT1e"].join("");
const SONAR = ["sqp_b1547c8c14c7cbeb92", "51052ee1a3a0d19333573e"].join("");

describe("credentials by the position a client, a config or prose gives them (corpus 8)", () => {
  const cases: RedactionCase[] = [
    // clients' flags
    { rule: "rabbitmq-password", text: `rabbitmqadmin -H mq.acme.lan -u admin -p ${PW} list queues name messages | head -5`, secret: PW },
    { rule: "cluster-login-password", text: `oc login https://api.ocp.acme.lan:6443 -u kubeadmin -p ${KUBEADMIN} --insecure-skip-tls-verify=true`, secret: KUBEADMIN },
    { rule: "ftp-password", text: `ncftpput -u upload -p ${PW} ftp.acme.lan /incoming build/site.tgz`, secret: PW },
    { rule: "http-auth-password", text: `ab -n 200 -c 10 -A admin:${PW_PCT} https://shop.staging.acme.dev/admin/`, secret: PW_PCT },
    { rule: "snmp-passphrase", text: `snmpwalk -v3 -u monitor -l authPriv -a SHA -A ab${PW_HASH} -x AES -X ${PW} sw-core-01 sysUpTime`, secret: `ab${PW_HASH}` },
    { rule: "snmp-passphrase", text: `snmpget -v3 -u monitor -l authPriv -a SHA -A x${PW} -x AES -X ${PW_BANG} sw-core-01 sysUpTime`, secret: PW_BANG },
    // clients' own syntax: a password prompt's answer, DB2's `using`, nmcli's `password`, isql's position, stdin
    { rule: "expect-send-password", text: `expect -c 'spawn sftp drop@sftp.acme.lan; expect "password:"; send "${PW_BANG}\\r"; expect "sftp>"'`, secret: PW_BANG },
    { rule: "expect-send-password", text: `expect "Password: "\nsend -- "${PW}\r"\ninteract`, secret: PW },
    { rule: "db2-connect-password", text: `db2 connect to SALES user db2inst1 using ${PW_HASH.slice(1)}#x && db2 -x 'select 1'`, secret: `${PW_HASH.slice(1)}#x` },
    { rule: "nmcli-password", text: `sudo nmcli dev wifi connect Acme-Lab password ${PW_PCT} ifname wlan0`, secret: PW_PCT },
    { rule: "isql-positional-password", text: `isql -v SALESDSN etl ${PW_PCT} <<< 'SELECT COUNT(*) FROM dbo.Orders'`, secret: PW_PCT },
    { rule: "piped-password", text: `echo '${PW_BANG}' | sudo openconnect --user=jdoe --passwd-on-stdin --background vpn.acme.dev`, secret: PW_BANG },
    // a value that opens on `!` or `#`, joined to its `=`
    { rule: "credential-value-mark", text: `flux create secret git podinfo-auth --username=flux --password=${PW_HASH} && flux reconcile`, secret: PW_HASH },
    { rule: "credential-value-mark", text: `RSYNC_PASSWORD='${PW_BANG}' rsync -av backup@nas.acme.lan::nightly /srv/backup`, secret: PW_BANG },
    { rule: "credential-value-mark", text: `      <add key="ClearTextPassword" value="${PW_HASH}" />`, secret: PW_HASH },
    // config keywords
    { rule: "config-keyword-password", text: `/etc/nslcd.conf:10:bindpw ${PW}`, secret: PW },
    { rule: "config-keyword-password", text: `     6\tldap_default_authtok = ${DOTTED}`, secret: DOTTED },
    { rule: "config-keyword-password", text: `/etc/redis/redis.conf:1102:masterauth 25${PW_BANG}`, secret: `25${PW_BANG}` },
    { rule: "config-keyword-password", text: `13:sentinel auth-pass mymaster ${PW_HASH.slice(1)}#q`, secret: `${PW_HASH.slice(1)}#q` },
    { rule: "env-directive-credential", text: `     5\t    SetEnv DB_PASSWORD 0.${PW}`, secret: `0.${PW}` },
    { rule: "env-directive-credential", text: `     2\t    set $upstream_key "${TOKEN40}";`, secret: TOKEN40 },
    { rule: "env-directive-credential", text: `ssh win-build01 'setx SONAR_TOKEN ${SONAR}'`, secret: SONAR },
    { rule: "pre-shared-key", text: `10.20.0.1 10.30.0.1 : PSK "${TOKEN40.slice(0, 32)}"`, secret: TOKEN40.slice(0, 32) },
    { rule: "pre-shared-key", text: `network={\n    ssid="acme-lab"\n    psk="${PW}_"\n}`, secret: `${PW}_` },
    { rule: "module-attribute-credential", text: `lib/hooks/verifier.ex:4:  @webhook_secret "${TOKEN40}"`, secret: TOKEN40 },
    { rule: "property-element-password", text: `    <property name="hibernate.connection.password">%${PW}</property>`, secret: `%${PW}` },
    { rule: "jinja-hashed-literal", text: `    password: "{{ '${PW_PCT}' | password_hash('sha512') }}"`, secret: PW_PCT },
    // connection strings
    { rule: "jdbc-password-property", text: `etl.source.url=jdbc:db2://db2.acme.lan:50000/SALES:user=etl;password=${DOTTED};sslConnection=true;`, secret: DOTTED },
    { rule: "credential-call-argument", text: `#0 /var/www/app/Db.php(14): PDO->__construct('mysql:host=db01...', 'shop', '${PW}')`, secret: PW },
    { rule: "credential-call-argument", text: `$pdo = new PDO($dsn, 'shop', '${PW}');`, secret: PW },
    { rule: "url-password-only", text: `RedisURI uri = RedisURI.create("redis://${PW}_a22hv@cache.acme.lan:6379/0");`, secret: `${PW}_a22hv` },
    // prose in other languages, value first, a marked value, a table, a value on its own line
    { rule: "password-borrowed-copula", text: `Per i test, la password dell'utente di test è ${PW_HASH.slice(1)}#ar. Fix it`, secret: `${PW_HASH.slice(1)}#ar` },
    { rule: "password-word-copula", text: `Import nie działa; hasło do konta serwisowego to ${PW}#4. Dzięki`, secret: `${PW}#4` },
    { rule: "password-word-copula", text: `Lösenordet för Stockholm-kontot är ${PW_BANG}.`, secret: PW_BANG },
    { rule: "password-word-copula", text: `Prague team note: heslo je ${PW}_vf. Thanks`, secret: `${PW}_vf` },
    { rule: "password-word-copula", text: `Hanoi: mật khẩu là ${PW_BANG}. Cảm ơn`, secret: PW_BANG },
    { rule: "password-word-copula", text: `فريق دبي: كلمة المرور هي ${PW}#. شكرا`, secret: `${PW}#` },
    { rule: "password-possessive-value", text: `İstanbul test hesabının şifresi ${PW_HASH.slice(1)}#t4 olarak ayarlandı.`, secret: `${PW_HASH.slice(1)}#t4` },
    { rule: "value-before-password", text: `Notes: ${PW_BANG} is the password for the ledger admin console.`, secret: PW_BANG },
    { rule: "password-copula-mark", text: `the login is 'svc-ledger' and the password is ${PW_BANG}. Thanks`, secret: PW_BANG },
    { rule: "table-password-cell", text: `Accounts:\n\n| user | password | scope |\n|------|----------|-------|\n| svc-sync | ${PW_PCT} | read-only |\n`, secret: PW_PCT },
    { rule: "value-on-next-line", text: `Token below:\n\n${TOKEN40}\n\nThanks`, secret: TOKEN40 },
  ];

  const lookAlikes = [
    // the corpus' look-alikes
    "credentials=/root/.smbcredentials",
    'config.setPassword(System.getenv("HR_DB_PASSWORD"));',
    "Flyway Community Edition 10.15.0 by Redgate",
    "auth-user-pass /etc/openvpn/client/auth.txt",
    "Get-Secret -Name NuGetApiKey -AsPlainText",
    "sasl.mechanism=SCRAM-SHA-512",
    "449a1a10-9732-477c-ae84-108db8ad0832",
    'set imap_pass = "`pass show mail/acme-imap`"',
    "my $db_pass = $ENV{DB_PASS};",
    'P = "password", S = "salt", c = 1',
    "Trusted_Connection=yes;",
    'echo "$DOCKERHUB_TOKEN" | docker login -u acmeci --password-stdin',
    "GROQ_API_KEY=gsk_your_key_here",
    "'password' => env('DB_PASSWORD'),",
    "PGPASSWORD_FILE=/run/secrets/pg",
    "ldap_default_authtok_type = password",
    "hasło jest wymagane",
    "PasswordAuthentication no",
    "snmpwalk -v2c -c public sw-core-01 sysUpTime",
    "Password must be at least 12 characters",
    'ph = Posthog(project_api_key="phc_GMXf3iwUu3Kwn6xAqwUlpPOeyPbLhkZVVOFvnyN7lSG", host="https://eu.posthog.com")',
    // ordinary text the first run redacted
    "const tavily = new TavilyClient({ apiKey: process.env.TAVILY_API_KEY! });",
    "sudo openconnect --user=jdoe --passwd-on-stdin --background vpn.acme.dev < /run/vpn-pass",
    "Login Succeeded\n1.8.2: digest: sha256:4bc824dfb0735dcddb593cb72984c3bf979ebfc60feb738209ed2d31c56d9182 size: 2417",
    "kubectl config set-credentials legacy-admin --client-certificate=legacy-admin.crt --client-key=legacy-admin.key",
    "smtp.acme.dev rejects AuthUser alerts@acme.dev with 535, so the AuthPass in /etc/ssmtp/ssmtp.conf is stale",
    "root=alerts@acme.dev\nAuthUser=alerts@acme.dev",
    // each new position's placeholders, references, words
    "rabbitmqadmin -H mq.acme.lan -u admin -p $RABBIT_PASS list queues",
    "oc login https://api.ocp.acme.lan:6443 --token=$(cat /run/secrets/oc-token)",
    "expect -c 'spawn sftp drop@sftp.acme.lan; expect \"password:\"; send \"$env(SFTP_PASS)\\r\"'",
    'expect "sftp>"; send "ls /drop\\r"',
    "db2 connect to SALES user db2inst1 using $DB2_PASSWORD",
    "nmcli dev wifi connect Acme-Lab password <password> ifname wlan0",
    "isql -v SALESDSN etl $ODBC_PASS",
    "--password=#{password}",
    "PASSWORD=!$SECRET",
    "bindpw changeme",
    "masterauth ${REDIS_MASTER_PASSWORD}",
    "SetEnv DB_PASSWORD ${DB_PASSWORD}",
    "setx SONAR_TOKEN %SONAR_TOKEN%",
    "setx PATH C:\\tools\\bin",
    'psk="<wifi-password>"',
    '@webhook_secret System.get_env("WEBHOOK_SECRET")',
    '<property name="hibernate.connection.password">${DB_PASSWORD}</property>',
    "    password: \"{{ vault_db_password | password_hash('sha512') }}\"",
    "jdbc:db2://db2.acme.lan:50000/SALES:user=etl;password=${DB2_PASSWORD};",
    'RedisURI.create("redis://cache.acme.lan:6379/0")',
    'RedisURI.create("redis://default@cache.acme.lan:6379/0")',
    "La password dell'utente di test è scaduta.",
    "The reset token is the password for nothing.",
    "the password is ******** (masked)",
    "| user | password | scope |\n|---|---|---|\n| svc-sync | ******** | read-only |\n| ops | <see vault> | admin |",
    "Token below:\n\n(ask the on-call engineer)",
    "commit 785db7fb93d751a8c19c03851400dac67b1fdbcc is the password reset fix for the console.",
    // hashes, UUIDs, versions, paths and references in the new positions
    'expect "Password:"; send -- "$env(SFTP_PASS)\r"',
    "ldap_default_authtok = /etc/sssd/authtok.txt",
    "SetEnv API_KEY_VERSION 2.1.0",
    "set $api_key $http_x_api_key;",
    "| user | password |\n|---|---|\n| ops | sha256:4bc824dfb0735dcddb593cb72984c3bf979ebfc60feb738209ed2d31c56d9182 |",
    "jdbc:db2://db2.acme.lan:50000/SALES:user=etl;password=${env:DB2_PW};",
    "sentinel auth-pass mymaster ${SENTINEL_PASS}",
    "cat /etc/rsyncd.secrets | wc -l",
  ];

  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("a secrets file printed whole (corpus 8)", () => {
  const hidden = (command: string, output: string) => printedSecretSpans(command, output).map(({ start, end }) => output.slice(start, end));

  test("rsyncd.secrets: each line's password, not its user", () => {
    expect(hidden("sudo cat /etc/rsyncd.secrets", `backup:${PW_BANG}\narchive:${PW}#x\n`)).toEqual([PW_BANG, `${PW}#x`]);
  });

  test("chap-secrets: the third column, quoted or not", () => {
    const output = `# Secrets for authentication using CHAP\n# client server secret IP addresses\n"branch01"  *  "${PW_BANG}"  *\nops * ${PW} *\n`;
    expect(hidden("cat /etc/ppp/chap-secrets", output)).toEqual([PW_BANG, PW]);
  });

  test("a file-reading tool's numbered view of chap-secrets, by its path", () => {
    const output = `     1→# client\tserver\tsecret\tIP addresses\n     2→"branch01"      *       "${PW_BANG}"        *\n`;
    expect(readFileSpans("/etc/ppp/chap-secrets", output).map(({ start, end }) => output.slice(start, end))).toEqual([PW_BANG]);
    expect(readFileSpans("/etc/ppp/options", output)).toEqual([]);
  });

  test("OpenVPN's auth-user-pass file, after the grep that named it", () => {
    const command = "sudo grep -n auth-user-pass /etc/openvpn/client/leipzig.conf && sudo cat /etc/openvpn/client/auth.txt";
    expect(hidden(command, `17:auth-user-pass /etc/openvpn/client/auth.txt\nsvc-vpn-leipzig\n${PW_HASH.slice(1)}#9\n`)).toEqual([`${PW_HASH.slice(1)}#9`]);
    expect(hidden("cat /etc/openvpn/client/auth.txt", "svc-vpn-leipzig\n")).toEqual([]);
  });

  test("placeholders and other files stay", () => {
    expect(hidden("cat /etc/rsyncd.secrets", "backup:changeme\n")).toEqual([]);
    expect(hidden("cat /etc/rsyncd.conf", `secrets file = /etc/rsyncd.secrets\nauth users = backup:${PW}\n`)).toEqual([]);
  });
});

describe("the new positions run in linear time", () => {
  // no wall-clock assertion (a loaded machine varies): a quadratic scan of these lines takes minutes and the test's
  // own time limit fails it; a linear one takes well under a second
  const HANG_LIMIT_MS = 30_000;
  test.each([
    ["a table header's anchor repeated on one long line", "| password ".repeat(40_000)],
    ["config keywords in a long run of letters", `${"a".repeat(200_000)}authtok = x`],
    ["a long name after setx", `setx ${"A_".repeat(100_000)}TOKEN x`],
  ])("%s", (_name, text) => {
    expect(redactSecrets(text).text.length).toBeGreaterThan(0);
  }, HANG_LIMIT_MS);
});
