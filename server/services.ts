// Opens what the running site needs once, at start, and wires it together: the database (SQLite or
// PostgreSQL), the note service with its outbox, retention and limits, staff sign-in with its
// sessions and lockout, publishing, and the photos staff upload. The server hands each part to the routes through its own
// context (server/app.ts); tests open the same services on a temporary folder or database.
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { site } from "~/content/site";
import { defaultLanguage, type Language, languageCodes } from "~/content-model/languages";
import { siteUrl } from "~/content-model/site-url";
import { openDatabase, type SiteDatabase } from "~/db/database.server";
import { sweepRateLimits } from "~/db/rate-limiter.server";
import { type RequestFacts, requestContext } from "~/http/context.server";
import { smtpSender } from "~/lib/smtp.server";
import { mediaContext } from "~/media/context.server";
import { PhotoStore } from "~/media/photo-store.server";
import { createPhotos, type Photos } from "~/media/photos.server";
import { type NotesServices, notesContext } from "~/notes/context.server";
import { createNoteLimiter, type NoteLimits } from "~/notes/note-limiter.server";
import { openOutbox } from "~/notes/outbox.server";
import { DEFAULT_RETENTION_DAYS, startRetention } from "~/notes/retention.server";
import { createNoteService, hashAddress } from "~/notes/service.server";
import { DatabaseNoteStore } from "~/notes/store.server";
import { shownContent } from "~/published/content";
import { publishedContext } from "~/published/context.server";
import { publishingContext } from "~/publishing/context.server";
import type { Publisher } from "~/publishing/publisher";
import { createPublisher, type Publishers } from "~/publishing/publisher.server";
import { RevisionStore } from "~/publishing/revisions.server";
import { sharedListener } from "~/publishing/watch-publishes.server";
import { StaffAccounts } from "~/staff/accounts.server";
import { StaffActivity } from "~/staff/activity.server";
import { createStaffAuth } from "~/staff/auth.server";
import { type StaffServices, staffContext } from "~/staff/context.server";
import { StaffLinks } from "~/staff/links.server";
import { createPasskeys } from "~/staff/passkeys.server";
import { DEFAULT_COST, type ScryptCost } from "~/staff/passwords.server";
import { createResetLimiter } from "~/staff/reset-limiter.server";
import type { StaffRole } from "~/staff/roles";
import { SecurityChanges } from "~/staff/security-changes.server";
import { createSecurityNotices } from "~/staff/security-notices.server";
import { DatabaseStaffSessions } from "~/staff/sessions.server";
import { createSignInLimiter } from "~/staff/sign-in-limiter.server";
import { createStaffService } from "~/staff/staff.server";
import { type OldStaffSettings, takeOverOldStaffSettings } from "~/staff/takeover.server";
import { createTwoStep } from "~/staff/two-step.server";
import { keptSecret } from "./secrets";

export interface ServiceSettings {
  dataDir: string;
  /** postgres://…: every instance shares PostgreSQL; unset, SQLite in dataDir. */
  databaseUrl?: string;
  noteLimits: NoteLimits;
  /** Staff named by the settings used before accounts were kept in the database, taken over once. */
  oldStaff?: OldStaffSettings;
  /** Whose roles require two-step sign-in (administrators when not given). */
  twoStepRequiredFor?: StaffRole[];
  /** Where staff open the staff area, which passkeys are made for; the site's address when not given. */
  passkeyOrigin?: string;
  /** The cost of staff passwords' hashes; lower only in tests. */
  passwordCost?: ScryptCost;
  /** The server build, which publishing renders pages with; without it nothing can be published. */
  build?: ServerBuild;
  /** In place of the build's: what renders a page (tests give a stand-in). */
  handler?: RequestHandler;
  mode?: string;
  /** Made once and kept in dataDir when not given (one instance only). */
  addressHashSecret?: string;
  /** Made once and kept in dataDir when not given (one instance only). */
  sessionSecret?: string;
  /** How approved notes are sent; without it they wait for hand delivery. */
  mail?: { smtpUrl: string; from: string };
  /** Days a delivered or rejected note is kept before it is erased (365 when not given). */
  noteRetentionDays?: number;
  /** How often other instances' publishes are looked for, besides being told of them. */
  publishPollMs?: number;
  log?: (line: string) => void;
}

