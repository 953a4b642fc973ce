// What a page's <head> says, read from its HTML as a crawler reads it: title, meta and link tags,
// and the JSON-LD.

const decode = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The attributes of every <tagName> in the HTML. */
function tags(html: string, tagName: "meta" | "link"): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tagName}\\s([^>]*?)/?>`, "g"))].map((tag) =>
    Object.fromEntries([...(tag[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v ?? "")])),
  );
}

export function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = tags(head, "meta");
  const content = (key: string) => meta.find((m) => m.property === key || m.name === key)?.content;
  const links = tags(head, "link");
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as { "@graph": Array<Record<string, unknown>> },
  );
  return {
    title: decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    content,
    link: (rel: string) => links.filter((l) => l.rel === rel),
    jsonLd,
  };
}
