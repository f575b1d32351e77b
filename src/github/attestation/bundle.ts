import { bundleFromJSON, type Bundle } from "@sigstore/bundle";
import { X509Certificate } from "@sigstore/core";
import type { TrustedRoot } from "@sigstore/protobuf-specs";
import { Verifier, toSignedEntity, toTrustMaterial } from "@sigstore/verify";
import { oneLine } from "../../errors.js";

/** What a GitHub Actions signing certificate says about the run that signed (Fulcio's OID extensions). */
export interface SignerIdentity {
  /** The OIDC issuer of the token the certificate was issued for. */
  issuer: string | null;
  /** The run's top-level workflow file with its ref (Build Config URI): the file the run started from. */
  workflow: string | null;
  /** The repository the run ran in (Source Repository URI). */
  repository: string | null;
  /** The commit the run ran on (Source Repository Digest). */
  commit: string | null;
  /** The run's page, `…/actions/runs/<id>/attempts/<n>` (Run Invocation URI). */
  runUrl: string | null;
}

export type BundleOutcome =
  | { ok: true; identity: SignerIdentity; predicateType: string; subjectNames: string[] }
  | { ok: false; why: string };

/** Fulcio's extensions for GitHub Actions claims: https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md */
const OID = {
  issuerV1: "1.3.6.1.4.1.57264.1.1",
  issuer: "1.3.6.1.4.1.57264.1.8",
  repository: "1.3.6.1.4.1.57264.1.12",
  commit: "1.3.6.1.4.1.57264.1.13",
  workflow: "1.3.6.1.4.1.57264.1.18",
  runUrl: "1.3.6.1.4.1.57264.1.21",
} as const;
const IN_TOTO_PAYLOAD = "application/vnd.in-toto+json";
const DER_UTF8_STRING = 0x0c;

/**
 * Verifies one Sigstore bundle with the Sigstore project's verifier against one trusted root: the
 * certificate chains to the root's CA and was valid when the signature was timestamped, the
 * timestamps and transparency log entries check out, and the DSSE envelope's signature is good.
 * Then the in-toto statement must name the artifact's SHA-256 among its subjects. The identity is
 * read from the verified certificate only; what it must be is decided by the caller.
 */
export function verifyBundle(json: unknown, root: TrustedRoot, sha256: string): BundleOutcome {
  let bundle: Bundle;
  try {
    bundle = bundleFromJSON(json);
  } catch (error) {
    return { ok: false, why: `not a Sigstore bundle: ${oneLine(error)}` };
  }
  try {
    new Verifier(toTrustMaterial(root), thresholds(root)).verify(toSignedEntity(bundle));
  } catch (error) {
    // the verifier's "Failed to verify certificate chain" says why in its cause (expired, no path to the CA)
    const cause = (error as { cause?: unknown }).cause;
    return { ok: false, why: `the signature does not verify: ${oneLine(error)}${cause === undefined ? "" : ` (${oneLine(cause)})`}` };
  }
  if (bundle.content.$case !== "dsseEnvelope" || bundle.content.dsseEnvelope.payloadType !== IN_TOTO_PAYLOAD) {
    return { ok: false, why: "the bundle signs no in-toto statement" };
  }
  const statement = readStatement(bundle.content.dsseEnvelope.payload);
  if (statement === null) return { ok: false, why: "the signed statement is not an in-toto statement" };
  if (!statement.subjects.some((subject) => subject.sha256 === sha256.toLowerCase())) {
    const about = statement.subjects.map((subject) => subject.sha256.slice(0, 12)).join(", ") || "nothing";
    return { ok: false, why: `the statement is about ${about}, not sha256:${sha256.slice(0, 12)}` };
  }
  const subjectNames = statement.subjects.filter((subject) => subject.sha256 === sha256.toLowerCase()).map((subject) => subject.name);
  return { ok: true, identity: signerIdentity(leafCertificate(bundle)), predicateType: statement.predicateType, subjectNames };
}

/**
 * A root with transparency logs (public-good) requires a log entry and an SCT; GitHub's own
 * instance has neither and timestamps with its TSA. One timestamp is always required.
 */
function thresholds(root: TrustedRoot) {
  return { tlogThreshold: root.tlogs.length > 0 ? 1 : 0, ctlogThreshold: root.ctlogs.length > 0 ? 1 : 0, timestampThreshold: 1 };
}

interface Subject {
  name: string;
  sha256: string;
}

function readStatement(payload: Buffer): { subjects: Subject[]; predicateType: string } | null {
  try {
    const statement = JSON.parse(payload.toString("utf8")) as { subject?: { name?: unknown; digest?: { sha256?: unknown } }[]; predicateType?: unknown };
    if (!Array.isArray(statement.subject) || typeof statement.predicateType !== "string") return null;
    const subjects = statement.subject.flatMap((subject) => {
      const digest = subject?.digest?.sha256;
      return typeof digest === "string" ? [{ name: typeof subject.name === "string" ? subject.name : "", sha256: digest.toLowerCase() }] : [];
    });
    return { subjects, predicateType: statement.predicateType };
  } catch {
    return null;
  }
}

function leafCertificate(bundle: Bundle): X509Certificate {
  const material = bundle.verificationMaterial.content;
  // the verifier accepted a certificate-keyed bundle, so one of these is there
  const raw = material.$case === "certificate" ? material.certificate.rawBytes : material.$case === "x509CertificateChain" ? material.x509CertificateChain.certificates[0]!.rawBytes : null;
  if (raw === null) throw new Error("the bundle is keyed by a public key, not a certificate");
  return X509Certificate.parse(Buffer.from(raw));
}

export function signerIdentity(certificate: X509Certificate): SignerIdentity {
  const read = (oid: string) => {
    const value = certificate.extension(oid)?.value;
    return value === undefined ? null : derUtf8(value);
  };
  const legacy = certificate.extension(OID.issuerV1)?.value.toString("utf8") ?? null;
  return {
    issuer: read(OID.issuer) ?? legacy,
    workflow: read(OID.workflow),
    repository: read(OID.repository),
    commit: read(OID.commit),
    runUrl: read(OID.runUrl),
  };
}

/** A DER UTF8String (Fulcio's v2 extensions): tag, length (short or long form), then the text. */
function derUtf8(value: Buffer): string | null {
  if (value[0] !== DER_UTF8_STRING || value.length < 2) return null;
  const first = value[1]!;
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  const length = lengthBytes === 0 ? first : value.subarray(2, 2 + lengthBytes).reduce((sum, byte) => sum * 256 + byte, 0);
  const start = 2 + lengthBytes;
  return start + length === value.length ? value.subarray(start).toString("utf8") : null;
}
