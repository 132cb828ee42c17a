// The dependency direction of STYLE.md is a lint rule, so it cannot erode:
// domain <- store <- api <- mocks, domain <- ui <- app; ui never reaches for routing, queries, msw or fetch.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const reactImports = [
  { name: 'react', message: '@courier/domain is plain TypeScript: no React.' },
  { name: 'react-dom', message: '@courier/domain is plain TypeScript: no React.' },
];
const reactPatterns = [{ group: ['react/*', 'react-dom/*', '@courier/ui', '@courier/mocks', '@courier/app'], message: '@courier/domain depends on nothing of ours.' }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      '.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: reactImports, patterns: reactPatterns }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message: '@courier/ui takes links through the LinkComponent the app provides, not from the router.',
            },
            { group: ['@tanstack/react-query', '@tanstack/query-*'], message: '@courier/ui is presentational: data comes in as props.' },
            { group: ['msw', 'msw/*', 'msw-storybook-addon', '@courier/mocks', '@courier/app'], message: '@courier/ui knows nothing of the mock server or the app.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: '@courier/ui does not fetch: data comes in as props.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: '@courier/ui does not fetch.' },
        { object: 'globalThis', property: 'fetch', message: '@courier/ui does not fetch.' },
      ],
    },
  },
  {
    files: ['packages/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*', '@courier/ui', '@courier/app', '@courier/server'], message: '@courier/mocks hosts the API: it knows nothing of React, the views or the server.' }] }],
    },
  },
  {
    // The API knows no host (SERVER.md): no msw, no database driver, no environment.
    files: ['packages/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@courier/ui', '@courier/app', '@courier/mocks', '@courier/server'], message: '@courier/api knows no view and no host.' },
            { group: ['msw', 'msw/*', 'pg', '@electric-sql/*', 'idb-keyval', 'node:*'], message: '@courier/api knows no host: no msw, no database driver, no Node API.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: '@courier/api takes its settings from createApi.' }],
    },
  },
  {
    files: ['packages/store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*', '@courier/ui', '@courier/app', '@courier/mocks', '@courier/api', '@courier/server', 'msw', 'msw/*', 'hono', 'hono/*'], message: '@courier/store depends on the domain only.' }] }],
    },
  },
);
