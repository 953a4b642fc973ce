// The office's words for the parts of an item a schema gives no title: what many pages share, named
// the same everywhere, and any other name turned from code into words ("startsAt" → "Starts at").

/** What staff call the parts many pages have, whatever the schemas name them: never the code's words. */
const PART_NAMES: Record<string, string> = {
  hero: "Top of the page",
  meta: "Browser tab, search results and link previews",
  ctaLink: "Button link",
  ctaText: "Button",
  eyebrow: "Small line above the title",
  iconBg: "Colour behind the icon",
  iconColor: "Icon colour",
  buttonVariant: "Button look",
  buttonStyle: "Button look",
  buttonUrl: "Button link",
  url: "Web address",
  href: "Link",
  connectHref: "Connect link",
  embedUrl: "Player's web address",
  fallbackUrl: "Web address if it does not load",
  directionsBaseUrl: "Directions web address (the church's address is added to it)",
  src: "File",
  tel: "Phone number to call (+1 and ten digits)",
  lat: "Latitude",
  lng: "Longitude",
  minAge: "Youngest age",
  maxAge: "Oldest age",
  durationMinutes: "How long, in minutes",
  weeksOfMonth: "Weeks of the month (2 and 4 for the 2nd and 4th)",
  refreshHours: "How often calendars look again, in hours",
  googlePlay: "Google Play",
  appStore: "App Store",
  rateLimitedMessage: "Message when too many notes come at once",
};

/** "startsAt" → "Starts at", for a field the schema gives no title. */
export const humanize = (key: string) => {
  if (Object.hasOwn(PART_NAMES, key)) return PART_NAMES[key] as string;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
