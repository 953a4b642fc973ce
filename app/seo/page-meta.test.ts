import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { pageMeta } from "./page-meta";

const meta = { title: "Baptism", description: "Ready to go public with your faith? Learn what baptism means." };
const head = (page = meta) => ({ meta: page, siteName: site.name });
const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  (
    tags.find((tag) => ("property" in tag ? tag.property === key : "name" in tag && tag.name === key)) as
      | { content?: string }
      | undefined
  )?.content;

describe("pageMeta", () => {
  it("names the church after the page's title, unless the title already does", () => {
    expect(pageMeta(head())[0]).toEqual({ title: "Baptism | The Bridge Church" });
    expect(pageMeta(head({ ...meta, title: `${site.name} | Silver Spring, MD` }))[0]).toEqual({
      title: `${site.name} | Silver Spring, MD`,
    });
  });

  it("without the page's location gives only title and description (the not-found page)", () => {
    expect(pageMeta(head())).toEqual([
      { title: "Baptism | The Bridge Church" },
      { name: "description", content: meta.description },
    ]);
  });

  it("gives the canonical address and the link-preview tags of the page", () => {
    const tags = pageMeta(head(), { pathname: "/baptism" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/baptism` });
    expect(find(tags, "og:url")).toBe(`${site.url}/baptism`);
    expect(find(tags, "og:title")).toBe("Baptism");
    expect(find(tags, "og:description")).toBe(meta.description);
    expect(find(tags, "og:site_name")).toBe(site.name);
    expect(find(tags, "og:type")).toBe("website");
    expect(find(tags, "og:image")).toBe(`${site.url}/og/baptism.png`);
    expect([find(tags, "og:image:width"), find(tags, "og:image:height")]).toEqual(["1200", "630"]);
    expect(find(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("shows a photo staff uploaded for the page's top in link previews, cropped for them", () => {
    const tags = pageMeta(
      { ...head(), picture: { src: "/media/0123456789abcdef0123", alt: "Neighbors serving" } },
      {
        pathname: "/outreach",
      },
    );
    expect(find(tags, "og:image")).toBe(`${site.url}/media/0123456789abcdef0123-preview.jpg`);
    expect(find(tags, "og:image:alt")).toBe("Neighbors serving");
    expect([find(tags, "og:image:width"), find(tags, "og:image:height")]).toEqual(["1200", "630"]);
  });

  it("gives one address per page, however the visitor wrote it", () => {
    const canonical = (pathname: string) =>
      pageMeta(head(), { pathname }).find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical("/Baptism/")).toEqual(canonical("/baptism"));
    expect(canonical("/")).toMatchObject({ href: `${site.url}/` });
    expect(find(pageMeta(head(), { pathname: "/" }), "og:image")).toBe(`${site.url}/og/home.png`);
  });
});
