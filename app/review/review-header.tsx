// The top of every signed-in review page: its title, who is signed in, and signing out.
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Every staff page's title, marked as staff review so no one takes it for a public page. */
export function StaffHeading({ title }: { title: string }) {
  return (
    <>
      <p className="font-bold tracking-wide text-teal uppercase">Staff review</p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy md:text-4xl">{title}</h1>
    </>
  );
}

export function ReviewHeader({ title, reviewer, csrfToken }: { title: string; reviewer: string; csrfToken: string }) {
  return (
    <div className="flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between">
      <div>
        <StaffHeading title={title} />
      </div>
      <Form method="post" action="/review/logout" className="flex items-center gap-3 print:hidden">
        <p className="text-gray-700">
          Signed in as <span className="font-bold text-gray-900">{reviewer}</span>
        </p>
        <input type="hidden" name="csrf" value={csrfToken} />
        <button type="submit" className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}>
          Sign out
        </button>
      </Form>
    </div>
  );
}

/** What the last action did ("Published.", "Approved."), said once after the page it led to. */
export function StaffMessage({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 font-semibold text-teal">
      {message}
    </p>
  );
}