export interface SiteServices {
  database: SiteDatabase;
  notes: NotesServices;
  staff: StaffServices;
  /** One publisher per language (content-model/languages.ts). */
  publishing: Publishers;
  /** The photos staff upload, kept in the database. */
  photos: Photos;
  close(): Promise<void>;
}

export async function openServices(settings: ServiceSettings): Promise<SiteServices> {
  const log = settings.log ?? ((line: string) => console.log(line));
  const database = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  const addressSecret = keptSecret(settings.dataDir, "address-hash.secret", settings.addressHashSecret);
  const store = new DatabaseNoteStore(database);
  const accounts = new StaffAccounts(database);
  if (settings.oldStaff) await takeOverOldStaffSettings(accounts, settings.oldStaff, log);
  const passwordCost = settings.passwordCost ?? DEFAULT_COST;
  const sessionSecret = keptSecret(settings.dataDir, "session.secret", settings.sessionSecret);
  const handler =
    settings.handler ?? (settings.build && createRequestHandler(settings.build, settings.mode ?? "production"));
  // One connection listens for publishes on other instances, for every language's publisher.
  const listen = sharedListener(database, log);
  const publisherIn = (language: Language, shared?: Publisher) =>
    createPublisher({
      database,
      revisions: new RevisionStore(database, language),
      handler,
      log,
      pollMs: settings.publishPollMs,
      shared: shared && (() => shared.current()),
      listen,
    });
  // Every other language's words go on top of what the default language shows.
  const first = publisherIn(defaultLanguage);
  const publishing = Object.fromEntries(
    languageCodes.map((language) => [language, language === defaultLanguage ? first : publisherIn(language, first)]),
  ) as Publishers;
  // Notes go out addressed by the pastor's name as the site shows it now.
  const outbox = openOutbox(store, settings.mail, () => shownContent(publishing[defaultLanguage].current()));
  const retention = startRetention(store, settings.noteRetentionDays ?? DEFAULT_RETENTION_DAYS, settings.log);
  const clientHash = (address: string) => hashAddress(addressSecret, address);
  const staffMail = settings.mail && { sender: smtpSender(settings.mail.smtpUrl), from: settings.mail.from };
  const stopSweeping = sweepRateLimits(database, log);
  return {
    database,
    notes: {
      notes: createNoteService({ store, secret: addressSecret, log: settings.log }),
      outbox,
      retention,
      limiter: createNoteLimiter(database, settings.noteLimits),
    },
    staff: {
      auth: createStaffAuth({
        accounts,
        secret: sessionSecret,
        sessions: new DatabaseStaffSessions(database.db),
        passwordCost,
      }),
      staff: createStaffService({
        accounts,
        links: new StaffLinks(database.db),
        activity: new StaffActivity(database.db),
        mail: staffMail,
        passwordCost,
        log,
      }),
      notices: createSecurityNotices({
        accounts,
        changes: new SecurityChanges(database.db),
        mail: staffMail,
        log,
      }),
      signInLimiter: createSignInLimiter(database),
      resetLimiter: createResetLimiter(database),
      twoStep: createTwoStep({ secret: sessionSecret, issuer: site.name }),
      passkeys: createPasskeys({
        db: database.db,
        secret: sessionSecret,
        origin: settings.passkeyOrigin ?? new URL(siteUrl).origin,
        siteName: site.name,
      }),
      twoStepRequiredFor: settings.twoStepRequiredFor ?? ["admin"],
      clientHash,
    },
    publishing,
    photos: createPhotos(new PhotoStore(database)),
    async close() {
      stopSweeping();
      await retention.stop();
      await outbox.stop();
      await Promise.all(Object.values(publishing).map((publisher) => publisher.stop()));
      await database.close();
    },
  };
}

/** What every route is rendered with: each service's own context, and the facts of one request. */
export function routeContext(services: SiteServices, request: RequestFacts): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [notesContext, services.notes],
      [staffContext, services.staff],
      [publishingContext, services.publishing],
      [mediaContext, services.photos],
      [requestContext, request],
      // Pages rendered for each visit show what staff have published in their language, as the kept ones do.
      [publishedContext, services.publishing[request.language].current()],
    ]),
  );
}
