// A grid of short points with an icon each, shared by several pages.
import { Icon } from "~/components/icon";
import { CardText } from "~/components/ui/card";
import type { IconName } from "~/content-model/blocks";

const columnClasses = {
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

/** Short points with an icon each ("What to Expect", "A Sunday at Kids Downtown"). */
export function FeatureList({
  items,
  columns = 3,
}: {
  items: ReadonlyArray<{ title: string; description: string; icon: IconName }>;
  columns?: keyof typeof columnClasses;
}) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
          <Icon name={item.icon} className="size-8 text-teal" />
          <CardText title={item.title} description={item.description} />
        </li>
      ))}
    </ul>
  );
}
