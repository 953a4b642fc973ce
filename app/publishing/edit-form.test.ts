// The editor's form, from the key dates' real schema: what staff see, what a sent form becomes, and
// how a refusal names the field.
import { describe, expect, it } from "vitest";
import { about, aboutSchema } from "~/content/about";
import { keyDates, keyDatesSchema } from "~/content/key-dates";
import { navigation, navigationSchema } from "~/content/navigation";
import { outreachEvents, outreachEventsSchema } from "~/content/outreach-events";
import { formEntries, onlyWords } from "~/editor/form-entries";
import { checkListChange, LIST_CHANGE, listButton, listChangeOf, withoutListChange } from "~/editor/list-changes";
import { readSent, valueFromForm } from "~/editor/read-form";
import { describeChanges } from "./describe-changes";
import { checkEdit, checkValue } from "./edit-checks";
import { fieldGroups } from "./edit-form";
import { wordsOf } from "./localized";

const readForm = (form: FormData) => readSent(form) ?? {};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const sent = {
  "impactWeek.start": "2026-11-15",
  "impactWeek.end": "2026-11-21",
  "baptism.startsAt": "2026-12-05T09:30",
  "baptism.endsAt": "2026-12-05T11:30",
};

describe("the key dates' form", () => {
  it("has a group per event, labelled from the schema, with date and church-time fields showing the values", () => {
    const groups = fieldGroups(keyDatesSchema, keyDates);
    expect(groups.map((group) => group.legend)).toEqual(["Impact Week", "Next baptism"]);
    expect(groups[0]?.fields).toEqual([
      { name: "impactWeek.start", label: "First day", input: "date", value: keyDates.impactWeek.start, required: true },
      { name: "impactWeek.end", label: "Last day", input: "date", value: keyDates.impactWeek.end, required: true },
    ]);
    // A time is shown on the church's clocks, as a datetime-local field takes it.
    expect(groups[1]?.fields[0]).toMatchObject({ name: "baptism.startsAt", label: "Starts", input: "timestamp" });
    expect(groups[1]?.fields[0]?.value).toBe(keyDates.baptism.startsAt.slice(0, 16));
  });

  it("turns a sent form into the content's own shape, with New York's offset for that date", () => {
    const summer = { ...sent, "baptism.startsAt": "2026-07-11T09:30", "baptism.endsAt": "2026-07-11T11:30" };
    expect(valueFromForm(keyDatesSchema, readForm(formOf(sent)), keyDates)).toEqual({
      impactWeek: { start: "2026-11-15", end: "2026-11-21" },
      baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
    });
    expect((valueFromForm(keyDatesSchema, readForm(formOf(summer)), keyDates) as typeof keyDates).baptism).toEqual({
      startsAt: "2026-07-11T09:30:00-04:00",
      endsAt: "2026-07-11T11:30:00-04:00",
    });
    expect(checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, readForm(formOf(sent)), keyDates)).ok).toBe(true);
  });

  it("refuses what the build would refuse, naming the field with its label", () => {
    const endsFirst = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, readForm(formOf({ ...sent, "baptism.endsAt": "2026-12-05T08:00" })), keyDates),
    );
    expect(endsFirst).toEqual({
      ok: false,
      problems: [{ name: "baptism.endsAt", label: "Next baptism: Ends", message: "must be after it starts" }],
    });

    const impossible = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, readForm(formOf({ ...sent, "impactWeek.start": "2026-02-30" })), keyDates),
    );
    expect(impossible.ok || impossible.problems).toEqual([
      {
        name: "impactWeek.start",
        label: "Impact Week: First day",
        message: "is not a date on the calendar: choose another",
      },
    ]);

    // 2:30 AM on the morning the clocks go forward is a time New York's clocks never show.
    const skipped = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, readForm(formOf({ ...sent, "baptism.startsAt": "2026-03-08T02:30" })), keyDates),
    );
    expect(skipped.ok || skipped.problems).toEqual([
      {
        name: "baptism.startsAt",
        label: "Next baptism: Starts",
        message: "is not a time the church's clocks show (the hour skipped when clocks go forward): choose another",
      },
    ]);

    const missing = checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, readForm(formOf({})), keyDates));
    expect(missing.ok || new Set(missing.problems.map((problem) => problem.name))).toEqual(
      new Set(["impactWeek.start", "impactWeek.end", "baptism.startsAt", "baptism.endsAt"]),
    );
    // One thing to fix each, in words: never the files' ISO 8601 rule for a field asked for with a picker.
    expect(missing.ok || [...new Set(missing.problems.map((problem) => problem.message))]).toEqual([
      "must be filled in",
    ]);
  });
});

