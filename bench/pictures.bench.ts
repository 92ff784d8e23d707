import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createOperatorSession, rssMB, startServer } from './server-under-test.ts';

/**
 * Picture uploads against the real server (issue 11): seconds per upload, what is stored, and the
 * server's RSS before, at its peak and after. A 4 MB PNG, a 12-megapixel phone-like JPEG, a
 * 16,000 x 16,000 PNG of one colour (a decompression bomb of 0.8 MB), and eight 12 MP JPEGs at once.
 */
const server = await startServer();
const cookie = await createOperatorSession(server);
const headers = { cookie, origin: server.baseUrl };

const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
/** A photo compresses like this: smooth areas with grain, not pure noise. */
const photoLike = async (width: number, height: number) =>
  sharp(
    await noise(width / 8, height / 8)
      .png()
      .toBuffer(),
  )
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();

const files: [string, Buffer][] = [
  ['4 MB PNG, 2400 x 600', await noise(2400, 600).png({ compressionLevel: 0 }).toBuffer()],
  ['12 MP JPEG, 4000 x 3000', await photoLike(4000, 3000)],
  [
    'bomb: PNG 16000 x 16000 of one colour',
    await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#3a7' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ],
];

const product = (await (
  await fetch(`${server.baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ productName: 'Bench', packagingType: 'open', quantityTonnes: 1, salePrice: 1 }),
  })
).json()) as { id: string };

const upload = async (data: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'picture');
  const response = await fetch(`${server.baseUrl}/api/products/${product.id}/picture`, {
    method: 'PUT',
    headers,
    body: form,
  });
  const body = (await response.json()) as { picture: { url: string } };
  let storedKB = 0;
  if (response.ok) {
    const stored = await fetch(`${server.baseUrl}${body.picture.url}`);
    storedKB = Math.round((await stored.arrayBuffer()).byteLength / 1024);
  }
  return { status: response.status, storedKB };
};

const pid = server.child.pid as number;
const measure = async (
  step: string,
  sentKB: number,
  work: () => Promise<{ status: number; storedKB: number }[]>,
) => {
  const rssBefore = rssMB(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMB(pid))), 50);
  const started = performance.now();
  const results = await work();
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  await new Promise((r) => setTimeout(r, 3000));
  clearInterval(sampler);
  return {
    step,
    sentKB,
    statuses: [...new Set(results.map((r) => r.status))].join(','),
    storedKB: results[0]?.storedKB ?? 0,
    seconds,
    rssBefore,
    rssPeak,
    rssAfter: rssMB(pid),
  };
};

const rows = [];
for (const [step, data] of files)
  rows.push(await measure(step, Math.round(data.length / 1024), async () => [await upload(data)]));
const jpeg = files[1]?.[1] as Buffer;
rows.push(
  await measure('8 x 12 MP JPEG at once', Math.round((8 * jpeg.length) / 1024), () =>
    Promise.all(Array.from({ length: 8 }, () => upload(jpeg))),
  ),
);
await server.stop();

console.table(rows);
fs.writeFileSync(
  path.join(import.meta.dirname, 'results/pictures.json'),
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
