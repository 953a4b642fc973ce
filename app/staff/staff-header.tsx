// The top of every signed-in staff page: its title, the staff pages this person may use, who is
// signed in, and signing out.
import { Form, NavLink, useLocation } from "react-router";
import { Answer } from "~/components/answer";
import { buttonClasses } from "~/components/ui/button";
import { type Ask, can, type StaffRole } from "~/staff/roles";

/**
 * Every staff page's title, marked as the staff area so no one takes it for a public page, with the
 * part of it one is in ("Staff area: Website").
 */
export function StaffHeading({ title, part }: { title: string; part?: string }) {
  return (
    <>
      <p className="font-bold tracking-wide text-teal uppercase">Staff area{part && `: ${part}`}</p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy md:text-4xl">{title}</h1>
    </>
  );
}

/** The staff pages, each with the question its loader asks (none for one's own account). */
const PAGES: { to: string; label: string; ask: Ask | null }[] = [
  { to: "/staff/notes", label: "Notes", ask: ["review", "notes"] },
  { to: "/staff/content", label: "Website", ask: ["edit", "website"] },
  { to: "/staff/accounts", label: "Staff", ask: ["manage", "staff"] },
  { to: "/staff/account", label: "Your account", ask: null },
];

export function StaffHeader({
  title,
  staffName,
  roles,
  csrfToken,
}: {
  title: string;
  staffName: string;
  roles: readonly StaffRole[];
  csrfToken: string;
}) {
  const pages = PAGES.filter((page) => page.ask === null || can({ roles }, ...page.ask));
  const { pathname } = useLocation();
  // The notes' pages are /staff/notes and /staff/notes/print; the website's photos belong to the website;
  // every other part has its own path.
  const part = PAGES.find((page) =>
    page.to === "/staff/notes"
      ? pathname === "/staff/notes" || pathname.startsWith("/staff/notes/print")
      : pathname.startsWith(page.to) || (page.to === "/staff/content" && pathname.startsWith("/staff/photos")),
  );
  return (
    <div className="border-b border-gray-200 pb-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <StaffHeading title={title} part={part?.label} />
        </div>
        <Form method="post" action="/staff/logout" className="flex items-center gap-3 print:hidden">
          <p className="text-gray-700">
            Signed in as <span className="font-bold text-gray-900">{staffName}</span>
          </p>
          <input type="hidden" name="csrf" value={csrfToken} />
          <button type="submit" className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}>
            Sign out
          </button>
        </Form>
      </div>
      <nav aria-label="Staff pages" className="mt-5 print:hidden">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {pages.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                end={page.to === "/staff/notes"}
                reloadDocument
                className="font-bold text-navy underline-offset-4 hover:underline aria-[current=page]:underline"
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * What the last action did ("Published.", "Approved."), said once after the page it led to, and where
 * the keyboard is then, with or without JavaScript: the next Tab reaches what follows it (an Undo).
 */
export function StaffMessage({ message, children }: { message?: string | null; children?: React.ReactNode }) {
  // Each page an action leads to is a new location: its message takes the keyboard, even one like the last.
  const { key } = useLocation();
  if (!message) return null;
  return (
    <Answer key={key} role="status" className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 text-teal">
      <p className="font-semibold">{message}</p>
      {children}
    </Answer>
  );
}

/** Why the last action was refused, announced at once. */
export function StaffAlert({ id, message }: { id?: string; message: string }) {
  return (
    <Answer id={id} role="alert" className="mt-6 rounded-lg border-2 border-red bg-red-pale p-4 font-semibold text-red">
      {message}
    </Answer>
  );
}
