// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types: the tests' declaration
/// <reference path="../apps/server/src/test/s3rver.d.ts" />
import S3rver from 's3rver';

/**
 * An S3-compatible store (s3rver) in a process of its own, so fault-storage.bench.ts can kill it
 * with SIGKILL as a crashed or unplugged store would go: `node --import tsx
 * bench/fault-storage-s3rver.ts <directory> <port>`. It prints `ready <port>` once it answers.
 */
const [directory, port] = process.argv.slice(2);
if (!directory) throw new Error('usage: fault-storage-s3rver.ts <directory> [port]');
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port ?? 0),
  silent: true,
  directory,
  configureBuckets: [{ name: 'sangam-files', configs: [] }],
});
const address = await server.run();
console.log(`ready ${address.port}`);
