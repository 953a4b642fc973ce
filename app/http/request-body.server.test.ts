// Forms are read as they arrive, within their limit, with the same refusals whatever the spelling.
import { describe, expect, it } from "vitest";
import { readForm, readJson } from "./request-body.server";

const URL_ = "http://localhost/staff/content/home";

function multipart(
  parts: Array<{ name: string; value: string } | { name: string; file: Uint8Array; filename: string }>,
) {
  const form = new FormData();
  for (const part of parts) {
    if ("file" in part)
      form.append(part.name, new File([part.file as Uint8Array<ArrayBuffer>], part.filename, { type: "image/jpeg" }));
    else form.append(part.name, part.value);
  }
  return new Request(URL_, { method: "POST", body: form });
}

/** A body of `chunks` chunks of `size` bytes each, with no declared length; counts what was pulled. */
function streamed(chunks: number, size: number, type = "application/x-www-form-urlencoded", length?: number) {
  const pulled = { chunks: 0, cancelled: false };
  // A multipart body opens with a photo's part; the chunks are the photo.
  const opening = type.startsWith("multipart/")
    ? '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
    : "a=";
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks === chunks) return controller.close();
        pulled.chunks += 1;
        const chunk = new Uint8Array(size).fill(0x61);
        if (pulled.chunks === 1) chunk.set(new TextEncoder().encode(opening));
        controller.enqueue(chunk);
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    // Nothing is pulled before the reader asks.
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = { "Content-Type": type };
  if (length !== undefined) headers["Content-Length"] = String(length);
  const request = new Request(URL_, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

describe("reading a form", () => {
  it("reads a URL-encoded form and a multipart one into the same fields", async () => {
    const encoded = await readForm(
      new Request(URL_, {
        method: "POST",
        body: new URLSearchParams({ title: "Welcome", "events.0.title": "Food drive" }),
      }),
    );
    const parts = await readForm(
      multipart([
        { name: "title", value: "Welcome" },
        { name: "events.0.title", value: "Food drive" },
      ]),
    );
    for (const result of [encoded, parts]) {
      expect(result.ok && Object.fromEntries(result.value)).toEqual({
        title: "Welcome",
        "events.0.title": "Food drive",
      });
    }
  });

  it("keeps a photo's bytes where the editor asks, leaves it out for a preview, and refuses files elsewhere", async () => {
    const photo = new Uint8Array(300_000).map((_, i) => i % 251);
    const parts = [
      { name: "alt", value: "The choir" },
      { name: "photo", file: photo, filename: "choir.jpg" },
    ];
    const kept = await readForm(multipart(parts), 1024 * 1024, "keep");
    const file = kept.ok ? kept.value.get("photo") : null;
    expect(file).toBeInstanceOf(File);
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(photo);
    expect((file as File).name).toBe("choir.jpg");

    const ignored = await readForm(multipart(parts), 1024 * 1024, "ignore");
    expect(ignored.ok && [...ignored.value.keys()]).toEqual(["alt"]);

    expect(await readForm(multipart(parts), 1024 * 1024)).toEqual({
      ok: false,
      status: 400,
      message: "This form takes text only, not files.",
    });
  });

  it("refuses a body past its limit at the chunk that crosses it, without reading on or cancelling it", async () => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const { request, pulled } = streamed(100, 16 * 1024, type);
      const result = await readForm(request, 64 * 1024, "keep");
      expect(result, type).toMatchObject({ ok: false, status: 413 });
      // The fifth chunk crosses 64 KB.
      expect(pulled.chunks, type).toBe(5);
      expect(pulled.cancelled, type).toBe(false);
    }
  });

  it("refuses a declared length past the limit before reading the body", async () => {
    const { request, pulled } = streamed(100, 1024, "application/x-www-form-urlencoded", 70_000);
    expect(await readForm(request)).toMatchObject({ ok: false, status: 413 });
    expect(pulled.chunks).toBe(0);
  });

  it("answers 415 to a body that is not a form and 400 to a multipart body it cannot read", async () => {
    const json = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await readForm(json)).toMatchObject({ ok: false, status: 415 });
    const broken = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    });
    expect(await readForm(broken)).toEqual({ ok: false, status: 400, message: "The form could not be read." });
  });
});

describe("reading JSON", () => {
  it("reads UTF-8 JSON and refuses another charset, a large body and broken JSON", async () => {
    const post = (body: string, type = "application/json") =>
      new Request(URL_, { method: "POST", headers: { "Content-Type": type }, body });
    expect(await readJson(post('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJson(post("{}", "application/json; charset=latin1"))).toMatchObject({ status: 415 });
    expect(await readJson(post(`"${"a".repeat(20_000)}"`))).toMatchObject({ status: 413 });
    expect(await readJson(post("{"))).toMatchObject({ status: 400 });
  });
});
