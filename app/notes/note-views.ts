// The four lists of the review page, in the order staff work through them.
import type { NoteStatus } from "~/notes/note-store";

export const PAGE_SIZE = 50;
export const REASON_MAX_LENGTH = 200;

export const noteViews: { status: NoteStatus; label: string; empty: string }[] = [
  {
    status: "pending",
    label: "Waiting for review",
    empty: "No notes are waiting. New notes appear here as they arrive.",
  },
  { status: "approved", label: "Approved, not yet delivered", empty: "No approved notes are waiting to be delivered." },
  { status: "delivered", label: "Delivered", empty: "No notes have been delivered yet." },
  { status: "rejected", label: "Rejected", empty: "No notes have been rejected." },
];

export function parseStatus(value: string | null): NoteStatus {
  return noteViews.find((view) => view.status === value)?.status ?? "pending";
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function reviewHref(status: NoteStatus, page = 1): string {
  const params = new URLSearchParams({ status });
  if (page > 1) params.set("page", String(page));
  return `/staff/notes?${params}`;
}
