import path from 'node:path';

/**
 * The server package's folder, whether the code runs from src/ (tsx, tests) or bundled in dist/ (npm start):
 * both sit one level below it, so files found from here (migrations, the web build) are found either way.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
