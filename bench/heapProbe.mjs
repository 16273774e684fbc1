// Loaded into the server by bench:attack only (NODE_OPTIONS=--expose-gc --import …): on SIGUSR2
// it runs a full garbage collection and writes what the JavaScript heap then holds to
// BENCH_HEAP_FILE. What survives a full collection is what a leak would grow; the resident size
// also holds heap V8 has not yet given back and memory the C allocator keeps for reuse.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
if (file && globalThis.gc) {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ heapUsed, external, at: Date.now() }));
  });
}
