// Starts React on a page that asks for it (app/lib/page-handle.ts) once the page has loaded and been
// painted: React Router's module script, held by the server
// (app/http/defer-hydration.server.ts), is put back as the module script it was, with its nonce, so
// the browser runs it then. Its hash, for kept pages, is that of the same text.
import { afterLoad, HELD_SCRIPT_TYPE } from "~/lib/after-load";

const source = afterLoad(
  `for(const held of document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]')){const live=document.createElement("script");live.type="module";live.nonce=held.nonce;live.text=held.text;held.replaceWith(live)}`,
);

export function StartReact({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the script is written above, with no data in it
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
