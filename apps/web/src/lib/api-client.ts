import type { FieldIssue } from '@sangam/domain';

/** A refusal from the API: a stable code the screens translate, and per-field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  /** The auth provider's own words for a refusal, shown where spec 8 asks for "the provider's message". */
  readonly providerMessage: string | undefined;

  constructor(status: number, code: string, issues: FieldIssue[] = [], providerMessage?: string) {
    super(code);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.providerMessage = providerMessage;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Beside content-type: an Idempotency-Key, for instance. */
  headers?: Record<string, string>;
};

/** The one way the web app talks to the API: JSON in, JSON out, errors as ApiError. */
export const apiFetch = async <T>(
  path: string,
  { method = 'GET', body, signal, headers }: RequestOptions = {},
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const failure =
      (data as {
        error?: { code?: string; issues?: FieldIssue[] };
        code?: string;
        message?: string;
      } | null) ?? {};
    const code =
      failure.error?.code ?? failure.code ?? (response.status >= 500 ? 'internal_error' : 'request_failed');
    throw new ApiError(
      response.status,
      code.toLowerCase(),
      failure.error?.issues ?? [],
      typeof failure.message === 'string' ? failure.message : undefined,
    );
  }
  return data as T;
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
