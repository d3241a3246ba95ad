// The server's import rules for dependency-cruiser (`npm run graph` checks them and draws docs/server-graph.md).
// The same boundaries as eslint.config.js's serverBoundaries, plus no import circles, type-only imports included.
const src = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the order modules initialise in would depend on which is imported first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals-from-another-module',
      severity: 'error',
      comment: 'A module is used through its public face (modules/<m>/index.ts), never its other files.',
      from: { path: `${src}modules/([^/]+)/` },
      to: { path: `${src}modules/[^/]+/`, pathNot: [`${src}modules/$1/`, `${src}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'module-internals-from-outside',
      severity: 'error',
      comment: 'The app, the seed, the base and tests outside a module use it through its public face.',
      from: { pathNot: `${src}modules/` },
      to: { path: `${src}modules/[^/]+/`, pathNot: `${src}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'base-imports-no-module',
      severity: 'error',
      comment: 'lib/ (the shared base) and plugins/ (infrastructure) import no module.',
      from: { path: `${src}(lib|plugins)/` },
      to: { path: `${src}modules/` },
    },
    {
      name: 'lib-imports-no-plugin',
      severity: 'error',
      comment: 'lib/ is the base under everything: it imports no plugin.',
      from: { path: `${src}lib/` },
      to: { path: `${src}plugins/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
