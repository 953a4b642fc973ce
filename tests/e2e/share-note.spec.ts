import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { shareNote } from "../../app/content/share-note";
import { noteMessages } from "../../app/notes/messages";
import { expect, gotoHydrated, test } from "./fixtures";

const { form: labels } = shareNote;
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/data";

/** The language each stored note with this text was written in. */
function languagesOfNotes(text: string): string[] {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare("SELECT language FROM notes WHERE note_text = ?").pluck().all(text) as string[];
  } finally {
    db.close();
  }
}

function storedNotesContaining(text: string): number {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM notes WHERE note_text = ?").pluck().get(text) as number;
  } finally {
    db.close();
  }
}

async function fillNote(page: Page, note: string, extra: { name?: string; email?: string } = {}) {
  await page
    .getByRole("combobox", { name: labels.pastorLabel, exact: true })
    .selectOption({ label: "Pastor Angela Reed" });
  await page.getByRole("textbox", { name: labels.noteLabel, exact: true }).fill(note);
  if (extra.name) await page.getByRole("textbox", { name: labels.nameLabel, exact: true }).fill(extra.name);
  if (extra.email) await page.getByRole("textbox", { name: labels.emailLabel, exact: true }).fill(extra.email);
}

const uniqueNote = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe("with JavaScript", () => {
  test("sends the four fields and its form's key as JSON, shows Sending..., then thanks, resets and hides the thanks after 5 seconds", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/share-note");
    const note = uniqueNote("Thank you for visiting my mother 🙏");
    await fillNote(page, note, { name: "Ana Silva", email: "ana@example.org" });
    // The key this drawing of the form sends its note with, so that a note sent again is kept once.
    const key = await page.locator('input[name="noteKey"]').inputValue();
    expect(key).toMatch(/^[\w-]{16,64}$/);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    await page.route("**/api/submit-note", async (route) => {
      bodies.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });

    await page.getByRole("button", { name: labels.submitLabel }).click();
    const sending = page.getByRole("button", { name: labels.submittingLabel });
    await expect(sending).toBeDisabled();
    release();

    const thanks = page.getByText(labels.successMessage);
    await expect(thanks).toBeVisible();
    expect(bodies).toEqual([
      {
        pastor: "pastor2",
        noteContent: note,
        senderName: "Ana Silva",
        senderEmail: "ana@example.org",
        noteKey: key,
      },
    ]);
    // The next note from the same form has a key of its own, handed by the answer.
    await expect(page.locator('input[name="noteKey"]')).not.toHaveValue(key);
    await expect(page.getByRole("textbox", { name: labels.noteLabel, exact: true })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: labels.pastorLabel, exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: labels.submitLabel })).toBeEnabled();
    expect(storedNotesContaining(note)).toBe(1);

    // It hides by itself (the exact 5 seconds are checked in note-form.test.tsx).
    await page.clock.fastForward(5100);
    await expect(thanks).toBeHidden();
    // What it said stays, quietly, where the keyboard is, until a new note is begun (WCAG 2.2.1).
    const sent = page.getByText(labels.sentMessage);
    await expect(sent).toBeVisible();
    expect(await sent.evaluate((line) => line.parentElement === document.activeElement)).toBe(true);
    await page.clock.fastForward(60_000);
    await expect(sent).toBeVisible();
    await page.getByRole("textbox", { name: labels.noteLabel, exact: true }).fill("And one more thing");
    await expect(sent).toBeHidden();
  });

  test("pressed from the keyboard, the button keeps the focus while it waits, and words typed meanwhile stay", async ({
    page,
  }) => {
    await gotoHydrated(page, "/share-note");
    const note = uniqueNote("Thank you for the meals");
    await fillNote(page, note);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/submit-note", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: labels.submitLabel }).focus();
    await page.keyboard.press("Enter");
    const sending = page.getByRole("button", { name: labels.submittingLabel });
    await expect(sending).toBeDisabled();
    await expect(sending).toBeFocused();
    // Pressed again while it waits: nothing more is sent.
    await page.keyboard.press("Enter");
    const box = page.getByRole("textbox", { name: labels.noteLabel, exact: true });
    await box.fill(`${note} and the rides`);
    release();
    await expect(page.getByText(labels.successMessage)).toBeVisible();
    expect(storedNotesContaining(note)).toBe(1);
    // The words added after sending were not part of the note: they stay, to be sent on their own.
    await expect(box).toHaveValue(`${note} and the rides`);
    await expect(page.getByRole("combobox", { name: labels.pastorLabel, exact: true })).toHaveValue("");
  });

  test("a blank note is refused with the spec's message, and nothing is sent", async ({ page }) => {
    await gotoHydrated(page, "/share-note");
    let requests = 0;
    await page.route("**/api/submit-note", (route) => {
      requests++;
      return route.continue();
    });
    await fillNote(page, "   \n  ");
    await page.getByRole("button", { name: labels.submitLabel }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Please select a pastor and write a note");
    await expect(page.locator("[tabindex='-1'][aria-live]")).toBeFocused();
    expect(requests).toBe(0);
  });

  test("a refused submission shows 'Failed to submit note' above the form and keeps what was written", async ({
    page,
  }) => {
    await gotoHydrated(page, "/share-note");
    await page.route("**/api/submit-note", (route) => route.fulfill({ status: 500, body: "{}" }));
    await fillNote(page, "Keep this text", { name: "Ana" });
    await page.getByRole("button", { name: labels.submitLabel }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to submit note");
    await expect(page.getByRole("textbox", { name: labels.noteLabel, exact: true })).toHaveValue("Keep this text");
    await expect(page.getByRole("textbox", { name: labels.nameLabel, exact: true })).toHaveValue("Ana");
    const alertBox = await page.getByRole("alert").boundingBox();
    const formBox = await page.getByRole("combobox", { name: labels.pastorLabel, exact: true }).boundingBox();
    expect(alertBox && formBox && alertBox.y < formBox.y).toBe(true);
  });

  test("a network failure is said in the form's words; the error clears when sending again, with the same key", async ({
    page,
  }) => {
    await gotoHydrated(page, "/share-note");
    let attempt = 0;
    let release: () => void = () => {};
    // The second request is held here until the test lets it go.
    let held: () => void = () => {};
    const secondHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const keys: string[] = [];
    await page.route("**/api/submit-note", async (route) => {
      attempt++;
      keys.push(route.request().postDataJSON().noteKey);
      if (attempt === 1) return route.abort("failed");
      await new Promise<void>((resolve) => {
        release = resolve;
        held();
      });
      return route.continue();
    });
    await fillNote(page, uniqueNote("Second try"));
    await page.getByRole("button", { name: labels.submitLabel }).click();
    // Not the browser's "Failed to fetch", which would be in English on the Spanish page too.
    await expect(page.getByRole("alert")).toHaveText(noteMessages.en.submitFailed);
    await page.getByRole("button", { name: labels.submitLabel }).click();
    await expect(page.getByRole("button", { name: labels.submittingLabel })).toBeDisabled();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await secondHeld;
    release();
    await expect(page.getByText(labels.successMessage)).toBeVisible();
    // Had the first reached the server after all, the second would be that note, kept once.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("a filled hidden field (a bot) gets the thanks and sends nothing", async ({ page }) => {
    await gotoHydrated(page, "/share-note");
    let requests = 0;
    await page.route("**/api/submit-note", (route) => {
      requests++;
      return route.continue();
    });
    await fillNote(page, "Buy cheap watches");
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: labels.submitLabel }).click();
    await expect(page.getByText(labels.successMessage)).toBeVisible();
    expect(requests).toBe(0);
  });

  test("an invalid e-mail is caught by the form's own message, at the field, before anything is sent", async ({
    page,
  }) => {
    await gotoHydrated(page, "/share-note");
    let requests = 0;
    await page.route("**/api/submit-note", (route) => {
      requests++;
      return route.continue();
    });
    await fillNote(page, "Hello", { email: "not-an-email" });
    await page.getByRole("button", { name: labels.submitLabel }).click();
    const email = page.getByRole("textbox", { name: labels.emailLabel, exact: true });
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid e-mail address, or leave it empty");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
    await expect(page.getByText(labels.successMessage)).toHaveCount(0);
    expect(requests).toBe(0);
  });

  test("labels, the review hint and the hidden field are right for assistive technology", async ({ page }) => {
    await page.goto("/share-note");
    await expect(page.getByRole("textbox", { name: labels.noteLabel, exact: true })).toHaveAttribute("rows", "6");
    await expect(page.getByRole("textbox", { name: labels.noteLabel, exact: true })).toHaveAccessibleDescription(
      labels.reviewHint,
    );
    await expect(page.getByRole("textbox", { name: labels.emailLabel, exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByRole("combobox", { name: labels.pastorLabel, exact: true }).getByRole("option")).toHaveText([
      labels.pastorPlaceholder,
      "Pastor Marcus Reed",
      "Pastor Angela Reed",
      "Pastor David Kim",
    ]);
    await expect(page.getByRole("textbox", { name: /Leave this field empty/ })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page, which stores the note and thanks the visitor", async ({ page }) => {
    await page.goto("/share-note");
    const note = uniqueNote("Thank you, written without scripts");
    await fillNote(page, note);
    await page.getByRole("button", { name: labels.submitLabel }).click();
    await expect(page.getByText(labels.successMessage)).toBeVisible();
    expect(storedNotesContaining(note)).toBe(1);
  });

  test("a blank note comes back with the spec's message and the other values kept", async ({ page }) => {
    await page.goto("/share-note");
    await fillNote(page, "   ", { name: "Ana" });
    await page.getByRole("button", { name: labels.submitLabel }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a pastor and write a note");
    await expect(page.getByRole("textbox", { name: labels.nameLabel, exact: true })).toHaveValue("Ana");
    await expect(page.getByRole("combobox", { name: labels.pastorLabel, exact: true })).toHaveValue("pastor2");
  });
});

// The Spanish form, with and without JavaScript: refusals in Spanish, and the note kept with its language.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`in Spanish, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a refused note is told why in Spanish, and a sent one is kept as written in Spanish", async ({ page }) => {
      if (javaScriptEnabled) await gotoHydrated(page, "/es/share-note");
      else await page.goto("/es/share-note");
      const send = page.locator("#main form button[type=submit]:not([hidden])");
      // Nothing chosen or written: the form's own words, in the page's language, at each field (the
      // browser's own bubble would speak the phone's language).
      await send.click();
      await expect(page.getByRole("alert")).toHaveText("Elige a un pastor y escribe una nota");
      await expect(page.locator("select[name=pastor]")).toHaveAccessibleDescription("Elige a uno de los pastores");
      await expect(page.locator("textarea[name=noteContent]")).toHaveAttribute("aria-invalid", "true");
      // Blank but for spaces, which the browser lets through and the form does not.
      await page.locator("select[name=pastor]").selectOption("pastor2");
      await page.locator("textarea[name=noteContent]").fill("   ");
      await send.click();
      await expect(page.getByRole("alert")).toHaveText("Elige a un pastor y escribe una nota");

      const note = uniqueNote("Gracias por orar por mi familia");
      await page.locator("select[name=pastor]").selectOption("pastor2");
      await page.locator("textarea[name=noteContent]").fill(note);
      // A name with a hidden direction mark is refused by the same rule in the browser and on the server.
      await page.locator("input[name=senderName]").fill("Ana\u202e");
      await send.click();
      await expect(page.getByRole("alert")).toHaveText("Quita de tu nombre los caracteres de formato ocultos");
      expect(storedNotesContaining(note)).toBe(0);

      await page.locator("input[name=senderName]").fill("Ana");
      await send.click();
      await expect(page.getByRole("alert")).toBeHidden();
      await expect.poll(() => languagesOfNotes(note)).toEqual(["es"]);
    });
  });
}

test("each visit to the form, in each language, draws a key of its own that no shared cache keeps", async ({
  request,
}) => {
  for (const path of ["/share-note", "/es/share-note"]) {
    const keys = new Set<string>();
    for (let visit = 0; visit < 3; visit++) {
      const page = await request.get(path);
      expect(page.headers()["cache-control"], path).toBe("private, no-cache");
      keys.add((await page.text()).match(/name="noteKey" value="([^"]+)"/)?.[1] ?? "");
      // React's data for the same page, fetched when a visitor arrives from another page.
      const data = await request.get(`${path}.data`);
      expect(data.headers()["cache-control"], `${path}.data`).toBe("private, no-cache");
    }
    expect(keys.size, path).toBe(3);
    expect([...keys].every((key) => /^[\w-]{16,64}$/.test(key))).toBe(true);
  }
});
