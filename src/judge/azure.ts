/**
 * Azure OpenAI's classic deployment URLs read apart from the client (endpoint.ts), so that the judge's
 * settings can check a URL without loading the `openai` package.
 */

/**
 * Used when a classic Azure URL carries no api-version: the newest GA data-plane version named in
 * Azure OpenAI's API version lifecycle page when this was written; a URL's own version wins.
 */
export const DEFAULT_AZURE_API_VERSION = "2024-10-21";

export interface AzureDeployment {
  /** `https://x.openai.azure.com/openai/deployments/NAME`, without the operation or the query. */
  baseURL: string;
  deployment: string;
  apiVersion: string;
}

const DEPLOYMENT_PATH = /^(.*\/openai\/deployments\/([^/?#]+))(?:\/chat\/completions)?\/?$/i;

/** The deployment a classic Azure URL names, or null for any other URL (the v1 endpoint included). */
export function azureDeployment(url: string): AzureDeployment | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = DEPLOYMENT_PATH.exec(parsed.pathname);
  if (match === null) return null;
  const apiVersion = parsed.searchParams.get("api-version") ?? DEFAULT_AZURE_API_VERSION;
  return { baseURL: `${parsed.origin}${match[1]}`, deployment: decodeURIComponent(match[2]!), apiVersion };
}
