// What a one-time staff link says once it no longer works (a password link, an undo link): why,
// and the two ways on, to a new link and to sign-in.
import { Link } from "react-router";
import { StaffHeading } from "./staff-header";

/** The words a refused link's action answers with, which show this page in place of its form. */
export const LINK_GONE = "This link no longer works.";

export function LinkGone({ why, newLink }: { why: string; newLink: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title="This link no longer works" />
      <p className="mt-4 text-gray-700">{why}</p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/staff/forgot" className="font-semibold text-navy underline underline-offset-4">
          {newLink}
        </Link>
        <Link to="/staff/login" className="font-semibold text-navy underline underline-offset-4">
          Staff sign-in
        </Link>
      </p>
    </div>
  );
}
