import { originHeaders } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** Requests as one signed-in browser sends them: its cookie, and our Origin on every write. */
export const clientFor = (testApp: TestApp, cookie: string) => {
  const { app } = testApp;
  const json = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    app.inject({
      method,
      url,
      headers: originHeaders(testApp, cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    /** No payload: a bodiless command, as a button that only says "do it" sends. */
    post: (url: string, payload?: unknown) => json('POST', url, payload),
    put: (url: string, payload: unknown) => json('PUT', url, payload),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers: originHeaders(testApp, cookie) }),
    /** One file as the picture field of a form sends it. */
    upload: (url: string, filename: string, data: Buffer, contentType = 'application/octet-stream') => {
      const boundary = `----sangam${crypto.randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'PUT',
        url,
        headers: {
          ...originHeaders(testApp, cookie),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    },
  };
};
export type Client = ReturnType<typeof clientFor>;
