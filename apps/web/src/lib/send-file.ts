import { ApiError } from './api-client.ts';

/**
 * One file as multipart, the way the API takes pictures and documents (PUT), or its removal
 * (DELETE with no file); refusals as ApiError, as apiFetch gives them.
 */
export const sendFile = async <T>(url: string, file: File | null): Promise<T> => {
  const body = file ? new FormData() : undefined;
  if (file) body?.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: file ? 'PUT' : 'DELETE', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const data = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (!response.ok) throw new ApiError(response.status, data?.error?.code ?? 'request_failed');
  return data as T;
};
