// Publishing staff edits in the running server. What the site shows is worked out from the database
// alone: the build's values with each item's revision published last (revisions.server.ts). An
// instance keeps that content and renders each page, its .data file and the calendars from it when
// first asked for, keeping them until the content changes (render-site.server.ts).
//
// A publish checks that the pages showing the item render with the new value, then marks the revision published in
// one transaction: every page shows it, or none does. Each instance learns of a publish at once from
// PostgreSQL's NOTIFY (watch-publishes.server.ts) and, should that be missed, from a look every two
// seconds. The same look publishes the scheduled revisions whose time has come, whichever instance
// looks first and after a restart too; and a list item shown from or until a moment appears or
// leaves then, since the kept pages are dropped at that moment (docs/decisions/0025).
import type { RequestHandler } from "react-router";
import { type Language, pathIn } from "~/content-model/languages";
import type { SiteDatabase } from "~/db/database.server";
import { lookLoop } from "~/lib/look-loop";
import { nextChangeAfter } from "~/lib/shown-between";
import { keptPaths } from "~/pages";
import type { PublishedContent } from "~/published/content";
import { factValues } from "~/published/facts";
import { bringForward, EARLIER_ITEMS } from "./bring-forward";
import { collisionsInWords } from "./describe-changes";
import { DraftStore } from "./drafts.server";
import { checkContent, scheduleProblem } from "./edit-checks";
import { type EditableItem, editableItem, editableItems } from "./editable-items";
import { builtContentIn, type SourcesShown, shownInLanguage, sourcesOfItem } from "./in-language.server";
import { mergeChanges } from "./merge-changes";
import type { Publisher, PublishOptions, PublishResult, Unfit } from "./publisher";
import { type KeptAnswers, siteRenderer } from "./render-site.server";
import type { Applied, DueRevision, Revision, RevisionStore } from "./revisions.server";
import { type Listen, watchPublishes } from "./watch-publishes.server";

const ABANDONED = "you left before it was finished; your change is kept in the history, unpublished";
const SUPERSEDED = "a newer change to it was published first; yours is kept in the history, unpublished";
/** The longest an instance goes without looking for publishes it was not told of, and for scheduled ones. */
const LOOK_EVERY_MS = 2_000;

// The value has passed the item's schema (the editor checks it first).
const withItem = (values: PublishedContent, item: EditableItem, data: unknown): PublishedContent =>
  ({ ...values, [item.key]: data }) as PublishedContent;

/**
 * What in `content` does not fit its item once the facts it names in braces are filled in, item by
 * item: a fact is checked wherever it is used, not only in the item that changed it.
 */
