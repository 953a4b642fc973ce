import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script exactly as written, once", () => {
    const html = `<head><script>window.a = 1;</script></head><body><script type="module">import "/x.js";
</script><script>window.a = 1;</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";\n')]);
  });

  it("leaves out scripts loaded from a file and data blocks, which a policy does not need to name", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Church"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
