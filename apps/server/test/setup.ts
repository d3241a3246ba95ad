import { vi } from 'vitest';

// The api project's workers run test files one after another in one process (vitest.config.ts), so fastify,
// PGlite and the other packages load once per worker. This project's own modules are evaluated afresh for
// each file, as in a process of its own: a module one file mocks (vi.mock) or changes stays that file's.
vi.resetModules();
