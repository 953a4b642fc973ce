// A Vite plugin that hands the brand's colours to the app as `virtual:brand-colours`, read from the
// tokens in app/app.css, for the places a stylesheet cannot reach: the browser's theme colour, the
// map marker drawn as SVG, and the inline styles of the e-mail sent to a pastor.
import { join } from "node:path";
import type { Plugin } from "vite";
import { brandColour, readBrandColours } from "./brand-colours.mjs";

const VIRTUAL = "virtual:brand-colours";
const RESOLVED = `\0${VIRTUAL}`;

export function brandColours(): Plugin {
  return {
    name: "church-brand-colours",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(join(process.cwd(), "app/app.css"));
      const colours = readBrandColours();
      // The app names this one; a renamed token fails the build here rather than leaving it blank.
      brandColour(colours, "navy");
      return `export default ${JSON.stringify(colours)};`;
    },
  };
}
