import type { NotFoundContent } from "~/content/schema/not-found";

export const notFound: NotFoundContent = {
  meta: {
    title: "Page Not Found",
    description: "We could not find the page you were looking for. Head back to the home page of The Bridge Church.",
  },
  title: "Oops! Page not found",
  message: "The page you were looking for has moved or never existed. Let's get you back on the path.",
  homeLabel: "Return to Home",
};
