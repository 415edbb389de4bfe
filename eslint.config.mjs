import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Command-line entry points print to the terminal on purpose.
    files: ['infra/**/*.ts', '**/src/cli/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
