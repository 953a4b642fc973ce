import { z } from "zod";
import { pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const notFoundSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  message: text,
  homeLabel: text,
});

export type NotFoundContent = z.input<typeof notFoundSchema>;

export const notFound: NotFoundContent = {
  meta: {
    title: "Page Not Found",
    description: "We could not find the page you were looking for. Head back to the home page of The Bridge Church.",
  },
  title: "Oops! Page not found",
  message: "The page you were looking for has moved or never existed. Let's get you back on the path.",
  homeLabel: "Return to Home",
};

declare module "../content-model/define" {
  interface EditableContent {
    notFound: NotFoundContent;
  }
}

export const notFoundModule = defineContent({
  key: "notFound",
  schema: notFoundSchema,
  built: notFound,
  staff: {
    part: "page",
    title: "Page not found",
    description: "What a visitor sees at an address the site does not have.",
    shownOn: [{ path: "/this-page-does-not-exist", label: "Page not found" }],
  },
});
