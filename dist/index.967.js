export const id = 967;
export const ids = [967];
export const modules = {

/***/ 78967:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  missingTranscript: () => (/* binding */ missingTranscript),
  verifyAgentWork: () => (/* binding */ verifyAgentWork),
  verifyDiffOnly: () => (/* binding */ verifyDiffOnly)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/build.ts + 6 modules
var build = __webpack_require__(9317);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(54231);
// EXTERNAL MODULE: ./src/verify.ts + 2 modules
var verify = __webpack_require__(80394);
// EXTERNAL MODULE: ./src/github/publish/body.ts
var publish_body = __webpack_require__(1903);
// EXTERNAL MODULE: ./src/github/publish/annotations.ts
var annotations = __webpack_require__(40105);
// EXTERNAL MODULE: ./src/github/transcript/binding.ts
var transcript_binding = __webpack_require__(85347);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var dist = __webpack_require__(19654);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/github/api/octokit.ts
var octokit = __webpack_require__(53857);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var bundle_dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var core_dist = __webpack_require__(83917);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
;// CONCATENATED MODULE: ./src/github/attestation/bundle.ts




/** Fulcio's extensions for GitHub Actions claims: https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md */
const OID = {
    issuerV1: "1.3.6.1.4.1.57264.1.1",
    issuer: "1.3.6.1.4.1.57264.1.8",
    repository: "1.3.6.1.4.1.57264.1.12",
    commit: "1.3.6.1.4.1.57264.1.13",
    workflow: "1.3.6.1.4.1.57264.1.18",
    runUrl: "1.3.6.1.4.1.57264.1.21",
};
const IN_TOTO_PAYLOAD = "application/vnd.in-toto+json";
const DER_UTF8_STRING = 0x0c;
/**
 * Verifies one Sigstore bundle with the Sigstore project's verifier against one trusted root: the
 * certificate chains to the root's CA and was valid when the signature was timestamped, the
 * timestamps and transparency log entries check out, and the DSSE envelope's signature is good.
 * Then the in-toto statement must name the artifact's SHA-256 among its subjects. The identity is
 * read from the verified certificate only; what it must be is decided by the caller.
 */
function verifyBundle(json, root, sha256) {
    let bundle;
    try {
        bundle = (0,bundle_dist/* bundleFromJSON */.vw)(json);
    }
    catch (error) {
        return { ok: false, why: `not a Sigstore bundle: ${(0,errors/* oneLine */.T)(error)}` };
    }
    try {
        new verify_dist/* Verifier */.BL((0,verify_dist/* toTrustMaterial */.jO)(root), thresholds(root)).verify((0,verify_dist/* toSignedEntity */.DC)(bundle));
    }
    catch (error) {
        // the verifier's "Failed to verify certificate chain" says why in its cause (expired, no path to the CA)
        const cause = error.cause;
        return { ok: false, why: `the signature does not verify: ${(0,errors/* oneLine */.T)(error)}${cause === undefined ? "" : ` (${(0,errors/* oneLine */.T)(cause)})`}` };
    }
    if (bundle.content.$case !== "dsseEnvelope" || bundle.content.dsseEnvelope.payloadType !== IN_TOTO_PAYLOAD) {
        return { ok: false, why: "the bundle signs no in-toto statement" };
    }
    const statement = readStatement(bundle.content.dsseEnvelope.payload);
    if (statement === null)
        return { ok: false, why: "the signed statement is not an in-toto statement" };
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
function thresholds(root) {
    return { tlogThreshold: root.tlogs.length > 0 ? 1 : 0, ctlogThreshold: root.ctlogs.length > 0 ? 1 : 0, timestampThreshold: 1 };
}
function readStatement(payload) {
    try {
        const statement = JSON.parse(payload.toString("utf8"));
        if (!Array.isArray(statement.subject) || typeof statement.predicateType !== "string")
            return null;
        const subjects = statement.subject.flatMap((subject) => {
            const digest = subject?.digest?.sha256;
            return typeof digest === "string" ? [{ name: typeof subject.name === "string" ? subject.name : "", sha256: digest.toLowerCase() }] : [];
        });
        return { subjects, predicateType: statement.predicateType };
    }
    catch {
        return null;
    }
}
function leafCertificate(bundle) {
    const material = bundle.verificationMaterial.content;
    // the verifier accepted a certificate-keyed bundle, so one of these is there
    const raw = material.$case === "certificate" ? material.certificate.rawBytes : material.$case === "x509CertificateChain" ? material.x509CertificateChain.certificates[0].rawBytes : null;
    if (raw === null)
        throw new Error("the bundle is keyed by a public key, not a certificate");
    return core_dist.X509Certificate.parse(Buffer.from(raw));
}
function signerIdentity(certificate) {
    const read = (oid) => {
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
function derUtf8(value) {
    if (value[0] !== DER_UTF8_STRING || value.length < 2)
        return null;
    const first = value[1];
    const lengthBytes = first & 0x80 ? first & 0x7f : 0;
    const length = lengthBytes === 0 ? first : value.subarray(2, 2 + lengthBytes).reduce((sum, byte) => sum * 256 + byte, 0);
    const start = 2 + lengthBytes;
    return start + length === value.length ? value.subarray(start).toString("utf8") : null;
}

// EXTERNAL MODULE: ./src/github/attestation/policy.ts
var policy = __webpack_require__(25894);
;// CONCATENATED MODULE: ./src/github/attestation/public-good-root.json
const public_good_root_namespaceObject = /*#__PURE__*/JSON.parse('{"mediaType":"application/vnd.dev.sigstore.trustedroot+json;version=0.1","tlogs":[{"baseUrl":"https://rekor.sigstore.dev","hashAlgorithm":"SHA2_256","publicKey":{"rawBytes":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE2G2Y+2tabdTV5BcGiBIx0a9fAFwrkBbmLSGtks4L3qX6yYY0zufBnhC8Ur/iy55GhWP/9A/bY2LhC30M9+RYtw==","keyDetails":"PKIX_ECDSA_P256_SHA_256","validFor":{"start":"2021-01-12T11:53:27Z"}},"logId":{"keyId":"wNI9atQGlz+VWfO6LRygH4QUfY/8W4RFwiT5i5WRgB0="}},{"baseUrl":"https://log2025-1.rekor.sigstore.dev","hashAlgorithm":"SHA2_256","publicKey":{"rawBytes":"MCowBQYDK2VwAyEAt8rlp1knGwjfbcXAYPYAkn0XiLz1x8O4t0YkEhie244=","keyDetails":"PKIX_ED25519","validFor":{"start":"2025-09-23T00:00:00Z"}},"logId":{"keyId":"zxGZFVvd0FEmjR8WrFwMdcAJ9vtaY/QXf44Y1wUeP6A="}}],"certificateAuthorities":[{"subject":{"organization":"sigstore.dev","commonName":"sigstore"},"uri":"https://fulcio.sigstore.dev","certChain":{"certificates":[{"rawBytes":"MIIB+DCCAX6gAwIBAgITNVkDZoCiofPDsy7dfm6geLbuhzAKBggqhkjOPQQDAzAqMRUwEwYDVQQKEwxzaWdzdG9yZS5kZXYxETAPBgNVBAMTCHNpZ3N0b3JlMB4XDTIxMDMwNzAzMjAyOVoXDTMxMDIyMzAzMjAyOVowKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTB2MBAGByqGSM49AgEGBSuBBAAiA2IABLSyA7Ii5k+pNO8ZEWY0ylemWDowOkNa3kL+GZE5Z5GWehL9/A9bRNA3RbrsZ5i0JcastaRL7Sp5fp/jD5dxqc/UdTVnlvS16an+2Yfswe/QuLolRUCrcOE2+2iA5+tzd6NmMGQwDgYDVR0PAQH/BAQDAgEGMBIGA1UdEwEB/wQIMAYBAf8CAQEwHQYDVR0OBBYEFMjFHQBBmiQpMlEk6w2uSu1KBtPsMB8GA1UdIwQYMBaAFMjFHQBBmiQpMlEk6w2uSu1KBtPsMAoGCCqGSM49BAMDA2gAMGUCMH8liWJfMui6vXXBhjDgY4MwslmN/TJxVe/83WrFomwmNf056y1X48F9c4m3a3ozXAIxAKjRay5/aj/jsKKGIkmQatjI8uupHr/+CxFvaJWmpYqNkLDGRU+9orzh5hI2RrcuaQ=="}]},"validFor":{"start":"2021-03-07T03:20:29Z","end":"2022-12-31T23:59:59.999Z"}},{"subject":{"organization":"sigstore.dev","commonName":"sigstore"},"uri":"https://fulcio.sigstore.dev","certChain":{"certificates":[{"rawBytes":"MIICGjCCAaGgAwIBAgIUALnViVfnU0brJasmRkHrn/UnfaQwCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMjA0MTMyMDA2MTVaFw0zMTEwMDUxMzU2NThaMDcxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEeMBwGA1UEAxMVc2lnc3RvcmUtaW50ZXJtZWRpYXRlMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE8RVS/ysH+NOvuDZyPIZtilgUF9NlarYpAd9HP1vBBH1U5CV77LSS7s0ZiH4nE7Hv7ptS6LvvR/STk798LVgMzLlJ4HeIfF3tHSaexLcYpSASr1kS0N/RgBJz/9jWCiXno3sweTAOBgNVHQ8BAf8EBAMCAQYwEwYDVR0lBAwwCgYIKwYBBQUHAwMwEgYDVR0TAQH/BAgwBgEB/wIBADAdBgNVHQ4EFgQU39Ppz1YkEZb5qNjpKFWixi4YZD8wHwYDVR0jBBgwFoAUWMAeX5FFpWapesyQoZMi0CrFxfowCgYIKoZIzj0EAwMDZwAwZAIwPCsQK4DYiZYDPIaDi5HFKnfxXx6ASSVmERfsynYBiX2X6SJRnZU84/9DZdnFvvxmAjBOt6QpBlc4J/0DxvkTCqpclvziL6BCCPnjdlIB3Pu3BxsPmygUY7Ii2zbdCdliiow="},{"rawBytes":"MIIB9zCCAXygAwIBAgIUALZNAPFdxHPwjeDloDwyYChAO/4wCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMTEwMDcxMzU2NTlaFw0zMTEwMDUxMzU2NThaMCoxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjERMA8GA1UEAxMIc2lnc3RvcmUwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAT7XeFT4rb3PQGwS4IajtLk3/OlnpgangaBclYpsYBr5i+4ynB07ceb3LP0OIOZdxexX69c5iVuyJRQ+Hz05yi+UF3uBWAlHpiS5sh0+H2GHE7SXrk1EC5m1Tr19L9gg92jYzBhMA4GA1UdDwEB/wQEAwIBBjAPBgNVHRMBAf8EBTADAQH/MB0GA1UdDgQWBBRYwB5fkUWlZql6zJChkyLQKsXF+jAfBgNVHSMEGDAWgBRYwB5fkUWlZql6zJChkyLQKsXF+jAKBggqhkjOPQQDAwNpADBmAjEAj1nHeXZp+13NWBNa+EDsDP8G1WWg1tCMWP/WHPqpaVo0jhsweNFZgSs0eE7wYI4qAjEA2WB9ot98sIkoF3vZYdd3/VtWB5b9TNMea7Ix/stJ5TfcLLeABLE4BNJOsQ4vnBHJ"}]},"validFor":{"start":"2022-04-13T20:06:15Z"}}],"ctlogs":[{"baseUrl":"https://ctfe.sigstore.dev/test","hashAlgorithm":"SHA2_256","publicKey":{"rawBytes":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEbfwR+RJudXscgRBRpKX1XFDy3PyudDxz/SfnRi1fT8ekpfBd2O1uoz7jr3Z8nKzxA69EUQ+eFCFI3zeubPWU7w==","keyDetails":"PKIX_ECDSA_P256_SHA_256","validFor":{"start":"2021-03-14T00:00:00Z","end":"2022-10-31T23:59:59.999Z"}},"logId":{"keyId":"CGCS8ChS/2hF0dFrJ4ScRWcYrBY9wzjSbea8IgY2b3I="}},{"baseUrl":"https://ctfe.sigstore.dev/2022","hashAlgorithm":"SHA2_256","publicKey":{"rawBytes":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEiPSlFi0CmFTfEjCUqF9HuCEcYXNKAaYalIJmBZ8yyezPjTqhxrKBpMnaocVtLJBI1eM3uXnQzQGAJdJ4gs9Fyw==","keyDetails":"PKIX_ECDSA_P256_SHA_256","validFor":{"start":"2022-10-20T00:00:00Z"}},"logId":{"keyId":"3T0wasbHETJjGR4cmWc3AqJKXrjePK3/h4pygC8p7o4="}}],"timestampAuthorities":[{"subject":{"organization":"sigstore.dev","commonName":"sigstore-tsa-selfsigned"},"uri":"https://timestamp.sigstore.dev/api/v1/timestamp","certChain":{"certificates":[{"rawBytes":"MIICEDCCAZagAwIBAgIUOhNULwyQYe68wUMvy4qOiyojiwwwCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMC4xFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEVMBMGA1UEAxMMc2lnc3RvcmUtdHNhMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE4ra2Z8hKNig2T9kFjCAToGG30jky+WQv3BzL+mKvh1SKNR/UwuwsfNCg4sryoYAd8E6isovVA3M4aoNdm9QDi50Z8nTEyvqgfDPtTIwXItfiW/AFf1V7uwkbkAoj0xxco2owaDAOBgNVHQ8BAf8EBAMCB4AwHQYDVR0OBBYEFIn9eUOHz9BlRsMCRscsc1t9tOsDMB8GA1UdIwQYMBaAFJjsAe9/u1H/1JUeb4qImFMHic6/MBYGA1UdJQEB/wQMMAoGCCsGAQUFBwMIMAoGCCqGSM49BAMDA2gAMGUCMDtpsV/6KaO0qyF/UMsX2aSUXKQFdoGTptQGc0ftq1csulHPGG6dsmyMNd3JB+G3EQIxAOajvBcjpJmKb4Nv+2Taoj8Uc5+b6ih6FXCCKraSqupe07zqswMcXJTe1cExvHvvlw=="},{"rawBytes":"MIIB9zCCAXygAwIBAgIUV7f0GLDOoEzIh8LXSW80OJiUp14wCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMDkxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEgMB4GA1UEAxMXc2lnc3RvcmUtdHNhLXNlbGZzaWduZWQwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAQUQNtfRT/ou3YATa6wB/kKTe70cfJwyRIBovMnt8RcJph/COE82uyS6FmppLLL1VBPGcPfpQPYJNXzWwi8icwhKQ6W/Qe2h3oebBb2FHpwNJDqo+TMaC/tdfkv/ElJB72jRTBDMA4GA1UdDwEB/wQEAwIBBjASBgNVHRMBAf8ECDAGAQH/AgEAMB0GA1UdDgQWBBSY7AHvf7tR/9SVHm+KiJhTB4nOvzAKBggqhkjOPQQDAwNpADBmAjEAwGEGrfGZR1cen1R8/DTVMI943LssZmJRtDp/i7SfGHmGRP6gRbuj9vOK3b67Z0QQAjEAuT2H673LQEaHTcyQSZrkp4mX7WwkmF+sVbkYY5mXN+RMH13KUEHHOqASaemYWK/E"}]},"validFor":{"start":"2025-07-04T00:00:00Z"}}]}');
;// CONCATENATED MODULE: ./src/github/attestation/check.ts








const ATTESTATION_CHECK = "transcript_attested";
const DESCRIPTION = "Proves which workflow wrote the transcript: an artifact attestation (Sigstore bundle, SLSA provenance) for the exact bytes "
    + "read, verified against the trusted root, whose certificate names an allowed workflow file at its ref, this repository, "
    + "the head commit and the run that uploaded it. Not what that workflow's agent did, nor that the workflow file is safe.";
/** Attestations read for one digest; a transcript has one or two (a re-run attests again). */
const MAX_ATTESTATIONS = 30;
/** Sigstore's public-good trusted root (public repositories), as shipped in sigstore-js's TUF seeds. */
const PUBLIC_GOOD = dist.TrustedRoot.fromJSON(public_good_root_namespaceObject);
/**
 * Fetches the attestations for the transcript's SHA-256 from the repository's attestations API and
 * passes when one of them verifies and names a trusted run; else fails with the best reason. Never
 * throws: a missing or unreadable attestation is a failed check, which holds a required one below `pass`.
 */
async function attestationCheck(api, repo, query) {
    const result = (status, summary, proven = null) => ({
        id: ATTESTATION_CHECK,
        status,
        blocking: false,
        required: query.required,
        summary,
        evidence: proven === null ? [] : [{ step: null, path: null, quote: proven }],
        description: DESCRIPTION,
    });
    let sha256;
    try {
        sha256 = (0,external_node_crypto_.createHash)("sha256").update(await (0,promises_.readFile)(query.transcriptPath)).digest("hex");
    }
    catch (error) {
        return result("fail", `the transcript is not attested: it could not be read as one file (${(0,errors/* oneLine */.T)(error)})`);
    }
    const bundles = await listBundles(api, repo, sha256);
    if (typeof bundles === "string")
        return result("fail", `the transcript is not attested: ${bundles}`);
    const judgements = bundles.map((bundle) => judgeBundle(bundle, sha256, query));
    const proven = judgements.find((judgement) => judgement.ok);
    if (proven?.ok)
        return result("pass", `The transcript's attestation is valid: ${proven.proven}.`, proven.proven);
    const why = judgements.map((judgement) => (judgement.ok ? "" : judgement.why));
    return result("fail", `the transcript's attestation is not valid: ${why[0]}${why.length > 1 ? ` (and ${why.length - 1} other attestation(s) failed)` : ""}`);
}
function judgeBundle(bundle, sha256, query) {
    let last = { ok: false, why: "no trusted root given" };
    for (const root of query.roots) {
        const outcome = verifyBundle(bundle, root, sha256);
        if (outcome.ok)
            return (0,policy/* judgeIdentity */.Ec)(outcome.identity, outcome.predicateType, query.expected, outcome.subjectNames);
        last = outcome;
    }
    return last;
}
/** The bundles the API holds for `sha256:<digest>`, or why there are none. */
async function listBundles(api, repo, sha256) {
    try {
        const { data } = await api.rest.repos.listAttestations({ ...repo, subject_digest: `sha256:${sha256}`, per_page: MAX_ATTESTATIONS });
        const bundles = (data.attestations ?? []).map((attestation) => attestation.bundle).filter((bundle) => bundle != null);
        return bundles.length > 0 ? bundles : `no attestation holds a bundle for sha256:${sha256.slice(0, 12)}`;
    }
    catch (error) {
        const status = (0,octokit/* httpStatus */.nG)(error);
        if (status === 404)
            return `no attestation for sha256:${sha256.slice(0, 12)} in this repository`;
        if (status === 403)
            return "the token may not read attestations (grant attestations: read)";
        return `the attestations could not be read (${(0,errors/* oneLine */.T)(error)})`;
    }
}

;// CONCATENATED MODULE: ./src/github/attestation/step.ts




/**
 * The attestation check for the action's transcript, when asked for: the commits the attesting run
 * may have run on are the head and, for an artifact, the head its attested head-sha file names
 * (a producer started from the default branch runs on its commit, not the agent's).
 */
async function transcriptAttestation(api, context, inputs, transcript, env = process.env) {
    const { source, sidecar, sha } = transcript;
    const attestedSidecar = source.kind === "artifact" && sidecar.kind === "sha" && sidecar.sha === sha;
    const roots = await trustedRoots(inputs.trustedRootPath);
    if (typeof roots === "string") {
        return { id: ATTESTATION_CHECK, status: "fail", blocking: false, required: inputs.required, summary: roots, evidence: [] };
    }
    const expected = {
        serverUrl: (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, ""),
        repository: `${context.repo.owner}/${context.repo.repo}`,
        workflows: inputs.workflows,
        commits: [sha.toLowerCase()],
        headNamedInside: attestedSidecar,
        runId: source.artifact?.runId ?? null,
    };
    return attestationCheck(api, context.repo, { transcriptPath: transcript.path, required: inputs.required, expected, roots });
}
/** Public-good's root, and the one the workflow gave (`gh attestation trusted-root` writes JSON lines). */
async function trustedRoots(path) {
    if (path === null)
        return [PUBLIC_GOOD];
    try {
        const lines = (await (0,promises_.readFile)(path, "utf8")).split("\n").filter((line) => line.trim() !== "");
        const text = lines.length > 0 && lines.every((line) => line.trim().startsWith("{") && line.trim().endsWith("}")) ? lines : [lines.join("\n")];
        return [PUBLIC_GOOD, ...text.map((json) => dist.TrustedRoot.fromJSON(JSON.parse(json)))];
    }
    catch (error) {
        return `the transcript's attestation was not checked: attestation-trusted-root could not be read (${(0,errors/* oneLine */.T)(error)})`;
    }
}
/** What the attestation proved, or why it did not, as a line above the verdict. */
function attestationNote(report) {
    const check = report.checks.find((candidate) => candidate.id === ATTESTATION_CHECK);
    if (check === undefined)
        return [];
    const proven = check.status === "pass" ? check.evidence[0]?.quote : undefined;
    return [proven === undefined ? { text: check.summary, warning: true } : { text: proven, warning: false }];
}

// EXTERNAL MODULE: ./src/checks/diff-match.ts + 14 modules
var diff_match = __webpack_require__(61922);
;// CONCATENATED MODULE: ./src/github/verdict/cap.ts

/**
 * The one place where the action's own checks (the transcript's binding to the head) join the
 * report and bound its verdict: a required check that did not pass makes a `pass` `neutral`, with
 * its summary as the first reason; `unexplained-changes: fail` turns unexplained code into `fail`.
 * A verdict is only ever lowered here.
 */
function capVerdict(report, added, rules) {
    const checks = [...added, ...report.checks];
    const unmet = added.filter((check) => check.required && check.status !== "pass");
    const diffCheck = checks.find((check) => check.id === diff_match/* EDITS_MATCH_DIFF */.Y4);
    const unexplained = diffCheck !== undefined && diffCheck.required && (diffCheck.status === "warn" || diffCheck.status === "fail");
    if (rules.unexplainedChanges === "fail" && unexplained && (report.verdict === "pass" || report.verdict === "neutral")) {
        const summary = `Request changes: ${diffCheck.summary} ${report.summary}`;
        return { ...report, checks, verdict: "fail", reasons: [diffCheck.summary, ...report.reasons], summary };
    }
    if (unmet.length === 0 || report.verdict !== "pass") {
        const more = unmet.map((check) => check.summary).filter((why) => !report.reasons.includes(why));
        return { ...report, checks, reasons: report.verdict === "neutral" ? [...more, ...report.reasons] : [...report.reasons, ...more] };
    }
    const why = unmet.map((check) => check.summary);
    return { ...report, checks, verdict: "neutral", reasons: [...why, ...report.reasons], summary: `Not approved: ${why[0]}. ${report.summary}` };
}

// EXTERNAL MODULE: ./src/checks/index.ts + 32 modules
var src_checks = __webpack_require__(2279);
// EXTERNAL MODULE: ./src/checks/descriptions.ts
var descriptions = __webpack_require__(94526);
// EXTERNAL MODULE: ./src/checks/files-parse.ts + 1 modules
var files_parse = __webpack_require__(84220);
// EXTERNAL MODULE: ./src/checks/weakened-tests.ts + 13 modules
var weakened_tests = __webpack_require__(7637);
// EXTERNAL MODULE: ./src/evidence/diff.ts
var evidence_diff = __webpack_require__(94154);
// EXTERNAL MODULE: ./src/evidence/readback.ts
var readback = __webpack_require__(17354);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(34903);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
// EXTERNAL MODULE: ./src/transcript/builder.ts + 5 modules
var builder = __webpack_require__(67236);
// EXTERNAL MODULE: ./src/verdict/score.ts
var verdict_score = __webpack_require__(26975);
// EXTERNAL MODULE: ./src/github/context/identities.ts
var identities = __webpack_require__(65729);
;// CONCATENATED MODULE: ./src/github/verdict/diff-only.ts











/** Without a transcript, the diff is half the evidence at best: the score is scaled down so such PRs rank below verified ones. */
const NO_TRANSCRIPT_SCORE_FACTOR = 0.5;
/**
 * The verdict for an agent that publishes no transcript (Copilot, Devin, Cursor, Codex cloud):
 * the checks that read only the diff (and the checkout, when given) still run; a blocking finding
 * fails the PR, and otherwise it needs a person: never `pass`, since nothing shows the work was run.
 */
async function diffOnlyReport(diffText, repoDir) {
    const redacted = diffText === null ? null : (0,redact/* redactSecrets */.fp)(diffText);
    const diff = redacted === null ? null : (0,evidence_diff/* parseUnifiedDiff */.rj)(redacted.text);
    const paths = diff?.filter((file) => file.status !== "deleted").map((file) => file.path) ?? [];
    const files = repoDir === null || diff === null ? null : await (0,readback/* readBack */.e)(repoDir, paths).catch(() => null);
    const context = (0,src_checks.checkContext)(new builder/* TrajectoryBuilder */.rI("claude-code-jsonl").build(), diff, null, files);
    const checks = [(0,weakened_tests/* noWeakenedTests */.b1)(context), (0,files_parse/* editedFilesParse */.q)(context)].map((check) => ({ ...check, description: descriptions/* CHECK_DESCRIPTIONS */.h[check.id] ?? "" }));
    const blocked = checks.filter((check) => check.status === "fail" && check.blocking);
    const evidence = (0,verdict_score/* evidenceScore */.sC)(checks);
    const score = evidence === null ? 0 : (0,verdict_score/* round */.LI)(((0,verdict_score/* cappedScore */.sY)(evidence, checks) ?? 0) * NO_TRANSCRIPT_SCORE_FACTOR);
    const verdict = blocked.length > 0 ? "fail" : "neutral";
    const bottom = verdict === "fail" ? "The diff has blocking problems." : "Nothing blocking in the diff; a person should review the work.";
    return model/* Report */.pl.parse({
        schema: model/* REPORT_SCHEMA */.DC,
        verdict,
        score,
        evidenceScore: evidence,
        judgeScore: null,
        baselineScore: null,
        summary: `Not verified: ${identities/* NO_TRANSCRIPT_REASON */.mr}. ${bottom}`,
        reasons: [...blocked.map((check) => check.summary), identities/* NO_TRANSCRIPT_REASON */.mr],
        transcript: null,
        diff: diff === null ? null : (0,evidence_diff/* diffStats */.hM)(diff),
        checks,
        criteria: [],
        judge: { status: "skipped", reason: "no transcript to judge", model: null },
        usage: model/* EMPTY_USAGE */.uZ,
        redactions: redacted?.count ?? 0,
        errors: [],
    });
}

// EXTERNAL MODULE: ./src/github/context/inputs.ts
var context_inputs = __webpack_require__(19986);
// EXTERNAL MODULE: ./src/github/cache/judge-cache.ts + 1 modules
var judge_cache = __webpack_require__(9224);
// EXTERNAL MODULE: ./src/github/transcript/sidecar.ts
var transcript_sidecar = __webpack_require__(92201);
// EXTERNAL MODULE: ./src/github/api/pr.ts
var pr = __webpack_require__(86384);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/judge/criteria.ts
var judge_criteria = __webpack_require__(63822);
;// CONCATENATED MODULE: ./src/github/verdict/rubric.ts






/**
 * The rubric sets which checks block: a rubric file the PR itself changes would let the PR write
 * its own gate. Such a file is read from the PR's base commit instead; a rubric the PR adds, or one
 * whose base version cannot be read, gives way to the default preset. A file the PR leaves alone,
 * or one outside the checkout, is used as it is.
 */
async function trustedCriteria(api, repo, pull, criteria, workspace, 
/** The paths the PR changes, null when unknown; asked only for a rubric file in the checkout. */
changedPaths) {
    const wanted = criteria?.trim() ?? "";
    if (wanted === "" || judge_criteria/* PRESETS */.fG.includes(wanted))
        return { criteria, note: null };
    // a relative path names a file in the workspace, as every path input does
    const full = (0,external_node_path_.resolve)(workspace, wanted);
    const inRepo = (0,external_node_path_.relative)(workspace, full);
    if (inRepo.startsWith("..") || (0,external_node_path_.isAbsolute)(inRepo))
        return { criteria: full, note: null };
    const path = inRepo.split("\\").join("/");
    // a symlink anywhere on the way may lead to a file the PR changes under another name
    const linked = realPath(full) !== full;
    // when the PR's file list is unknown, the rubric may be among its changes: the base version is read
    const changed = linked ? null : await changedPaths();
    if (!linked && changed !== null && !changed.has(path.toLowerCase()))
        return { criteria: full, note: null };
    const why = linked
        ? "is reached through a symlink in the checkout"
        : changed === null ? "may be changed by this PR (its changes are unknown)" : "is changed by this PR";
    const base = await readAtCommit(api, repo, path, pull.baseSha);
    if (base.kind === "text") {
        const copy = (0,external_node_path_.join)((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "agent-verdict-rubric-")), (0,external_node_path_.basename)(path));
        (0,external_node_fs_.writeFileSync)(copy, base.text);
        return { criteria: copy, note: `criteria ${path} ${why}: its version on the base commit ${pull.baseSha.slice(0, 12)} is used` };
    }
    const problem = base.kind === "absent" ? "has no version on the base commit" : `could not be read from the base commit (${base.reason})`;
    return { criteria: judge_criteria/* DEFAULT_PRESET */.CO, note: `criteria ${path} ${why} and ${problem}; the "${judge_criteria/* DEFAULT_PRESET */.CO}" preset is used instead` };
}
async function readAtCommit(api, repo, path, ref) {
    try {
        const { data } = await api.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== "file" || !("content" in data))
            return { kind: "unreadable", reason: "not a file" };
        // past 1 MB the contents API leaves `content` empty with encoding "none"
        if (data.encoding !== "base64")
            return { kind: "unreadable", reason: `encoding ${data.encoding}` };
        return { kind: "text", text: Buffer.from(data.content, "base64").toString("utf8") };
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) === 404)
            return { kind: "absent" };
        return { kind: "unreadable", reason: (0,errors/* oneLine */.T)(error) };
    }
}
function realPath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/** A diff header line that names a file: `diff --git`, `---`/`+++`, rename and copy lines. */
const HEADER = /^(?:diff --git |--- |\+\+\+ |rename from |rename to |copy from |copy to )(.*)$/;
/**
 * Every path the diff's headers name, old names of renames included, lower-cased (a runner's file
 * system may ignore case), quoted names decoded, the tab git adds after a name with a space cut;
 * null when the diff is not known whole. It over-reads on purpose: a path named anywhere in a
 * header counts as changed, so no spelling of a header hides a file.
 */
