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
    + "group|i18n|locale|composite|unique|surrogate|natural|join)[_.-]?$",
  "i",
);

/** Whether a `…_key` name (kind `key`) is an identifier's, from the text before its `_key`. */
export function isIdentifierKeyName(before: string): boolean {
  return IDENTIFIER_KEY_BEFORE.test(before.slice(-IDENTIFIER_CHARS));
}
const IDENTIFIER_CHARS = "deduplication_".length + 1;

/** The rest of a key's name that makes it the key's id: `keyId`, `key_id`, `KEY_ID`, `key-ids`. */
const KEY_ID_REST = /^(?:[_.-]?(?:Id|ID|id)s?)$/;
/** Keys whose id is itself a credential's part: an access key's id (AWS, MinIO, R2). */
const CREDENTIAL_KEY_BEFORE = /(?:access|secret|client|api|master)[_.-]?$/i;

/** Whether a `…_key` name whose rest is `rest` names a key's id, from the text before its `_key`. */
export function isKeyIdName(before: string, rest: string): boolean {
  return KEY_ID_REST.test(rest) && !CREDENTIAL_KEY_BEFORE.test(before);
}

/**
 * The id of a store of secrets, the plural's (.NET's `<UserSecretsId>GUID</UserSecretsId>`, the folder `dotnet user-secrets`
 * keeps them in): it names where they are. One secret's id stays a secret's name (Vault AppRole's `secret_id` is one).
 * `name`: the name from the plural's `s` on (`sId`) or whole (`UserSecretsId`).
 */
export function isSecretsStoreIdName(name: string): boolean {
  return SECRETS_STORE_ID.test(name);
}
const SECRETS_STORE_ID = /(?:^|[Ss]ecret)s[_.-]?(?:Id|ID|id)$/;

/** A flag whose verb acts on a stored secret: what follows names the secret (a key id, a name), it is not its value. */
const ACTION_FLAG_BEFORE = /(?:^|[\s"'=])--?(?:export|delete|list|revoke|remove)[_-][A-Za-z0-9_-]*$/;

export function isActionFlag(before: string): boolean {
  return before.includes("-") && ACTION_FLAG_BEFORE.test(before);
}
