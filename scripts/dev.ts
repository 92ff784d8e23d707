import { spawn } from 'node:child_process';

/**
 * Development: the API with reload on change (port 3000) and Vite's dev server (port 5173), which
 * proxies /api to it. Open http://localhost:5173.
 */
const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', BASE_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@sangam/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