function changedPathsOf(diff) {
    if (diff === null)
        return null;
    const paths = new Set();
    for (const line of diff.split(/\r?\n/)) {
        const header = HEADER.exec(line);
        if (header === null)
            continue;
        const prefixed = !/^(?:rename|copy) /.test(line);
        for (const name of headerNames(header[1], line.startsWith("diff --git "), prefixed))
            paths.add(name.toLowerCase());
    }
    return paths;
}
/** The names in one header: `a/x b/y` split at every ` b/` when unquoted, each without its a/ or b/ prefix. */
function headerNames(rest, gitHeader, prefixed) {
    const names = [];
    const quoted = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => unquote(match[1]));
    if (quoted.length > 0)
        names.push(...quoted);
    const plain = rest.split("\t")[0];
    if (gitHeader) {
        // "a/x y b/x y": every split at " b/" is a candidate, so a space in a name cannot hide it
        for (let at = plain.indexOf(" b/"); at !== -1; at = plain.indexOf(" b/", at + 1))
            names.push(plain.slice(0, at), plain.slice(at + 1));
    }
    else
        names.push(plain);
    // rename and copy lines name the file without the a/ or b/ of the other headers
    const bare = prefixed ? names.map((name) => name.replace(/^[ab]\//, "")) : names;
    return bare.filter((name) => name !== "/dev/null" && name !== "");
}
/** Git's C-style quoting: \t, \n, \", \\ and octal bytes (UTF-8 names). */
function unquote(text) {
    const bytes = [];
    const simple = { t: "\t", n: "\n", r: "\r", '"': '"', "\\": "\\", a: "\x07", b: "\b", f: "\f", v: "\v" };
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char !== "\\") {
            bytes.push(...Buffer.from(char));
            continue;
        }
        const octal = /^[0-7]{3}/.exec(text.slice(index + 1));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            index += 3;
        }
        else {
            bytes.push(...Buffer.from(simple[text[index + 1] ?? ""] ?? text[index + 1] ?? ""));
            index += 1;
        }
    }
    return Buffer.from(bytes).toString("utf8");
}

