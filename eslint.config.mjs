import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { featureBoundaries } from './infra/eslint/feature-boundaries.mjs';

const SERVER_ONLY_PACKAGES = [
  'fastify',
  'fastify-plugin',
  '@fastify/*',
  'kysely',
  'pg',
  'ioredis',
  'bullmq',
  'nodemailer',
  'pino',
  '@aws-sdk/*',
];
const BROWSER_ONLY_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'zustand',
  'zustand/*',
  'swr',
  '@chakra-ui/*',
  '@emotion/*',
  'i18next',
  'react-i18next',
];

// Module boundaries are enforced for real: each tag may depend only on what is listed here.
const depConstraints = [
  {
    sourceTag: 'type:host',
    onlyDependOnLibsWithTags: ['type:ui', 'type:contracts', 'type:util', 'type:tooling'],
  },
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:ui', 'type:contracts', 'type:util', 'type:tooling'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: ['scope:marketing', 'scope:shared'] },
  { sourceTag: 'scope:applicant', onlyDependOnLibsWithTags: ['scope:applicant', 'scope:shared'] },
  { sourceTag: 'scope:agent', onlyDependOnLibsWithTags: ['scope:agent', 'scope:shared'] },
  { sourceTag: 'scope:identity', onlyDependOnLibsWithTags: ['scope:identity', 'scope:shared'] },
  { sourceTag: 'scope:documents', onlyDependOnLibsWithTags: ['scope:documents', 'scope:shared'] },
  { sourceTag: 'scope:review', onlyDependOnLibsWithTags: ['scope:review', 'scope:shared'] },
  { sourceTag: 'scope:messaging', onlyDependOnLibsWithTags: ['scope:messaging', 'scope:shared'] },
  { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:infra', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:infra'] },
  // Second axis: where the code runs. Browser code never pulls in the server kit or its drivers, and
  // services never pull in React or the browser stores.
  {
    sourceTag: 'runtime:browser',
    onlyDependOnLibsWithTags: ['runtime:browser', 'runtime:universal', 'runtime:tooling'],
    bannedExternalImports: SERVER_ONLY_PACKAGES,
  },
  {
    sourceTag: 'runtime:node',
    onlyDependOnLibsWithTags: ['runtime:node', 'runtime:universal'],
    bannedExternalImports: BROWSER_ONLY_PACKAGES,
  },
  {
    sourceTag: 'runtime:universal',
    onlyDependOnLibsWithTags: ['runtime:universal'],
    bannedExternalImports: [...SERVER_ONLY_PACKAGES, ...BROWSER_ONLY_PACKAGES],
  },
  { sourceTag: 'runtime:tooling', onlyDependOnLibsWithTags: ['*'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.data',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/@mf-types',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Package subpath imports: package.json picks the browser or the server catalogue source.
          allow: ['#catalogues', '#shared-catalogues'],
          depConstraints,
        },
      ],
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in components, in `use-*.ts` files and beside their fetchers in `api/*.ts` alike; the
    // rules look only at functions named use*, so every front-end file is checked.
    files: ['**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts', 'shared-ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A feature is used through the files at its root, and features never import each other in a circle.
    files: ['{shell,mf-marketing,mf-applicant,mf-agent}/src/features/**/*.{ts,tsx}'],
    plugins: { nomada: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'nomada/feature-boundaries': 'error' },
  },
  {
    // Services behind the gateway key every per-client limit on the address it proves (decision 067):
    // their own `request.ip` is the gateway pod on a cluster.
    files: ['services/{identity,documents,review,messaging}/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='request'][property.name='ip']",
          message:
            'Use request.clientAddress: request.ip is the gateway, not the client (decision 067).',
        },
      ],
    },
  },
  {
    // Command-line entry points print to the terminal on purpose.
    files: ['infra/**/*.ts', '**/src/cli/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
