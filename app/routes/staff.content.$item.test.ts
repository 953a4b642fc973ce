// The editor's action with the server's real services: a form that may carry a photo takes its place
// before its body is read, so a crowd of uploads is turned away without a byte of theirs being read;
// and a list over its room is refused before any photo in it is made.
import sharp from "sharp";
import { afterEach, beforeAll, expect, it } from "vitest";
import { action as editAction } from "~/editor/edit-item.server";
import { formEntries } from "~/editor/form-entries";
import { builtContent } from "~/published/content";
import { fieldGroups, imageParts } from "~/publishing/edit-form";
import { editableItem } from "~/publishing/editable-items";
import type { Reviewer } from "~/staff/passwords.server";
import { answerOf, cookieOf, openTestServices, PASSWORD, testReviewers } from "../../tests/route-context";
import { action as signInAction } from "./staff.login";

let reviewers: Reviewer[];
let open: Awaited<ReturnType<typeof openTestServices>> | undefined;

beforeAll(async () => {
  reviewers = await testReviewers();
});

afterEach(async () => {
  await open?.close();
  open = undefined;
});

const args = (request: Request, params = { item: "key-dates" }) => {
  if (!open) throw new Error("no services");
  return { request, context: open.context(), params, url: new URL(request.url), pattern: request.url };
};

/** Dana, a content editor, signed in: her session's cookie. */
async function signedIn(): Promise<string> {
  if (!open) throw new Error("no services");
  const auth = open.services.staff.auth;
  const visit = await auth.visit(new Request("http://church.test/staff/login"));
  const cookie = cookieOf(await auth.commit(visit, new Request("http://church.test/")));
  const request = new Request("http://church.test/staff/login", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: visit.csrfToken, name: "Dana", password: PASSWORD, next: "/staff" }),
  });
  const answer = (await signInAction(args(request))) as Response;
  return cookieOf(answer.headers.get("Set-Cookie"));
}

/** An upload that sends nothing until let go, then ends it with what no form is; and whether anything was read. */
function stalledUpload(cookie: string) {
  let pulled = false;
  let letGo: () => void = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulled = true;
        await new Promise<void>((resolve) => {
          letGo = resolve;
        });
        controller.enqueue(new TextEncoder().encode("--x\r\nnot a form"));
        controller.close();
      },
      // Nothing is asked of it until the server reads.
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://church.test/staff/content/key-dates", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, letGo: () => letGo() };
}

/** The status of an action's answer. */
const statusOf = async (answer: Promise<unknown>) => (await answerOf(answer)).status;

it("reads one upload at a time with two waiting, and turns the next away unread", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const uploads = Array.from({ length: 4 }, () => stalledUpload(cookie));
  const statuses: Array<number | undefined> = [];
  const answers = uploads.map((upload, index) =>
    statusOf(editAction(args(upload.request))).then((status) => {
      statuses[index] = status;
      return status;
    }),
  );

  // Whichever came fourth is answered busy, with nothing of it read.
  await expect.poll(() => statuses.filter((status) => status !== undefined)).toEqual([503]);
  const busy = statuses.indexOf(503);
  expect(uploads[busy]?.pulled()).toBe(false);
  // Of the other three, one is being read and two wait; each, let go, ends as no form does and gives its place on.
  const others = uploads.filter((_, index) => index !== busy);
  for (let round = 0; round < 3; round++) {
    await expect.poll(() => others.filter((upload) => upload.pulled()).length).toBe(round + 1);
    const reading = others.findIndex((upload) => upload.pulled() && statuses[uploads.indexOf(upload)] === undefined);
    const upload = others[reading];
    if (!upload) throw new Error("none is read");
    upload.letGo();
    expect(await answers[uploads.indexOf(upload)]).toBe(400);
  }
  const after = stalledUpload(cookie);
  const answer = statusOf(editAction(args(after.request)));
  await expect.poll(() => after.pulled()).toBe(true);
  after.letGo();
  expect(await answer).toBe(400);
});