// EXTERNAL MODULE: ./src/github/transcript/transcript.ts + 1 modules
var transcript = __webpack_require__(64823);
;// CONCATENATED MODULE: ./src/github/verify-work.ts



















/**
 * What the action does for a PR the gate let through: load the agent's transcript, verify it
 * against the PR, and bind the verdict to the head. Loaded only after the gate.
 */
/** An agent without a transcript: the diff-only checks, and `neutral` at best. */
async function verifyDiffOnly(api, inputs, context, pull, sha) {
    const changes = await readChanges(api, inputs, context, pull);
    const diff = inputs.diffPath !== null ? await readRegularFile(inputs.diffPath) : changes.diff;
    const report = await diffOnlyReport(diff, inputs.repoPath);
    const { number, headSha, baseSha, changedFiles } = pull;
    const warnings = changes.status === "unknown" && changes.note !== null ? [changes.note] : [];
    const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
    const full = { ...report, source: null, pullRequest, warnings };
    const notes = warnings.map((text) => ({ text, warning: true }));
    const markdown = (0,publish_body/* withNotes */.ci)((0,comment/* renderComment */.wQ)({ ...full, warnings: [] }, { sha }), notes);
    return { report: full, markdown, annotations: (0,annotations/* diffAnnotations */.us)(full, diff) };
}
/** A file input's text; a device or a pipe (which may never end) or an unreadable path reads as unknown. */
async function readRegularFile(path) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    return info?.isFile() ? (0,promises_.readFile)(path, "utf8").catch(() => null) : null;
}
async function verifyAgentWork(api, inputs, context, pull, sha, cacheTiming = judge_cache/* PRODUCTION_CACHE_TIMING */.qx) {
    const warnings = [];
    const changes = await readChanges(api, inputs, context, pull);
    if (changes.status === "unknown" && changes.note !== null)
        warnings.push(changes.note);
    let report;
    let source = null;
    try {
        const located = await (0,transcript/* locateTranscript */.V)(api, inputs, context, pull, sha);
        if (!located.found)
            report = missingTranscript(located.message, inputs.missingTranscript);
        else {
            const { baseUrl, model, repeats, tokenBudget } = inputs.judge;
            source = located.source;
            warnings.push(...located.warnings);
            // the diff is read for the rubric only when the rubric is a file in the checkout, not a preset
            const diffPath = inputs.diffPath;
            const changedPaths = async () => changedPathsOf(diffPath !== null ? await (0,promises_.readFile)(diffPath, "utf8").catch(() => null) : changes.diff);
            const rubric = await trustedCriteria(api, context.repo, pull, inputs.judge.criteria, context.workspace, changedPaths);
            if (rubric.note !== null)
                warnings.push(rubric.note);
            const { criteria } = rubric;
            // the judge fills the folder from the Actions cache only when it runs, and says which files it may read
            const runnerTemp = process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)();
            const store = inputs.judge.cache ? new judge_cache/* ActionsJudgeCache */.BN((0,judge_cache/* verdictCacheFolders */.jR)(runnerTemp), inputs.judge.apiKey, cacheTiming) : null;
            const cache = store === null ? {} : { cacheDir: store.dir, sampleStore: store };
            const result = await (0,verify/* verify */.M)({
                transcriptPath: located.path,
                format: inputs.format,
                diff: inputs.diffPath !== null ? { path: inputs.diffPath } : textSource(changes.diff),
                prBody: inputs.prBodyPath !== null ? { path: inputs.prBodyPath } : { text: pull.body },
                repoDir: inputs.repoPath ?? undefined,
                maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
                noLlm: !inputs.judge.enabled,
                judge: { ...inputs.judge.tuning, ...cache, surface: "action", criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: context_inputs/* JUDGE_KEY_VAR */.er },
                env: { [context_inputs/* JUDGE_KEY_VAR */.er]: inputs.judge.apiKey ?? undefined },
                sha,
            });
            if (result.inputError !== null)
                core/* error */.z3(`agent-verdict: ${result.inputError}`);
            const sidecar = await (0,transcript_sidecar/* readSidecar */.Y)(located.path);
            const binding = (0,transcript_binding/* bindingCheck */.u)({ source, sidecar, artifact: located.artifact, sha, baseRepoId: pull.baseRepoId });
            const attestedFacts = { path: located.path, source, sidecar, sha };
            const attested = inputs.attestation === null ? [] : [await transcriptAttestation(api, context, inputs.attestation, attestedFacts)];
            const rules = { unexplainedChanges: inputs.unexplainedChanges };
            report = result.inputError !== null ? result.report : capVerdict(result.report, [binding, ...attested], rules);
            if (store !== null)
                report = await (0,judge_cache/* withSavedCache */.wW)(report, store);
        }
    }
    catch (error) {
        core/* error */.z3(`agent-verdict: ${(0,errors/* oneLine */.T)(error)}`);
        report = (0,build/* errorReport */.Z)(`could not load the transcript: ${(0,errors/* oneLine */.T)(error)}`);
    }
    for (const warning of warnings)
        core/* warning */.$e(`agent-verdict: ${warning}`);
    const { number, headSha, baseSha, changedFiles } = pull;
    const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
    const full = { ...report, source, pullRequest, warnings: [...(report.warnings ?? []), ...warnings] };
    const notes = [...sourceNote(source), ...attestationNote(full), ...warnings.map((text) => ({ text, warning: true }))];
    // the action's own warnings are shown once, as notes above the verdict; verify()'s stay in the body
    const body = (0,comment/* renderComment */.wQ)({ ...full, warnings: report.warnings ?? [] }, { sha });
    const diff = inputs.diffPath !== null ? await readRegularFile(inputs.diffPath) : changes.diff;
    return { report: full, markdown: (0,publish_body/* withNotes */.ci)(body, notes), annotations: (0,annotations/* diffAnnotations */.us)(full, diff) };
}
async function readChanges(api, inputs, context, pull) {
    if (inputs.diffPath !== null)
        return { diff: null, status: "complete", note: null };
    try {
        return await (0,pr/* getChanges */.yK)(api, context.repo, pull);
    }
    catch (error) {
        return { diff: null, status: "unknown", note: `PR changes unknown: could not read them (${(0,errors/* oneLine */.T)(error)})` };
    }
}
function textSource(text) {
    return text === null ? undefined : { text };
}
/** No transcript is never a pass: `error` by default, `neutral` (score 0, no evidence) when asked. */
function missingTranscript(message, verdict) {
    const report = (0,build/* errorReport */.Z)(message);
    const summary = `The agent's work could not be verified: ${message}.`;
    if (verdict === "error")
        return { ...report, summary };
    return { ...report, verdict: "neutral", score: 0, summary };
}
const FOUND_BY = {
    "run-id": "in the run given by transcript-run-id",
    "triggering-run": "in the run that triggered this one",
    "head-sha": "in a run for the PR head",
    branch: "in a run for the PR branch",
    repository: "among the repository's artifacts",
};
/** One line on where an artifact transcript came from; a path input needs no note. */
function sourceNote(source) {
    const artifact = source?.artifact;
    if (!artifact)
        return [];
    const text = `transcript from artifact ${artifact.name} (id ${artifact.id}) of run ${artifact.runId ?? "unknown"} `
        + `for ${artifact.headSha?.slice(0, 12) ?? "an unknown commit"}, found ${FOUND_BY[artifact.foundBy]}`;
    return [{ text, warning: false }];
}


/***/ })

};
