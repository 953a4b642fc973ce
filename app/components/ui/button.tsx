import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { SiteLink } from "~/components/site-link";

export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-bold leading-tight transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

// Every variant has an edge of the same width: the filled ones' is transparent, until forced colours
// (Windows' contrast themes) replace the fill and show the edge instead, so a button stays a button.
const variants: Record<ButtonVariant, string> = {
  primary: "border-2 border-transparent bg-yellow text-navy-deep hover:bg-yellow-dark",
  secondary: "border-2 border-transparent bg-navy text-white hover:bg-navy-deep",
  outline: "border-2 border-navy text-navy hover:bg-navy hover:text-white",
  light: "border-2 border-white text-white hover:bg-white hover:text-navy",
  // For what cannot be undone (staff deleting a note).
  danger: "border-2 border-transparent bg-red text-white hover:bg-navy-deep",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

type ButtonLinkProps = ComponentProps<typeof SiteLink> & { variant?: ButtonVariant };

/** A link that looks like a button: most calls to action on the site go somewhere. */
export function ButtonLink({ variant = "primary", className = "", ...rest }: ButtonLinkProps) {
  return <SiteLink className={buttonClasses(variant, className)} {...rest} />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...rest} />;
}
