// npm run build:web runs this after vite build: FILE.br and FILE.gz beside each text file of the
// built web client, which the server sends to browsers that accept them
// (server/src/web/precompress.ts). Usage: node --import tsx scripts/precompress.ts dist/web
import { precompressFiles } from '../server/src/web/precompress.ts';

const dir = process.argv[2] ?? 'dist/web';
const started = performance.now();
const written = await precompressFiles(dir);
console.log(
  `Precompressed ${written.length} files in ${dir} (${Math.round(performance.now() - started)} ms)`,
);
