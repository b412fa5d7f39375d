import { readFileSync } from 'node:fs';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutSchemas } from './contracts-without-schemas-plugin';

const compiled = async (path: string) =>
  (await transformWithOxc(readFileSync(path, 'utf8'), path)).code;

describe('contracts without schemas (the production build)', () => {
  it('keeps name, method, path, status, access and produces, and drops the schemas', () => {
    const code = [
      "import { z } from 'zod';",
      "import { Access, defineOperation } from '../operation';",
      "import { IdParamsSchema } from '../schemas/ids';",
      "import { PaperSchema, Unrelated } from '../schemas/paper';",
      'export const GetPaper = defineOperation({',
      "  name: 'get-paper',",
      "  method: 'GET',",
      "  path: '/api/papers/:id',",
      '  params: IdParamsSchema,',
      '  query: z.strictObject({ kind: z.enum(["a", "b"]).default("a") }),',
      '  output: PaperSchema,',
      '  status: 200,',
      "  produces: 'pdf',",
      '  access: Access.signedIn,',
      '});',
      'export const Other = Unrelated;',
    ].join('\n');
    const result = withoutSchemas(code);
    expect(result).not.toMatch(/params|query|output|IdParamsSchema|PaperSchema|zod/);
    expect(result).toContain("import { Access, defineOperation } from '../operation';");
    expect(result).toMatch(/import \{\s*Unrelated,?\s*\} from '\.\.\/schemas\/paper'/);
    expect(result).toMatch(
      /name: 'get-paper',\s*method: 'GET',\s*path: '\/api\/papers\/:id',\s*status: 200,\s*produces: 'pdf',\s*access: Access\.signedIn,/,
    );
  });

  it('leaves every real contract with its operations and no schema import', async () => {
    for (const area of ['auth', 'papers', 'payments', 'events', 'catalog']) {
      const result = withoutSchemas(await compiled(`common/contracts/${area}.ts`));
      expect(result).not.toMatch(/from ["'](zod|\.\.\/schemas\/[^"']+)["']/);
      expect(result).toMatch(/defineOperation\(\{/);
      expect(result).not.toMatch(/\b(params|query|body|output):/);
    }
    const papers = withoutSchemas(await compiled('common/contracts/papers.ts'));
    expect(papers).toMatch(
      /name: "render-paper-pdf",\s*method: "GET",\s*path: "\/api\/papers\/:id\/pdf",\s*produces: "pdf"/,
    );
  });
});
