// Staff accounts before they lived in the database: the REVIEWERS, NOTE_REVIEWERS and
// CONTENT_EDITORS settings. At start, while there is no account yet, each person named there
// becomes an account with the same name, password and roles, once; from then on the accounts are
// kept at /staff/accounts and the settings are not read again (README says to remove them).

import type { StaffAccounts } from "./accounts.server";
import type { Reviewer } from "./passwords.server";
import type { StaffRole } from "./roles";

export interface OldStaffSettings {
  reviewers: Reviewer[];
  /** Who reviews notes: everyone in REVIEWERS unless NOTE_REVIEWERS names who. */
  noteReviewers?: string[];
  contentEditors: string[];
}

export async function takeOverOldStaffSettings(
  accounts: StaffAccounts,
  old: OldStaffSettings,
  log: (line: string) => void,
  at = new Date(),
): Promise<void> {
  if (old.reviewers.length === 0) return;
  if (await accounts.any()) {
    log(
      "REVIEWERS is set but no longer read: staff accounts are kept in the database and managed at /staff/accounts. Remove REVIEWERS, NOTE_REVIEWERS and CONTENT_EDITORS from the settings.",
    );
    return;
  }
  const taken: string[] = [];
  for (const reviewer of old.reviewers) {
    const roles: StaffRole[] = [];
    if (old.contentEditors.includes(reviewer.name)) roles.push("content");
    if ((old.noteReviewers ?? old.reviewers.map((r) => r.name)).includes(reviewer.name)) roles.push("notes");
    // Another instance starting at the same moment may have taken the same person over already.
    const added = await accounts.add({
      name: reviewer.name,
      email: null,
      roles,
      passwordHash: reviewer.hash,
      by: "REVIEWERS setting",
      at,
    });
    if (!("refused" in added)) taken.push(reviewer.name);
  }
  if (taken.length === 0) return;
  log(
    `Staff accounts taken over from REVIEWERS: ${taken.join(", ")}. They sign in as before; from now on staff are managed at /staff/accounts and REVIEWERS, NOTE_REVIEWERS and CONTENT_EDITORS can be removed. No one is an administrator yet: run \`npm run staff:add -- --name <name> --email <address> --admin\` on the server to make one.`,
  );
}
