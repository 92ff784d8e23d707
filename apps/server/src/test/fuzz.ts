import fc from 'fast-check';

/**
 * How every fuzz run in the server tests is seeded and sized (decision 039). The runs are fixed:
 * the same seed and count give the same inputs, so `npm test` is repeatable and a failure can be
 * replayed. The environment widens or replays them:
 *
 *   FUZZ_SCALE=50   fifty times the runs of each property, for a long local run
 *   FUZZ_SEED=123   another base seed (each property's own seed is derived from it and its name)
 *   FUZZ_ONLY=text  only the properties whose name contains the text
 *   FUZZ_PATH=3:1:0 with FUZZ_ONLY naming one property: only the counterexample fast-check reported
 *
 * A failure prints the line that replays it.
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 21_039);
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const only = process.env.FUZZ_ONLY;

/** A test's time limit for `ms` at the usual count, grown with FUZZ_SCALE. */
export const fuzzTimeout = (ms: number) => Math.round(ms * Math.max(1, scale));

/** FNV-1a: a property's seed follows from its name, so adding a property changes no other's inputs. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export const seedOf = (name: string) => (fuzzSeed ^ hash(name)) | 0;

/** Whether FUZZ_ONLY leaves this property out. */
export const skippedByFilter = (name: string) => Boolean(only && !name.includes(only));

/**
 * Runs one async property `runs` times (scaled by FUZZ_SCALE) and throws a readable failure:
 * fast-check's counterexample, then the command line that replays exactly it. Shrinking is capped,
 * since each step of it is a request or a parse.
 */
export const fuzz = async <T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void> | void,
  runs: number,
) => {
  if (skippedByFilter(name)) return 0;
  const numRuns = Math.max(1, Math.round(runs * scale));
  const details = await fc.check(
    fc.asyncProperty(fc.limitShrink(arbitrary, 40), async (value) => {
      await check(value);
    }),
    {
      seed: seedOf(name),
      numRuns,
      ...(only && process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
    },
  );
  if (details.failed) {
    // A counterexample may hold a megabyte of text: its start says enough.
    const cut = (text: string, max: number) =>
      text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      [
        `${name}: failed after ${details.numRuns} run(s), seed ${details.seed}, path ${details.counterexamplePath}`,
        cut(error, 4000),
        `Counterexample: ${cut(fc.stringify(details.counterexample), 3000)}`,
        `Replay with: FUZZ_SEED=${fuzzSeed} FUZZ_ONLY='${name}' FUZZ_PATH='${details.counterexamplePath}' <the vitest command>`,
      ].join('\n'),
    );
  }
  return numRuns;
};
