// zod probes for `new Function` as its first schema is built, to compile faster parsers. Our
// Content-Security-Policy forbids eval, so the browser would report a violation on every page.
// zod reads this setting from a global; a plain script runs before the app's modules, whatever
// order the bundler gives them.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
