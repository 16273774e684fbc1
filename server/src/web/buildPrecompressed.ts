// npm run build:precompress, the build's last step: FILE.br and FILE.gz beside each text file of
// the built web client, which the server sends to browsers that accept them (precompress.ts).
// Usage: node --import tsx server/src/web/buildPrecompressed.ts dist/web
import { precompressFiles } from './precompress.ts';

const dir = process.argv[2] ?? 'dist/web';
const started = performance.now();
const written = await precompressFiles(dir);
console.log(
  `Precompressed ${written.length} files in ${dir} (${Math.round(performance.now() - started)} ms)`,
);
