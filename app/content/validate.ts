// Checks every content module against its schema, and that every image it names exists under
// public/. The build runs this (scripts/vite-content-validation.ts) and so does a unit test.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { about } from "./about";
import { accessibility } from "./accessibility";
import { analytics } from "./analytics";
import { baptism } from "./baptism";
import { bridgeApp } from "./bridge-app";
import { calendars } from "./calendars";
import { connect } from "./connect";
import { contact } from "./contact";
import { coreBeliefs } from "./core-beliefs";
import { coreValues } from "./core-values";
import { embeds } from "./embeds";
import { events } from "./events";
import { give } from "./give";
import { groups } from "./groups";
import { guest } from "./guest";
import { home } from "./home";
import { impactWeek } from "./impact-week";
import { jesus } from "./jesus";
import { keyDates } from "./key-dates";
import { kids } from "./kids";
import { leadership } from "./leadership";
import { map } from "./map";
import { media } from "./media";
import { navigation } from "./navigation";
import { next } from "./next";
import { notFound } from "./not-found";
import { outreach } from "./outreach";
import { outreachEvents } from "./outreach-events";
import { pastorInboxes } from "./pastor-inboxes.server";
import { pastors } from "./pastors";
import { privacy } from "./privacy";
import {
  aboutSchema,
  accessibilitySchema,
  analyticsSchema,
  baptismSchema,
  bridgeAppSchema,
  calendarsSchema,
  connectSchema,
  contactSchema,
  coreBeliefsSchema,
  coreValuesSchema,
  embedsSchema,
  eventsSchema,
  giveSchema,
  groupsSchema,
  guestSchema,
  homeSchema,
  impactWeekSchema,
  jesusSchema,
  keyDatesSchema,
  kidsSchema,
  leadershipSchema,
  mapSchema,
  mediaSchema,
  navigationSchema,
  nextSchema,
  notFoundSchema,
  outreachEventsSchema,
  outreachSchema,
  pastorInboxesSchema,
  pastorsSchema,
  privacySchema,
  serveSchema,
  serviceStatusSchema,
  shareNoteSchema,
  siteSchema,
  watchSchema,
  youthSchema,
} from "./schema";
import { serve } from "./serve";
import { serviceStatus } from "./service-status";
import { shareNote } from "./share-note";
import { site } from "./site";
import { watch } from "./watch";
import { youth } from "./youth";

export interface ContentEntry {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

export const contentEntries: ContentEntry[] = [
  { file: "site.ts", schema: siteSchema, data: site },
  { file: "share-note.ts", schema: shareNoteSchema, data: shareNote },
  { file: "analytics.ts", schema: analyticsSchema, data: analytics },
  { file: "navigation.ts", schema: navigationSchema, data: navigation },
  { file: "embeds.ts", schema: embedsSchema, data: embeds },
  { file: "map.ts", schema: mapSchema, data: map },
  { file: "media.ts", schema: mediaSchema, data: media },
  { file: "home.ts", schema: homeSchema, data: home },
  { file: "about.ts", schema: aboutSchema, data: about },
  { file: "core-beliefs.ts", schema: coreBeliefsSchema, data: coreBeliefs },
  { file: "core-values.ts", schema: coreValuesSchema, data: coreValues },
  { file: "not-found.ts", schema: notFoundSchema, data: notFound },
  { file: "bridge-app.ts", schema: bridgeAppSchema, data: bridgeApp },
  { file: "connect.ts", schema: connectSchema, data: connect },
  { file: "contact.ts", schema: contactSchema, data: contact },
  { file: "events.ts", schema: eventsSchema, data: events },
  { file: "give.ts", schema: giveSchema, data: give },
  { file: "guest.ts", schema: guestSchema, data: guest },
  { file: "jesus.ts", schema: jesusSchema, data: jesus },
  { file: "leadership.ts", schema: leadershipSchema, data: leadership },
  { file: "pastors.ts", schema: pastorsSchema, data: pastors },
  { file: "pastor-inboxes.server.ts", schema: pastorInboxesSchema, data: pastorInboxes },
  { file: "watch.ts", schema: watchSchema, data: watch },
  { file: "key-dates.ts", schema: keyDatesSchema, data: keyDates },
  { file: "groups.ts", schema: groupsSchema, data: groups },
  { file: "kids.ts", schema: kidsSchema, data: kids },
  { file: "youth.ts", schema: youthSchema, data: youth },
  { file: "baptism.ts", schema: baptismSchema, data: baptism },
  { file: "next.ts", schema: nextSchema, data: next },
  { file: "serve.ts", schema: serveSchema, data: serve },
  { file: "outreach.ts", schema: outreachSchema, data: outreach },
  { file: "impact-week.ts", schema: impactWeekSchema, data: impactWeek },
  { file: "outreach-events.ts", schema: outreachEventsSchema, data: outreachEvents },
  { file: "calendars.ts", schema: calendarsSchema, data: calendars },
  { file: "privacy.ts", schema: privacySchema, data: privacy },
  { file: "service-status.ts", schema: serviceStatusSchema, data: serviceStatus },
  { file: "accessibility.ts", schema: accessibilitySchema, data: accessibility },
];

function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`)).join("") || "(root)"
  );
}

/** Every `src` of an image object anywhere inside the value, with its field path. */
function imagePaths(value: unknown, path: PropertyKey[] = []): Array<{ src: string; path: PropertyKey[] }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => imagePaths(item, [...path, i]));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.src === "string" && typeof record.width === "number"
        ? [{ src: record.src, path: [...path, "src"] }]
        : [];
    return [
      ...own,
      ...Object.entries(record).flatMap(([key, child]) => (key === "src" ? [] : imagePaths(child, [...path, key]))),
    ];
  }
  return [];
}

/** Returns one readable message per problem, naming file and field; an empty list means valid. */
export function validateContent(entries: ContentEntry[] = contentEntries, publicDir?: string): string[] {
  const problems: string[] = [];
  for (const { file, schema, data } of entries) {
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`app/content/${file}: ${fieldPath(issue.path)}: ${issue.message}`);
      }
    }
    if (publicDir) {
      for (const { src, path } of imagePaths(data)) {
        if (!existsSync(join(publicDir, src))) {
          problems.push(`app/content/${file}: ${fieldPath(path)}: image ${src} does not exist in public/`);
        }
      }
    }
  }
  return problems;
}
