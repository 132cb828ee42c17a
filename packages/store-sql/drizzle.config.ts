import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @courier/store-sql` writes a migration for each change of ./src/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
