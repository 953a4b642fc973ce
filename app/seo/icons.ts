// The site's icons for browser tabs, home screens and installed apps. scripts/generate-icons.mjs
// draws them from the logo in site.ts; they are committed in public/ under these names.
import { defaultLanguage, type Language } from "~/content-model/languages";

export interface AppIcon {
  src: string;
  size: number;
  /** "maskable" icons fill their square, so a phone can crop them to its own shape. */
  purpose: "any" | "maskable";
}

/** The logo at the size search engines and install prompts want (at least 112 and 512 pixels). */
export const largeIcon: AppIcon = { src: "/icon-512.png", size: 512, purpose: "any" };

/** For the web app manifest: Android home screens and install prompts. */
export const manifestIcons: AppIcon[] = [
  { src: "/icon-192.png", size: 192, purpose: "any" },
  largeIcon,
  { src: "/icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/** iOS ignores the manifest's icons and any transparency; it rounds this full square itself. */
export const appleTouchIcon = { src: "/apple-touch-icon.png", size: 180 };

/** For browsers and tools that ask for /favicon.ico whatever the page links. */
export const faviconIco = { src: "/favicon.ico", sizes: [16, 32, 48] };

/**
 * Each language's web app manifest: installed from a page in it, the site opens in it, named and
 * described in it. The default language's keeps its name; another's is beside it ("/manifest-es…").
 */
export const webManifestPath = (language: Language = defaultLanguage) =>
  language === defaultLanguage ? "/manifest.webmanifest" : `/manifest-${language}.webmanifest`;