function filledProblems(content: PublishedContent): string[] {
  const facts = factValues(content);
  return editableItems.flatMap((item) => {
    const checked = checkContent(item.schema, content[item.key], facts);
    return checked.ok ? [] : checked.problems.map((problem) => `${item.title}, ${problem.label}: ${problem.message}`);
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Publishes the scheduled revisions that are due, each on top of what the site shows now. */
async function publishDue(
  revisions: RevisionStore,
  shownNow: PublishedContent,
  built: PublishedContent,
  log: (line: string) => void,
) {
  const { published, held } = await revisions.publishDue(new Date(), (due, stored) =>
    applyScheduled(shownNow, built, due, stored),
  );
  if (published.length > 0) log(JSON.stringify({ event: "content-published", revisions: published }));
  if (held.length > 0) log(JSON.stringify({ event: "content-schedule-held", revisions: held }));
}

/** What `next` gets wrong that `now` does not. */
function newlyBroken(now: PublishedContent, next: PublishedContent): string[] {
  const before = new Set(filledProblems(now));
  return filledProblems(next).filter((problem) => !before.has(problem));
}

/**
 * What is published: the build's values with each item's latest revision, brought forward to its
 * item's shape today. One that no longer fits is left out (the build's value shows), and the log
 * and the editor's front page (`unfit`) say so, rather than the server not starting.
 */
function readPublished(latest: readonly Revision[], built: PublishedContent, log: (line: string) => void) {
  // The revision published last of each item, whichever name its item had then.
  const shownOf = editableItems.flatMap((item) => {
    const revision = latest
      .filter((candidate) => candidate.item === item.slug || EARLIER_ITEMS[candidate.item] === item.slug)
      .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? "") || b.id - a.id)[0];
    return revision ? [{ item, revision }] : [];
  });
  let content = built;
  const unfit: Unfit[] = [];
  const notApplied = (item: EditableItem, revision: Revision, problems: string[]) => {
    log(JSON.stringify({ event: "content-not-applied", item: item.slug, revision: revision.id }));
    unfit.push({ item, revision, problems });
  };
  for (const { item, revision } of shownOf) {
    const brought = bringForward(item, revision.item, revision.data, content);
    if (brought.ok) content = withItem(content, item, brought.value);
    else notApplied(item, revision, brought.problems);
  }
  // A fact changed by another item (a scheduled change, or one from before this check) can make an
  // item's links or dates wrong once filled in: that item shows its built values, and is listed.
  const facts = factValues(content);
  for (const { item, revision } of shownOf) {
    if (unfit.some((each) => each.item === item)) continue;
    const checked = checkContent(item.schema, content[item.key], facts);
    if (checked.ok) continue;
    const problems = checked.problems.map((problem) => `${problem.name}: ${problem.message}`);
    notApplied(item, revision, problems);
    content = withItem(content, item, built[item.key]);
  }
  const shown = new Map(shownOf.map(({ item, revision }) => [item.slug, revision.id]));
  // Which words each shown revision of another language wrote itself (localized.ts).
  const sources: SourcesShown = new Map(
    shownOf
      .filter(({ item }) => !unfit.some((each) => each.item === item))
      .map(({ item, revision }) => [item.key, revision.wordsFrom]),
  );
  return { content, unfit, shown, sources };
}

/**
 * A scheduled revision at its time: what it changed from the value it was scheduled against, on
 * top of what is published now; held back, with the fields' labels, when one of them was changed
 * differently since, or when the two together would not fit the item.
 */
function applyScheduled(
  shownNow: PublishedContent,
  built: PublishedContent,
  due: DueRevision,
  published: unknown | undefined,
): Applied {
  const item = editableItem(due.item);
  if (due.base === null || !item) return { value: due.data };
  const current = published ?? built[item.key];
  const merged = mergeChanges(due.base, current, due.data);
  if ("collided" in merged) {
    const labels = collisionsInWords(item.schema, current, due.data, merged.collided).map(({ label }) => label);
    return { held: [...new Set(labels)] };
  }
  const checked = checkContent(item.schema, merged.value, factValues(withItem(shownNow, item, merged.value)));
  if (!checked.ok) return { held: checked.problems.map((problem) => `${problem.label}: ${problem.message}`) };
  return { value: merged.value };
}

/** The answers of what the site shows, made again when its content changes or a moment passes. */
function answersOf(renderer: ReturnType<typeof siteRenderer>, content: () => PublishedContent) {
  let kept: { of: PublishedContent; answers: KeptAnswers; until: number } | undefined;
  return (path: string) => {
    const at = Date.now();
    const shown = content();
    if (!kept || kept.of !== shown || at >= kept.until) {
      const until = nextChangeAfter(shown, at) ?? Number.POSITIVE_INFINITY;
      kept = { of: shown, answers: renderer.answers(shown, at), until };
    }
    return kept.answers(path);
  };
}

/**
 * The pages a publish of the item renders first: the kept pages that show it (those rendered for each
 * visit are rendered with the server's services, which a check has not), or else the home page,
 * whose frame every page shares.
 */
const pagesShowing = (item: EditableItem, language: Language) => {
  const paths = item.shownOn.map(({ path }) => path).filter((path) => keptPaths.includes(path));
  return (paths.length > 0 ? paths : ["/"]).map((path) => pathIn(path, language));
};

/** One publisher per language, each with its own revisions, drafts, schedule and kept answers. */
export type Publishers = Readonly<Record<Language, Publisher>>;

export interface PublisherSettings {
  /** The revisions of the language it publishes (RevisionStore(database, language)). */
  revisions: RevisionStore;
  /** Where other instances' publishes are heard of (PostgreSQL). */
  database: SiteDatabase;
  /** React Router's request handler for the server build (createRequestHandler); without it nothing renders. */
  handler?: RequestHandler;
  log: (line: string) => void;
  /** How often to look for publishes and scheduled revisions, besides being told of them. */
  pollMs?: number;
  /** For a language other than the default: what the default language shows, which its words go on top of. */
  shared?: () => PublishedContent;
  /** How it hears of publishes on other instances: one listener an instance's publishers share (server/services.ts). */
  listen?: Listen;
}

/** What a publisher knows before it has read what is published: the built values. */
const nothingRead = (built: PublishedContent) => ({
  content: built,
  version: 0,
  unfit: [] as Unfit[],
  shown: new Map<string, number>(),
  sources: new Map() as SourcesShown,
});

/** The sources of what is shown, with an item's replaced by those of a value about to be. */
const withSources = (sources: SourcesShown, item: EditableItem, wordsFrom: unknown): SourcesShown =>
  wordsFrom === undefined ? sources : new Map([...sources, [item.key, wordsFrom]]);

/**
 * Publishing a saved revision, checked first: one check at a time here, so many at once cost no
 * more memory than one, and the same revision sent twice is published once.
 */
function checkedPublishing({
  revisions,
  renderer,
  language,
  log,
  load,
  current,
  shownWith,
}: {
  revisions: RevisionStore;
  renderer: ReturnType<typeof siteRenderer>;
  language: Language;
  log: (line: string) => void;
  load: () => Promise<void>;
  current: () => PublishedContent;
  shownWith: (item: EditableItem, data: unknown, wordsFrom: unknown) => PublishedContent;
}) {
  /** Publishes under way here, by revision: the same revision sent twice is published once. */
  const underWay = new Map<number, Promise<PublishResult>>();
  /** The publish being checked now: one at a time here, so many at once cost no more memory than one. */
  let checking: Promise<unknown> = Promise.resolve();

  /** Checks that the pages showing the item render with the value, then publishes the revision that holds it. */
  function publishSaved(item: EditableItem, data: unknown, revision: number, author: string, options: PublishOptions) {
    const { signal, onTopOf, wordsFrom } = options;
    const running = underWay.get(revision);
    if (running) return running;
    const started = Date.now();
    const run = async (): Promise<PublishResult> => {
      try {
        // The same form sent twice: the first may have published it since this one was saved.
        if ((await revisions.get(revision))?.publishedAt) return { ok: true, revision };
        await load();
        const next = shownWith(item, data, wordsFrom);
        const broken = newlyBroken(current(), next);
        if (broken.length > 0) throw new Error(`with it, facts filled in would break ${broken.join("; ")}`);
        await renderer.check(next, pagesShowing(item, language), signal);
        signal?.throwIfAborted();
        const published = await revisions.markPublished([revision], new Date(), { onTopOf });
        if (published.length === 0 && !(await revisions.get(revision))?.publishedAt) {
          if (onTopOf !== undefined) return { ok: false, moved: true };
          throw new Error(SUPERSEDED);
        }
        await load();
        const ms = Date.now() - started;
        log(JSON.stringify({ event: "content-published", item: item.slug, language, revision, author, ms }));
        return { ok: true, revision };
      } catch (error) {
        const reason = signal?.aborted ? ABANDONED : messageOf(error);
        log(JSON.stringify({ event: "content-publish-failed", item: item.slug, language, revision, reason }));
        return { ok: false, error: reason };
      } finally {
        underWay.delete(revision);
      }
    };
    const publishing = checking.then(run, run);
    checking = publishing;
    underWay.set(revision, publishing);
    return publishing;
  }
  return publishSaved;
}

export function createPublisher({
  revisions,
  database,
  handler,
  log,
  pollMs = LOOK_EVERY_MS,
  shared,
  listen = (changed) => watchPublishes(database, changed, log),
}: PublisherSettings): Publisher {
  const { language } = revisions;
  const built = builtContentIn(language);
  /** What the language published: its content, how far through publication, and the revisions that did not fit. */
  let live = nothingRead(built);
  /** What the site shows in the language: what it published, with its words on the default language's. */
  const shownFrom = shownInLanguage(language, shared);
  const current = () => shownFrom(live.content, live.sources);
  /** What the site would show with this value of an item. */
  const shownWith = (item: EditableItem, data: unknown, wordsFrom: unknown) =>
    shownFrom(withItem(live.content, item, data), withSources(live.sources, item, wordsFrom));
  const renderer = siteRenderer(handler, language);
  const answer = answersOf(renderer, current);
  let stopListening: () => Promise<void> = async () => {};

  /** Reads what is published, when another version has been (readPublished). */
  async function load(): Promise<void> {
    const { version, latest } = await revisions.published();
    if (version === live.version) return;
    const { content, unfit, shown, sources } = readPublished(latest, built, log);
    // Another load may have read a newer version meanwhile.
    if (version < live.version) return;
    live = { content, version, unfit, shown, sources };
  }

  /** Publishes what is due and loads what others published; the loop looks again at the next due moment or in `pollMs`. */
  const loop = lookLoop(
    async () => {
      try {
        await publishDue(revisions, live.content, built, log);
        await load();
      } catch (error) {
        log(JSON.stringify({ event: "content-look-failed", reason: messageOf(error) }));
      }
    },
    () => revisions.nextScheduled(),
    pollMs,
  );

  const publishSaved = checkedPublishing({ revisions, renderer, language, log, load, current, shownWith });

  return {
    language,
    revisions,
    drafts: new DraftStore(database, language),
    built,
    current,
    shown: (item) => live.shown.get(item.slug) ?? 0,
    refresh: () => load(),
    unfit: () => live.unfit,
    answer,

    async publish(item, data, author, options = {}) {
      const { restoredFrom, basedOn, wordsFrom } = options;
      const saved = await revisions.save(item.slug, data, author, new Date(), { restoredFrom, basedOn, wordsFrom });
      if ("saved" in saved) return publishSaved(item, data, saved.saved, author, options);
      const newest = saved.newer;
      // The same value sent again (a second press of Publish) publishes the first's revision, once.
      if (JSON.stringify(newest.data) !== JSON.stringify(data)) return { ok: false, conflict: newest };
      if (newest.publishedAt) return { ok: true, revision: newest.id };
      return publishSaved(item, data, newest.id, author, options);
    },

    async schedule(item, data, author, at, { basedOn, base: given, wordsFrom } = {}) {
      const problem = scheduleProblem(at, new Date());
      if (problem) return { ok: false, error: `The time to publish at ${problem}.` };
      // Kept with it: at its time, only what it changes from this goes out (merge-changes.ts).
      await load();
      const base = given === undefined ? live.content[item.key] : given;
      const kept = { basedOn, publishAt: at, base, wordsFrom };
      const saved = await revisions.save(item.slug, data, author, new Date(), kept);
      if ("newer" in saved) return { ok: false, conflict: saved.newer };
      log(JSON.stringify({ event: "content-scheduled", item: item.slug, revision: saved.saved, at: at.toISOString() }));
      await loop.arm();
      return { ok: true, revision: saved.saved, scheduled: at.toISOString() };
    },

    async withdraw(item, revision) {
      const withdrawn = await revisions.withdraw(item.slug, revision, new Date());
      if (withdrawn) log(JSON.stringify({ event: "content-schedule-withdrawn", revision }));
      await loop.arm();
      return withdrawn;
    },

    wouldBreak: (item, data, wordsFrom) => newlyBroken(current(), shownWith(item, data, wordsFrom)),
    wordSources: (item) => sourcesOfItem(language, live.sources, item.key),
    renderWith: (path, values, cspNonce) => renderer.render(path, values, cspNonce),

    async start() {
      await loop.start();
      stopListening = listen(() => void loop.look());
    },

    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}
