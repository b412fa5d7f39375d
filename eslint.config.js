// Boundaries are enforced here, not by memory (style README, habit 8):
// web never imports server code or server-only packages, a feature reaches another feature only
// through its index, common imports only zod and itself, server never imports web.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

// The path aliases, as in tsconfig.json, vitest.config.ts and web/vite.config.ts.
const aliases = { '@common': join(root, 'common'), '@': join(root, 'web/src') };

// Which part of the code a file belongs to. The first pattern that matches wins, so a feature is
// a feature, not plain web. Files outside these folders (root configs, web/build, content) belong
// to none.
const elements = [
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web', pattern: 'web/src', partialMatch: false },
  { type: 'common', pattern: 'common', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

// Imports of files, whether relative or through an alias: anything not allowed here is an error.
// The last policy that matches an import decides.
const filePolicies = [
  {
    // web, its features included, uses web and common.
    from: { element: { type: ['web', 'feature'] } },
    allow: { to: { element: { type: ['web', 'feature', 'common'] } } },
  },
  {
    // Imports inside one feature are not checked; so any feature reached here is another one.
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.{ts,tsx}' } } },
    message:
      'A feature imports another feature only through its index: @/features/{{to.element.captured.feature}}.',
  },
  {
    from: { element: { type: 'common' } },
    allow: { to: { element: { type: 'common' } } },
  },
  {
    from: { element: { type: 'server' } },
    allow: { to: { element: { type: ['server', 'common'] } } },
  },
  {
    // e2e/, scripts/ and files outside the folders above import what they need.
    from: [{ element: { type: ['e2e', 'scripts'] } }, { element: { isUnknown: true } }],
    allow: { to: { element: { type: '*' } } },
  },
];

// Packages web code never imports: they run only on the server, or only in Node.
const serverOnlyPackages = {
  group: [
    'drizzle-orm*',
    'fastify*',
    '@fastify/*',
    'pg',
    '@electric-sql/*',
    'nodemailer',
    'playwright-core',
    '@node-rs/*',
    'node:*',
  ],
  message: 'Server-only package in web code.',
};
// Node's own modules without the `node:` prefix, matched by exact name.
const nodeBuiltins = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({ name, message: 'Node module in web code.' }));

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
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      // eslint-plugin-boundaries finds the file an import reaches through this resolver, which
      // knows the aliases.
      'import/resolver': {
        [join(root, 'scripts/eslint-alias-resolver.cjs')]: {
          aliases,
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} must not import {{to.element.type}} ({{dependency.source}}): web imports only web and common, common only common, server only server and common.',
          policies: filePolicies,
        },
      ],
    },
  },
  {
    // The only block that sets no-restricted-imports for web/src: a later block for part of it
    // would replace this list, not add to it.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: [serverOnlyPackages] }],
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
              regex: '^(?!zod$|zod/|\\.{1,2}(/|$)|@common/).*',
              message: 'common/ imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'server/cli/**/*.ts',
      'server/db/migrate-cli.ts',
      'server/index.ts',
      'e2e/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests run in Node beside the code they check: they may use Node and server packages.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
