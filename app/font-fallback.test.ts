// The fallback faces in app.css take the same room as Nunito Sans, by the rule Next.js and fontaine
// use: scale Arial to Nunito Sans's average character width, then set the vertical metrics to
// Nunito Sans's, in that scaled size. The regular face's scale comes from both fonts' metrics; the
// bold faces' scales are measured in a browser (tests/e2e/web-fonts.spec.ts), and their vertical
// metrics follow from them here.
import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import nunitoSans from "@capsizecss/metrics/nunitoSans";
import { describe, expect, it } from "vitest";

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const css = readFileSync("app/app.css", "utf8");
/** Each @font-face of the fallback family, as written. */
const faces = [...css.matchAll(/@font-face\s*\{[^}]*font-family: "Nunito Sans Fallback";[^}]*\}/g)].map(
  ([face]) => face,
);
const descriptor = (face: string, name: string) => face.match(new RegExp(`${name}: ([^;]+);`))?.[1];

describe("the web font's fallback", () => {
  it("is sized from both fonts' metrics at the regular weight", () => {
    const sizeAdjust = nunitoSans.xWidthAvg / nunitoSans.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    const regular = faces.find((face) => face.includes('local("Arial")'));
    expect(regular).toContain(`size-adjust: ${percent(sizeAdjust)};`);
    expect(regular).toContain("font-weight: 100 500;");
  });

  it("has a face for each weight the site sets text in, each with Nunito Sans's vertical metrics at its own scale", () => {
    expect(faces.map((face) => descriptor(face, "font-weight"))).toEqual(["100 500", "600", "700", "800 900"]);
    for (const face of faces) {
      const sizeAdjust = Number.parseFloat(descriptor(face, "size-adjust") ?? "") / 100;
      const scaledEm = nunitoSans.unitsPerEm * sizeAdjust;
      expect(face).toContain(`ascent-override: ${percent(nunitoSans.ascent / scaledEm)};`);
      expect(face).toContain(`descent-override: ${percent(Math.abs(nunitoSans.descent) / scaledEm)};`);
      expect(face).toContain(`line-gap-override: ${percent(nunitoSans.lineGap / scaledEm)};`);
    }
  });

  it("stands after Nunito Sans wherever text is set", () => {
    expect(css).toMatch(/--font-sans:\s*"Nunito Sans Variable", "Nunito Sans Fallback"/);
    expect(css).toMatch(/--font-heading: "Nunito Sans Variable", "Nunito Sans Fallback"/);
  });
});
