import { afterAll } from "vitest";
import { dropTestDatabases } from "./database.ts";

// The integration project's setup file: after each test file, the databases
// its tests finished with (kept for the file's next test) are dropped.
afterAll(() => dropTestDatabases());
