// A note is kept once, however many times it is sent from one drawing of its form: by nginx passing
// it to the next instance, a browser or a person trying again after no answer. Through both doors
// (the page's post and /api/submit-note), on both engines.
import { afterEach, describe, expect, it } from "vitest";
import { engines } from "../../tests/databases";
import { openTestServices } from "../../tests/route-context";
import { action as apiAction } from "../routes/api.submit-note";
import { action as pageAction, loader as pageLoader } from "../routes/share-note";

const note = {
  pastor: "pastor2",
  noteContent: "Thank you for the Easter breakfast.",
  senderName: "Ana",
  senderEmail: "",
};

let open: Awaited<ReturnType<typeof openTestServices>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

function viaApi(body: object) {
  const request = new Request("http://church.test/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!open) throw new Error("open first");
  const args = { request, context: open.context(), params: {}, url: new URL(request.url), pattern: "/api/submit-note" };
  return apiAction(args);
}

async function viaPage(fields: Record<string, string>) {
  const request = new Request("http://church.test/share-note", { method: "POST", body: new URLSearchParams(fields) });
  if (!open) throw new Error("open first");
  const args = { request, context: open.context(), params: {}, url: new URL(request.url), pattern: "/share-note" };
  const result = (await pageAction(args)) as unknown as { init: { status: number }; data: Record<string, unknown> };
  return { status: result.init.status, data: result.data };
}

/** A key as the page draws it. */
function drawnKey() {
  if (!open) throw new Error("open first");
  const request = new Request("http://church.test/share-note");
  const args = { request, context: open.context(), params: {}, url: new URL(request.url), pattern: "/share-note" };
  return (pageLoader(args) as { noteKey: string }).noteKey;
}

describe.each(engines)("a note's form key on %s", (engine) => {
  it("keeps a note sent again through either door once, answering with the id it was kept under", async () => {
    open = await openTestServices({}, engine);
    const key = drawnKey();
    const first = await viaApi({ ...note, noteKey: key });
    expect(first.status).toBe(201);
    const { id, nextKey } = await first.json();
    expect(nextKey).not.toBe(key);
    // nginx passing the same post to another instance, or the person pressing Send again.
    const again = await viaApi({ ...note, noteKey: key });
    expect(await again.json()).toMatchObject({ id });
    expect((await viaPage({ ...note, noteKey: key })).status).toBe(201);
    // Sent at once from two tabs restored with the same page.
    await Promise.all(Array.from({ length: 8 }, () => viaApi({ ...note, noteKey: key })));
    expect(await open.services.notes.notes.store.count()).toBe(1);
    // The next note from the same form, with the key its answer handed.
    await viaApi({ ...note, noteContent: "And for the choir.", noteKey: nextKey });
    expect(await open.services.notes.notes.store.count()).toBe(2);
  });

  it("keeps different words sent from a form used twice (Back after sending) as a note of their own, also kept once", async () => {
    open = await openTestServices({}, engine);
    const key = drawnKey();
    expect((await viaPage({ ...note, noteKey: key })).status).toBe(201);
    const second = { ...note, noteContent: "A second, different note.", noteKey: key };
    expect((await viaPage(second)).status).toBe(201);
    // That second note sent again, and twice at once: still one.
    expect((await viaPage(second)).status).toBe(201);
    await Promise.all([viaApi(second), viaApi(second)]);
    expect(await open.services.notes.notes.store.count()).toBe(2);
  });

  it("hands a refused form its key back, so the note sent again is the same note", async () => {
    open = await openTestServices({}, engine);
    const key = drawnKey();
    const refused = await viaPage({ ...note, noteContent: "", noteKey: key });
    expect(refused.status).toBe(400);
    expect(refused.data.values).toMatchObject({ noteKey: key });
  });

  it("refuses a key it did not draw with a clear 400, storing nothing; a form without one still sends", async () => {
    open = await openTestServices({}, engine);
    for (const noteKey of ["short", "x".repeat(65), "a b c d e f g h i j k", 42]) {
      const refused = await viaApi({ ...note, noteKey });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/reload the page/);
    }
    expect((await viaPage({ ...note, noteKey: "../../etc/passwd-0000" })).status).toBe(400);
    expect(await open.services.notes.notes.store.count()).toBe(0);
    // A page drawn by the version before this one, during an upgrade, sends no key.
    expect((await viaApi(note)).status).toBe(201);
    expect((await viaPage(note)).status).toBe(201);
    expect(await open.services.notes.notes.store.count()).toBe(2);
  });
});
