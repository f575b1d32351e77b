/**
 * A Sigstore of the tests' own: a CA and a transparency log key (test/fixtures/attestation/own-ca,
 * made by its make.sh), a trusted root naming them, and bundles signed here as GitHub's attest
 * action would sign them (DSSE over an in-toto statement, a log entry with a signed entry
 * timestamp). The verifier under test is the real one; only who holds the keys differs.
 */
import { createHash, createPrivateKey, createPublicKey, sign, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const DIR = join(import.meta.dirname, "..", "fixtures", "attestation", "own-ca");
const IN_TOTO = "application/vnd.in-toto+json";
const SLSA_V1 = "https://slsa.dev/provenance/v1";

/** The leaf certificates make.sh issues: one good run of octo/demo and runs that differ in one field. */
export type Leaf = "good" | "other-workflow" | "other-ref" | "other-commit" | "other-issuer" | "untrusted";
/** The commits and run the leaves name. */
export const OWN_CA_RUN = { goodCommit: "c0ffee00".repeat(5), otherCommit: "0badc0de".repeat(5), runId: 7001 };

const pem = (name: string) => readFileSync(join(DIR, name), "utf8");
const der = (name: string) => new X509Certificate(pem(name)).raw;
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64");
const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest();
const LOG_KEY = createPrivateKey(pem("log.key"));
const LOG_SPKI = createPublicKey(LOG_KEY).export({ type: "spki", format: "der" });
const LOG_ID = sha256(LOG_SPKI);

/** The trusted root naming the tests' CA and log (JSON, as `attestation-trusted-root` reads it). */
export function ownTrustedRoot(): object {
  return {
    mediaType: "application/vnd.dev.sigstore.trustedroot+json;version=0.1",
    tlogs: [{
      baseUrl: "https://rekor.test.invalid",
      hashAlgorithm: "SHA2_256",
      publicKey: { rawBytes: b64(LOG_SPKI), keyDetails: "PKIX_ECDSA_P256_SHA_256", validFor: { start: "2020-01-01T00:00:00Z" } },
      logId: { keyId: b64(LOG_ID) },
    }],
    certificateAuthorities: [{
      subject: { organization: "agent-verdict tests", commonName: "agent-verdict test Fulcio" },
      uri: "https://fulcio.test.invalid",
      certChain: { certificates: [{ rawBytes: b64(der("ca.pem")) }] },
      validFor: { start: "2020-01-01T00:00:00Z" },
    }],
    ctlogs: [],
    timestampAuthorities: [],
  };
}

export interface SignOptions {
  /** The subjects of the statement: the artifact's name and SHA-256 (hex). */
  subjects: { name: string; sha256: string }[];
  leaf?: Leaf;
  /** Seconds after the certificate's start at which the log says it saw the entry; past its end: expired. */
  loggedAfterStart?: number;
  predicateType?: string;
}

/** A Sigstore bundle (v0.1 JSON) attesting the subjects, signed with a leaf's key and logged in the tests' log. */
export function signAttestation(options: SignOptions): Record<string, unknown> {
  const leaf = options.leaf ?? "good";
  const statement = {
    _type: "https://in-toto.io/Statement/v1",
    subject: options.subjects.map((subject) => ({ name: subject.name, digest: { sha256: subject.sha256 } })),
    predicateType: options.predicateType ?? SLSA_V1,
    predicate: { buildDefinition: { buildType: "https://actions.github.io/buildtypes/workflow/v1" }, runDetails: {} },
  };
  const payload = Buffer.from(JSON.stringify(statement));
  const pae = Buffer.concat([Buffer.from(`DSSEv1 ${IN_TOTO.length} ${IN_TOTO} ${payload.length} `), payload]);
  const signature = sign("sha256", pae, createPrivateKey(pem(`${leaf}.key`)));
  const envelope = { payload: b64(payload), payloadType: IN_TOTO, signatures: [{ sig: b64(signature), keyid: "" }] };
  const body = Buffer.from(JSON.stringify({
    apiVersion: "0.0.1",
    kind: "dsse",
    spec: {
      envelopeHash: { algorithm: "sha256", value: sha256(JSON.stringify(envelope)).toString("hex") },
      payloadHash: { algorithm: "sha256", value: sha256(payload).toString("hex") },
      signatures: [{ signature: b64(signature), verifier: b64(pem(`${leaf}.pem`)) }],
    },
  }));
  const start = Date.parse(new X509Certificate(pem(`${leaf}.pem`)).validFrom) / 1000;
  const integratedTime = start + (options.loggedAfterStart ?? 60);
  const logIndex = 1;
  // the signed entry timestamp is over the canonical JSON of these four fields (keys in sorted order)
  const promise = JSON.stringify({ body: b64(body), integratedTime, logID: LOG_ID.toString("hex"), logIndex });
  return {
    mediaType: "application/vnd.dev.sigstore.bundle+json;version=0.1",
    verificationMaterial: {
      x509CertificateChain: { certificates: [{ rawBytes: b64(der(`${leaf}.pem`)) }] },
      tlogEntries: [{
        logIndex: String(logIndex),
        logId: { keyId: b64(LOG_ID) },
        kindVersion: { kind: "dsse", version: "0.0.1" },
        integratedTime: String(integratedTime),
        inclusionPromise: { signedEntryTimestamp: b64(sign("sha256", Buffer.from(promise), LOG_KEY)) },
        canonicalizedBody: b64(body),
      }],
      timestampVerificationData: { rfc3161Timestamps: [] },
    },
    dsseEnvelope: envelope,
  };
}
