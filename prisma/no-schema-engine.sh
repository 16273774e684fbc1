#!/bin/sh
# Stand-in for the native Prisma schema engine, which cannot be downloaded here.
echo "The native Prisma schema engine is not used here: run npm run db:migrate (WASM engine)." >&2
exit 1
