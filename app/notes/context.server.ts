// What the server hands to the routes that take and show notes, through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { NoteLimiter } from "./note-limiter.server";
import type { Outbox } from "./outbox.server";
import type { Retention } from "./retention.server";
import type { NoteService } from "./service.server";

export interface NotesServices {
  notes: NoteService;
  /** Sends approved notes to the pastors. */
  outbox: Outbox;
  /** Erases delivered and rejected notes after their retention period. */
  retention: Retention;
  limiter: NoteLimiter;
}

/** Null where a page is rendered without the server's services (a kept answer, a publish's check). */
export const notesContext = createContext<NotesServices | null>(null);

/** The note services; 503 while they are not running (never the case in production). */
export function notesServices(context: Readonly<RouterContextProvider>): NotesServices {
  const services = context.get(notesContext);
  if (!services) throw data("The note service is not running.", { status: 503 });
  return services;
}
