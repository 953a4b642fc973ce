// The shape of navigation.ts: the header's links, the footer's social links and its legal links.
import { z } from "zod";
import { href, socialLink, text } from "./blocks";

export const navItemSchema = z.object({
  href,
  label: text,
  highlight: z.boolean().optional(),
  external: z.boolean().optional(),
});

export const navigationSchema = z.object({
  header: z.array(navItemSchema.meta({ title: "Link" })).min(1),
  social: z.array(socialLink.meta({ title: "Link" })).min(1),
  /** Small links under the footer: how the site treats visitors' data and their access. */
  legal: z.array(z.object({ href, label: text }).meta({ title: "Link" })).min(1),
});

export type NavItem = z.infer<typeof navItemSchema>;
export type NavigationContent = z.input<typeof navigationSchema>;
