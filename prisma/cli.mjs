// Runs the Prisma CLI for the commands that need no schema engine (generate, validate, format).
// Every Prisma CLI command first tries to download the native schema engine from a host these
// machines cannot reach; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that.
// Migrations do not go through the CLI: see prisma/migrate.ts (WASM schema engine).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const noEngine = fileURLToPath(new URL('./no-schema-engine.sh', import.meta.url));
const result = spawnSync('npx', ['--no-install', 'prisma', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { PRISMA_SCHEMA_ENGINE_BINARY: noEngine, PRISMA_HIDE_UPDATE_MESSAGE: '1', ...process.env },
});
process.exit(result.status ?? 1);
