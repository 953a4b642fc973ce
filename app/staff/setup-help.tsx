// What /staff/notes and /staff/login say while there is no staff account yet: how to add the first.
import { StaffHeading } from "./staff-header";

export function SetupHelp() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 md:px-6 md:py-20">
      <StaffHeading title="The staff area is not set up yet" />
      <p className="mt-4 text-lg text-gray-700">
        Notes of appreciation sent from the website are kept safely until someone reviews them, and the website's
        content can be changed here once someone can sign in. Whoever runs the website's server does this once:
      </p>
      <ol className="mt-6 flex list-decimal flex-col gap-3 pl-6 text-lg text-gray-900">
        <li>
          On the server, run{" "}
          <code className="rounded bg-gray-100 px-1.5 py-0.5">
            npm run staff:add -- --name "Your Name" --email you@example.org --admin
          </code>
          . It prints a link.
        </li>
        <li>Open the link and choose a password. It works once, for 7 days.</li>
        <li>
          Sign in, and invite the rest of the staff from the Staff page: each gets an e-mail (or you pass the link on)
          and chooses their own password.
        </li>
      </ol>
      <p className="mt-6 text-gray-700">
        To have approved notes and invitations e-mailed, also set <code>SMTP_URL</code> and <code>MAIL_FROM</code>. The
        file <code>.env.example</code> describes every setting.
      </p>
    </div>
  );
}
