import { defineConfig } from 'drizzle-kit';

/**
 * SQLite, the default engine: its tables as src/db/engines/sqlite makes them from src/db/schema.
 * PostgreSQL's migrations come from drizzle.postgres.config.ts; `npm run db:generate` runs both.
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/engines/sqlite/drizzle-kit-schema.ts',
  out: './drizzle/sqlite',
});