describe("the outreach events' form", () => {
  const schema = outreachEventsSchema;
  const built = outreachEvents;

  /** The form as a browser would send it, unchanged or with some fields changed. */
  const sentForm = (changes: Record<string, string> = {}, value: unknown = built) => {
    const form = new FormData();
    for (const [name, sent] of formEntries(fieldGroups(schema, value))) form.set(name, sent);
    for (const [name, sent] of Object.entries(changes)) form.set(name, sent);
    return form;
  };
  const events = (value: unknown) => (value as typeof built).events;

  it("has a group per event and per address, with each event's picture but not its id", () => {
    const groups = fieldGroups(schema, built);
    const legends = groups.map((group) => group.legend);
    expect(legends).toContain(`Event 1: ${built.events[0]?.title}`);
    expect(legends).toContain(`Event 1: ${built.events[0]?.title}: Address`);
    const names = groups.flatMap((group) => group.fields.map((field) => field.name));
    expect(names.filter((name) => name.startsWith("events[0].")).length).toBeGreaterThan(10);
    expect(names).toContain("events[0].image");
    expect(names).not.toContain("events[0].id");
    expect(groups.find((group) => group.item?.index === 2)?.item).toMatchObject({
      list: "events",
      id: built.events[2]?.id,
      kind: "Event",
      count: built.events.length,
    });
  });

  it("gives back the events as built when nothing is changed, pictures and ids included", () => {
    const value = valueFromForm(schema, readForm(sentForm()), built);
    expect(value).toEqual(built);
    expect(checkValue(schema, value).ok).toBe(true);
  });

  it("leaves out an address emptied, and refuses day words the start no longer agrees with", () => {
    const atHome = valueFromForm(
      schema,
      readForm(
        sentForm({ "events[2].address.city": "", "events[2].address.state": "", "events[2].location": "At home" }),
      ),
      built,
    );
    expect(events(atHome)[2]?.address).toBeUndefined();
    expect(checkValue(schema, atHome).ok).toBe(true);

    const moving = { "events[2].startsAt": "2026-11-20T17:00", "events[2].endsAt": "2026-11-20T19:00" };
    // The card's words follow the times, unless they were written on purpose.
    expect(checkValue(schema, valueFromForm(schema, readForm(sentForm(moving)), built)).ok).toBe(true);
    const moved = checkValue(
      schema,
      valueFromForm(schema, readForm(sentForm({ ...moving, "events[2].date": "Friday, Nov 21" })), built),
    );
    expect(moved.ok || moved.problems.map((problem) => problem.name)).toEqual(["events[2].date"]);
  });

  it("describes a revision by what it changed", () => {
    const later = valueFromForm(schema, readForm(sentForm({ "events[2].time": "6:00 – 8:00 PM" })), built);
    expect(describeChanges(schema, built, later)).toEqual([
      `Event 3: ${built.events[2]?.title}: Time on the card, in other words: empty → “6:00 – 8:00 PM”`,
    ]);
  });

  /** The form as sent with a list button pressed: what the editor checks first, and the value after. */
  const pressed = (form: FormData, button: string) => {
    form.set(LIST_CHANGE, button);
    const change = listChangeOf(form);
    if (!change || change === "unknown") throw new Error("no list change");
    return {
      checked: checkListChange(schema, readForm(withoutListChange(form)), change),
      value: events(valueFromForm(schema, readForm(form), built)),
    };
  };

  it("adds an event that gets an id from its title, unlike any other, and keeps each event's id as it moves", () => {
    const n = built.events.length;
    const added = pressed(sentForm(), listButton.add("events"));
    expect(added.checked).toEqual({ ok: true, focus: `events[${n}]` });
    expect(added.value).toHaveLength(n + 1);
    const form = sentForm({
      [`events[${n}].title`]: "Serve Dinner",
      [`events[${n}].date`]: "Friday, Nov 27",
      [`events[${n}].time`]: "5:00 – 7:00 PM",
      [`events[${n}].location`]: "Shelter kitchen",
      [`events[${n}].description`]: "Cook and serve.",
      [`events[${n}].category`]: "Service",
      [`events[${n}].startsAt`]: "2026-11-27T17:00",
      [`events[${n}].endsAt`]: "2026-11-27T19:00",
    });
    const value = events(valueFromForm(schema, readForm(form), built));
    // "serve-dinner" is taken: the new one is told apart.
    expect(value[n]?.id).toBe("serve-dinner-2");
    expect(value.slice(0, n)).toEqual(built.events);

    const moved = pressed(sentForm({ "events[2].time": "Noon" }), listButton.move("events", 2, 1));
    expect(moved.checked).toEqual({ ok: true, focus: "events[1]" });
    expect(moved.value.map((event) => event.id)).toEqual([
      built.events[0]?.id,
      built.events[2]?.id,
      built.events[1]?.id,
      ...built.events.slice(3).map((event) => event.id),
    ]);
    // What was typed moves with its item.
    expect(moved.value[1]?.time).toBe("Noon");
  });

  it("takes an id only from the item it names, never from the form", () => {
    const form = sentForm();
    form.set("events[0].__item", "an-id-of-my-own");
    form.set("events[0].id", "another");
    // An id no item has is no item's: the event is taken as new, its id made from its title.
    const value = events(valueFromForm(schema, readForm(form), built));
    expect(value[0]?.id).toBe("unhoused-outreach");
  });

  it("removes an item, but not below what the page needs, and adds none past its room", () => {
    const removed = pressed(sentForm(), listButton.remove("events", 0));
    expect(removed.checked).toEqual({ ok: true, focus: "events" });
    expect(removed.value.map((event) => event.id)).toEqual(built.events.slice(1).map((e) => e.id));
    const one = { ...built, events: built.events.slice(0, 1) };
    expect(pressed(sentForm({}, one), listButton.remove("events", 0)).checked).toEqual({
      ok: false,
      message: "The page needs at least 1 event: add another before removing this one.",
    });
    const full = { ...built, events: Array.from({ length: 24 }, () => built.events[0]) };
    expect(pressed(sentForm({}, full), listButton.add("events")).checked).toMatchObject({ ok: false });
    expect(pressed(sentForm(), listButton.remove("events", 99)).checked).toMatchObject({ ok: false });
  });

  it("reads no form that names a list item far past any list's length", () => {
    const form = sentForm();
    form.set("events[100000].title", "Far away");
    expect(readSent(form)).toBeUndefined();
  });

  it("refuses any intent the list buttons do not send", () => {
    const form = sentForm();
    form.set(LIST_CHANGE, JSON.stringify({ type: "update", payload: { name: "events", value: [] } }));
    expect(listChangeOf(form)).toBe("unknown");
    form.set(LIST_CHANGE, "not json");
    expect(listChangeOf(form)).toBe("unknown");
  });
});

