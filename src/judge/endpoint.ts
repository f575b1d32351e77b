/**
 * The HTTP client for a judge endpoint. Azure OpenAI's classic deployment URLs
 * (`…/openai/deployments/NAME[/chat/completions]?api-version=…`) go through the `openai` package's
 * `AzureOpenAI` client, which keeps the api-version query and sends the key as `api-key`; every
 * other URL (OpenAI, Azure's v1 endpoint `…/openai/v1/`, OpenRouter, DeepSeek, vLLM, llama.cpp,
 * Ollama) through the plain client with a Bearer key.
 */
import OpenAI, { AzureOpenAI } from "openai";
import { InputError } from "../errors.js";
import { azureDeployment } from "./azure.js";

export { DEFAULT_AZURE_API_VERSION, azureDeployment, type AzureDeployment } from "./azure.js";

/**
 * The plain client posts to `${baseURL}/chat/completions`: a URL given whole, with the operation on
 * it, would double it; and a query string would end up before the path.
 */
function plainBaseURL(url: string): string {
  const parsed = new URL(url);
  if (parsed.search !== "") {
    throw new InputError(`--base-url ${parsed.origin}${parsed.pathname}: a query string is only kept on Azure deployment URLs (…/openai/deployments/NAME?api-version=…); remove it`);
  }
  return url.replace(/\/chat\/completions\/?$/i, "").replace(/\/+$/, "");
}

/**
 * Some OpenAI-compatible servers (vLLM) send their error object at the top level instead of under
 * `error`; the client would then drop it. Rewrapped here so every error reaches the classifier.
 */
const wrapErrorBodies: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const text = await response.text();
  // the text is already decoded: the length and encoding headers no longer describe it
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  const wrapped = body !== null && typeof body === "object" && !("error" in body) ? JSON.stringify({ error: body }) : text;
  return new Response(wrapped, { status: response.status, statusText: response.statusText, headers });
};

/** A client for the endpoint; a local endpoint may need no key, but the client insists on one. */
export function makeClient(baseURL: string | null, apiKey: string | null): OpenAI {
  const key = apiKey ?? "no-key";
  const azure = baseURL === null ? null : azureDeployment(baseURL);
  if (azure !== null) {
    return new AzureOpenAI({
      baseURL: azure.baseURL,
      apiKey: key,
      apiVersion: azure.apiVersion,
      deployment: azure.deployment,
      maxRetries: 0,
      fetch: wrapErrorBodies,
    });
  }
  return new OpenAI({ apiKey: key, baseURL: baseURL === null ? undefined : plainBaseURL(baseURL), maxRetries: 0, fetch: wrapErrorBodies });
}
