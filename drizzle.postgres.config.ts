import { defineConfig } from 'drizzle-kit';

/** PostgreSQL's twin of drizzle.config.ts: the same tables (src/db/schema/parity.test.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/postgres/index.ts', './src/db/schema/postgres/shared-state.ts'],
  out: './drizzle/postgres',
});
