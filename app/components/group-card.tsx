// One small group on /groups: who leads it, when and where it meets, and the way to join.
import { Calendar, Globe, MapPin, MonitorSmartphone } from "lucide-react";
import { trackedButton } from "~/analytics/tracking";
import { ContentImage } from "~/components/content-image";
import { DetailRow } from "~/components/detail-row";
import { isExternal } from "~/components/site-link";
import { ButtonLink } from "~/components/ui/button";
import type { SmallGroup } from "~/content/groups";
import { clockTime, dayNames } from "~/lib/dates";
import { initials } from "~/lib/initials";
import { usePageLanguage } from "./interface-words";
import { usePageWords } from "./page-words";

const avatar = "size-16 shrink-0 rounded-full object-cover ring-4 ring-white shadow-card";

/** The leader's photo; a couple leading together, both photos side by side; otherwise initials. */
function LeaderAvatar({ leader }: { leader: SmallGroup["leader"] }) {
  if (leader.photo) {
    return (
      <div className="flex shrink-0 gap-1" data-testid="leader-photos">
        <ContentImage image={leader.photo} sizes="96px" className={avatar} />
        {leader.partnerPhoto && <ContentImage image={leader.partnerPhoto} sizes="96px" className={avatar} />}
      </div>
    );
  }
  return (
    // The name is written beside it, so screen readers skip the letters.
    <span
      aria-hidden="true"
      className={`${avatar} flex items-center justify-center bg-navy font-heading text-xl font-extrabold tracking-wide text-white`}
    >
      {initials(leader.name)}
    </span>
  );
}

interface GroupCardProps {
  group: SmallGroup;
  /** The section it is listed in, for analytics. */
  section: string;
  joinLabel: string;
  sameWindow: boolean;
}

export function GroupCard({ group, section, joinLabel, sameWindow }: GroupCardProps) {
  const { meeting } = group;
  const name = `${joinLabel} ${group.name}`;
  const words = usePageWords();
  const { locale } = usePageLanguage();
  return (
    <article
      id={`group-${group.id}`}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
    >
      <div className="flex items-center gap-4">
        <LeaderAvatar leader={group.leader} />
        <div>
          <h4 className="font-heading text-xl font-extrabold text-navy">{group.name}</h4>
          <p className="text-gray-700">{words.ledBy(group.leader.name)}</p>
        </div>
      </div>
      <p className="text-gray-700">{group.description}</p>
      <dl className="grid gap-2 text-gray-800">
        <DetailRow icon={Calendar} label={words.whenLabel}>
          {words.meetsOn(dayNames(meeting.day, locale), clockTime(meeting.time, locale))}{" "}
          <span className="text-gray-700">({words.groupFrequency[meeting.frequency]})</span>
        </DetailRow>
        <DetailRow icon={MapPin} label={words.whereLabel}>
          {group.location}
        </DetailRow>
        <DetailRow icon={MonitorSmartphone} label={words.formatLabel}>
          {words.groupFormat[meeting.format]}
        </DetailRow>
        <DetailRow icon={Globe} label={words.languageLabel}>
          {group.language}
        </DetailRow>
      </dl>
      <div className="mt-auto pt-2">
        <ButtonLink
          href={group.joinLink}
          sameWindow={sameWindow}
          variant="secondary"
          className="w-full sm:w-auto"
          {...trackedButton(name, section, isExternal(group.joinLink) ? { linkText: name } : undefined)}
        >
          {joinLabel}
          <span className="sr-only"> {group.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
