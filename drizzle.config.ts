import { defineConfig } from 'drizzle-kit';

/** SQLite, the default engine; PostgreSQL's migrations come from drizzle.postgres.config.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/sqlite/index.ts',
  out: './drizzle/sqlite',
});
