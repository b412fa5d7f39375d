// Boundaries are enforced here, not by memory (style README, habit 8):
// web never imports server, common imports only zod, features do not import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverImports = {
  group: ['**/server/**', '../server/*', '../../server/*'],
  message: 'web/ and common/ must never import server code.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'server/db/migrations', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              group: ['drizzle-orm*', 'fastify*', '@fastify/*', 'pg', '@electric-sql/*', 'node:*'],
              message: 'Server-only package in web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              group: ['@/features/*/**', '!@/features/*/index'],
              message: 'Features talk to each other only through their index.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\.{1,2}/|@common/).*',
              message: 'common/ imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'server/cli/**/*.ts', 'server/db/migrate-cli.ts', 'server/index.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests run in Node beside the code they check; the boundaries are for shipped code.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
