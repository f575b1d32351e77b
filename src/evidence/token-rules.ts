/**
 * Provider tokens recognized by their fixed prefix: the prefixed rules of gitleaks' default rule
 * list (config/gitleaks.toml, gitleaks/gitleaks at b58d3f1, 2026-07-22), ported as data.
 *
 * gitleaks is MIT licensed, Copyright (c) 2019 Zachary Rice; its license is copied beside this file
 * (GITLEAKS-LICENSE) as it requires.
 *
 * Each rule is its prefix (a literal, as written by the provider) and the pattern of the rest in
 * JavaScript syntax; `(?i)` parts of the Go patterns are spelled as character classes. gitleaks'
 * keyword-assignment rules (`<provider>_key = …`) are covered by the generic assignment forms in
 * assignment-rules.ts rather than one rule per provider.
 */
export interface TokenRule {
  id: string;
  prefixes: readonly string[];
  /** The rest of the token after its prefix (a regex source without capturing groups). */
  rest: string;
  /** gitleaks' minimum Shannon entropy of the whole token, where it sets one. */
  entropy?: number;
  /** Alphanumerics before the prefix that belong to the token (Terraform's `<14>.atlasv1.<rest>`). */
  lead?: number;
}

const AN = "[A-Za-z0-9]";
const HEX = "[a-fA-F0-9]";
const W = "[\\w-]";

