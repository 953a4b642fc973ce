// One line of an icon-led list of facts (when, where, format) on a card: the icon is decoration,
// so its name is given to screen readers as the term, and the fact is the description.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function DetailRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-teal" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
