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
const reactPatterns = [
  {
    group: ['react/*', 'react-dom/*', '@courier/ui', '@courier/mocks', '@courier/app'],
    message: '@courier/domain depends on nothing of ours.',
  },
];

const noRouter = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'The public pages take the address from useNav (router/nav.ts), not from React Router.',
};

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
            {
              group: ['@tanstack/react-query', '@tanstack/query-*'],
              message: '@courier/ui is presentational: data comes in as props.',
            },
            {
              group: ['msw', 'msw/*', 'msw-storybook-addon', '@courier/mocks', '@courier/app'],
              message: '@courier/ui knows nothing of the mock server or the app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: '@courier/ui does not fetch: data comes in as props.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: '@courier/ui does not fetch.' },
        { object: 'globalThis', property: 'fetch', message: '@courier/ui does not fetch.' },
      ],
    },
  },
  {
    // A visit that starts on a public page loads these without the router (and, but on /home,
    // without the query cache): packages/app/src/public/PublicApp.tsx, the first-load budget.
    files: [
      'packages/app/src/public/**/*.{ts,tsx}',
      'packages/app/src/pages/auth/{SignIn,SignUp,Password}*.tsx',
      'packages/app/src/pages/useTitle.ts',
      'packages/app/src/router/{Frame,nav}.ts*',
      'packages/app/src/main.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRouter,
            { group: ['@tanstack/*', '**/api/queryClient'], message: 'The public pages load without the query cache.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app/src/pages/TrackingPage.tsx', 'packages/app/src/public/PublicTracking.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRouter] }] },
  },
  {
    files: ['packages/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@courier/ui', '@courier/app', '@courier/server'],
              message: '@courier/mocks hosts the API: it knows nothing of React, the views or the server.',
            },
          ],
        },
      ],
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
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                '@courier/ui',
                '@courier/app',
                '@courier/mocks',
                '@courier/server',
              ],
              message: '@courier/api knows no view and no host.',
            },
            {
              group: ['msw', 'msw/*', 'pg', '@electric-sql/*', 'idb-keyval', 'node:*'],
              message: '@courier/api knows no host: no msw, no database driver, no Node API.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: '@courier/api takes its settings from createApi.' },
      ],
    },
  },
  {
    // The document's tooling tests run Redocly's CLI and the TypeScript compiler over files: they
    // use Node; the API they check does not.
    files: ['packages/api/src/openapi.lint.test.ts', 'packages/api/src/client.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['packages/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                '@courier/ui',
                '@courier/app',
                '@courier/mocks',
                '@courier/api',
                '@courier/server',
                'msw',
                'msw/*',
                'hono',
                'hono/*',
              ],
              message: '@courier/store depends on the domain only.',
            },
          ],
        },
      ],
    },
  },
);
