// Opens what the running site needs once, at start: the notes database and its outbox, staff
// sign-in with its server-side sessions, and the per-address limits. The server hands the result
// to every route (app/http/context.server.ts); tests open the same services on a temporary folder.
import { createRequestHandler, type ServerBuild } from "react-router";
import { openOutbox } from "~/notes/outbox.server";
import { DEFAULT_RETENTION_DAYS, startRetention } from "~/notes/retention.server";
import { hashAddress, keptSecret, openNoteService } from "~/notes/service.server";
import { pastorName } from "~/publishing/published-content";
import { createPublisher } from "~/publishing/publisher.server";
import { RevisionStore } from "~/publishing/revisions.server";
import { createReviewAuth } from "~/review/auth.server";
import type { Reviewer } from "~/review/passwords.server";
import type { StaffRoles } from "~/review/roles";
import { SqliteReviewSessions } from "~/review/sessions.server";
import type { SiteServices } from "./context.server";
import { createNoteLimiter, createSignInLimiter, type NoteLimits } from "./rate-limits.server";

export interface ServiceSettings {
  dataDir: string;
  noteLimits: NoteLimits;
  reviewers: Reviewer[];
  /** Who reviews notes and who edits content; by default every reviewer reviews notes and no one edits. */
  roles?: StaffRoles;
  /** The server build, which publishing renders pages with; without it nothing can be published. */
  build?: ServerBuild;
  mode?: string;
  /** Made once and kept in dataDir when not given. */
  addressHashSecret?: string;
  /** Made once and kept in dataDir when not given. */
  sessionSecret?: string;
  /** How approved notes are sent; without it they wait for hand delivery. */
  mail?: { smtpUrl: string; from: string };
  /** Days a delivered or rejected note is kept before it is erased (365 when not given). */
  noteRetentionDays?: number;
  log?: (line: string) => void;
}

export function openServices(settings: ServiceSettings): SiteServices & { close(): Promise<void> } {
  const addressSecret = keptSecret(settings.dataDir, "address-hash.secret", settings.addressHashSecret);
  const notes = openNoteService({ dataDir: settings.dataDir, secret: addressSecret, log: settings.log });
  const log = settings.log ?? ((line: string) => console.log(line));
  const publishing = createPublisher({
    revisions: new RevisionStore(notes.store.db),
    handler: settings.build && createRequestHandler(settings.build, settings.mode ?? "production"),
    log,
  });
  // Notes go out addressed by the pastor's name as the site shows it now.
  const outbox = openOutbox(notes.store, settings.mail, (id) => pastorName(publishing.current(), id));
  const retention = startRetention(notes.store, settings.noteRetentionDays ?? DEFAULT_RETENTION_DAYS, settings.log);
  const review = createReviewAuth({
    reviewers: settings.reviewers,
    secret: keptSecret(settings.dataDir, "session.secret", settings.sessionSecret),
    sessions: new SqliteReviewSessions(notes.store.db),
  });
  return {
    notes,
    outbox,
    retention,
    review,
    roles: settings.roles ?? {
      noteReviewers: settings.reviewers.map((reviewer) => reviewer.name),
      contentEditors: [],
    },
    publishing,
    noteLimiter: createNoteLimiter(settings.noteLimits),
    signInLimiter: createSignInLimiter(),
    clientHash: (address) => hashAddress(addressSecret, address),
    async close() {
      retention.stop();
      await outbox.stop();
      notes.close();
    },
  };
}
