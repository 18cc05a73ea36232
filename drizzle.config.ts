/** drizzle-kit: `npm run db:generate` writes SQL migrations for server/src/db/schema.ts into server/migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/migrations',
});