/** Dana's form for an item showing `value`, as the editor makes it, with her token. */
async function formFor(cookie: string, slug: string, value: unknown): Promise<FormData> {
  if (!open) throw new Error("no services");
  const item = editableItem(slug);
  if (!item) throw new Error(`no item ${slug}`);
  const { csrfToken } = await open.services.staff.auth.visit(
    new Request("http://church.test/staff/notes", { headers: { Cookie: cookie } }),
  );
  const form = new FormData();
  for (const [name, each] of formEntries(fieldGroups(item.schema, value))) form.append(name, each);
  form.set("csrf", csrfToken);
  form.set("basedOn", "0");
  return form;
}

/** The action's answer to Dana's form: its status and what it said. */
async function send(cookie: string, slug: string, form: FormData) {
  const request = new Request(`http://church.test/staff/content/${slug}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  const { status, data, headers } = await answerOf(editAction(args(request, { item: slug })));
  return {
    status,
    location: headers.get("Location"),
    said: data as
      | {
          problems: Array<{ name: string; label: string; message: string }>;
          draft?: ReturnType<typeof fieldGroups>;
          autosaved?: string;
        }
      | undefined,
  };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d3868" } })
    .jpeg()
    .toBuffer();

const count = async (table: "photos" | "content_revisions" | "content_drafts") => {
  if (!open) throw new Error("no services");
  const { db } = open.services.database;
  return Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
};

it("refuses a gallery over its room before any of its photos is made, and keeps nothing", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const built = builtContent.youth;
  const photos = Array.from({ length: 14 }, (_, index) => built.gallery.photos[index % built.gallery.photos.length]);
  const form = await formFor(cookie, "youth", { ...built, gallery: { ...built.gallery, photos } });
  const upload = await jpeg(800, 600);
  for (const index of photos.keys()) {
    form.set(
      imageParts(`gallery.photos[${index}]`).file,
      new File([upload], `youth-${index}.jpg`, { type: "image/jpeg" }),
    );
  }
  form.set("intent", "publish");

  const { status, said } = await send(cookie, "youth", form);
  expect(status).toBe(400);
  expect(said?.problems.map((problem) => problem.message)).toEqual(["has room for 12 photos at most"]);
  expect(await count("photos")).toBe(0);
  expect(await count("content_revisions")).toBe(0);
});

it("gives each picture the width and height of the photo kept, whatever the form says", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const kept = await open.services.photos.upload(await jpeg(1600, 1200), {
    aspect: { width: 4, height: 3 },
    focus: { x: 50, y: 50 },
    by: "Dana",
  });
  if (!kept.ok) throw new Error(kept.message);
  const built = builtContent.youth;
  const [first, second, ...rest] = built.gallery.photos;
  const claimed = [
    { ...first, src: kept.image.src, width: 3000, height: 2250 },
    { ...second, width: 3000, height: 2250 },
    ...rest,
  ];
  const form = await formFor(cookie, "youth", { ...built, gallery: { ...built.gallery, photos: claimed } });
  form.set("intent", "schedule");
  form.set("publishAt", churchTime(new Date(Date.now() + 2 * 86_400_000)));

  expect((await send(cookie, "youth", form)).status).toBe(302);
  const [scheduled] = await open.services.publishing.en.revisions.scheduled("youth");
  if (!scheduled) throw new Error("nothing was scheduled");
  const sizes = (scheduled.data as typeof built).gallery.photos.map(({ width, height }) => ({ width, height }));
  expect(sizes.slice(0, 2)).toEqual([
    { width: kept.image.width, height: kept.image.height },
    { width: second?.width, height: second?.height },
  ]);
  expect(kept.image.width).toBeLessThan(3000);
});

it("says one thing, in people's words, of a photo refused for a new event, keeps what was typed beside it, and completes a www. link", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const built = builtContent.outreachEvents;
  const form = await formFor(cookie, "outreach-events", built);
  const added = `events[${built.events.length}]`;
  form.set(`${added}.__item`, "");
  form.set(`${added}.title`, "Coat Drive");
  form.set(`${added}.rsvpUrl`, "www.example.org/coats");
  form.set(
    imageParts(`${added}.image`).file,
    new File([Buffer.from("%PDF-1.7 a flyer")], "flyer.jpg", { type: "image/jpeg" }),
  );
  form.set(imageParts(`${added}.image`).alt, "Coats on a rack at the church door");
  form.set("intent", "publish");

  const { status, said } = await send(cookie, "outreach-events", form);
  expect(status).toBe(400);
  const problems = said?.problems ?? [];
  const ofPicture = problems.filter((problem) => problem.name.startsWith(`${added}.image`));
  expect(problems.find((problem) => problem.name === `${added}.startsAt`)?.message).toBe("must be filled in");
  expect(ofPicture.map((problem) => problem.message)).toEqual([
    "This file is not a picture the site can read. Upload a JPEG, PNG, WebP or AVIF photo.",
  ]);
  // Every problem is named by its label, in words, never by the form's names or the schema library's.
  for (const problem of problems) {
    expect(problem.label).toMatch(/^Event \d+: Coat Drive: /);
    expect(`${problem.label}: ${problem.message}`).not.toMatch(/\[\d+\]|\.\w+Url|expected|Too small|Invalid|ISO|>/);
  }
  const fields = (said?.draft ?? []).flatMap((group) => group.fields);
  const picture = fields.find((field) => field.name === `${added}.image`);
  expect(picture?.image?.typed?.alt).toBe("Coats on a rack at the church door");
  expect(fields.find((field) => field.name === `${added}.rsvpUrl`)?.value).toBe("https://www.example.org/coats");
  expect(await count("content_revisions")).toBe(0);
});

it("makes no version of a form published as it was opened", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const form = await formFor(cookie, "youth", builtContent.youth);
  form.set("intent", "publish");
  expect((await send(cookie, "youth", form)).status).toBe(302);
  expect(await count("content_revisions")).toBe(0);

  // Scheduled, as publishing now renders the built site, which a unit test has not.
  const tomorrow = churchTime(new Date(Date.now() + 86_400_000));
  const unchanged = await formFor(cookie, "youth", builtContent.youth);
  unchanged.set("intent", "schedule");
  unchanged.set("publishAt", tomorrow);
  expect((await send(cookie, "youth", unchanged)).status).toBe(302);
  expect(await count("content_revisions")).toBe(0);

  const changed = await formFor(cookie, "youth", builtContent.youth);
  changed.set("hero.title", "Youth on Fridays");
  changed.set("intent", "schedule");
  changed.set("publishAt", tomorrow);
  expect((await send(cookie, "youth", changed)).status).toBe(302);
  expect(await count("content_revisions")).toBe(1);
});

it("keeps half-done work as a draft, one per person and item, and lets it go once it is scheduled or discarded", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const drafts = open.services.publishing.en.drafts;
  // Half done: a required field left empty is kept as it is, and nothing is published.
  const form = await formFor(cookie, "youth", builtContent.youth);
  form.set("hero.title", "");
  form.set("hero.subtitle", "Fridays at 7");
  form.set("intent", "draft");
  const saved = await send(cookie, "youth", form);
  expect(saved.status).toBe(302);
  const [kept] = await drafts.list("youth");
  expect(saved.location).toBe(`/staff/content/youth?draft=${kept?.id}`);
  const heroOf = async () => ((await drafts.get(kept?.id ?? 0))?.data as typeof builtContent.youth | undefined)?.hero;
  expect(await drafts.get(kept?.id ?? 0)).toMatchObject({ author: "Dana", basedOn: 0 });
  expect(await heroOf()).toMatchObject({ title: "", subtitle: "Fridays at 7" });
  expect(await count("content_revisions")).toBe(0);

  // Kept by itself a moment later: the same draft, answered in place.
  form.set("hero.subtitle", "Fridays at 7:30");
  form.set("intent", "autosave");
  const autosaved = await send(cookie, "youth", form);
  expect(autosaved.status).toBe(200);
  expect(autosaved.said?.autosaved).toMatch(/\d:\d\d [AP]M/);
  expect(await drafts.list("youth")).toHaveLength(1);
  expect((await heroOf())?.subtitle).toBe("Fridays at 7:30");

  // Scheduled from the form it was opened in, it is a draft no more.
  form.set("hero.title", "Youth on Fridays");
  form.set("draft", String(kept?.id));
  form.set("intent", "schedule");
  form.set("publishAt", churchTime(new Date(Date.now() + 86_400_000)));
  expect((await send(cookie, "youth", form)).status).toBe(302);
  expect(await count("content_revisions")).toBe(1);
  expect(await count("content_drafts")).toBe(0);

  // Another draft, discarded: the site and its revisions are as they were.
  const again = await formFor(cookie, "youth", builtContent.youth);
  again.set("hero.subtitle", "Saturdays");
  again.set("intent", "draft");
  await send(cookie, "youth", again);
  const [second] = await drafts.list("youth");
  const discard = await formFor(cookie, "youth", builtContent.youth);
  discard.set("draft", String(second?.id));
  discard.set("intent", "discard-draft");
  const discarded = await send(cookie, "youth", discard);
  expect(discarded.location).toBe("/staff/content/youth");
  expect(await count("content_drafts")).toBe(0);
  expect(await count("content_revisions")).toBe(1);
});

it("uses a photo of the library again, cut for another place, with the words it was described with", async () => {
  open = await openTestServices({ oldStaff: { reviewers, noteReviewers: [], contentEditors: ["Dana"] } });
  const cookie = await signedIn();
  const { photos } = open.services;
  const publishing = open.services.publishing.en;
  const kept = await photos.upload(await jpeg(1600, 1200), {
    aspect: { width: 4, height: 3 },
    focus: { x: 50, y: 50 },
    by: "Dana",
  });
  if (!kept.ok) throw new Error(kept.message);
  const built = builtContent.youth;
  const [first, ...rest] = built.gallery.photos;
  const withPhoto = {
    ...built,
    gallery: { ...built.gallery, photos: [{ ...first, ...kept.image, alt: "Students at the lake" }, ...rest] },
  };
  const tomorrow = churchTime(new Date(Date.now() + 86_400_000));
  const gallery = await formFor(cookie, "youth", withPhoto);
  gallery.set("intent", "schedule");
  gallery.set("publishAt", tomorrow);
  expect((await send(cookie, "youth", gallery)).status).toBe(302);
  const [waiting] = await publishing.revisions.scheduled("youth");

  // The hero, 16:7, takes the same upload: a crop of its own, described as the gallery's was.
  const upload = kept.image.src.slice("/media/".length);
  const form = await formFor(cookie, "youth", withPhoto);
  form.set("basedOn", String(waiting?.id));
  form.set(imageParts("hero.image").pick, upload);
  form.set("intent", "schedule");
  form.set("publishAt", tomorrow);
  expect((await send(cookie, "youth", form)).status).toBe(302);
  const newest = (await publishing.revisions.scheduled("youth")).find((revision) => revision.id !== waiting?.id);
  if (!newest) throw new Error("the library's photo was not scheduled");
  const hero = (newest.data as typeof built).hero.image;
  expect(hero.alt).toBe("Students at the lake");
  expect(hero.src).not.toBe(kept.image.src);
  expect(await photos.store.originalOf(hero.src.slice("/media/".length))).toBe(upload);
  expect(hero.width / hero.height).toBeCloseTo(1600 / 700, 1);
  // The library lists the upload once, with its crops, where it waits to be shown.
  const library = await photos.store.uploads();
  expect(library.map((photo) => photo.id)).toEqual([upload]);

  // Removed once nothing waits to show it, it is named when a revision that showed it is asked back.
  for (const revision of await publishing.revisions.scheduled("youth")) {
    await publishing.withdraw(editableItem("youth") ?? fail(), revision.id);
  }
  expect(await photos.store.remove(upload)).toBe(2);
  const restore = await formFor(cookie, "youth", built);
  restore.set("basedOn", "0");
  restore.set("revision", String(waiting?.id));
  restore.set("intent", "restore");
  const { status, said } = await send(cookie, "youth", restore);
  expect(status).toBe(400);
  expect((said as { error?: string } | undefined)?.error).toContain("shows a photo that has been removed since");
});

const fail = (): never => {
  throw new Error("no such item");
};

/** A time as the editor's "Publish at" field sends it, on the church's clocks. */
function churchTime(at: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short", timeStyle: "short" })
    .format(at)
    .replace(" ", "T");
}
