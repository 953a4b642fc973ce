// @vitest-environment jsdom
// The form as the server draws it, and its element (app/behaviours/note-form.ts) answering in place.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pastors } from "~/content/pastors";
import { shareNote } from "~/content/share-note";
import type { Language } from "~/content-model/languages";
import { formMessages, noteMessages } from "./messages";
import { type NoteActionResult, NoteForm } from "./note-form";

const labels = shareNote.form;
const KEY = "0b8c6f3e-7a51-4d0e-9a55-3f7b8f0c1d22";

/** Puts the server's markup on the page, where the element takes it over. */
function draw(language: Language = "en", serverResult?: NoteActionResult) {
  document.body.innerHTML = renderToStaticMarkup(
    <NoteForm
      pastors={pastors.pastors}
      labels={labels}
      messages={formMessages(language)}
      language={language}
      noteKey={KEY}
      serverResult={serverResult}
    />,
  );
}

const form = () => screen.getByRole("button", { name: labels.submitLabel }).closest("form") as HTMLFormElement;

function fill() {
  fireEvent.change(screen.getByRole("combobox", { name: labels.pastorLabel }), { target: { value: "pastor3" } });
  fireEvent.change(screen.getByRole("textbox", { name: labels.noteLabel }), { target: { value: "Thank you" } });
}

describe("the note form's element", () => {
  beforeAll(async () => {
    await import("~/behaviours/note-form");
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("shows the thanks for five seconds after a note is accepted, then a quiet line until a new note is begun", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    draw();
    fill();
    fireEvent.submit(form());
    const thanks = await screen.findByText(labels.successMessage);
    expect(fetch).toHaveBeenCalledWith("/api/submit-note", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      pastor: "pastor3",
      noteContent: "Thank you",
      senderName: "",
      senderEmail: "",
      noteKey: KEY,
    });
    expect(screen.getByRole("textbox", { name: labels.noteLabel })).toHaveValue("");
    expect(thanks.parentElement).toHaveFocus();
    // The fake clock also follows real time, so the check allows a little either side.
    vi.advanceTimersByTime(4900);
    expect(thanks).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(screen.queryByText(labels.successMessage)).toBeNull();
    const sent = screen.getByText(labels.sentMessage);
    expect(sent.parentElement).toHaveFocus();
    vi.advanceTimersByTime(60_000);
    expect(sent).toBeInTheDocument();
    fireEvent.input(screen.getByRole("textbox", { name: labels.noteLabel }), { target: { value: "And" } });
    expect(screen.queryByText(labels.sentMessage)).toBeNull();
  });

  it("says Sending… on a button that keeps its focus while it waits, and sends a note once however often it is pressed", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    draw();
    fill();
    const button = screen.getByRole("button", { name: labels.submitLabel });
    button.focus();
    const sending = form();
    fireEvent.submit(sending);
    await waitFor(() => expect(button).toHaveTextContent(labels.submittingLabel));
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    // Enter pressed in a field meanwhile, and the button pressed again.
    fireEvent.submit(sending);
    fireEvent.click(button);
    answer(new Response('{"id":"x"}', { status: 201 }));
    await screen.findByText(labels.successMessage);
    expect(button).toHaveTextContent(labels.submitLabel);
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps what is typed while a note is on its way, and empties only what was sent", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    draw();
    fill();
    const note = screen.getByRole("textbox", { name: labels.noteLabel });
    const button = screen.getByRole("button", { name: labels.submitLabel });
    fireEvent.submit(form());
    await waitFor(() => expect(button).toHaveTextContent(labels.submittingLabel));
    fireEvent.input(note, { target: { value: "Thank you, and one more thing" } });
    answer(new Response('{"id":"x"}', { status: 201 }));
    await screen.findByText(labels.successMessage);
    expect(note).toHaveValue("Thank you, and one more thing");
    expect(screen.getByRole("combobox", { name: labels.pastorLabel })).toHaveValue("");
  });

  it("names its language only when it is not the site's first, and says how long to wait when refused for too many", async () => {
    const refusal = "Se enviaron demasiadas notas desde esta dirección. Podrás enviar otra en 12 minutos.";
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: refusal }), { status: 429 }));
    vi.stubGlobal("fetch", fetch);
    draw("es");
    fill();
    fireEvent.submit(form());
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      pastor: "pastor3",
      noteContent: "Thank you",
      senderName: "",
      senderEmail: "",
      noteKey: KEY,
      language: "es",
    });
    // What was written stays, to be sent again.
    expect(screen.getByRole("textbox", { name: labels.noteLabel })).toHaveValue("Thank you");
  });

  it("sends a note again with its form's key after no answer, and the next note with the key the answer handed", async () => {
    const next = "5d1f0a2b-9c3e-4f6a-8b7d-1e2f3a4b5c6d";
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(new Response(JSON.stringify({ id: "x", nextKey: next }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    draw();
    fill();
    fireEvent.submit(form());
    await screen.findByRole("alert");
    fireEvent.submit(form());
    await screen.findByText(labels.successMessage);
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ id: "y", nextKey: "unused-after-this-one" }), { status: 201 }),
    );
    fill();
    fireEvent.submit(form());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const keys = fetch.mock.calls.map((call) => JSON.parse(call[1].body).noteKey);
    expect(keys).toEqual([KEY, KEY, next]);
  });

  it("says a lost connection in the form's own language, not the browser's", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    draw("es");
    fill();
    fireEvent.submit(form());
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo enviar la nota");
  });

  it("says every field's problem at once, and unmarks a field as soon as it is changed", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    draw();
    const say = formMessages("en");
    const pastor = screen.getByRole("combobox", { name: labels.pastorLabel });
    const note = screen.getByRole("textbox", { name: labels.noteLabel });
    const email = screen.getByRole("textbox", { name: labels.emailLabel });
    // A note of zero-width spaces shows nothing: it is as blank as one of spaces.
    fireEvent.change(note, { target: { value: "\u200b\u200b" } });
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.submit(form());
    expect(await screen.findByRole("alert")).toHaveTextContent(say.missingRequired);
    expect(pastor).toHaveAttribute("aria-invalid", "true");
    expect(pastor).toHaveAccessibleDescription(say.choosePastor);
    expect(note).toHaveAccessibleDescription(`${say.writeNote} ${labels.reviewHint}`);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(new RegExp(`^${noteMessages.en.invalidEmail}`));

    fireEvent.input(pastor, { target: { value: "pastor3" } });
    expect(pastor).not.toHaveAttribute("aria-invalid");
    expect(pastor).not.toHaveAttribute("aria-describedby");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    fireEvent.input(note, { target: { value: "Thank you" } });
    expect(note).toHaveAccessibleDescription(labels.reviewHint);
    fireEvent.input(email, { target: { value: "ana@example.org" } });
    // The last problem put right takes the message above the form with it.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes over the server's answer to a post sent without it: the thanks gives way to the quiet line", async () => {
    draw("en", { status: "success" });
    const thanks = screen.getByText(labels.successMessage);
    expect(thanks.parentElement).toHaveFocus();
    vi.advanceTimersByTime(5100);
    expect(screen.queryByText(labels.successMessage)).toBeNull();
    expect(screen.getByText(labels.sentMessage)).toBeInTheDocument();
  });
});
