import { Icon } from "~/components/icon";
import type { IconName, Tone } from "~/content-model/blocks";

const tones: Record<Tone, string> = {
  navy: "bg-navy text-white",
  teal: "bg-teal text-white",
  yellow: "bg-yellow text-navy-deep",
  red: "bg-red text-white",
};

/** An icon in a brand-coloured circle, beside a heading that says what it means. */
export function IconBadge({ icon, tone, className = "size-12" }: { icon: IconName; tone: Tone; className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-full ${tones[tone]} ${className}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}
