import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON answer as the API gives it; no body for 204 and for a bare status (a proxy's 413). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** The API's refusal shape: `{ error: { code, issues } }`. */
export const refusal = (status: number, code: string, issues: { field: string; code: string }[] = []) =>
  json(status, { error: { code, issues } });

/**
 * Stands in for the server: answers `"METHOD /path"` (the query string left out of the key) and
 * records every call with its JSON or FormData body, so a test can say what the page sent.
 */
export const stubApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : refusal(404, 'not_found');
  });
  return calls;
};
