import { Camera, Images, MonitorPlay, ThumbsUp } from "lucide-react";
import { SiteLink } from "~/components/site-link";
import type { NavigationContent } from "~/content/navigation";
import { formatAddressLines } from "~/content-model/address";
import { dayName, weeklyTime } from "~/lib/dates";
import { usePageLanguage } from "./interface-words";
import type { SiteChrome } from "./use-site-chrome";

const socialIcons = {
  video: MonitorPlay,
  photos: Images,
  facebook: ThumbsUp,
  instagram: Camera,
} satisfies Record<NavigationContent["social"][number]["kind"], unknown>;

export function SiteFooter({ chrome: { site, navigation, words } }: { chrome: SiteChrome }) {
  const venue = site.worship.venue;
  const { locale } = usePageLanguage();
  return (
    <footer className="bg-navy-deep text-gray-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div>
          <p className="font-heading text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-2">{site.tagline}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-yellow">
            {words.worshipHeading.replace("{day}", dayName(site.worship.day, locale))}
          </h2>
          <p className="mt-2">{weeklyTime(site.worship, locale)}</p>
          <address className="mt-1 not-italic">
            {venue.name}
            {formatAddressLines(venue).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <nav aria-label={words.footerNavigation}>
          <h2 className="text-sm font-bold uppercase tracking-widest text-yellow">{words.explore}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-1">
            {navigation.header.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="text-white underline-offset-4 hover:underline">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-yellow">{words.followAlong}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {navigation.social.map((link) => {
              const SocialIcon = socialIcons[link.kind];
              return (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    className="inline-flex items-center gap-2 text-white underline-offset-4 hover:underline"
                  >
                    <SocialIcon aria-hidden="true" className="size-5 text-teal-light" />
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm md:flex-row md:items-center md:justify-between md:px-6">
          <p>
            © {site.copyrightYear} {site.name}. {words.allRightsReserved}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navigation.legal.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="text-white underline underline-offset-4 hover:text-yellow">
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {/* Part of the frame, not of the links staff keep: every page offers the way to every other. */}
            <li>
              <SiteLink href="/site-map" className="text-white underline underline-offset-4 hover:text-yellow">
                {words.siteMap}
              </SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
