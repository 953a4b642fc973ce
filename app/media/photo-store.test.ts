// A photo stored under one set of widths is still whole when the site asks for another; the library
// lists each upload once, with the crops made of it, and removes them together.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { PhotoStore } from "./photo-store.server";

const file = (name: string, type: string) => ({ name, type, body: Buffer.from(name) });

describe.each(engines)("stored photos (%s)", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
  });
  afterEach(() => test.close());

  it("answers a width it was not made in with the next larger file of the same format, or its largest", async () => {
    const store = new PhotoStore(test.database);
    // Uploaded when the site made 400, 800 and 1200 px wide files of a 1200 px photo.
    const files = [400, 800, 1200].flatMap((width) => [
      file(`${width}.webp`, "image/webp"),
      file(`${width}.jpg`, "image/jpeg"),
    ]);
    await store.save(
      { id: "a1b2c3d4e5f6a7b8c9d0", width: 1200, height: 800, files: [...files, file("preview.jpg", "image/jpeg")] },
      { body: Buffer.from("master"), width: 3000, height: 2000 },
      "Dana",
      new Date(),
    );
    const body = async (name: string) => (await store.file("a1b2c3d4e5f6a7b8c9d0", name))?.body.toString();
    expect(await body("800.webp")).toBe("800.webp");
    expect(await body("600.webp")).toBe("800.webp");
    expect(await body("1000.jpg")).toBe("1200.jpg");
    expect(await body("1600.jpg")).toBe("1200.jpg");
    expect(await body("preview.jpg")).toBe("preview.jpg");
    // Formats it was never made in, and other photos, are not there.
    expect(await body("800.avif")).toBeUndefined();
    expect(await store.file("ffffffffffffffffffff", "800.webp")).toBeUndefined();
  });

  it("lists each upload once, knows the upload each crop was cut from, and removes an upload with its crops", async () => {
    const store = new PhotoStore(test.database);
    const master = { body: Buffer.from("master"), width: 3000, height: 2000 };
    const photo = (id: string) => ({ id, width: 1200, height: 800, files: [file("800.jpg", "image/jpeg")] });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));
    await store.save(photo("aaaaaaaaaaaaaaaaaaaa"), master, "Dana", at(0));
    await store.save(photo("bbbbbbbbbbbbbbbbbbbb"), master, "Sam", at(1), "aaaaaaaaaaaaaaaaaaaa");
    await store.save(photo("cccccccccccccccccccc"), master, "Sam", at(2));
    expect((await store.uploads()).map((upload) => [upload.id, upload.uploadedBy])).toEqual([
      ["cccccccccccccccccccc", "Sam"],
      ["aaaaaaaaaaaaaaaaaaaa", "Dana"],
    ]);
    expect(await store.originalOf("bbbbbbbbbbbbbbbbbbbb")).toBe("aaaaaaaaaaaaaaaaaaaa");
    expect(await store.originalOf("cccccccccccccccccccc")).toBe("cccccccccccccccccccc");

    expect(await store.remove("aaaaaaaaaaaaaaaaaaaa")).toBe(2);
    expect(await store.file("bbbbbbbbbbbbbbbbbbbb", "800.jpg")).toBeUndefined();
    expect([...(await store.originals()).keys()]).toEqual(["cccccccccccccccccccc"]);
  });
});
