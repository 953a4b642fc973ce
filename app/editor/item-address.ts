// The editor's address of an item: in the language its form edits, with a draft to open or a
// field to go to. Every link and redirect to an item is made here, so none drops the language and
// sends a Spanish editor to the English form.
import { defaultLanguage, type Language } from "~/content-model/languages";

export function itemAddress(
  slug: string,
  language: Language = defaultLanguage,
  { draft, field }: { draft?: number | string; field?: string } = {},
): string {
  const query = new URLSearchParams();
  if (draft !== undefined) query.set("draft", String(draft));
  if (language !== defaultLanguage) query.set("language", language);
  const search = query.size > 0 ? `?${query}` : "";
  return `/staff/content/${slug}${search}${field ? `#${field}` : ""}`;
}
