/**
 * The words that mean a credential, in English and in other languages: what the window rule (credential-window.ts)
 * opens on. A list of what a word means, not of values: "password", "Passwort", "contraseña", "пароль", "密码" name
 * a secret in every syntax and every corpus, whatever stands around them.
 *
 * Strong words name a secret on their own ("the password for the test user is X"): a few plain words may stand between
 * them and the value. Weak words (`pass`, `pw`, `auth`, `login`, `psk`) are also ordinary words or parts of names, so
 * their value must follow right after a separator (`masterauth X`, `bindpw X`, `--pass X`).
 */

import type { LeadPattern } from "./anchor-scan.js";
import { literalLead } from "./lead-scan.js";

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
export const FOREIGN_ENDING = /[a-zà-ÿąćęłńóśźżğışçåäöüőűăâîșțα-ωά-ώа-яё]{0,5}/y;

/** Weak words that are whole words only: a letter before them makes another word (`enclave`, `relogin`). */
export const WHOLE_WORDS_ONLY = /^(?:login|logon|session[_-]?id|parola|parole|clave|jeton|mdp)$/i;

const alternatives = (words: readonly string[]) => words.join("|");

/**
 * Every credential word, case-insensitive, in one scan of a text: its group says which kind it is (`english` and
 * `foreign` are strong, `weak` is weak). The longer spellings come first in each group (`password` before `pass`), as
 * an alternation takes the first that matches.
 */
export const CREDENTIAL_WORD = new RegExp(
  `(?<english>${alternatives(ENGLISH_STRONG)})|(?<foreign>${alternatives(FOREIGN_STRONG)})|(?<weak>${alternatives([...WEAK, ...PASSWORD_FLAGS])})`,
  "gi",
);

/** The same pattern, tried in place where a stem starts (`CREDENTIAL_STEM`). */
export const CREDENTIAL_WORD_AT = new RegExp(CREDENTIAL_WORD.source, "iy");

/** The qualifiers that make a key one that opens something (`ENGLISH_STRONG`'s keys), each a stem with its key's `k`. */
const KEY_QUALIFIERS = ["private", "signing", "master", "encryption", "client", "licen[cs]e", "unseal", "webhook", "hmac", "account", "shared", "storage", "app", "recovery"];

/**
 * The start of every credential word above, one literal each (a key's qualifier for a qualified key): a scan for them
 * cost a third of the whole case-insensitive pattern's on 20 MB of prose (session 34, measured), and the pattern is
 * tried only where one starts. Each opens on a literal (lead-scan.ts `literalLead`): one walk of a text finds where
 * they may start, with redaction's anchors (redact.ts), and `CREDENTIAL_STEM_AT` tells there.
 */
export const CREDENTIAL_STEMS: readonly string[] = [
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
export const CREDENTIAL_STEM_AT = new RegExp(CREDENTIAL_STEMS.join("|"), "iy");
/** The stems' literal leads, as a scan finds them. */
export const CREDENTIAL_STEM_LEADS: LeadPattern = { leads: CREDENTIAL_STEMS.map(literalLead) };

/** English words that end in `pass` and mean no credential ("bypass the cache", "a compass"). */
export const NOT_A_PASS = /(?:by|com|sur|tres|over|under|im)$/i;
