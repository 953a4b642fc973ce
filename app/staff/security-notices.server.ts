// The e-mail that tells a staff member their sign-in changed: what, when, by whom and from where,
// with a link that undoes it (app/routes/staff.undo.tsx). A change to an e-mail address is told to
// the old address too, since whoever took the account may have put their own; a change to an
// administrator's account is told to the other administrators, who can disable it at once.
import { formatDateTime } from "~/content/church-time";
import { site } from "~/content/site";
import { absoluteUrl } from "~/content/site-url";
import type { Email, MailSender } from "~/lib/smtp.server";
import type { StaffAccount, StaffAccounts } from "./accounts.server";
import type { ChangeDetail, SecurityChanges } from "./security-changes.server";
import { SECURITY_CHANGES, type SecurityChange, UNDO_LIFETIME_MS, UNDO_PAGE } from "./terms";

export interface ChangeMade {
  /** Who made it: the holder's own name, or an administrator's. */
  by: string;
  /** The browser and the address it came from. */
  from: string;
  detail?: ChangeDetail;
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;

export function createSecurityNotices({
  accounts,
  changes,
  mail,
  log = (line: string) => console.log(line),
}: {
  accounts: StaffAccounts;
  changes: SecurityChanges;
  mail?: { sender: MailSender; from: string };
  log?: (line: string) => void;
}) {
  const church = site.name;
  const days = UNDO_LIFETIME_MS / (24 * 60 * 60 * 1000);

  async function send(email: Omit<Email, "from">) {
    if (!mail || !email.to) return;
    try {
      await mail.sender.send({ ...email, from: mail.from });
    } catch (error) {
      log(JSON.stringify({ event: "security-mail-failed", error: String(error) }));
    }
  }

  return {
    /** The changes kept, and their undo links. */
    changes,

    /** Keeps the change and tells the holder (and, for an administrator, the other administrators). */
    async tell(account: StaffAccount, change: SecurityChange, made: ChangeMade, at = new Date()): Promise<void> {
      const detail = made.detail ?? {};
      const token = await changes.record(
        { staffId: account.id, change, detail, madeBy: made.by, madeFrom: made.from },
        at,
      );
      const what = SECURITY_CHANGES[change];
      const on = `on ${formatDateTime(at.toISOString())}`;
      const using = `using ${made.from}`;
      const when = `${what} ${on}, ${made.by === account.name ? "while signed in as you" : `by ${made.by}`}, ${using}.`;
      const url = absoluteUrl(`${UNDO_PAGE}?token=${token}`);
      const text = `Hello ${account.name},\n\n${when}${detail.passkeyName ? `\nThe passkey is called “${detail.passkeyName}”.` : ""}\n\nIf this was you, there is nothing to do.\n\nIf it was not you, open this link. It undoes the change, signs your account out everywhere, and lets you choose a new password at once (it works once, for ${days} days):\n${url}\n`;
      const subject = `${what}: ${church}'s website`;
      const addresses = new Set([account.email, detail.oldEmail].filter((address): address is string => !!address));
      for (const to of addresses) await send({ to, subject, text });
      if (!account.roles.includes("admin")) return;
      const others = (await accounts.list()).filter(
        (other) => other.id !== account.id && other.roles.includes("admin") && !other.disabledAt && other.email,
      );
      const staffPage = absoluteUrl("/staff/accounts");
      for (const other of others) {
        await send({
          to: other.email ?? "",
          subject: `${account.name}'s sign-in changed: ${church}'s website`,
          text: `Hello ${other.name},\n\nYou are told because ${account.name} is an administrator. ${account.name} was just sent this e-mail: “${what}” ${on}, ${made.by === account.name ? `while signed in as ${account.name}` : `by ${made.by}`}, ${using}.\n\n${account.name} can undo it from that e-mail. If you think someone else made this change, disable the account on the Staff page until you have spoken to ${account.name}:\n${staffPage}\n`,
        });
      }
    },
  };
}
