import { describe, expect, it } from "vitest";
import { markedDefault } from "~/lib/words-in-default-language";
import { languageOfParts } from "./language-of-parts.server";

const en = (words: string) => markedDefault(words);
const noMarks = (html: string) => expect(html).not.toMatch(/[\uE000\uE001]/);

describe("words a page shows in the default language", () => {
  it("are marked with its language where they are text", () => {
    const html = languageOfParts(`<p lang="es">Equipos: <b>Café</b>, ${en("Parking team")}.</p>`, "en");
    expect(html).toBe(`<p lang="es">Equipos: <b>Café</b>, <span lang="en">Parking team</span>.</p>`);
  });

  it("are marked across a link or emphasis inside them, in one span", () => {
    const html = languageOfParts(`<p>${en(`Read <a href="/x">the <em>guide</em></a> first`)}</p>`, "en");
    expect(html).toBe(`<p><span lang="en">Read <a href="/x">the <em>guide</em></a> first</span></p>`);
  });

  it("lose their marks where no element may stand: attributes, the title, scripts, a list's choices, comments", () => {
    const words = en("Parking team");
    const html = languageOfParts(
      `<title>${words} | Iglesia</title><img alt="${words}"><script type="application/ld+json">{"name":"${words}"}</script>` +
        `<select><option value="p">${words}</option></select><!-- ${words} --><p>${words}</p>`,
      "en",
    );
    noMarks(html);
    expect(html).toContain(`<title>Parking team | Iglesia</title><img alt="Parking team">`);
    expect(html).toContain(`{"name":"Parking team"}</script>`);
    expect(html).toContain(`<option value="p">Parking team</option>`);
    expect(html).toContain(`<p><span lang="en">Parking team</span></p>`);
  });

  it("cut apart across blocks (paragraphs of one text) lose their marks rather than break the page", () => {
    const html = languageOfParts(`<div><p>\uE000First paragraph</p><p>second\uE001</p></div>`, "en");
    expect(html).toBe("<div><p>First paragraph</p><p>second</p></div>");
  });

  it("closing an element opened before them is no place to end them", () => {
    const html = languageOfParts(`<span class="x">\uE000Parking</span> team\uE001`, "en");
    expect(html).toBe(`<span class="x">Parking</span> team`);
  });

  it("leave a page without any as it was", () => {
    const page = `<!doctype html><html lang="es"><body><p>Hola</p></body></html>`;
    expect(languageOfParts(page, "en")).toBe(page);
  });
});
