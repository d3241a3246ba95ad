// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const web = './apps/web/src';

/**
 * bulletproof-react's import boundaries, on resolved paths (so `@/…` and relative imports alike): shared code
 * flows lib/components → features → app; a feature never imports another feature nor the app shell.
 */
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...features.map((feature) => ({
            target: `${web}/features/${feature}`,
            from: `${web}/features`,
            except: [`./${feature}`],
            message:
              'Features must not import each other: move what they share to lib/ or components/, compose them in app/, and refresh other screens through query meta (lib/query-client).',
          })),
          {
            target: `${web}/features`,
            from: [`${web}/app`, `${web}/layout`],
            message:
              'Features must not import the app shell: shared code flows lib/components → features → app.',
          },
          {
            target: [`${web}/lib`, `${web}/components`],
            from: [`${web}/features`, `${web}/app`, `${web}/layout`],
            message:
              'lib/ and components/ hold shared code only: they import no feature and no app shell (lib/components → features → app).',
          },
        ],
      },
    ],
  },
};

const server = './apps/server/src';
const serverModulesDir = new URL('./apps/server/src/modules/', import.meta.url);
const serverModules = fs.existsSync(serverModulesDir)
  ? fs
      .readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
/** Everything that imports server code from outside the modules: the base, the app, the seed, tests, benches. */
const outsideModules = [
  `${server}/*.ts`,
  ...['cli', 'db', 'lib', 'plugins', 'seed'].map((dir) => `${server}/${dir}`),
];
const serverClients = ['./apps/server/test', './bench'];

/**
 * The server's house plan (docs/architecture.md): modules stand side by side over a shared base. A module is
 * used only through its public face (`modules/<m>/index.ts`); lib/ (the base) and plugins/ (infrastructure)
 * import no module, and lib/ no plugin.
 */
const serverBoundaries = {
  files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...serverModules.map((module) => ({
            target: [
              ...serverModules
                .filter((other) => other !== module)
                .map((other) => `${server}/modules/${other}`),
              ...outsideModules,
              ...serverClients,
            ],
            from: `${server}/modules/${module}`,
            except: ['./index.ts'],
            message: `Use the ${module} module through its public face (modules/${module}/index.ts): export from there what others may use.`,
          })),
          {
            target: [`${server}/lib`, `${server}/plugins`],
            from: `${server}/modules`,
            message:
              'lib/ (the shared base) and plugins/ (infrastructure) import no module: take what a module provides as an option, from app.ts.',
          },
          {
            target: `${server}/lib`,
            from: `${server}/plugins`,
            message: 'lib/ is the base under everything: it imports no plugin.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'apps/server/drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses the imported TypeScript modules itself, to follow their imports.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/contracts/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes the order modules initialise in depend on which one is imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
      // Fastify plugins and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      // React Router's redirect() is thrown as a Response, by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
  serverBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Tests read JSON replies and mocks; these rules mostly flag the test's own scaffolding.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
