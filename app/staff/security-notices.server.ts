// The e-mail that tells a staff member their sign-in changed: what, when, by whom and from where,
// with a link that undoes it (app/routes/staff.undo.tsx). The link goes only to the address the
// account holds now, and works only while it still does (docs/decisions/0041). A change of address
// is told to both addresses without a link, and to ask an administrator: an administrator made it,
// and the usual reason to replace an address is that its mailbox is no longer the person's. A change to
// an administrator's account is told to the other administrators, who can disable it at once.

import { site } from "~/content/site";
import { formatDateTime } from "~/content-model/church-time";
import { absoluteUrl } from "~/content-model/site-url";
import type { Email, MailSender } from "~/lib/smtp.server";
import type { StaffAccount, StaffAccounts } from "./accounts.server";
import type { ChangeDetail, SecurityChanges } from "./security-changes.server";
import { oneLine, SECURITY_CHANGES, type SecurityChange, UNDO_LIFETIME_MS, UNDO_PAGE } from "./terms";

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

    /**
     * Keeps the change and tells the holder at the address the account holds now, with the link
     * that undoes it; an address replaced is told without a link. An administrator's colleagues
     * are told too.
     */
    async tell(account: StaffAccount, change: SecurityChange, made: ChangeMade, at = new Date()): Promise<void> {
      const detail: ChangeDetail = { ...made.detail, linkTo: account.email };
      const token = await changes.record(
        { staffId: account.id, change, detail, madeBy: made.by, madeFrom: made.from },
        at,
      );
      const what = SECURITY_CHANGES[change];
      const on = `on ${formatDateTime(at.toISOString())}`;
      const using = `using ${oneLine(made.from)}`;
      const who = made.by === account.name ? "while signed in as you" : `by ${oneLine(made.by)}`;
      const when = `${what} ${on}, ${who}, ${using}.`;
      const url = absoluteUrl(`${UNDO_PAGE}?token=${token}`);
      const named = detail.passkeyName ? `\nThe passkey is called “${oneLine(detail.passkeyName)}”.` : "";
      const subject = `${what}: ${church}'s website`;
      // An address is moved by an administrator, and moved back by one: told, with no link to undo it.
      if (account.email && change === "email-changed") {
        await send({
          to: account.email,
          subject,
          text: `Hello ${account.name},\n\n${when}\nYou now sign in to ${church}'s website with this address.\n\nIf this was expected, there is nothing to do. If it was not, contact an administrator of the website (someone at the church office).\n`,
        });
      } else if (account.email) {
        await send({
          to: account.email,
          subject,
          text: `Hello ${account.name},\n\n${when}${named}\n\nIf this was you, there is nothing to do.\n\nIf it was not you, open this link. It undoes the change, signs your account out everywhere and stops your password working; a link to choose a new one is then e-mailed to this address (this link works once, for ${days} days, while your account has this address):\n${url}\n`,
        });
      }
      const replaced = detail.oldEmail && detail.oldEmail !== account.email ? detail.oldEmail : null;
      if (replaced) {
        await send({
          to: replaced,
          subject,
          text: `Hello ${account.name},\n\n${when}\nThis address no longer signs in to ${church}'s website.\n\nIf this was expected, there is nothing to do. If it was not, contact an administrator of the website (someone at the church office): they can disable the account and put the right address back.\n`,
        });
      }
      if (!account.roles.includes("admin")) return;
      const others = (await accounts.list()).filter(
        (other) => other.id !== account.id && other.roles.includes("admin") && !other.disabledAt && other.email,
      );
      const staffPage = absoluteUrl("/staff/accounts");
      for (const other of others) {
        await send({
          to: other.email ?? "",
          subject: `${account.name}'s sign-in changed: ${church}'s website`,
          text: `Hello ${other.name},\n\nYou are told because ${account.name} is an administrator. ${account.name} was just sent this e-mail: “${what}” ${on}, ${made.by === account.name ? `while signed in as ${account.name}` : `by ${oneLine(made.by)}`}, ${using}.\n\n${account.name} can undo it from that e-mail. If you think someone else made this change, disable the account on the Staff page until you have spoken to ${account.name}:\n${staffPage}\n`,
        });
      }
    },
  };
}
