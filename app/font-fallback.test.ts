// The fallback faces in app.css take the same room as Nunito Sans, by the rule Next.js and fontaine
// use: scale the local face to Nunito Sans's average character width, then set the vertical metrics
// to Nunito Sans's, in that scaled size. Arial's regular face is scaled from both fonts' metrics;
// every other face is measured in a browser (tests/e2e/web-fonts.spec.ts; Roboto's on the site's own
// text, decision 0035), and its vertical metrics follow from it here. Arial stands for desktops,
// Roboto for Android phones.
import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import nunitoSans from "@capsizecss/metrics/nunitoSans";
import roboto from "@capsizecss/metrics/roboto";
import { describe, expect, it } from "vitest";

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const css = readFileSync("app/app.css", "utf8");
/** Each @font-face of a fallback family, as written. */
const facesOf = (family: string) =>
  [...css.matchAll(new RegExp(`@font-face\\s*\\{[^}]*font-family: "${family}";[^}]*\\}`, "g"))].map(([face]) => face);
const descriptor = (face: string, name: string) => face.match(new RegExp(`${name}: ([^;]+);`))?.[1];

const fallbacks = [
  {
    family: "Nunito Sans Fallback",
    local: arial,
    regular: 'local("Arial")',
    bold: 'local("Arial Bold")',
    measured: false,
  },
  {
    family: "Nunito Sans Roboto Fallback",
    local: roboto,
    regular: 'local("Roboto")',
    bold: 'local("Roboto Bold")',
    measured: true,
  },
];

describe.each(fallbacks)(
  "the web font's fallback in $local.familyName",
  ({ family, local, regular, bold, measured }) => {
    const faces = facesOf(family);

    it("is sized from both fonts' metrics at the regular weight (measured: within 3% of them)", () => {
      const fromMetrics = nunitoSans.xWidthAvg / nunitoSans.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
      const face = faces.find((each) => each.includes(regular)) ?? "";
      expect(face).toContain("font-weight: 100 500;");
      const sizeAdjust = Number.parseFloat(descriptor(face, "size-adjust") ?? "") / 100;
      if (measured) expect(Math.abs(sizeAdjust - fromMetrics)).toBeLessThan(0.03);
      else expect(face).toContain(`size-adjust: ${percent(fromMetrics)};`);
    });

    it("has a bold face for each heavier weight the site sets text in, each with Nunito Sans's vertical metrics at its own scale", () => {
      expect(faces.map((face) => descriptor(face, "font-weight"))).toEqual(["100 500", "600", "700", "800 900"]);
      for (const face of faces.slice(1)) expect(face).toContain(bold);
      for (const face of faces) {
        const sizeAdjust = Number.parseFloat(descriptor(face, "size-adjust") ?? "") / 100;
        const scaledEm = nunitoSans.unitsPerEm * sizeAdjust;
        expect(face).toContain(`ascent-override: ${percent(nunitoSans.ascent / scaledEm)};`);
        expect(face).toContain(`descent-override: ${percent(Math.abs(nunitoSans.descent) / scaledEm)};`);
        expect(face).toContain(`line-gap-override: ${percent(nunitoSans.lineGap / scaledEm)};`);
      }
    });
  },
);

it("sets every text in Nunito Sans, then whichever fallback the device can name", () => {
  const stack = /"Nunito Sans Variable", "Nunito Sans Fallback", "Nunito Sans Roboto Fallback", ui-sans-serif/;
  expect(css).toMatch(new RegExp(`--font-sans:\\s*${stack.source}`));
  expect(css).toMatch(new RegExp(`--font-heading:\\s*${stack.source}`));
});