describe("a list of words", () => {
  it("is one text box, a line an item, and an empty line is no item", () => {
    const groups = fieldGroups(aboutSchema, about);
    const body = groups.flatMap((group) => group.fields).find((field) => field.name === "vision.body");
    expect(body).toMatchObject({ input: "lines", value: about.vision.body.join("\n") });
    const form = new FormData();
    for (const [name, value] of formEntries(groups)) form.set(name, value);
    form.set("vision.body", "First paragraph.\r\n\r\n  Second paragraph.  \n");
    expect((valueFromForm(aboutSchema, readForm(form), about) as typeof about).vision.body).toEqual([
      "First paragraph.",
      "Second paragraph.",
    ]);
  });
});

describe("dates staff may publish", () => {
  const today = "2026-11-24";
  const edit = (fields: Record<string, string>) =>
    checkEdit(keyDatesSchema, valueFromForm(keyDatesSchema, readForm(formOf({ ...sent, ...fields })), keyDates), today);

  it("lie between the first day of last year and five years ahead, each refused date named", () => {
    expect(edit({}).ok).toBe(true);
    expect(edit({ "impactWeek.start": "2025-01-01", "impactWeek.end": "2031-11-24" }).ok).toBe(true);
    expect(edit({ "impactWeek.start": "2000-01-01", "impactWeek.end": "2099-12-31" })).toEqual({
      ok: false,
      problems: [
        {
          name: "impactWeek.start",
          label: "Impact Week: First day",
          message: "must be between January 1, 2025 and November 24, 2031",
        },
        {
          name: "impactWeek.end",
          label: "Impact Week: Last day",
          message: "must be between January 1, 2025 and November 24, 2031",
        },
      ],
    });
    expect(edit({ "baptism.startsAt": "2024-12-31T08:00" })).toMatchObject({
      ok: false,
      problems: [{ name: "baptism.startsAt", message: "must be between January 1, 2025 and November 24, 2031" }],
    });
  });

  it("refuses a year outside what any calendar can hold, as the build does", () => {
    expect(edit({ "impactWeek.start": "0000-01-01", "impactWeek.end": "9999-12-31" })).toMatchObject({
      ok: false,
      problems: [{ name: "impactWeek.start" }, { name: "impactWeek.end" }],
    });
  });
});

