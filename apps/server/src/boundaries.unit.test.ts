import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's import boundaries (eslint.config.js, serverBoundaries) fail the lint on a new violation: each
// fixture below is linted as if it were the text of a real file of the server.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  // Only the import rule runs, which needs no type information.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the server import boundaries', () => {
  // Loading the configuration and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => boundaryErrors('apps/server/src/lib/search.ts', 'export {};\n'), 120_000);

  it("refuse a module reaching into another module's files", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/wages/service.ts',
      "import { recordScan } from '../scans/repository';\nexport const record = recordScan;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*modules\/scans\/index\.ts/),
    ]);
  });

  it('let a module use another through its public face, and its own files freely', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/wages/service.ts',
      "import { createScanService } from '../scans';\nimport * as repo from './repository';\nexport const both = [createScanService, repo];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuse the app, the seed and tests outside a module reaching into it', async () => {
    for (const [file, specifier] of [
      ['apps/server/src/app.ts', './modules/scans/service'],
      ['apps/server/src/seed/demo.ts', '../modules/styles/service'],
      ['apps/server/test/helpers.ts', '../src/modules/people/repository'],
    ]) {
      const errors = await boundaryErrors(
        file!,
        `import * as inside from '${specifier}';\nexport const x = inside;\n`,
      );
      expect(errors, file).toHaveLength(1);
    }
  });

  it('refuse a plugin or the shared base importing a module, even its public face', async () => {
    for (const file of ['apps/server/src/plugins/audit.ts', 'apps/server/src/lib/search.ts']) {
      const errors = await boundaryErrors(
        file,
        "import { recordAuditEntry } from '../modules/audit';\nexport const x = recordAuditEntry;\n",
      );
      expect(errors, file).toEqual([expect.stringMatching(/import no module/)]);
    }
  });

  it('refuse the shared base importing a plugin', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/lib/search.ts',
      "import { auditPlugin } from '../plugins/audit';\nexport const x = auditPlugin;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/imports no plugin/)]);
  });
});
