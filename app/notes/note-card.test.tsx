// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NoteCard, type ReviewNote } from "./note-card";

const note = (language: ReviewNote["language"], noteContent: string): ReviewNote => ({
  id: `note-${language}`,
  pastor: "pastor1",
  pastorName: "Pastor David Kim",
  noteContent,
  senderName: "Ana",
  senderEmail: "",
  language,
  createdAt: "2026-10-04T15:00:00.000Z",
  status: "pending",
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
  deliveryAttempts: 0,
  nextAttemptAt: null,
  lastError: null,
  deliveredAt: null,
  deliveredBy: null,
  sendingSince: null,
  resentAfterInterruption: 0,
  history: [],
});

/** The note the review page below shows. */
let shown: ReviewNote;
const ReviewPage = () => <NoteCard note={shown} csrfToken="t" sends={false} page={1} />;
const Stub = createRoutesStub([{ path: "/staff/notes", Component: ReviewPage }]);

function renderCard(note: ReviewNote) {
  shown = note;
  render(<Stub initialEntries={["/staff/notes"]} />);
}

describe("a note under review", () => {
  it("says the language it was written in when it is not English, and marks its text with it", async () => {
    renderCard(note("es", "Gracias por su oración"));
    expect(await screen.findByText(/written in Spanish/)).toBeTruthy();
    expect(screen.getByText("Gracias por su oración").getAttribute("lang")).toBe("es");
  });

  it("says nothing of language for a note written in English", async () => {
    renderCard(note("en", "Thank you for your prayers"));
    expect((await screen.findByText("Thank you for your prayers")).getAttribute("lang")).toBe("en");
    expect(screen.queryByText(/written in/)).toBeNull();
  });
});
