import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; migrations are applied by the server itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
