// Words a page in another language shows in the default language, because that language has none
// of its own yet (docs/decisions/0042), are set between these two characters while the page is
// rendered, and the HTML written then marks them `lang` (app/http/language-of-parts.server.ts), so a
// screen reader reads them with the default language's voice (WCAG 3.1.2). Both are private-use
// characters: no word staff write holds them, and no page is sent with them.
export const FROM_DEFAULT = "\uE000";
export const TO_DEFAULT = "\uE001";

/** Words marked as shown in the default language. */
export const markedDefault = (words: string): string => (words === "" ? words : `${FROM_DEFAULT}${words}${TO_DEFAULT}`);
