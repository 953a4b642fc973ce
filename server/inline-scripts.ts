// The inline scripts of a kept page, as the 'sha256-…' sources its Content-Security-Policy
// must name for them to run. Read from the very files the server sends, so the two cannot drift.
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// JSON-LD and other data blocks are never run, so a policy does not need to name them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
