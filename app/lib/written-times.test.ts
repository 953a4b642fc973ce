import { describe, expect, it } from "vitest";
import { firstTimeIn, namesDay } from "./written-times";

describe("a time as people write it", () => {
  it.each([
    ["7pm", 19, 0],
    ["7 pm", 19, 0],
    ["7 p.m.", 19, 0],
    ["7:00 PM", 19, 0],
    ["7:30pm – 9pm", 19, 30],
    ["5:00 – 7:00 PM", 17, 0],
    ["11:30 AM – 1:30 PM", 11, 30],
    ["19:00", 19, 0],
    ["noon to 2", 12, 0],
    ["12:15 AM", 0, 15],
    ["Doors at 6:45 p.m.", 18, 45],
  ])("reads %s", (words, hour, minute) => {
    expect(firstTimeIn(words)).toEqual({ hour, minute });
  });

  it.each(["7", "7:00", "Flexible, on your schedule", "25:00", "13 PM"])("finds no sure time in %s", (words) => {
    expect(firstTimeIn(words)).toBeUndefined();
  });
});

describe("a day as people write it", () => {
  it.each(["Saturday, December 19", "Dec 19", "Sat., Dec. 19th", "12/19", "December 19, 2026"])(
    "finds Dec 19 in %s",
    (words) => {
      expect(namesDay(words, 12, 19)).toBe(true);
    },
  );

  it.each(["December 1", "Dec 190", "Nov 19", "12/1", "Saturday"])("finds no Dec 19 in %s", (words) => {
    expect(namesDay(words, 12, 19)).toBe(false);
  });
});
