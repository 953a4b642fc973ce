// The e-mail that carries an approved note to its pastor says in which language the note was
// written, so the pastor can answer in it.
import { describe, expect, it } from "vitest";
import { type Language, languageCodes, languages } from "~/content-model/languages";
import { composeNoteEmail } from "./note-email.server";
import type { StoredNote } from "./note-store";

const note = (language: Language): StoredNote => ({
  id: "n1",
  pastor: "pastor2",
  noteContent: language === "en" ? "Thank you for everything." : "Gracias por todo.",
  senderName: "Ana",
  senderEmail: "ana@example.org",
  language,
  createdAt: "2026-11-27T15:00:00.000Z",
  clientHash: "x",
  status: "approved",
  decidedBy: "Dana",
  decidedAt: "2026-11-27T16:00:00.000Z",
  rejectReason: null,
  deliveryAttempts: 0,
  nextAttemptAt: null,
  lastError: null,
  deliveredAt: null,
  deliveredBy: null,
  sendingSince: null,
  resentAfterInterruption: 0,
});

describe.each(languageCodes)("the e-mail of a note written in %s", (language) => {
  const email = composeNoteEmail(note(language), {
    recipient: { pastorName: "Pastor Angela Reed", address: "angela@church.test" },
    from: "Office <office@church.test>",
    churchName: "The Bridge Church",
  });

  it("says the language it was written in, in its text and its HTML", () => {
    expect(email.text).toContain(`Written in: ${languages[language].english}`);
    expect(email.html).toContain(`<td>${languages[language].english}</td>`);
  });

  it("marks the note's own words with their language", () => {
    expect(email.html).toMatch(new RegExp(`<blockquote lang="${language}"[^>]*>${note(language).noteContent}`));
  });
});
