import { describe, expect, it } from "vitest";
import { words as spanish } from "~/content/es/groups";
import type { SmallGroup } from "~/content/groups";
import { groupCategory, groupFormat, groups } from "~/content/groups";
import { weekday } from "~/content-model/blocks";
import {
  categoryOrder,
  countLabel,
  filterGroups,
  filterOptions,
  filtersToSearch,
  formatOrder,
  groupSections,
  hasFilters,
  parseGroupFilters,
  showingSentence,
  weekdayOrder,
} from "./small-groups";

function group(id: string, overrides: Partial<SmallGroup> & Partial<SmallGroup["meeting"]> = {}): SmallGroup {
  const { day = "Tuesday", time = "7:00 PM", frequency = "Weekly", format = "In-person", ...rest } = overrides;
  return {
    id,
    name: id,
    description: "A group.",
    leader: { name: "Pat Lee" },
    meeting: { day, time, frequency, format },
    location: "Silver Spring",
    category: "Everyone",
    studyType: "Coed Group",
    language: "English",
    isOpen: true,
    joinLink: "https://example.org/join",
    ...rest,
  };
}

const sections = [
  { studyType: "Coed Group" as const, title: "Coed Groups" },
  { studyType: "Women's Life Group" as const, title: "Women's Life Groups" },
  { studyType: "Men's Life Group" as const, title: "Men's Life Groups" },
  { studyType: "Unique Group" as const, title: "Unique Groups" },
];

const list = [
  group("coed-a"),
  group("coed-b", { day: "Friday", format: "Online" }),
  group("women-a", { studyType: "Women's Life Group", category: "Women", day: "Wednesday" }),
  group("unique-a", { studyType: "Unique Group", day: "Saturday", format: "Hybrid" }),
];

describe("group sections", () => {
  it("counts one group as 'group' and any other number as 'groups'", () => {
    expect(countLabel(1)).toBe("1 group");
    expect(countLabel(0)).toBe("0 groups");
    expect(countLabel(3)).toBe("3 groups");
  });

  it("sorts groups into sections in the page's order, each with its count, hiding empty ones", () => {
    const result = groupSections(list, sections);
    expect(result.map((s) => [s.title, s.countLabel, s.groups.map((g) => g.id)])).toEqual([
      ["Coed Groups", "2 groups", ["coed-a", "coed-b"]],
      ["Women's Life Groups", "1 group", ["women-a"]],
      ["Unique Groups", "1 group", ["unique-a"]],
    ]);
  });

  it("has no sections at all when no group is left", () => {
    expect(groupSections([], sections)).toEqual([]);
  });
});

describe("the sentence of how many groups are shown", () => {
  it("says every group when no filter is chosen, and how many of them otherwise", () => {
    const english = groups.filters;
    expect(showingSentence(english, false, 9, 9)).toBe("Showing all 9 groups");
    expect(showingSentence(english, true, 2, 9)).toBe("Showing 2 of 9 groups");
    expect(showingSentence(english, true, 1, 9)).toBe("Showing 1 of 9 groups");
  });

  it("says one group shown in the singular in Spanish, and any other count in the plural", () => {
    const es = { ...groups.filters, ...spanish.filters };
    expect(showingSentence(es, true, 1, 9)).toBe("Se muestra 1 de 9 grupos");
    expect(showingSentence(es, true, 2, 9)).toBe("Se muestran 2 de 9 grupos");
    expect(showingSentence(es, true, 0, 9)).toBe("Se muestran 0 de 9 grupos");
    expect(showingSentence(es, false, 9, 9)).toBe("Se muestran los 9 grupos");
  });
});

describe("group filters", () => {
  const options = filterOptions(list);

  it("offers only the days, formats and categories some group has, in reading order", () => {
    expect(options).toEqual({
      day: ["Tuesday", "Wednesday", "Friday", "Saturday"],
      format: ["In-person", "Online", "Hybrid"],
      category: ["Everyone", "Women"],
    });
  });

  it("lists the same values as the schema, so no group can fall outside the filters", () => {
    expect([...weekdayOrder].sort()).toEqual([...weekday.options].sort());
    expect([...formatOrder].sort()).toEqual([...groupFormat.options].sort());
    expect([...categoryOrder].sort()).toEqual([...groupCategory.options].sort());
  });

  it("reads the query string in any case, ignoring empty and unknown values", () => {
    const read = (query: string) => parseGroupFilters(new URLSearchParams(query), options);
    expect(read("day=friday&format=ONLINE&category=")).toEqual({ day: "Friday", format: "Online" });
    expect(read("day=&format=&category=")).toEqual({});
    expect(read("day=someday&category=men&colour=blue")).toEqual({});
    expect(read("format=in-person")).toEqual({ format: "In-person" });
  });

  it("writes a short query string of only the chosen filters", () => {
    expect(filtersToSearch({ day: "Friday", format: "In-person" })).toBe("?day=friday&format=in-person");
    expect(filtersToSearch({ category: "Women" })).toBe("?category=women");
    expect(filtersToSearch({})).toBe("");
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ day: "Friday" })).toBe(true);
  });

  it("keeps the groups that match every chosen filter", () => {
    const ids = (filters: Parameters<typeof filterGroups>[1]) => filterGroups(list, filters).map((g) => g.id);
    expect(ids({})).toEqual(["coed-a", "coed-b", "women-a", "unique-a"]);
    expect(ids({ day: "Friday" })).toEqual(["coed-b"]);
    expect(ids({ format: "In-person", category: "Everyone" })).toEqual(["coed-a"]);
    expect(ids({ day: "Saturday", category: "Women" })).toEqual([]);
  });

  it("round-trips: what is written to the address reads back the same", () => {
    const filters = { day: "Wednesday", format: "In-person", category: "Women" } as const;
    expect(parseGroupFilters(new URLSearchParams(filtersToSearch(filters)), options)).toEqual(filters);
  });
});
