import { describe, expect, it } from "vitest";
import { checkNote, NOTE_MAX_LENGTH } from "./schema";

const valid = {
  pastor: "pastor1",
  noteContent: "Thank you for your faithful teaching.",
  senderName: "Ana",
  senderEmail: "ana@example.org",
};

describe("the note schema", () => {
  it("accepts a complete note, keeps its text as written and trims the name", () => {
    const check = checkNote({ ...valid, noteContent: "  Thank you!\n\n", senderName: " Ana " });
    expect(check).toEqual({
      ok: true,
      note: { pastor: "pastor1", noteContent: "  Thank you!\n\n", senderName: "Ana", senderEmail: "ana@example.org" },
    });
  });

  it("treats name and e-mail as optional", () => {
    expect(checkNote({ pastor: "pastor2", noteContent: "Bless you" })).toEqual({
      ok: true,
      note: { pastor: "pastor2", noteContent: "Bless you", senderName: "", senderEmail: "" },
    });
    expect(checkNote({ ...valid, senderName: "", senderEmail: "" }).ok).toBe(true);
  });

  it("refuses a note that shows nothing: only whitespace, or only characters that are not seen", () => {
    for (const noteContent of [" \n\t ", "\u200b\u200b", "\u00a0\ufeff\u2060 \u200d"])
      expect(checkNote({ ...valid, noteContent }), JSON.stringify(noteContent)).toEqual({
        ok: false,
        fields: { noteContent: "Please write a note" },
      });
    // A note of a single emoji joined by zero-width joiners shows something.
    expect(checkNote({ ...valid, noteContent: "\u{1F469}\u200d\u{1F467}" }).ok).toBe(true);
  });

  it(`accepts ${NOTE_MAX_LENGTH} characters and refuses ${NOTE_MAX_LENGTH + 1}`, () => {
    expect(checkNote({ ...valid, noteContent: "a".repeat(NOTE_MAX_LENGTH) }).ok).toBe(true);
    const check = checkNote({ ...valid, noteContent: "a".repeat(NOTE_MAX_LENGTH + 1) });
    expect(check).toEqual({ ok: false, fields: { noteContent: "Please keep your note under 5,000 characters" } });
  });

  it("keeps unicode, emoji and markup exactly as written", () => {
    const text = "Merci 🙏🏽 pastor — <script>alert('hi')</script> <b>bold</b> 感谢";
    const check = checkNote({ ...valid, noteContent: text });
    expect(check.ok && check.note.noteContent).toBe(text);
  });

  it("refuses bad e-mail addresses and over-long names and e-mails", () => {
    for (const senderEmail of ["ana", "ana@", "@example.org", "ana example@x.org"]) {
      expect(checkNote({ ...valid, senderEmail })).toEqual({
        ok: false,
        fields: { senderEmail: "Please enter a valid e-mail address, or leave it empty" },
      });
    }
    expect(checkNote({ ...valid, senderEmail: `${"a".repeat(250)}@x.org` }).ok).toBe(false);
    expect(checkNote({ ...valid, senderName: "n".repeat(101) })).toEqual({
      ok: false,
      fields: { senderName: "Please keep your name under 100 characters" },
    });
  });

  it("refuses an unknown pastor and a missing one", () => {
    expect(checkNote({ ...valid, pastor: "pastor9" })).toEqual({
      ok: false,
      fields: { pastor: "Please choose one of the pastors" },
    });
    const { pastor: _pastor, ...withoutPastor } = valid;
    expect(checkNote(withoutPastor)).toEqual({ ok: false, fields: { pastor: "Please choose one of the pastors" } });
  });

  it("refuses wrong types with a message per field", () => {
    const check = checkNote({ pastor: 1, noteContent: [], senderName: 5, senderEmail: false });
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.fields).sort()).toEqual([
      "noteContent",
      "pastor",
      "senderEmail",
      "senderName",
    ]);
    expect(checkNote(null).ok).toBe(false);
    expect(checkNote("a note").ok).toBe(false);
  });

  it("ignores fields it does not know", () => {
    const check = checkNote({ ...valid, admin: true, status: "approved" });
    expect(check.ok && Object.keys(check.note).sort()).toEqual(["noteContent", "pastor", "senderEmail", "senderName"]);
  });
});

describe("sender's name", () => {
  it("is kept on one line, so it cannot add lines to the pastor's e-mail", () => {
    const check = checkNote({ pastor: "pastor1", noteContent: "Thanks", senderName: "Ana\r\nSent: yesterday\tx" });
    expect(check.ok && check.note.senderName).toBe("Ana Sent: yesterday x");
  });
});

describe("text that is not what it seems", () => {
  it("refuses NUL and lone surrogates in every field", () => {
    for (const bad of ["a\u0000b", "a\ud800b", "b\udc00", "\ud83d"]) {
      for (const field of ["noteContent", "senderName", "senderEmail"] as const) {
        const check = checkNote({ ...valid, [field]: bad });
        expect(check.ok, `${JSON.stringify(bad)} in ${field}`).toBe(false);
      }
    }
    // A whole surrogate pair is an ordinary character.
    expect(checkNote({ ...valid, noteContent: "Thank you \ud83d\ude4f" }).ok).toBe(true);
  });

  it("refuses direction overrides and zero-width characters in a name, not in a note", () => {
    for (const name of [
      "Ana\u202Eatad",
      "An\u200Ba",
      "\u2067Ana\u2069",
      "An\uFEFFa",
      "x\u2028y",
      "An\u00ADa",
      "A\u034Fna",
    ]) {
      expect(checkNote({ ...valid, senderName: name })).toEqual({
        ok: false,
        fields: { senderName: "Please remove the hidden formatting characters from your name" },
      });
    }
    const arabic = "شكرا \u200F لك";
    const check = checkNote({ ...valid, noteContent: arabic });
    expect(check.ok && check.note.noteContent).toBe(arabic);
  });

  it("keeps a note's line breaks and counts each as one character, as the form's maxLength does", () => {
    const typed = `${"a".repeat(NOTE_MAX_LENGTH - 2)}\n\n`;
    // What a browser posts for that textarea: CR LF for each line break, and the trailing ones kept.
    const posted = `${"a".repeat(NOTE_MAX_LENGTH - 4)}\r\nb\r\n`;
    expect(posted.length).toBe(NOTE_MAX_LENGTH + 1);
    const check = checkNote({ ...valid, noteContent: posted });
    expect(check.ok && check.note.noteContent).toBe(`${"a".repeat(NOTE_MAX_LENGTH - 4)}\nb\n`);
    expect(typed.length).toBe(NOTE_MAX_LENGTH);
    expect(checkNote({ ...valid, noteContent: "Line one\r\n\r\nLine three" })).toMatchObject({
      ok: true,
      note: { noteContent: "Line one\n\nLine three" },
    });
  });
});
