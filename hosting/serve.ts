#!/usr/bin/env node
// Serves out/ on 127.0.0.1 as a host that keeps every promise serves it (hosting/simulate.ts): each
// page at its clean URL with the build's headers, one redirect from each variant, the not-found
// page with 404, text compressed. For `npm start`, the browser tests and the fault trials of
// npm run verify. The port is 3000 unless given as `next dev` takes it: npm start -- --port 4000
// (or -p 4000), or a PORT variable; a port already taken stops it with one sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inventoryFile, type Inventory } from './inventory.ts';
import { serve, staticHost } from './simulate.ts';

/**
 * out/ as a host that keeps every promise answers for it: the files its inventory lists, and the
 * inventory, with the build's headers.
 */
export function builtHost(out = 'out') {
  const inventory: Inventory = JSON.parse(readFileSync(join(out, inventoryFile), 'utf8'));
  return staticHost(
    out,
    inventory.headers,
    new Set([inventoryFile, ...Object.keys(inventory.files)]),
  );
}

if (import.meta.main) {
  // Words after the port are left alone: cmd, which has no comments, passes on a pasted `# …`.
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' } },
    allowPositionals: true,
  });
  const given = values.port ?? process.env.PORT ?? '3000';
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`serve: "${given}" is not a port number`);
    process.exit(2);
  }
  await serve(builtHost(), {}, port).then(
    () => console.log(`The site is at http://localhost:${port}/ (Ctrl+C stops it).`),
    (error: NodeJS.ErrnoException) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `serve: port ${port} is taken; give another: npm start -- --port 4000`
          : `serve: ${error.message}`,
      );
      process.exit(1);
    },
  );
}
