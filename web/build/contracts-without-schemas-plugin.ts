import { parseAst, type Plugin } from 'vite';

/** The parts of an operation that are zod schemas: the built web never reads them. */
const SCHEMA_PARTS = new Set(['params', 'query', 'body', 'output']);

/** The contract files (common/contracts/<area>.ts), not their index. */
const CONTRACT_FILE = /[\\/]common[\\/]contracts[\\/](?!index\.)[^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Range = [number, number];

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** Every node below `node`, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* walk(child);
  }
}

/** The text with the ranges cut out (ranges do not overlap). */
function cut(code: string, ranges: Range[]): string {
  let out = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(end);
  return out;
}

/** A property's range, with the comma and the spaces after it. */
function withTrailingComma(code: string, { start, end }: Node): Range {
  const rest = /^\s*,\s*/.exec(code.slice(end));
  return [start, end + (rest ? rest[0].length : 0)];
}

/**
 * A contract module with the schema parts of each `defineOperation({...})` removed, and then the
 * imports nothing uses any more: what is left is each operation's name, method, path, status,
 * access and `produces`, which is all that call() reads in production. `code` is JavaScript.
 */
export function withoutSchemas(code: string): string {
  const parts: Range[] = [];
  for (const node of walk(parseAst(code) as unknown as Node)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const [argument] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineOperation') continue;
    if (argument?.type !== 'ObjectExpression') continue;
    for (const property of argument.properties as (Node & { key?: Node; computed?: boolean })[]) {
      const key = property.key as (Node & { name?: string }) | undefined;
      if (property.type === 'Property' && !property.computed && SCHEMA_PARTS.has(key?.name ?? ''))
        parts.push(withTrailingComma(code, property));
    }
  }
  const stripped = cut(code, parts);

  // The imports whose names no longer appear outside the import declarations go too, so the
  // schema modules are not bundled for them.
  const program = parseAst(stripped) as unknown as { body: Node[] };
  const imports = program.body.filter((node) => node.type === 'ImportDeclaration');
  const rest = cut(
    stripped,
    imports.map((node) => [node.start, node.end]),
  );
  const used = (name: string) =>
    new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest);
  const unused: Range[] = [];
  for (const declaration of imports) {
    const specifiers = declaration.specifiers as (Node & { local: Node & { name: string } })[];
    if (specifiers.length === 0) continue; // a bare import is kept for what it does
    const dropped = specifiers.filter((specifier) => !used(specifier.local.name));
    if (dropped.length === specifiers.length) unused.push([declaration.start, declaration.end]);
    else unused.push(...dropped.map((specifier) => withTrailingComma(stripped, specifier)));
  }
  return cut(stripped, unused);
}

/**
 * In the production build, contract modules keep their operations' names, methods and paths but
 * not their zod schemas: call() checks answers against them only in development and tests, so
 * the landing page does not load zod and the schemas of every operation it calls (issue 13).
 */
export function contractsWithoutSchemasPlugin(): Plugin {
  return {
    name: 'prashna:contracts-without-schemas',
    apply: 'build',
    enforce: 'post', // after TypeScript is compiled away
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.split('?')[0]!)) return null;
      return { code: withoutSchemas(code), map: null };
    },
  };
}
