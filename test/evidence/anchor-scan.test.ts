import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { AnchorScan } from "../../src/evidence/anchor-scan.js";
import { redactSecrets, secretSpans, SPAN_FINDERS, type Span } from "../../src/evidence/redact.js";
import { continuedSpans } from "../../src/evidence/continued-values.js";
import { TOKEN_RULES } from "../../src/evidence/token-rules.js";
import { PrefixScanner } from "../../src/evidence/token-scan.js";
import { escapeRegExp } from "../../src/words.js";

/**
 * `secretSpans` skips a finder whose anchors a text does not hold: each rule's anchors must be held
 * by every match it makes, or a secret it finds would be left. One sample per form each anchored rule
 * reads (every literal it opens on), alone and inside other text, is found as without the skip.
 */
const SAMPLES: Record<string, string[]> = {
  "private-key": ["-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7x9kQ2vBz3\n-----END RSA PRIVATE KEY-----"],
  "url-credentials": ["postgres://admin:S3cr3tPassw0rd@db.example.com:5432/app"],
  "libpq-echoed-password": [
    'psql: error: invalid integer value "mZ2p!Lw9xT@db.internal:5432" for connection option "port"',
    'psql: error: could not translate host name "Lw9xT@db.internal" to address: Name or service not known',
  ],
  "basic-auth-user": ["curl -s -u admin:Xk9mQ2vL7pRw https://api.example.com/v1"],
  "netrc-password": ["machine api.example.com login deploy password Zq8vN3xK5mP2"],
  "aws-configure": ["aws configure set aws_secret_access_key wJalrXUtnFEMI8K7MDENGbPxRfiCY9Qz7rT2mKEY"],
  "dsn-user-password": ["root:Pa55w0rdXyz9@tcp(127.0.0.1:3306)/app", "root:Pa55w0rdXyz9@unix(/tmp/mysql.sock)/app"],
  "oracle-logon": [
    "sqlplus scott/T1gerPass99x@orcl",
    "expdp system/Mgr9xPass77q@db",
    "impdp system/Mgr9xPass77q@db",
    "sqlldr scott/T1gerPass99x@orcl control=load.ctl",
    "jdbc:oracle:thin:scott/T1gerPass99x@host:1521:orcl",
    "jdbc:oracle:oci:scott/T1gerPass99x@orcl",
  ],
  "positional-passwords": [
    "htpasswd -b .htpasswd admin Qw3rtY9zX1vB", "rabbitmqctl add_user admin Qw3rtY9zX1vB",
    "mosquitto_passwd -b /etc/mosquitto/passwd bot Qw3rtY9zX1vB", "smbclient //fs/share Qw3rtY9zX1vB -U bot",
  ],
  // session 35: positions by call signature
  "net-user-password": ["net user deploy Qw3rtY9zX1vB /add", "NET USER deploy Qw3rtY9zX1vB /ADD"],
  "clap-field-default": ['#[arg(long, default_value = "Qw3rtY9zX1vB")]\npassword: String,'],
  "clap-named-default": ['#[arg(long, env = "DB_PASSWORD", default_value = "Qw3rtY9zX1vB")]'],
  "option-default-password": ['@click.option("--password", default="Qw3rtY9zX1vB")', 'parser.add_argument("--token", default="Qw3rtY9zX1vB")'],
  "pflag-default-password": [
    'String("password", "Qw3rtY9zX1vB", "")', 'StringP("password", "p", "Qw3rtY9zX1vB", "")',
    'StringVar(&pw, "password", "Qw3rtY9zX1vB", "")', 'StringVarP(&pw, "password", "p", "Qw3rtY9zX1vB", "")',
  ],
  "ftp-user-password": ["ftp -n host <<EOF\nuser bot Qw3rtY9zX1vB\nEOF", "Connected.\nftp> user bot Qw3rtY9zX1vB\n230 Login successful."],
  "nagios-resource-macro": ["# resource.cfg\n$USER3$=Qw3rtY9zX1vB"],
  "openssl-passwd": ["openssl passwd -6 Qw3rtY9zX1vB"],
  "mysqladmin-password": ["mysqladmin -u root password Qw3rtY9zX1vB"],
  "windows-password-switch": ["schtasks /create /tn j /ru svc /rp Qw3rtY9zX1vB", "winrs -r:h -p:Qw3rtY9zX1vB ipconfig"],
  "confirmed-password": ['echo -e "Qw3rtY9zX1vB\\nQw3rtY9zX1vB" | passwd bob'],
  "curlopt-userpwd": ['curl_setopt($ch, CURLOPT_USERPWD, "bot:Qw3rtY9zX1vB")'],
  // session 28: commands' positions, calls' arguments, tools' output, prose pairs, token shapes
  "pulumi-config-secret": ["pulumi config set --secret dbPassword Qw3rtY9zX1vB"],
  "registry-auth-token": ["npm config set //npm.example.com/:_authToken Qw3rtY9zX1vB"],
  "minio-secret-key": ["mc alias set local http://localhost:9000 admin Qw3rtY9zX1vB"],
  "cargo-login-token": ["cargo login Qw3rtY9zX1vB"],
  "gh-secret-body": ["gh secret set API_TOKEN --body Qw3rtY9zX1vB"],
  "keyvault-secret-value": ["az keyvault secret set --vault-name kv --name db --value Qw3rtY9zX1vB"],
  "ssm-secure-string": ["aws ssm put-parameter --name /db/pw --type SecureString --value Qw3rtY9zX1vB"],
  "redis-auth-password": ["redis-cli -h cache AUTH default Qw3rtY9zX1vB"],
  "piped-password": [
    "echo Qw3rtY9zX1vB | docker login -u bot --password-stdin", "echo Qw3rtY9zX1vB | passwd --stdin deploy",
    "echo Qw3rtY9zX1vB | sudo -S whoami", "echo deploy:Qw3rtY9zX1vB | chpasswd",
  ],
  "net-use-password": ["net use Z: \\\\fs\\share Qw3rtY9zX1vB /user:CORP\\bot", "NET USE Z: \\\\fs\\share Qw3rtY9zX1vB"],
  "slash-password": ["xfreerdp /u:admin /p:Qw3rtY9zX1vB /v:host", "cmdkey /generic:host /user:bot /pass:Qw3rtY9zX1vB"],
  "credential-call-arguments": [
    'smtp.PlainAuth("", "bot", "Qw3rtY9zX1vB", host)', 'DriverManager.getConnection(url, "app", "Qw3rtY9zX1vB")',
    'new NetworkCredential("bot", "Qw3rtY9zX1vB")', 'new PasswordAuthentication("bot", "Qw3rtY9zX1vB".toCharArray())',
    'new UsernamePasswordCredentials("bot", "Qw3rtY9zX1vB")', 'new UsernamePasswordAuthenticationToken("bot", "Qw3rtY9zX1vB")',
    'l.simple_bind_s("cn=bot", "Qw3rtY9zX1vB")', 'pymysql.connect("db", "app", "Qw3rtY9zX1vB", "shop")',
    'MySQLdb.connect("db", "app", "Qw3rtY9zX1vB", "shop")', 'new mysqli("db", "app", "Qw3rtY9zX1vB", "shop")',
    "new Sequelize('shop', 'app', 'Qw3rtY9zX1vB', {})",
    'credentials.NewStaticCredentials("AKIDX", "Qw3rtY9zX1vB", "")', 'new BasicAWSCredentials("AKIDX", "Qw3rtY9zX1vB")',
    'AwsBasicCredentials.create("AKIDX", "Qw3rtY9zX1vB")',
    'Credentials.basic("bot", "Qw3rtY9zX1vB")', 'b.basicAuthentication("bot", "Qw3rtY9zX1vB")',
    'new BasicAuthenticationInterceptor("bot", "Qw3rtY9zX1vB")', 'c.basic_auth("bot", Some("Qw3rtY9zX1vB"))',
    "DBI->connect($dsn, 'bot', 'Qw3rtY9zX1vB')", 'mysql_connect("db", "bot", "Qw3rtY9zX1vB")', 'ldap_bind($c, "cn=bot", "Qw3rtY9zX1vB")',
    'ssh2_auth_password($c, "bot", "Qw3rtY9zX1vB")', 'imap_open($mb, "bot", "Qw3rtY9zX1vB")', 'ftp_login($c, "bot", "Qw3rtY9zX1vB")',
    'FTP("h", "bot", "Qw3rtY9zX1vB")', 'FTP_TLS("h", "bot", "Qw3rtY9zX1vB")', 'Net::FTP.new("h", "bot", "Qw3rtY9zX1vB")',
    'oci_connect("bot", "Qw3rtY9zX1vB", "db")', "Net::SMTP.start('h', 587, 'd', 'bot', 'Qw3rtY9zX1vB', :plain)",
    'ssh.Password("Qw3rtY9zX1vB")', 'url.UserPassword("bot", "Qw3rtY9zX1vB")', 'keyring.set_password("s", "bot", "Qw3rtY9zX1vB")',
    'MongoCredential.createCredential("bot", "admin", "Qw3rtY9zX1vB".toCharArray())',
    // session 41: a JWT's key by position, and Ruby's calls without parentheses
    'jwt.sign({ sub: 1 }, "Qw3rtY9zX1vB")', "JWT.encode(payload, 'Qw3rtY9zX1vB', 'HS256')", "JWT.decode(t, 'Qw3rtY9zX1vB')",
    "JWT::encode($p, 'Qw3rtY9zX1vB', 'HS256')", "JWT::decode($t, 'Qw3rtY9zX1vB')", "JWT.encode payload, 'Qw3rtY9zX1vB', 'HS256'",
    "req.basic_auth 'bot', 'Qw3rtY9zX1vB'", "Net::FTP.new 'h', 'bot', 'Qw3rtY9zX1vB'", "Net::SMTP.start 'h', 587, 'd', 'bot', 'Qw3rtY9zX1vB', :plain",
  ],
  "discord-bot-token": [
    "client.run('MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs')",
    "client.login('MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs')",
    "const discord = require('discord.js'); // MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs",
  ],
  "sql-identified-by": ["CREATE USER 'app'@'%' IDENTIFIED BY 'Qw3rtY9zX1vB';", "create user app identified by 'Qw3rtY9zX1vB';"],
  "pgpass-password": [
    "db:5432:app:app:Qw3rtY9zX1vB", "db:5433:app:app:Qw3rtY9zX1vB", "db:6432:app:app:Qw3rtY9zX1vB", "db:*:*:app:Qw3rtY9zX1vB",
  ],
  "powershell-secure-string": ['ConvertTo-SecureString "Qw3rtY9zX1vB" -AsPlainText -Force'],
  "credential-pair": [
    "the login is ops / Qw3rtY9zX1vB", "Login: ops / Qw3rtY9zX1vB", "creds: ops / Qw3rtY9zX1vB", "Creds: ops / Qw3rtY9zX1vB",
    "the credentials are ops / Qw3rtY9zX1vB", "CREDENTIALS: ops / Qw3rtY9zX1vB", "log in with ops / Qw3rtY9zX1vB",
    "Log in as ops with Qw3rtY9zX1vB", "logged in as ops with Qw3rtY9zX1vB",
  ],
  "mysql-temporary-password": ["A temporary password is generated for root@localhost: Qw3rtY9zX1vB"],
  "jenkins-initial-password": ["Please use the following password to proceed to installation:\\n\\na1b2c3d4e5f60718293a4b5c6d7e8f90"],
  "jenkins-initial-password-file": ["$ cat /var/jenkins_home/secrets/initialAdminPassword\\na1b2c3d4e5f60718293a4b5c6d7e8f90"],
  "argocd-initial-password": ["output:\\nQw3rtY9zX1vB\\n\\n This password must be only used for first time login."],
  "argocd-initial-password-command": ["$ argocd admin initial-password -n argocd\\nQw3rtY9zX1vB\\n"],
  "elastic-reset-password": ["Password for the [elastic] user successfully reset.\nNew value: Qw3rtY9zX1vB"],
  "telegram-bot-token": ["https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq/getMe"],
  // session 30 (issue #23): shapes the held-out corpus found without a rule
  "poetry-http-basic": ["poetry config http-basic.acme deploy Qw3rtY9zX1vB"],
  "poetry-pypi-token": ["poetry config pypi-token.acme Qw3rtY9zX1vB"],
  "here-string-password": [
    "sudo -S systemctl restart app <<< Qw3rtY9zX1vB", "docker login -u bot --password-stdin <<< Qw3rtY9zX1vB",
    "passwd --stdin deploy <<< Qw3rtY9zX1vB", "chpasswd <<< deploy:Qw3rtY9zX1vB",
  ],
  "discord-webhook": [`https://discord.com/api/webhooks/544732148330203518/${"jNHpbf5JUtpeAQzH6HQiyCa7DIVzxYe7".repeat(2)}x`],
  "basic-credentials": ["Basic c3ZjLXJlcG9ydDpRdzNydFk5elgxdkI="],
  "printf-password": ["printf 'machine h login u password %s' Qw3rtY9zX1vB", "printf 'password=%s' Qw3rtY9zX1vB"],
  "smartcard-pin": ["ykman piv keys generate --pin 540440 9a pub.pem", "pkcs11-tool --login --pin=7731", "yubico-piv-tool -a verify-pin -P 123456"],
  "openssl-pass-arg": ["openssl rsa -passout 'pass:Qw3rtY9zX1vB' -out k.pem"],
  "password-file-write": ["echo 'Qw3rtY9zX1vB' > .vault_pass", "printf '%s' Qw3rtY9zX1vB > secrets/db_password.txt"],
  "url-token-user": ["https://0b64d84e3042afec95f914500babe8b9@o1.ingest.sentry.io/2"],
  "url-signature": ["https://a.blob.core.windows.net/c/f?sv=2022-11-02&sp=r&sig=q8Xv3LmN2pR7tK5wYz1Bc4Df6Gh9%3D"],
  "service-credential-pair": ["postgres (ledger / Qw3rtY9zX1vB)", "FTP for uploads: deploy / Qw3rtY9zX1vB"],
  "session-cookie": [
    "Cookie: sessionid=4vxkvshru2b9m3dwknq1; theme=dark", "Set-Cookie: PHPSESSID=4vxkvshru2b9m3dwknq1; path=/",
    "legacy.acme.dev\tFALSE\t/\tTRUE\t0\tconnect.sid\ts%3A-j6w40pYgTMDMkeSy", "JSESSIONID=4vxkvshru2b9m3dwknq1",
  ],
  "password-hash": ["metrics:$apr1$i0es6ZOt$mAnoJaRuCJgFt0JCA3wmAX", "admin:$2y$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ld"],
  "password-hash-sha": ["jane:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g="],
  "php-connector-password": ["new PDO('mysql:host=db', 'shop', 'L0k9G6KMJc5uxVrB')", "new mysqli('db', 'u', 'L0k9G6KMJc5uxVrB', 'd')"],
  "kubectl-literal": ["kubectl create secret generic db --from-literal=password='!Qw3rtY9zX1vB'", "--from-literal 'api-key=Qw3rtY9zX1vB'"],
  "sql-password": ["CREATE ROLE app WITH LOGIN PASSWORD 'Qw3rtY9zX1vB';", "CREATE USER etl PASSWORD = 'Qw3rtY9zX1vB'"],
  "sasl-passwd": ["[smtp.mailgun.org]:587 postmaster@mg.acme.dev:Qw3rtY9zX1vB", "smtp.gmail.com:465 ops@acme.dev:Qw3rtY9zX1vB"],
  "ldif-password": ["userPassword:: e1NTSEF9dlRIa3dyTFoyOHBiTFow", "unicodePwd:: IgBRAHcAMwByAHQAWQA5ACIA"],
  "pem-block": ["-----BEGIN OpenVPN Static key V1-----\n5037ccc0189b9226417ab1ba3cd3757c\n-----END OpenVPN Static key V1-----"],
  // the sixth held-out corpus: directives, joined keywords, user flags, key objects, other languages' words
  "config-directive-credential": ["\n    AuthLDAPBindPassword \"Qw3rtY9zX1vB\"\n", "\nProxyRemoteSecret Qw3rtY9zX1vB\n", "\nApiToken Qw3rtY9zX1vB\n"],
  "header-directive": [
    "RequestHeader set Authorization \"Bearer Qw3rtY9zX1vBq8Tv2Lx9\"", "proxy_set_header X-Api-Token Qw3rtY9zX1vBq8Tv2Lx9;",
    "add_header X-Secret Qw3rtY9zX1vBq8Tv2Lx9;", "Header add X-Api-Key Qw3rtY9zX1vBq8Tv2Lx9", "Header append X-Api-Key Qw3rtY9zX1vBq8Tv2Lx9",
  ],
  "joined-password-keyword": ["user admin insecure-password Qw3rtY9zX1vB", "\nauth_password Qw3rtY9zX1vB"],
  "user-flag-password": ["etcdctl --user root:Qw3rtY9zX1vB get /", "skopeo copy --creds u:Qw3rtY9zX1vB a b", "x --auth=u:Qw3rtY9zX1vB",
    "x --basic-auth u:Qw3rtY9zX1vB"],
  "bundler-host-credentials": ["BUNDLE_GEMS__EXAMPLE__COM=deploy:Qw3rtY9zX1vB"],
  "personal-access-token-name": ["GITHUB_PAT=Qw3rtY9zX1vBq8Tv2Lx9"],
  "password-call-pair": ["client.username_pw_set('u', 'Qw3rtY9zX1vB')", "auth.setPw('u', 'Qw3rtY9zX1vB')"],
  "credential-literal-mark": [
    "password: '%Qw3rtY9zX1vB'", "password: '#Qw3rtY9zX1vB'", "variable 'db_password' { default = '#Qw3rtY9zX1vB' }",
    "password: \\\"%Qw3rtY9zX1vB\\\"", "password: \\\\\\\"#Qw3rtY9zX1vB\\\\\\\"",
  ],
  "putty-private-lines": ["Private-Lines: 1\nAAAAIUx/X+lQR9CSeNiFtiiJE9WK5DBa\nPrivate-MAC: 0"],
  "putty-private-mac": ["Private-MAC: bb3c11de880e3821b5fe70e654dc97d83ff74f2a"],
  "pw-abbreviation": ["pw: Qw3rtY9zX1vB", "pw=Qw3rtY9zX1vB", "PW: Qw3rtY9zX1vB", "DB_PW=Qw3rtY9zX1vB"],
  "password-word-other-language": [
    "contraseña: Qw3rtY9zX1vB", "CONTRASEÑA: Qw3rtY9zX1vB", "senha: Qw3rtY9zX1vB", "Senha: Qw3rtY9zX1vB", "SENHA: Qw3rtY9zX1vB",
    "mot de passe : Qw3rtY9zX1vB", "Passwort: Qw3rtY9zX1vB", "PASSWORT: Qw3rtY9zX1vB", "wachtwoord: Qw3rtY9zX1vB", "lösenord: Qw3rtY9zX1vB",
    "hasło: Qw3rtY9zX1vB", "пароль: Qw3rtY9zX1vB", "ПАРОЛЬ: Qw3rtY9zX1vB", "密码：Qw3rtY9zX1vB", "密碼: Qw3rtY9zX1vB",
    "パスワード: Qw3rtY9zX1vB", "비밀번호: Qw3rtY9zX1vB",
  ],
  "password-word-dash": ["Passphrase for the key — Qw3rtY9zX1vB", "password – Qw3rtY9zX1vB"],
  "jwk-private-member": ['{"kty":"oct","k":"Qw3rtY9zX1vBq8Tv2Lx9"}', '{\\"kty\\":\\"EC\\",\\"d\\":\\"Qw3rtY9zX1vBq8Tv2Lx9\\"}'],
  // the seventh held-out corpus: copulas, wrapped values, line pairs, commands' positions (one sample per anchor)
  "password-word-copula": [
    "contraseña es Qw3rtY9zX1vB", "CONTRASEÑA es Qw3rtY9zX1vB", "a senha é Qw3rtY9zX1vB", "Senha do banco é Qw3rtY9zX1vB",
    "SENHA é Qw3rtY9zX1vB", "mot de passe est Qw3rtY9zX1vB", "Passwort ist Qw3rtY9zX1vB", "PASSWORT ist Qw3rtY9zX1vB",
    "wachtwoord is Qw3rtY9zX1vB", "lösenord är Qw3rtY9zX1vB", "hasło jest Qw3rtY9zX1vB", "пароль is Qw3rtY9zX1vB",
    "ПАРОЛЬ is Qw3rtY9zX1vB", "密码是 Qw3rtY9zX1vB", "密碼是 Qw3rtY9zX1vB", "パスワードは Qw3rtY9zX1vB", "비밀번호는 Qw3rtY9zX1vB",
  ],
  "credential-word-aside": ["the API secret (new) is Qw3rtY9zX1vB", "the tokens (both) are Qw3rtY9zX1vB"],
  "pin-digits": ["passcode 4821-3390-7715", "the PIN is 73062958"],
  "groovy-credential-call": ["storePassword 'Qw3rtY9zX1vB'", "clientSecret \"Qw3rtY9zX1vB\""],
  "kotlin-credential-pair": ['mapOf("apiKey" to "Qw3rtY9zX1vB")', "mapOf('apiKey' to 'Qw3rtY9zX1vB')"],
  "rust-some-credential": ['.basic_auth("u", Some("Qw3rtY9zX1vB"))'],
  "decoded-credential-literal": [
    'HMAC_KEY = bytes.fromhex("c19cd5840f1aec544ad77bf39768")', 'SECRET = b64decode("d3g0V2ZmWU5hVjJuZ3p6")',
    'KEY = unhexlify("c19cd5840f1aec544ad77bf39768")', 'const apiKey = Buffer.from("d3g0V2ZmWU5hVjJuZ3p6")',
  ],
  "env-fallback-literal": [
    'getenv("DB_PASSWORD") ?: "Qw3rtY9zX1vB"', "process.env.API_KEY || 'Qw3rtY9zX1vB'", "process.env.API_KEY ?? 'Qw3rtY9zX1vB'",
    'os.environ.get("API_TOKEN") or "Qw3rtY9zX1vB"',
  ],
  "hmac-key-literal": ["createHmac('sha256', 'c19cd5840f1aec544ad77bf39768')", "hmac.new(b'c19cd5840f1aec544ad77bf39768', m)"],
  "go-struct-credential": ["{User:app Password:Qw3rtY9zX1vB}", "{App:x ClientSecret:Qw3rtY9zX1vB}", "{App:x AuthToken:Qw3rtY9zX1vB}"],
  "registry-creds-flag": ["skopeo copy --dest-creds ci:Qw3rtY9zX1vB a b"],
  "name-value-entry": [
    '{"name": "password", "value": "Qw3rtY9zX1vB"}', '{\\"name\\": \\"password\\", \\"value\\": \\"Qw3rtY9zX1vB\\"}',
    '{\\\\\\"name\\\\\\": \\\\\\"password\\\\\\", \\\\\\"value\\\\\\": \\\\\\"Qw3rtY9zX1vB\\\\\\"}',
  ],
  "host-keyed-token": ['"gitlab-token": {"gitlab.acme.dev": "Qw3rtY9zX1vB"}', '"github-oauth": {"github.com": "Qw3rtY9zX1vB"}',
    '"bearer": {"repo.acme.dev": "Qw3rtY9zX1vB"}'],
  "svn-auth-password": ["K 8\npassword\nV 12\nQw3rtY9zX1vB\n"],
  "ini-admins-password": ["[admins]\nadmin = Qw3rtY9zX1vB\n"],
  "pgbouncer-userlist": ['\n"app" "Qw3rtY9zX1vB"\n', '\\n\\"app\\" \\"Qw3rtY9zX1vB\\"\\n'],
  "dovecot-plain-password": ["ops:{PLAIN}Qw3rtY9zX1vB::::::", "ops:{CLEARTEXT}Qw3rtY9zX1vB"],
  "jetty-obfuscated": ["admin: OBF:1v2j1uum1xtv1zej1zer1xtn1uvk1v1v, admin"],
  "scram-verifier": ["SCRAM-SHA-256$4096:c2FsdHNhbHRz$q1vN7Lm2XcT8bR4kP0sYwZ9a=:Jx3Wq8ZtR2mLb7NcYv4KpF9s="],
  "vault-unseal-key": ["Unseal Key 1: V9wjLeSrFuairESQ0k1zBtjtBUeWE9C", "Recovery Key 1: V9wjLeSrFuairESQ0k1zBtjtBUeWE9C"],
  "gossip-encrypt-key": ['encrypt = "rW9vT4ACPUVvpx+UeKzA0nIFVgOoQEU8XnByDVB8X38="'],
  "smtp-auth-login-password": ["<~  334 UGFzc3dvcmQ6\n ~> UXczcnRZOXpYMXZC\n"],
  "split-credential-literal": [
    'TOKEN = ("Qw3rtY9zX1vB"\n    "Qw3rtY9zX1vB")', 'TOKEN = (\\"Qw3rtY9zX1vB\\"\\n    \\"Qw3rtY9zX1vB\\")', 'API_KEY = (\n    "Qw3rtY9zX1vB"\n    "Zx8cVb2nM4qW"\n)',
  ],
  "decoded-token-literal": [
    'LEGACY = base64.b64decode("d3g0V2ZmWU5hVjJuZ3p6VGZ5SFlEVUJF")', "const t = atob('d3g0V2ZmWU5hVjJuZ3p6VGZ5SFlEVUJF')",
    'TOKEN = Base64.decode64("d3g0V2ZmWU5hVjJuZ3p6VGZ5SFlEVUJF")',
  ],
  "pkcs12-base64": ["MIIKYQIBAzCCCicGCSqGSIb3DQEHAaCCChgEggoUMIIKEDCCBMcGCSqGSIb3DQEH\nFcNcVQ+lQFlx3cqAlsEV2KK3vGzOo2Obhj\n"],
  "wandb-login-key": ["wandb login 67ab4a36ee0987b3544242b30e58d656ec4f3378"],
  "cloudflared-service-token": ["cloudflared service install Qw3rtY9zX1vBq8Tv2Lx9"],
  "cloudflared-tunnel-token": ["cloudflared tunnel run --token Qw3rtY9zX1vBq8Tv2Lx9"],
  "databricks-secret-value": ["databricks secrets put-secret etl pw --string-value Qw3rtY9zX1vB"],
  "tailscale-auth-key": ["tailscale up --authkey=Qw3rtY9zX1vB", "tailscale up --auth-key Qw3rtY9zX1vB"],
  "piped-secret": [
    "echo Qw3rtY9zX1vB | circleci context store-secret gh acme ctx NAME", "echo Qw3rtY9zX1vB | wrangler secret put NAME",
    "echo Qw3rtY9zX1vB | firebase functions:secrets put NAME", "echo Qw3rtY9zX1vB | docker secret create db -",
    "echo Qw3rtY9zX1vB | gcloud secrets create db --data-file=-", "echo Qw3rtY9zX1vB | gcloud secrets versions add db --data-file=-",
  ],
  "config-keyword-password": ["bindpw Qw3rtY9zX1vB", "ldap_default_authtok = Qw3rtY9zX1vB", "masterauth Qw3rtY9zX1vB", "sentinel auth-pass m Qw3rtY9zX1vB"],
  "credential-value-mark": ["--password=#Qw3rtY9zX1vB", "RSYNC_PASSWORD='!Qw3rtY9zX1vB'", '<add key="ClearTextPassword" value="#Qw3rtY9zX1vB" />'],
  "db2-connect-password": ["db2 connect to SALES user db2inst1 using Qw3rtY9zX1vB"],
  "env-directive-credential": ["SetEnv DB_PASSWORD Qw3rtY9zX1vB", "setx API_TOKEN Qw3rtY9zX1vB", 'set $upstream_key "Qw3rtY9zX1vB";'],
  "expect-send-password": ['expect "password:"; send "Qw3rtY9zX1vB\\r"'],
  "isql-positional-password": ["isql -v SALESDSN etl Qw3rtY9zX1vB"],
  "jdbc-password-property": ["jdbc:db2://db2:50000/SALES:user=etl;password=Qw3rtY9zX1vB;"],
  "jinja-hashed-literal": ["password: \"{{ 'Qw3rtY9zX1vB' | password_hash('sha512') }}\""],
  "module-attribute-credential": ['@webhook_secret "Qw3rtY9zX1vB"'],
  "nmcli-password": ["nmcli dev wifi connect Lab password Qw3rtY9zX1vB"],
  "password-borrowed-copula": ["la password dell'utente è Qw3rtY9zX1vB."],
  "password-copula-mark": ["the password is !Qw3rtY9zX1vB."],
  "credential-changed-to": ["I rotated the redis password to Qw3rt!Y9zX1vB.", "Reset the admin PIN to Qw3rt!Y9zX1vB now.", "I've rotated it to Qw3rt!Y9zX1vB."],
  "credential-changed-from": ["I changed the password from Qw3rt!Y9zX1vB to Zx9!mQ2vLp7w."],
  "credential-pronoun-of": [
    "Le mot de passe est Ab3-Qw9zX1vB, et celui de l'ancien serveur était Qw3rt!Y9zX1vB.",
    "Das Passwort ist Ab3-Qw9zX1vB, und das des alten Servers war Qw3rt!Y9zX1vB.",
    "La contraseña es Ab3-Qw9zX1vB y la del servidor viejo era Qw3rt!Y9zX1vB.",
    "A senha é Ab3-Qw9zX1vB e a do servidor antigo era Qw3rt!Y9zX1vB.",
    "La password è Ab3-Qw9zX1vB e quella del vecchio server era Qw3rt!Y9zX1vB.",
    "The password is Ab3-Qw9zX1vB and that of the old server was Qw3rt!Y9zX1vB.",
    "The token is Ab3-Qw9zX1vB and the one for the old server is Qw3rt!Y9zX1vB.",
    // each of its literals
    ...["celui ", "celle ", "quello ", "quella ", " la del ", " la de ", " el del ", " el de ", " la para ", " el para ", " a do ", " a da ",
      " a de ", " o do ", " o da ", " o de ", "das des ", "das der ", "das vom ", "das von ", "das für ", "that of ", " one for "]
      .map((pronoun) => `The password is set, and${pronoun.startsWith(" ") ? "" : " "}${pronoun}old host was Qw3rt!Y9zX1vB.`),
  ],
  "credential-one-is": ["The redis password is new; the mongo one is now Qw3rt!Y9zX1vB.", "The token changed (the old one was Qw3rt!Y9zX1vB)."],
  "password-possessive-value": ["hesabının şifresi Qw3rtY9zX1vB olarak"],
  "pre-shared-key": [': PSK "Qw3rtY9zX1vB"', 'psk="Qw3rtY9zX1vB"'],
  "property-element-password": ['<property name="hibernate.connection.password">Qw3rtY9zX1vB</property>'],
  "table-password-cell": ["| user | password |\n|---|---|\n| ops | Qw3rtY9zX1vB |"],
  "url-password-only": ["redis://Qw3rtY9zX1vB@cache:6379/0"],
  "value-before-password": ["Qw3rtY9zX1vB is the password for the console."],
  "value-on-next-line": ["Token below:\n\nQw3rtY9zX1vBq8Tv2Lx9Zk4m\n"],
  // session 41 (corpus 16): Composer's auth settings, SQL's bare IDENTIFIED BY and SET PASSWORD, a credentials' pair, a scheme's literal
  "composer-auth": [
    "composer config --global http-basic.repo.example.com bot Qw3rtY9zX1vB", "composer config -g --auth gitlab-token.gitlab.example.com Qw3rtY9zX1vB",
  ],
  "sql-identified-by-bare": ["CREATE USER etl IDENTIFIED BY Qw3rtY9zX1vB;", "create user etl identified by Qw3rtY9zX1vB"],
  "sql-set-password": ["SET PASSWORD FOR 'bot'@'%' = 'Qw3rtY9zX1vB';", "set password = password('Qw3rtY9zX1vB')"],
  "credential-pair-slash": [
    "creds: bot / Qw3rtY9zX1vB", "Creds bot / Qw3rtY9zX1vB", "CREDS: bot / Qw3rtY9zX1vB", "the credentials are bot / Qw3rtY9zX1vB",
    "CREDENTIALS bot / Qw3rtY9zX1vB", "login: bot / Qw3rtY9zX1vB", "Login bot / Qw3rtY9zX1vB", "LOGIN: bot / Qw3rtY9zX1vB",
    "Zugangsdaten: bot / Qw3rtY9zX1vB", "Anmeldedaten: bot / Qw3rtY9zX1vB", "identifiants : bot / Qw3rtY9zX1vB",
    "credenciales: bot / Qw3rtY9zX1vB", "credenciais: bot / Qw3rtY9zX1vB", "credenziali: bot / Qw3rtY9zX1vB",
    "inloggegevens: bot / Qw3rtY9zX1vB", "dane logowania: bot / Qw3rtY9zX1vB", "учётные данные: bot / Qw3rtY9zX1vB",
    "Учётные данные: bot / Qw3rtY9zX1vB", "kimlik bilgileri: bot / Qw3rtY9zX1vB",
  ],
  "scheme-literal": [
    'setValue("Bearer Qw3rtY9zX1vBq8Tv2Lx9", forHTTPHeaderField: h)', "put('Bearer Qw3rtY9zX1vBq8Tv2Lx9')",
    'put("Token Qw3rtY9zX1vBq8Tv2Lx9")', 'put("bearer Qw3rtY9zX1vBq8Tv2Lx9")', 'put("token Qw3rtY9zX1vBq8Tv2Lx9")',
  ],
  "teams-webhook": [
    "https://acme.webhook.office.com/webhookb2/7972260e-2d93-4eec-9f9d-27f5e8ee7ff3@1b25b8bc-0a48-4d75-a911-456fa0a6053f/IncomingWebhook/"
      + "063c9d0c277901b63ede452a0b332cc7/30e41071-e6d8-4b06-9011-4bee9bac6743",
  ],
  // corpus 17: stated-positions.ts
  "pw-copula": [
    "the vpn pw is Qw3rtY9zX1vB", "old pw was Qw3rtY9zX1vB", "PW is Qw3rtY9zX1vB", "pwd is Qw3rtY9zX1vB", "pwd was Qw3rtY9zX1vB", "PWD is Qw3rtY9zX1vB",
    "PW was Qw3rtY9zX1vB", "PWD was Qw3rtY9zX1vB",
  ],
  "passphrase-quoted": ["use passphrase 'Qw3rtY9zX1vB lark'", 'use Passphrase "Qw3rtY9zX1vB lark"', 'use passphrase \\"Qw3rtY9zX1vB lark\\"'],
  "short-password": ["password: q9!z", "Password=q9!z", "PASSWORD: q9!z"],
  "trace-session-cookie": ["> Cookie: sid=Qw3rtY9zX1vBq8Tv2Lx9", "< set-cookie: session=Qw3rtY9zX1vBq8Tv2Lx9; Path=/"],
  "credential-value-member": ['"db_password": { "type": "string", "value": "Qw3rtY9zX1vB" }', '{ "key": "apiKey", "value": "Qw3rtY9zX1vB" }'],
  "connection-string-password": ["Server=db;User Id=sa;Password=Qw3r{tY}9zX;", "Server=db;Uid=sa;Pwd=Qw3r{tY}9zX;", "Server=db;UID=sa;PWD=Qw3r{tY}9zX;"],
  "client-p-flag": ["cf login -a https://api.example.com -u bot -p Qw3rtY9zX1vB", "beeline -u jdbc:hive2://h:10000 -n bot -p Qw3rtY9zX1vB"],
  "set-initial-password": ["neo4j-admin dbms set-initial-password Qw3rtY9zX1vB"],
  "hashed-password-literal": [
    "Hash::make('Qw3rtY9zX1vB')", "password_hash('Qw3rtY9zX1vB', PASSWORD_DEFAULT)", "make_password('Qw3rtY9zX1vB')",
    "BCrypt::Password.create('Qw3rtY9zX1vB')", "bcrypt.hash('Qw3rtY9zX1vB', 10)", "bcrypt.hashpw(b'Qw3rtY9zX1vB', salt)",
  ],
  "vpn-printf-password": ["openvpn --auth-user-pass <(printf 'bot\\nQw3rtY9zX1vB\\n')"],
  "consul-acl-token": [
    'initial_management = "6f1c2a9e-7d44-4b1e-9a0c-5e2f8b6d1c30"', 'agent_recovery = "6f1c2a9e-7d44-4b1e-9a0c-5e2f8b6d1c30"',
    'agent_master = "6f1c2a9e-7d44-4b1e-9a0c-5e2f8b6d1c30"',
  ],
  "query-app-key": ["GET /data/2.5/weather?q=Oslo&appid=Qw3rtY9zX1vBq8Tv2Lx9", "GET /v1?app_key=Qw3rtY9zX1vBq8Tv2Lx9", "GET /v1?appkey=Qw3rtY9zX1vBq8Tv2Lx9"],
};

