import { ApiError } from './api-client.ts';

/** Hands the browser a file to save, as a download link would; CSV text unless told otherwise. */
export const saveFile = (filename: string, data: Blob | string) => {
  const blob = typeof data === 'string' ? new Blob([data], { type: 'text/csv;charset=utf-8' }) : data;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  // The download has started by the time the click returns; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The name the server gave a file: its UTF-8 `filename*` when there is one, else `filename`. */
export const dispositionName = (header: string | null): string | undefined => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1];
};

/**
 * Fetches a file the API writes (an export) and saves it under the server's name. A plain link
 * could not tell a refusal or a dropped connection from a file; this throws them as ApiError so
 * the screen can say so, and saves nothing half-received.
 */
export const downloadFile = async (url: string, fallbackName: string) => {
  let blob: Blob;
  let name: string | undefined;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      const data = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      throw new ApiError(response.status, data?.error?.code ?? 'request_failed');
    }
    name = dispositionName(response.headers.get('content-disposition'));
    blob = await response.blob();
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'network_error');
  }
  saveFile(name ?? fallbackName, blob);
};
