// A throwaway PostgreSQL for `npm run bench -- --growth --db postgres` (bench/growth.mjs): starts one
// (backend/src/db/postgres/temp-server.ts), creates the databases named on the command line, prints
// `{"urls": {name: url}}` on one line, and stops the server (deleting its folder) when its stdin closes.
import { startTempPostgres } from '../backend/src/db/postgres/temp-server';

async function main(): Promise<void> {
  const server = await startTempPostgres();
  const urls: Record<string, string> = {};
  for (const name of process.argv.slice(2)) urls[name] = await server.createDatabase(name);
  process.stdout.write(`${JSON.stringify({ urls })}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.on('SIGTERM', stop);
  process.stdin.resume();
}

// no top-level await: tsx runs this file as CommonJS (the package has no "type": "module")
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
