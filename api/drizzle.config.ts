// drizzle-kit: `npm run db:generate --workspace api` writes SQL migrations to api/drizzle from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
