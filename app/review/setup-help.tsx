// What /review and /review/login say while no reviewer is configured: how to turn review on.
import { StaffHeading } from "./review-header";

export function SetupHelp() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 md:px-6 md:py-20">
      <StaffHeading title="Note review is not set up yet" />
      <p className="mt-4 text-lg text-gray-700">
        Notes of appreciation sent from the website are kept safely until someone reviews them. To let staff sign in and
        review them, whoever runs the website's server does this once:
      </p>
      <ol className="mt-6 flex list-decimal flex-col gap-3 pl-6 text-lg text-gray-900">
        <li>
          On the server, run <code className="rounded bg-gray-100 px-1.5 py-0.5">npm run reviewer:hash</code> and type
          the reviewer's password. It prints a line starting with <code>scrypt:</code>.
        </li>
        <li>
          Put the reviewer's name and that line in the server's environment as{" "}
          <code className="rounded bg-gray-100 px-1.5 py-0.5">REVIEWERS="name=scrypt:…"</code> (separate several
          reviewers with commas), and set <code className="rounded bg-gray-100 px-1.5 py-0.5">SESSION_SECRET</code> to a
          long random value.
        </li>
        <li>Restart the website. This page then asks reviewers to sign in.</li>
      </ol>
      <p className="mt-6 text-gray-700">
        To have approved notes e-mailed to the pastors, also set <code>SMTP_URL</code> and <code>MAIL_FROM</code>. The
        file <code>.env.example</code> describes every setting.
      </p>
    </div>
  );
}
