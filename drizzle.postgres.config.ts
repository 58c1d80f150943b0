import { defineConfig } from 'drizzle-kit';

/** PostgreSQL: the same tables as drizzle.config.ts (src/db/schema), plus its own shared state. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/engines/postgres/drizzle-kit-schema.ts',
  out: './drizzle/postgres',
});
