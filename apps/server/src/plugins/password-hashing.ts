import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

type Hashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * better-auth's own password hashing (scrypt: 16 MB and tens of milliseconds of CPU per call, run
 * in libuv's thread pool), at most `slots` calls at a time: one fewer than the machine's cores, at
 * least one. Unlimited, a few sign-ins at once took all four pool threads and both cores of a
 * 2-core server; reads waited behind them for the CPU, and for the pool, which also compresses the
 * answers and reads files (bench/README.md, load; decision 042). Waiting sign-ins queue here
 * instead. The hashes are better-auth's, so existing passwords verify unchanged.
 */
export const limitedPasswordHashing = ({
  slots = Math.max(1, os.availableParallelism() - 1),
  hashing = { hash: hashPassword, verify: verifyPassword },
}: { slots?: number; hashing?: Hashing } = {}): Hashing => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    // A finished call hands its slot straight to the next one waiting.
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return {
    hash: (password) => inTurn(() => hashing.hash(password)),
    verify: (data) => inTurn(() => hashing.verify(data)),
  };
};
