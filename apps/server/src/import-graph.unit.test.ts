import { fileURLToPath } from 'node:url';
import { cruise, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { expect, it } from 'vitest';

// The server's import graph keeps dependency-cruiser's rules (.dependency-cruiser.mjs, as `npm run graph`
// checks them): no import circle, type-only imports included, which ESLint's import-x/no-cycle does not see;
// no module's internals from outside it; lib/ and plugins/ import no module.
const root = fileURLToPath(new URL('../../../', import.meta.url));

function describeViolation(v: IViolation): string {
  const circle = v.cycle ? ` (circle: ${v.cycle.map((step) => step.name).join(' → ')})` : '';
  return `${v.rule.name}: ${v.from} → ${v.to}${circle}`;
}

it('the server breaks none of the import rules', { timeout: 60_000 }, async () => {
  const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.mjs`);
  const { output } = await cruise(['apps/server/src'], { ...options, baseDir: root, validate: true });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not its result');
  // The whole server was read, not an empty or wrong folder.
  expect(output.modules.some((m) => m.source === 'apps/server/src/services.ts')).toBe(true);
  expect(output.summary.violations.map(describeViolation)).toEqual([]);
});
