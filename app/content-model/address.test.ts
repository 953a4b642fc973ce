import { describe, expect, it } from "vitest";
import { directionsUrl, formatAddressLines, formatAddressOneLine } from "./address";

const venue = {
  name: "Northwood Ridge High School",
  street: "919 University Blvd W",
  city: "Silver Spring",
  state: "MD",
  zip: "20901",
};

describe("addresses", () => {
  it("prints the street and city lines", () => {
    expect(formatAddressLines(venue)).toEqual(["919 University Blvd W", "Silver Spring, MD 20901"]);
  });

  it("puts the whole address on one line for a maps search", () => {
    expect(formatAddressOneLine(venue)).toBe(
      "Northwood Ridge High School, 919 University Blvd W, Silver Spring, MD 20901",
    );
  });

  it("builds a directions link whose destination is the encoded address", () => {
    const url = new URL(directionsUrl("https://maps.example.com/dir/?api=1&destination=", venue));
    expect(url.searchParams.get("destination")).toBe(formatAddressOneLine(venue));
    expect(url.search).toContain("destination=Northwood%20Ridge%20High%20School%2C%20919");
  });
});
