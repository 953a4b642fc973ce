// What staff do to their accounts, beside signing in: administrators invite people and send them
// new links; anyone may ask for a password reset by e-mail; a link lets its holder choose a
// password. E-mail goes out over SMTP_URL; without it an administrator is shown the link to pass on.

import { site } from "~/content/site";
import { absoluteUrl } from "~/content-model/site-url";
import type { MailSender } from "~/lib/smtp.server";
import type { StaffAccount, StaffAccounts } from "./accounts.server";
import type { StaffActivity } from "./activity.server";
import type { StaffLinks } from "./links.server";
import { passwordProblem } from "./password-rules.server";
import { hashPassword, type ScryptCost } from "./passwords.server";
import { ROLES, type StaffRole } from "./roles";
import { LINK_LIFETIME_MS, type LinkPurpose, PASSWORD_PAGE } from "./terms";

export interface SentLink {
  /** The link, for an administrator to pass on when it could not be e-mailed. */
  url: string;
  emailed: boolean;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({
  accounts,
  links,
  activity,
  mail,
  passwordCost,
  log = (line: string) => console.log(line),
}: {
  accounts: StaffAccounts;
  links: StaffLinks;
  activity: StaffActivity;
  mail?: { sender: MailSender; from: string };
  passwordCost: ScryptCost;
  log?: (line: string) => void;
}) {
  const church = site.name;

  function letter(account: StaffAccount, purpose: LinkPurpose, url: string, by: string | null, why?: "undone") {
    const days = LINK_LIFETIME_MS.invitation / (24 * 60 * 60 * 1000);
    if (why === "undone") {
      return {
        subject: `Choose a new password for ${church}'s website`,
        text: `Hello ${account.name},\n\nA change to how you sign in to ${church}'s website was just undone from the link in our e-mail, and your account was signed out everywhere. Whoever made the change may know your password, so choose a new one here (the link works once, for an hour):\n${url}\n\nIf you did not undo anything, tell an administrator of the website.\n`,
      };
    }
    return purpose === "invitation"
      ? {
          subject: `You are invited to help with ${church}'s website`,
          text: `Hello ${account.name},\n\n${by ?? "The website's administrator"} has invited you to help keep ${church}'s website ${describeRoles(account.roles)}.\n\nChoose your password here (the link works once, for ${days} days):\n${url}\n\nIf you did not expect this, you can ignore this message.\n`,
        }
      : {
          subject: `Reset your password for ${church}'s website`,
          text: `Hello ${account.name},\n\nSomeone asked to reset the password you use to sign in to ${church}'s website. To choose a new one, open this link (it works once, for an hour):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
        };
  }

  /**
   * A new link for the account, e-mailed when the site can send e-mail and the account has an
   * address; `why` says it follows an undone change rather than a request.
   */
  async function sendLink(
    account: StaffAccount,
    purpose: LinkPurpose,
    by: string | null,
    why?: "undone",
  ): Promise<SentLink> {
    const token = await links.issue(account.id, purpose, new Date());
    const url = absoluteUrl(`${PASSWORD_PAGE}?token=${token}`);
    if (!mail || !account.email) return { url, emailed: false };
    try {
      await mail.sender.send({ to: account.email, ...letter(account, purpose, url, by, why), from: mail.from });
      return { url, emailed: true };
    } catch (error) {
      log(JSON.stringify({ event: "staff-mail-failed", purpose, error: String(error) }));
      return { url, emailed: false };
    }
  }

  return {
    accounts,
    links,
    activity,
    /** Whether links can be e-mailed at all. */
    sendsMail: Boolean(mail),
    passwordCost,
    sendLink,

    async invite(invitation: { name: string; email: string; roles: StaffRole[]; by: string }) {
      const added = await accounts.add({ ...invitation, at: new Date() });
      if ("refused" in added) return added;
      await activity.record({
        actor: invitation.by,
        action: "invited",
        subject: added.name,
        detail: added.roles.join(","),
      });
      return { account: added, ...(await sendLink(added, "invitation", invitation.by)) };
    },

    /**
     * A reset link for the address if it is an account's that can sign in; nothing otherwise. The
     * caller answers the same either way and does not wait for this, so neither the words nor the
     * time of the answer says whether the address has an account.
     */
    async requestReset(email: string): Promise<void> {
      const account = await accounts.byEmail(email);
      if (!account || account.disabledAt || !mail) return;
      await activity.record({ actor: account.name, action: "reset-asked", subject: null, detail: null });
      await sendLink(account, "reset", null);
    },

    /** What is wrong with a password the account's holder chose, or null. */
    passwordProblem,

    /** Sets the password of the account a link opens and uses the link up; null when the link no longer works. */
    async choosePassword(token: string, password: string): Promise<StaffAccount | null> {
      const used = await links.use(token, new Date());
      if (!used) return null;
      const account = await accounts.byId(used.staffId);
      if (!account || account.disabledAt) return null;
      await accounts.setPassword(account.id, await hashPassword(password, passwordCost));
      await links.cancelFor(account.id);
      await activity.record({ actor: account.name, action: "password-chosen", subject: null, detail: used.purpose });
      return accounts.byId(account.id);
    },
  };
}

function describeRoles(roles: readonly StaffRole[]): string {
  return roles.length > 0 ? `as ${roles.map((role) => ROLES[role].name.toLowerCase()).join(" and ")}` : "";
}
