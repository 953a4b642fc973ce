// The shared rules every content module and the staff editor check with.
import { describe, expect, it } from "vitest";
import { builtOutreachEvents, outreachEventSchema } from "../content/outreach-events";
import { calendarDate, externalUrl, href, newYorkTimestamp, paragraphText, text } from "./blocks";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("one line of text", () => {
  it("keeps ordinary text, trimmed, in any script", () => {
    expect(text.parse("  Serve Dinner ")).toBe("Serve Dinner");
    expect(text.parse("José & María · شكرا")).toBe("José & María · شكرا");
  });

  it("refuses NUL, line breaks, control characters and hidden formatting, naming which", () => {
    expect(messages(text.safeParse("Serve\u0000Dinner"))).toEqual([
      "contains a character that is not text (NUL or a broken character)",
    ]);
    for (const broken of ["Serve\r\nDinner", "Serve\nDinner", "Serve\rDinner", "Serve\u2028Dinner"]) {
      expect(messages(text.safeParse(broken)), JSON.stringify(broken)).toEqual([
        "must be one line, with no line breaks",
      ]);
    }
    expect(messages(text.safeParse("Serve\u0007Dinner"))).toEqual(["contains an invisible control character"]);
    for (const hidden of ["Ana\u202Eatad", "\u2067Ana\u2069", "An\u200Ba", "An\u00ADa"]) {
      expect(messages(text.safeParse(hidden)), JSON.stringify(hidden)).toEqual([
        "contains an invisible formatting or direction-changing character",
      ]);
    }
  });
});

describe("a paragraph", () => {
  it("keeps line breaks, as typed (a form's CR LF becomes LF)", () => {
    expect(paragraphText.parse("First line\r\n\r\nSecond\tline ")).toBe("First line\n\nSecond\tline");
  });

  it("refuses NUL, other control characters and direction overrides", () => {
    for (const broken of ["a\u0000b", "a\u0007b", "Thanks \u202Eeno\u202C", "a\ud800b"]) {
      expect(paragraphText.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
    }
    // Right-to-left writing keeps its marks.
    expect(paragraphText.parse("شكرا \u200F لك")).toBe("شكرا \u200F لك");
  });
});

describe("a link", () => {
  it("refuses the spellings a browser reads as another host", () => {
    for (const value of ["//evil.example/x", "/\\evil.example/x", "\\\\evil.example", "/\t/evil.example"]) {
      expect(messages(href.safeParse(value)), JSON.stringify(value)).toEqual([
        "must be a page of this site such as /groups, a web address such as https://example.org/sign-up, an e-mail address or a phone number",
      ]);
    }
    // Characters no one sees, which could make a link read as another than it is.
    for (const value of [
      "https://example.org/a\u0000b",
      "https://example.org/\u202Eexe.txt",
      "https://exa\u200Bmple.org/",
      "https://example.org/a\u0007",
      "mailto:a\u200B@example.org",
    ]) {
      expect(href.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(externalUrl.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    for (const value of ["/groups", "/impact-week#story", "https://example.org/a?b=c", "mailto:a@example.org"]) {
      expect(href.safeParse(value).success, value).toBe(true);
    }
  });
});

describe("dates", () => {
  it("refuses a year no calendar file or page can write", () => {
    for (const value of ["0000-01-01", "9999-12-31", "1999-12-31", "2100-01-01"]) {
      expect(messages(calendarDate.safeParse(value)), value).toEqual(["must be in a year from 2000 to 2099"]);
    }
    expect(calendarDate.safeParse("2026-11-24").success).toBe(true);
    expect(messages(newYorkTimestamp.safeParse("9999-12-31T08:00:00-05:00"))).toEqual([
      "must be in a year from 2000 to 2099",
    ]);
  });

  it("refuses an all-day event that does not run from one midnight to a later one", () => {
    const event = builtOutreachEvents.find((candidate) => candidate.allDay);
    if (!event) throw new Error("an all-day event is expected in the content");
    const oneMinute = { ...event, endsAt: event.startsAt.replace("T00:00:00", "T00:01:00") };
    expect(messages(outreachEventSchema.safeParse(oneMinute))).toEqual([
      "for an all-day event, must be midnight (12:00 AM) after the last day",
    ]);
    expect(outreachEventSchema.safeParse(event).success).toBe(true);
  });
});
