// The fallback face in app.css takes the same room as Nunito Sans, by the rule Next.js and fontaine
// use: scale Arial to Nunito Sans's average character width, then set the vertical metrics to
// Nunito Sans's, in that scaled size.
import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import nunitoSans from "@capsizecss/metrics/nunitoSans";
import { describe, expect, it } from "vitest";

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

describe("the web font's fallback", () => {
  it("is sized from both fonts' metrics, so the page does not move when Nunito Sans arrives", () => {
    const sizeAdjust = nunitoSans.xWidthAvg / nunitoSans.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    const scaledEm = nunitoSans.unitsPerEm * sizeAdjust;
    const css = readFileSync("app/app.css", "utf8");
    const face = css.slice(
      css.indexOf('font-family: "Nunito Sans Fallback"'),
      css.indexOf("}", css.indexOf("Nunito Sans Fallback")),
    );
    expect(face).toContain(`size-adjust: ${percent(sizeAdjust)};`);
    expect(face).toContain(`ascent-override: ${percent(nunitoSans.ascent / scaledEm)};`);
    expect(face).toContain(`descent-override: ${percent(Math.abs(nunitoSans.descent) / scaledEm)};`);
    expect(face).toContain(`line-gap-override: ${percent(nunitoSans.lineGap / scaledEm)};`);
    expect(css).toMatch(/--font-sans:\s*"Nunito Sans Variable", "Nunito Sans Fallback"/);
    expect(css).toMatch(/--font-heading: "Nunito Sans Variable", "Nunito Sans Fallback"/);
  });
});
