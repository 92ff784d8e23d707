import { originHeaders } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';
import { multipart } from './spreadsheets.ts';

/** A spreadsheet sent as the upload screen sends it: multipart, with our Origin and the operator's cookie. */
export const uploadSpreadsheet = (testApp: TestApp, cookie: string, filename: string, data: Buffer) => {
  const body = multipart(filename, data);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...originHeaders(testApp, cookie), 'content-type': body.contentType },
    payload: body.payload,
  });
};

/** An import asked about every 50 ms, as the import screen polls it, until it has ended (10 s at most). */
export const finishedImport = async (testApp: TestApp, cookie: string, jobId: string) => {
  for (let i = 0; i < 200; i++) {
    const job = (
      await testApp.app.inject({ method: 'GET', url: `/api/imports/${jobId}`, headers: { cookie } })
    ).json();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${jobId} did not finish`);
};