export const TOKEN_RULES: readonly TokenRule[] = [
  { id: "1password-service-account-token", prefixes: ["ops_eyJ"], rest: "[a-zA-Z0-9+/]{250,}={0,3}", entropy: 4 },
  { id: "adobe-client-secret", prefixes: ["p8e-"], rest: `${AN}{32}`, entropy: 2 },
  { id: "age-secret-key", prefixes: ["AGE-SECRET-KEY-1"], rest: "[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" },
  { id: "airtable-personnal-access-token", prefixes: ["pat"], rest: `${AN}{14}\\.[a-f0-9]{64}` },
  { id: "alibaba-access-key-id", prefixes: ["LTAI"], rest: `${AN}{20}`, entropy: 2 },
  { id: "anthropic-api-key", prefixes: ["sk-ant-api03-", "sk-ant-admin01-"], rest: "[a-zA-Z0-9_-]{20,}" },
  { id: "artifactory-api-key", prefixes: ["AKCp"], rest: `${AN}{69}`, entropy: 4.5 },
  { id: "artifactory-reference-token", prefixes: ["cmVmd"], rest: `${AN}{59}`, entropy: 4.5 },
  { id: "aws-access-token", prefixes: ["A3T", "AKIA", "ASIA", "ABIA", "ACCA"], rest: "[A-Z2-7]{16}", entropy: 3 },
  { id: "aws-bedrock-api-key", prefixes: ["ABSK"], rest: "[A-Za-z0-9+/]{109,269}={0,2}", entropy: 3 },
  { id: "clojars-api-token", prefixes: ["CLOJARS_"], rest: `${AN}{60}`, entropy: 2 },
  { id: "databricks-api-token", prefixes: ["dapi"], rest: `${HEX}{32}(?:-\\d)?`, entropy: 3 },
  { id: "digitalocean-token", prefixes: ["doo_v1_", "dop_v1_", "dor_v1_"], rest: `${HEX}{64}`, entropy: 3 },
  { id: "docker-hub-pat", prefixes: ["dckr_pat_"], rest: "[a-zA-Z0-9_-]{27}" },
  { id: "doppler-api-token", prefixes: ["dp.pt."], rest: `${AN}{43}`, entropy: 2 },
  { id: "dynatrace-api-token", prefixes: ["dt0c01."], rest: `${AN}{24}\\.${AN}{64}`, entropy: 4 },
  { id: "easypost-api-token", prefixes: ["EZAK", "EZTK"], rest: `${AN}{54}`, entropy: 2 },
  { id: "facebook-page-access-token", prefixes: ["EAAM", "EAAC"], rest: `${AN}{100,}`, entropy: 4 },
  { id: "flutterwave-key", prefixes: ["FLWSECK_TEST-", "FLWPUBK_TEST-", "FLWSECK-", "FLWPUBK-"], rest: "[a-hA-H0-9]{12,32}(?:-X)?", entropy: 2 },
  { id: "flyio-access-token", prefixes: ["fo1_"], rest: `${W}{43}`, entropy: 4 },
  { id: "flyio-access-token", prefixes: ["fm1a_", "fm1r_", "fm2_"], rest: "[a-zA-Z0-9+/]{100,}={0,3}", entropy: 4 },
  { id: "frameio-api-token", prefixes: ["fio-u-"], rest: "[a-zA-Z0-9_=-]{64}" },
  { id: "gcp-api-key", prefixes: ["AIza"], rest: `${W}{35}`, entropy: 4 },
  { id: "github-token", prefixes: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], rest: `${AN}{36}`, entropy: 3 },
  { id: "github-fine-grained-pat", prefixes: ["github_pat_"], rest: "\\w{22,}", entropy: 3 },
  {
    id: "gitlab-token",
    prefixes: ["glpat-", "glptt-", "glrt-", "gldt-", "glft-", "glimt-", "glagent-", "gloas-", "glsoat-", "glffct-", "glcbt-"],
    rest: "[0-9a-zA-Z_.-]{20,}",
    entropy: 3,
  },
  { id: "gitlab-runner-registration-token", prefixes: ["GR1348941"], rest: `${W}{20}`, entropy: 3 },
  { id: "gitlab-session-cookie", prefixes: ["_gitlab_session="], rest: "[0-9a-z]{32}", entropy: 3 },
  { id: "grafana-api-key", prefixes: ["eyJrIjoi"], rest: `${AN}{70,400}={0,3}`, entropy: 3 },
  { id: "grafana-cloud-api-token", prefixes: ["glc_"], rest: "[A-Za-z0-9+/]{32,400}={0,3}", entropy: 3 },
  { id: "grafana-service-account-token", prefixes: ["glsa_"], rest: `${AN}{32}_${HEX}{8}`, entropy: 3 },
  { id: "heroku-api-key-v2", prefixes: ["HRKU-AA"], rest: "[0-9a-zA-Z_-]{58}", entropy: 4 },
  { id: "huggingface-access-token", prefixes: ["hf_"], rest: "[a-zA-Z]{34}", entropy: 2 },
  { id: "huggingface-organization-api-token", prefixes: ["api_org_"], rest: "[a-zA-Z]{34}", entropy: 2 },
  { id: "linear-api-key", prefixes: ["lin_api_"], rest: `${AN}{40}`, entropy: 2 },
  { id: "notion-api-token", prefixes: ["ntn_"], rest: "[0-9]{11}[A-Za-z0-9]{35}", entropy: 4 },
  { id: "npm-access-token", prefixes: ["npm_"], rest: `${AN}{36}`, entropy: 2 },
  { id: "openai-api-key", prefixes: ["sk-proj-", "sk-svcacct-", "sk-admin-"], rest: "[A-Za-z0-9_-]{20,}", entropy: 3 },
  { id: "openshift-user-token", prefixes: ["sha256~"], rest: `${W}{43}`, entropy: 3.5 },
  { id: "perplexity-api-key", prefixes: ["pplx-"], rest: `${AN}{48}`, entropy: 4 },
  { id: "planetscale-token", prefixes: ["pscale_tkn_", "pscale_oauth_", "pscale_pw_"], rest: "[\\w=.-]{32,64}", entropy: 3 },
  { id: "postman-api-token", prefixes: ["PMAK-"], rest: `${HEX}{24}-${HEX}{34}`, entropy: 3 },
  { id: "prefect-api-token", prefixes: ["pnu_"], rest: `${AN}{36}`, entropy: 2 },
  { id: "pulumi-api-token", prefixes: ["pul-"], rest: `${HEX}{40}`, entropy: 2 },
  { id: "pypi-upload-token", prefixes: ["pypi-AgEIcHlwaS5vcmc", "pypi-AgENdGVzdC5weXBpLm9yZw"], rest: `${W}{50,1000}`, entropy: 3 },
  { id: "readme-api-token", prefixes: ["rdme_"], rest: "[a-z0-9]{70}", entropy: 2 },
  { id: "rubygems-api-token", prefixes: ["rubygems_"], rest: `${HEX}{48}`, entropy: 2 },
  { id: "scalingo-api-token", prefixes: ["tk-us-"], rest: `${W}{48}`, entropy: 2 },
  { id: "sendgrid-api-token", prefixes: ["SG."], rest: "[a-zA-Z0-9=_.-]{66}", entropy: 2 },
  { id: "sendinblue-api-token", prefixes: ["xkeysib-"], rest: `${HEX}{64}-${AN}{16}`, entropy: 2 },
  { id: "sentry-user-token", prefixes: ["sntryu_"], rest: `${HEX}{64}`, entropy: 3.5 },
  { id: "sentry-org-token", prefixes: ["sntrys_eyJpYXQiO"], rest: "[a-zA-Z0-9+/=_]{60,}", entropy: 4.5 },
  { id: "settlemint-token", prefixes: ["sm_aat_", "sm_pat_", "sm_sat_"], rest: `${AN}{16}`, entropy: 3 },
  { id: "shippo-api-token", prefixes: ["shippo_live_", "shippo_test_"], rest: `${HEX}{40}`, entropy: 2 },
  { id: "shopify-token", prefixes: ["shpat_", "shpca_", "shppa_", "shpss_"], rest: `${HEX}{32}`, entropy: 2 },
  { id: "slack-app-token", prefixes: ["xapp-"], rest: "\\d-[A-Za-z0-9]+-\\d+-[a-zA-Z0-9]+", entropy: 2 },
  { id: "slack-token", prefixes: ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxo-", "xoxs-", "xoxe-", "xoxe.xox"], rest: "[A-Za-z0-9-]{8,}", entropy: 2 },
  { id: "sourcegraph-access-token", prefixes: ["sgp_"], rest: `(?:${HEX}{16}_|local_)?${HEX}{40}`, entropy: 3 },
  { id: "square-access-token", prefixes: ["sq0atp-", "sq0csp-"], rest: `${W}{22,60}`, entropy: 2 },
  { id: "stripe-access-token", prefixes: ["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"], rest: `${AN}{10,99}`, entropy: 2 },
  { id: "terraform-api-token", prefixes: [".atlasv1."], rest: "[a-zA-Z0-9_=-]{60,70}", entropy: 3.5, lead: 14 },
  { id: "vault-token", prefixes: ["hvs.", "hvb."], rest: `${W}{90,300}`, entropy: 3.5 },
];
