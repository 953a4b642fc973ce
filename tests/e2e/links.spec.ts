// "Links beginning with http open in a new tab", on every page as it is served, before any
// script has run: a link a behaviour later takes over (a video's play link) must keep the rule for
// a visitor whose script has not arrived. The spec's own exceptions, group joins and baptism
// registration, are marked same-window in the content, and only those links may stay.
import { baptism } from "../../app/content/baptism";
import { groups } from "../../app/content/groups";
import { navigation } from "../../app/content/navigation";
import { expect, test } from "./fixtures";
import { pages } from "./pages";
import { raw } from "./raw-http";

const sameWindow = new Set([
  ...(groups.join.sameWindow ? groups.groups.map((group) => group.joinLink) : []),
  ...(baptism.registration.sameWindow ? [baptism.registration.href] : []),
  ...navigation.header.filter((item) => item.external === false).map((item) => item.href),
]);

/** Each `<a>` start tag in the HTML, with its attributes. */
function anchors(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([tag, attributes = ""]) => {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]?.replaceAll("&amp;", "&");
    return { tag, href: attribute("href"), target: attribute("target"), rel: attribute("rel") };
  });
}

const paths = [...pages.map((page) => page.path), "/a-page-that-does-not-exist"];

test("every link to another site opens in a new tab, on every page as served, but the spec's same-window ones", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  let checked = 0;
  for (const path of paths) {
    const { body } = await raw(origin, path);
    for (const link of anchors(body)) {
      const href = link.href ?? "";
      // A path a browser would send to another host never appears as a link of the site.
      expect(href, `${path}: ${link.tag}`).not.toMatch(/^(\/[/\\]|\\)/);
      if (!/^https?:/i.test(href)) continue;
      checked++;
      if (sameWindow.has(href)) {
        expect(link.target, `${path}: ${link.tag}`).toBeUndefined();
        continue;
      }
      expect(link.target, `${path}: ${link.tag}`).toBe("_blank");
      expect(link.rel?.split(" ").sort(), `${path}: ${link.tag}`).toEqual(["noopener", "noreferrer"]);
    }
  }
  // The walk found the links it is about: the footer's on every page, the players', the forms'.
  expect(checked).toBeGreaterThan(paths.length * 4);
});

test("a video's play link opens the player in a new tab before its script has run", async ({ baseURL }) => {
  for (const path of ["/", "/watch", "/jesus", "/baptism"]) {
    const { body } = await raw(baseURL ?? "", path);
    const play = anchors(body).filter((link) => link.tag.includes("data-video-play"));
    expect(play.length, path).toBeGreaterThan(0);
    for (const link of play) {
      expect(link.href, path).toMatch(/^https:\/\/.+autoplay=1/);
      expect(link.target, path).toBe("_blank");
    }
  }
});
