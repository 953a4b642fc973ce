// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pastors } from "~/content/pastors";
import { shareNote } from "~/content/share-note";
import { formMessages } from "./messages";
import { NoteForm } from "./note-form";

const labels = shareNote.form;
const KEY = "0b8c6f3e-7a51-4d0e-9a55-3f7b8f0c1d22";

function fill() {
  fireEvent.change(screen.getByRole("combobox", { name: labels.pastorLabel }), { target: { value: "pastor3" } });
  fireEvent.change(screen.getByRole("textbox", { name: labels.noteLabel }), { target: { value: "Thank you" } });
}

describe("NoteForm", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the thanks for five seconds after a note is accepted", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    render(<NoteForm pastors={pastors.pastors} labels={shareNote.form} messages={formMessages("en")} noteKey={KEY} />);
    fill();
    fireEvent.submit(screen.getByRole("button", { name: labels.submitLabel }).closest("form") as HTMLFormElement);
    const thanks = await screen.findByText(labels.successMessage);
    // Let React run the effects of that render (they start the five-second timer).
    await act(async () => {});
    expect(fetch).toHaveBeenCalledWith("/api/submit-note", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      pastor: "pastor3",
      noteContent: "Thank you",
      senderName: "",
      senderEmail: "",
      noteKey: KEY,
    });
    // The fake clock also follows real time, so the check allows a little either side.
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(thanks).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(labels.successMessage)).toBeNull();
    // What was said stays, quietly, where the keyboard is, until a new note is begun.
    const sent = screen.getByText(labels.sentMessage);
    expect(sent.parentElement).toHaveFocus();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(sent).toBeInTheDocument();
    fireEvent.input(screen.getByRole("textbox", { name: labels.noteLabel }), { target: { value: "And" } });
    expect(screen.queryByText(labels.sentMessage)).toBeNull();
  });

  it("names its language only when it is not the site's first, and says how long to wait when refused for too many", async () => {
    const refusal = "Se enviaron demasiadas notas desde esta dirección. Podrás enviar otra en 12 minutos.";
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: refusal }), { status: 429 }));
    vi.stubGlobal("fetch", fetch);
    render(
      <NoteForm
        pastors={pastors.pastors}
        labels={shareNote.form}
        messages={formMessages("es")}
        language="es"
        noteKey={KEY}
      />,
    );
    fill();
    fireEvent.submit(screen.getByRole("button", { name: labels.submitLabel }).closest("form") as HTMLFormElement);
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      pastor: "pastor3",
      noteContent: "Thank you",
      senderName: "",
      senderEmail: "",
      noteKey: KEY,
      language: "es",
    });
  });

  it("sends a note again with its form's key after no answer, and the next note with the key the answer handed", async () => {
    const next = "5d1f0a2b-9c3e-4f6a-8b7d-1e2f3a4b5c6d";
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(new Response(JSON.stringify({ id: "x", nextKey: next }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    render(<NoteForm pastors={pastors.pastors} labels={shareNote.form} messages={formMessages("en")} noteKey={KEY} />);
    const form = () => screen.getByRole("button", { name: labels.submitLabel }).closest("form") as HTMLFormElement;
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
    await act(async () => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const keys = fetch.mock.calls.map((call) => JSON.parse(call[1].body).noteKey);
    expect(keys).toEqual([KEY, KEY, next]);
  });

  it("says a lost connection in the form's own language, not the browser's", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    render(
      <NoteForm
        pastors={pastors.pastors}
        labels={shareNote.form}
        messages={formMessages("es")}
        language="es"
        noteKey={KEY}
      />,
    );
    fill();
    fireEvent.submit(screen.getByRole("button", { name: labels.submitLabel }).closest("form") as HTMLFormElement);
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo enviar la nota");
  });
});
