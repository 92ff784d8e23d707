import path from 'node:path';

/**
 * Folders the server reads at run time. This file sits one level below the server package both as
 * source (`src/paths.ts`) and inside the production bundle (`dist/server.js`), so one rule finds
 * them in either.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repositoryRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const webDistFolder = path.join(repositoryRoot, 'apps/web/dist');
