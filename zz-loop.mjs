import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
const { module: photos } = await runnerImport(join(process.cwd(), "app/media/photo-processing.server.ts"), { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } });
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
const files = ["jpeg48.jpg", "avif12.avif", "webp48.webp", "png48.png"].map((f) => readFileSync(`/tmp/pm/${f}`));
const out = [rss()];
for (let i = 0; i < 32; i++) { const m = await photos.masterOf(files[i % 4]); await photos.makePhoto(m, { width: 16, height: 9 }, { x: 50, y: 50 }); gc(); if (i % 4 == 3) out.push(rss()); }
console.log(out.join(" "));
