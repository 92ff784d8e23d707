import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { resolveAuthSecret } from './auth.ts';

/**
 * Without AUTH_SECRET the secret that signs sessions is made once and kept in DATA_DIR/auth-secret.
 * Instances sharing one DATA_DIR (bench/two-instances.bench.ts) must all sign with the same one, also
 * when they start together on a new folder.
 */
const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-secret-'));
const configIn = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session secret kept in the data folder', () => {
  it('is made once, readable by its owner only, and the same at every start', () => {
    const dataDir = folder();
    const secret = resolveAuthSecret(configIn(dataDir));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resolveAuthSecret(configIn(dataDir))).toBe(secret);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['auth-secret']);
  });

  it('takes the secret another instance wrote after this one looked, never replacing it', () => {
    const dataDir = folder();
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'theirs-'.padEnd(43, 'x'), { mode: 0o600 });
    // This instance looked a moment before the other one wrote its file.
    vi.spyOn(fs, 'existsSync').mockReturnValue(false);
    expect(resolveAuthSecret(configIn(dataDir))).toBe('theirs-'.padEnd(43, 'x'));
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('theirs-'.padEnd(43, 'x'));
    expect(fs.readdirSync(dataDir)).toEqual(['auth-secret']);
  });

  it('is AUTH_SECRET when that is set, and then nothing is written', () => {
    const dataDir = folder();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(40) });
    expect(resolveAuthSecret(config)).toBe('a'.repeat(40));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