/** Every finder run on the whole text, as before the skip. */
/** Every finder's spans, then the rests that continue them (continued-values.ts, read after the finders as secretSpans does). */
function unskippedSpans(text: string): Span[] {
  const spans = SPAN_FINDERS.flatMap((finder) => finder.find(text));
  return spans.length === 0 ? spans : [...spans, ...continuedSpans(text, spans)];
}

describe("finders skipped without their anchors", () => {
  test("every anchored finder has samples, and each sample is found as without the skip", () => {
    const anchored = SPAN_FINDERS.filter((finder) => finder.anchors !== undefined).map((finder) => finder.name);
    expect(anchored.sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const [name, samples] of Object.entries(SAMPLES)) {
      const finder = SPAN_FINDERS.find((candidate) => candidate.name === name)!;
      for (const sample of samples) {
        for (const text of [sample, `the log says: ${sample}; done`, `{"command":"${sample.replaceAll("\n", "\\n")}"}`]) {
          expect(finder.find(text).length, `${name} finds ${text}`).toBeGreaterThan(0);
          expect(secretSpans(text), text).toEqual(unskippedSpans(text));
        }
      }
    }
  });

  test("random texts of samples, anchors and near-misses: the same spans as every finder run", () => {
    const pieces = [
      ...Object.values(SAMPLES).flat(),
      "login", "password", "curl", "://", "@", "tcp(", "unix(", "sqlplus", "expdp", "jdbc:oracle:", "-----BEGIN", "htpasswd",
      "rabbitmqctl", "aws configure set", "plogin", "sql plus", "http", "the token budget", " ", "\n", "\\n", "\"", "x", "user:",
      // tokens whose prefix the same scan finds: alone, overlapping, after a word (refused), cut
      "AKIAQ2VBZ3X7KLMN4PQR", "ASIAKIAQ2VBZ3X7KLMN4PQR", "xAKIAQ2VBZ3X7KLMN4PQR", "AKIAQ2VB",
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${"s1gnatur3x".repeat(2)}`, "eyJrIjoi", `dapi${"a1b2c3d4".repeat(4)}`,
      `abcdefghij0123.atlasv1.${"Zq8vN3xK5mP2".repeat(6)}`, ".atlasv1.",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(secretSpans(text)).toEqual(unskippedSpans(text));
      }),
      { numRuns: 3000 },
    );
  });

  test("a sample's secret is hidden by redactSecrets", () => {
    expect(redactSecrets("sqlldr scott/T1gerPass99x@orcl control=load.ctl").text).not.toContain("T1gerPass99x");
    expect(redactSecrets("rabbitmqctl add_user admin Qw3rtY9zX1vB").text).not.toContain("Qw3rtY9zX1vB");
  });
});

/** The ordered literals' starts the seeded run reads at least: 4,490 with half the pieces literals (session 33), whatever the anchors. */
const STARTS_FLOOR = 4000;

describe("AnchorScan", () => {
  test("finds every literal a text holds, overlapping or side by side", () => {
    const scan = new AnchorScan(["cp(", "x(", "login", "gin"]);
    expect([...scan.present("unix(tcp(loginx")].sort()).toEqual(["cp(", "gin", "login", "x("]);
    expect(scan.present("nothing here").size).toBe(0);
  });

  test("refuses a literal that starts another (the scan would hide it where both start)", () => {
    expect(() => new AnchorScan(["log", "login"])).toThrow(/starts another/);
    expect(() => new AnchorScan([""])).toThrow(/starts another/);
    expect(() => new AnchorScan(["login"], ["logins"])).toThrow(/starts another/);
    expect(() => new AnchorScan(["login"], ["log"])).toThrow(/ordered literal starts/);
    expect(() => new AnchorScan(["login"], ["login"])).toThrow(/starts/);
    expect(() => new AnchorScan(["login"], [""])).toThrow(/empty/);
  });

  // the provider tokens' prefixes without a separator share the anchors' scan (Run 31)
  test("finds the ordered literals where their own scan finds them, and the anchors as without them", () => {
    const ordered = new PrefixScanner([...new Set(TOKEN_RULES.flatMap((rule) => rule.prefixes))]).literalPrefixes;
    const anchors = SPAN_FINDERS.flatMap((finder) => finder.anchors ?? []);
    const both = new AnchorScan(anchors, ordered);
    const alone = new AnchorScan(anchors);
    const own = new RegExp(ordered.map(escapeRegExp).join("|"), "g");
    // pieces that overlap (`ASIABIA`, `eyJrIjoieyJ`), cut literals, anchors and glue
    const cut = [...ordered.map((literal) => literal.slice(1)), ...ordered.map((literal) => literal.slice(0, -1))];
    const others = [...anchors, "ASIABIA", "AKIAKCp", "eyJrIjoieyJ", ".atlasv1.atlasv1.", "_gitlab_session=_gitlab_session=", " ", "\n", "→", "x", "A"];
    // the literals and the rest drawn half and half: a new finder's anchors do not thin the literals the test reads (review 33)
    const piece = fc.oneof(fc.constantFrom(...ordered, ...cut), fc.constantFrom(...others));
    let starts = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
        const text = parts.join("");
        const found = both.scan(text);
        expect(found.starts).toEqual([...text.matchAll(own)].map((match) => match.index));
        expect(found.anchors).toEqual(alone.present(text));
        starts += found.starts.length;
      }),
      { numRuns: 5000, seed: 31 },
    );
    // half the pieces are literals or their cuts, whatever the anchors number
    expect(starts).toBeGreaterThan(STARTS_FLOOR);
  });
});
