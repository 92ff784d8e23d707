import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { S3Settings } from '../storage/s3-file-store.ts';

/**
 * A real S3-compatible server (s3rver) on loopback with one bucket, stopped after the file's tests,
 * and the settings that reach it; `env` is the same as the S3_* settings a deployment would give.
 */
export const startS3 = async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-s3rver-'));
  const serverOn = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: 'sangam-files', configs: [] }],
    });
  let server = serverOn(0);
  let running = true;
  const { port } = await server.run();
  afterAll(() => (running ? server.close() : undefined));
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket: 'sangam-files',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: '',
  };
  const env = {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  };
  return {
    settings,
    env,
    /** The store goes down: connections to it are refused until `start`. */
    stop: async () => {
      running = false;
      await server.close();
    },
    /** Up again on the same port, with the same bucket and objects. */
    start: async () => {
      server = serverOn(port);
      await server.run();
      running = true;
    },
  };
};
