import { describe, expect, it } from "vitest";
import { words as groups } from "~/content/es/groups";
import { describeStart, zoneTable } from "~/lib/weekly-service";
import { countLabel } from "~/published/small-groups";
import { pageWords } from "./page-words";

describe("the live-service line in Spanish", () => {
  const zone = "America/New_York";
  const table = zoneTable(zone, new Date("2026-01-01T00:00:00Z"));
  const words = pageWords.es.serviceStart;
  const sunday = new Date("2026-01-18T10:30:00-05:00");

  it("names the day, the church's clock in words, not EST, and how long until it starts, with or without the page's zone table", () => {
    for (const known of [table, undefined]) {
      const at = (now: string) => describeStart(sunday, new Date(now), zone, known, words);
      expect(at("2026-01-16T09:00:00-05:00")).toEqual({
        when: "el domingo a las 10:30 a.m. hora del Este",
        relative: "en 2 días",
      });
      expect(at("2026-01-17T20:00:00-05:00")).toEqual({
        when: "mañana a las 10:30 a.m. hora del Este",
        relative: "en 15 horas",
      });
      expect(at("2026-01-18T10:29:00-05:00")).toEqual({
        when: "hoy a las 10:30 a.m. hora del Este",
        relative: "en 1 minuto",
      });
    }
  });

  it("names the zone the same in summer, not EDT", () => {
    const july = new Date("2026-07-19T10:30:00-04:00");
    expect(describeStart(july, new Date("2026-07-17T09:00:00-04:00"), zone, table, words).when).toBe(
      "el domingo a las 10:30 a.m. hora del Este",
    );
  });

  it("says one o'clock in the singular", () => {
    const one = new Date("2026-01-18T13:00:00-05:00");
    expect(describeStart(one, new Date("2026-01-18T12:00:00-05:00"), zone, table, words)).toEqual({
      when: "hoy a la 1:00 p.m. hora del Este",
      relative: "en 1 hora",
    });
  });
});

describe("the words of a card's and a filter's values in Spanish", () => {
  it("says an outreach event about caring for people as what it is, not as a warning", () => {
    expect(pageWords.es.eventCategory.Care).toBe("Apoyo");
  });

  it("offers the choices of who a group is for in words none of which is another's, nor the filter's 'any'", () => {
    const choices = [groups.filters?.category?.any, ...Object.values(pageWords.es.groupCategory)];
    expect(new Set(choices).size).toBe(choices.length);
  });
});

describe("a count of groups", () => {
  it("takes the page's noun", () => {
    expect(countLabel(1, pageWords.es.groupCount)).toBe("1 grupo");
    expect(countLabel(3, pageWords.es.groupCount)).toBe("3 grupos");
    expect(countLabel(3, pageWords.en.groupCount)).toBe("3 groups");
  });
});
