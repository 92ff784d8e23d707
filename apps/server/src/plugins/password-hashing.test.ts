import { describe, expect, it } from 'vitest';
import { limitedPasswordHashing } from './password-hashing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('password hashing, a few at a time', () => {
  it('runs at most as many hashes and checks at once as it has slots, and every one of them', async () => {
    let running = 0;
    let most = 0;
    const slow = async <T>(value: T) => {
      running += 1;
      most = Math.max(most, running);
      await sleep(5);
      running -= 1;
      return value;
    };
    const hashing = limitedPasswordHashing({
      slots: 2,
      hashing: { hash: (password) => slow(`hashed:${password}`), verify: () => slow(true) },
    });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => hashing.hash(`p${i}`)),
      ...Array.from({ length: 6 }, () => hashing.verify({ hash: 'h', password: 'p' })),
    ]);
    expect(most).toBe(2);
    expect(answers).toEqual([...Array.from({ length: 6 }, (_, i) => `hashed:p${i}`), ...Array(6).fill(true)]);
  });

  it('frees the slot of a call that failed', async () => {
    const hashing = limitedPasswordHashing({
      slots: 1,
      hashing: {
        hash: async (password) => {
          if (password === 'bad') throw new Error('failed');
          return password;
        },
        verify: async () => true,
      },
    });
    await expect(hashing.hash('bad')).rejects.toThrow('failed');
    await expect(hashing.hash('good')).resolves.toBe('good');
  });

  it('hashes as better-auth does: a hash it made verifies, a wrong password does not', async () => {
    const hashing = limitedPasswordHashing({ slots: 1 });
    const hash = await hashing.hash('secret123');
    expect(await hashing.verify({ hash, password: 'secret123' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'secret124' })).toBe(false);
  });
});
