import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = fs
  .readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Imports flow one way (GUIDE habit 1): domain <- server, domain <- web; in the web app
 * components/lib <- features <- app, and features never import each other.
 */
const zones = [
  {
    target: './packages/domain',
    from: ['./apps', './e2e', './scripts', './bench'],
    message: 'The domain package is pure: it imports nothing of the apps.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  {
    target: './apps/server/src/plugins',
    from: './apps/server/src/modules',
    message: 'Plugins are cross-cutting; modules build on them, not the other way.',
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared UI and lib code must not depend on features or screens.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import screens or the router.' },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      '.tmp/**',
      'data/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