describe("a link field", () => {
  const links = {
    ...navigation,
    legal: [
      { href: "mailto:office@thebridgechurch.org", label: "Write to us" },
      { href: "tel:+13015550142", label: "Call us" },
    ],
  };
  const fields = () => fieldGroups(navigationSchema, links).flatMap((group) => group.fields);
  const typed = (changes: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of formEntries(fieldGroups(navigationSchema, links))) form.set(name, value);
    for (const [name, value] of Object.entries(changes)) form.set(name, value);
    return (valueFromForm(navigationSchema, readForm(form), links) as typeof links).legal;
  };

  it("shows an e-mail or phone link as people write one, and gives it back unchanged", () => {
    const shown = fields().filter((field) => field.name.startsWith("legal["));
    expect(shown.filter((field) => field.name.endsWith(".href")).map((field) => field.value)).toEqual([
      "office@thebridgechurch.org",
      "(301) 555-0142",
    ]);
    expect(typed({})).toEqual(links.legal);
  });

  it("takes an e-mail address, a phone number or a www. address as typed, and makes each a link", () => {
    const hrefs = (href: string) => typed({ "legal[0].href": href })[0]?.href;
    expect(hrefs("pastor@thebridgechurch.org")).toBe("mailto:pastor@thebridgechurch.org");
    expect(hrefs("301-555-0199")).toBe("tel:+13015550199");
    expect(hrefs("+1 (301) 555 0199")).toBe("tel:+13015550199");
    expect(hrefs("www.example.org/sign-up")).toBe("https://www.example.org/sign-up");
    expect(hrefs("/groups")).toBe("/groups");
    expect(hrefs("call us")).toBe("call us");
  });
});

describe("a form of another language's words (About Us in Spanish)", () => {
  const words = new Set(wordsOf(aboutSchema, about).map(({ name }) => name));
  const english = new Map([["hero.image.alt", about.hero.image.alt]]);
  const groups = onlyWords(fieldGroups(aboutSchema, about), words, english);
  const fields = groups.flatMap((group) => group.fields);

  it("holds the words only, a picture as its description with the English beside it, and lists that cannot change", () => {
    expect(fields.some((field) => field.name === "cards[0].link.href")).toBe(false);
    expect(fields.some((field) => field.input === "image")).toBe(false);
    expect(fields.find((field) => field.name === "hero.image.alt")).toMatchObject({
      input: "text",
      value: about.hero.image.alt,
      english: about.hero.image.alt,
    });
    expect(groups.filter((group) => group.item).every((group) => group.item?.fixed)).toBe(true);
    expect(groups.some((group) => group.addTo)).toBe(false);
  });

  it("is read back as the item it was made from with the words sent: pictures, links and order kept", () => {
    const form = formOf({
      ...Object.fromEntries(formEntries(groups)),
      "hero.title": "Quiénes somos",
      "hero.image.alt": "Ilustración de una multitud",
      "cards[0].link.href": "/somewhere-else",
    });
    const value = valueFromForm(aboutSchema, readForm(form), about, undefined, true) as typeof about;
    expect(value.hero.title).toBe("Quiénes somos");
    expect(value.hero.image).toEqual({ ...about.hero.image, alt: "Ilustración de una multitud" });
    expect(value.cards.map((card) => card.link.href)).toEqual(about.cards.map((card) => card.link.href));
    expect(value.cards.map((card) => card.id)).toEqual(about.cards.map((card) => card.id));
    expect(aboutSchema.safeParse(value).success).toBe(true);
  });
});
