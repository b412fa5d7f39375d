// An import resolver (eslint-module-utils interface 2) for the lint boundaries in eslint.config.js.
// eslint-plugin-boundaries decides which part of the code an import reaches from the file it
// resolves to. The resolver it ships with (eslint-import-resolver-node) knows nothing of the path
// aliases, so `@/features/x/...` would count as an unknown package and slip past the rules. This one
// maps the aliases it is given (`config.aliases`: prefix to absolute folder) and hands every import
// to that same node resolver, with `config.extensions`.
'use strict';

// CommonJS because eslint-module-utils loads resolvers with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const { createRequire } = require('node:module');

// The node resolver is a dependency of eslint-plugin-boundaries: load the copy it uses.
const nodeResolver = createRequire(require.resolve('eslint-plugin-boundaries'))(
  'eslint-import-resolver-node',
);

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  const { aliases = {}, ...nodeConfig } = config ?? {};
  // Longest prefix first, in case one alias starts with another.
  const prefixes = Object.keys(aliases).sort((a, b) => b.length - a.length);
  const prefix = prefixes.find((p) => source === p || source.startsWith(`${p}/`));
  const target = prefix === undefined ? source : aliases[prefix] + source.slice(prefix.length);
  return nodeResolver.resolve(target, file, nodeConfig);
};
