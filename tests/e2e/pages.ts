// The public pages (app/pages.ts), with the heading a visitor should see on each.
import { publicPages } from "../../app/pages";

export const pages = publicPages.map(({ path, heading }) => ({ path, heading }));
