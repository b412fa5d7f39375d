// The lint boundaries (eslint.config.js) fed one import at a time: each forbidden kind must fail,
// each allowed kind must pass. The importing files need not exist; the imported ones do, so the
// linter can tell where an import lands.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(file: string, source: string) {
  const code = `import * as imported from '${source}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

beforeAll(() => lint('server/lint-probe.ts', './app'), 60_000);

describe('the lint boundaries', () => {
  it.each([
    // web never imports server code, by a relative path or through the alias
    ['web/src/lib/lint-probe.ts', '../../../server/app', 'boundaries/dependencies'],
    ['web/src/lib/lint-probe.ts', '@/../../server/app', 'boundaries/dependencies'],
    ['web/src/features/auth/lint-probe.ts', '../../../../server/app', 'boundaries/dependencies'],
    // nor a server-only package, outside a feature or in one
    ['web/src/lib/lint-probe.ts', 'fastify', 'no-restricted-imports'],
    ['web/src/lib/lint-probe.ts', 'node:fs', 'no-restricted-imports'],
    ['web/src/lib/lint-probe.ts', 'fs', 'no-restricted-imports'],
    ['web/src/features/auth/lint-probe.ts', 'drizzle-orm', 'no-restricted-imports'],
    ['web/src/features/auth/lint-probe.ts', 'pg', 'no-restricted-imports'],
    ['web/src/features/auth/lint-probe.ts', '@fastify/cookie', 'no-restricted-imports'],
    ['web/src/features/auth/lint-probe.ts', 'node:crypto', 'no-restricted-imports'],
    // a feature reaches another feature's internals neither through the alias nor relatively
    ['web/src/features/papers/lint-probe.ts', '@/features/auth/forms', 'boundaries/dependencies'],
    ['web/src/features/papers/lint-probe.ts', '../auth/forms', 'boundaries/dependencies'],
    // common imports neither server, nor web, nor any package but zod
    ['common/lint-probe.ts', '../server/app', 'boundaries/dependencies'],
    ['common/lint-probe.ts', '../web/src/lib/api-client', 'boundaries/dependencies'],
    ['common/lint-probe.ts', 'yaml', 'no-restricted-imports'],
    ['common/lint-probe.ts', 'node:path', 'no-restricted-imports'],
    // server never imports web
    ['server/lint-probe.ts', '../web/src/lib/api-client', 'boundaries/dependencies'],
    ['server/lint-probe.ts', '@/lib/api-client', 'boundaries/dependencies'],
  ])('%s may not import %s (%s)', async (file, source, rule) => {
    const messages = await lint(file, source);
    expect(messages.some((message) => message.startsWith(`${rule}: `))).toBe(true);
  });

  it.each([
    // web uses web, common and browser packages
    ['web/src/lib/lint-probe.ts', '@common/schemas'],
    ['web/src/lib/lint-probe.ts', '../../../common/messages'],
    ['web/src/lib/lint-probe.ts', '@/components/ui/button'],
    ['web/src/lib/lint-probe.ts', 'react'],
    ['web/src/features/auth/lint-probe.ts', '@common/schemas'],
    ['web/src/features/auth/lint-probe.ts', '@/lib/api-client'],
    ['web/src/features/auth/lint-probe.ts', '@tanstack/react-query'],
    // a feature reaches another feature through its index, and its own files directly
    ['web/src/features/papers/lint-probe.ts', '@/features/auth'],
    ['web/src/features/papers/lint-probe.ts', '@/features/auth/index'],
    ['web/src/features/papers/lint-probe.ts', '../auth'],
    ['web/src/features/auth/lint-probe.ts', './forms'],
    ['web/src/features/auth/lint-probe.ts', '@/features/auth/forms'],
    // the app's pages are not a feature: they may load a feature's second entry
    ['web/src/app/routes/lint-probe.tsx', '@/features/auth/forms'],
    // a web test runs in Node
    ['web/src/lib/lint-probe.test.ts', 'node:fs'],
    // common uses zod and itself
    ['common/lint-probe.ts', 'zod'],
    ['common/lint-probe.ts', './messages'],
    ['common/lint-probe.ts', '@common/schemas'],
    // server uses server, common and any package
    ['server/lint-probe.ts', './app'],
    ['server/lint-probe.ts', '@common/schemas'],
    ['server/lint-probe.ts', 'drizzle-orm'],
    // e2e and scripts import what they need
    ['e2e/lint-probe.ts', '../server/app'],
    ['e2e/lint-probe.ts', '@/lib/api-client'],
    ['scripts/lint-probe.ts', '../web/src/lib/api-client'],
    ['scripts/lint-probe.ts', 'node:fs'],
  ])('%s may import %s', async (file, source) => {
    expect(await lint(file, source)).toEqual([]);
  });
});
