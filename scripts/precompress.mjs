// Writes .br and .gz beside every text file of the client build, once, at the best compression,
// so the server never compresses the same file twice.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest|ics|map)$/;

let files = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name) && statSync(full).size >= 512) {
      const body = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
}
walk(clientDir);
console.log(`precompressed ${files} files in ${clientDir}`);
