import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/schema.ts",
    "./src/partner-schema.ts",
    "./src/railway-schema.ts",
    "./src/railway-reservations-schema.ts",
  ],
  out: "migrations",
  casing: "snake_case",
});
