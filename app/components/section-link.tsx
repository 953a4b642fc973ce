// A button-styled link to a section of the same page, brought into view by <section-link>.
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";

export function SectionLink({
  sectionId,
  variant,
  children,
  ...rest
}: {
  sectionId: string;
  variant?: "primary" | "light";
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <section-link className="contents">
      <ButtonLink href={`#${sectionId}`} variant={variant} {...rest}>
        {children}
      </ButtonLink>
    </section-link>
  );
}
