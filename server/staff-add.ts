// `npm run staff:add -- --name "Dana Reyes" --email dana@example.org --admin`: adds a staff account
// from the server's command line and prints a one-time link for its holder to choose a password.
// It is how the first administrator comes to be, and how one who is locked out gets back in; every
// other account is managed in the browser at /staff/accounts. Roles, one flag each, named by their
// keys in app/staff/roles.ts (`--help` lists them). For an existing account (same e-mail address or
// name) it adds the roles given and prints a new link. Uses the same DATA_DIR or DATABASE_URL as the server.
import { parseArgs } from "node:util";
import { absoluteUrl } from "~/content-model/site-url";
import { openDatabase } from "~/db/database.server";
import { StaffAccounts } from "~/staff/accounts.server";
import { StaffActivity } from "~/staff/activity.server";
import { StaffLinks } from "~/staff/links.server";
import { ROLES, readRoles, STAFF_ROLES } from "~/staff/roles";
import { emailAddress, PASSWORD_PAGE } from "~/staff/terms";
import { loadConfig } from "./config";

const USAGE = [
  `Usage: npm run staff:add -- --name "Dana Reyes" --email dana@example.org ${STAFF_ROLES.map((role) => `[--${role}]`).join(" ")}`,
  "Roles:",
  ...STAFF_ROLES.map((role) => `  --${role.padEnd(12)} ${ROLES[role].name}: ${ROLES[role].duties}`),
].join("\n");

async function main(): Promise<number> {
  let options: Record<string, string | boolean | undefined>;
  try {
    const flags = Object.fromEntries(STAFF_ROLES.map((role) => [role, { type: "boolean" as const }]));
    options = parseArgs({
      options: { name: { type: "string" }, email: { type: "string" }, help: { type: "boolean" }, ...flags },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const name = String(options.name ?? "").trim();
  const email = String(options.email ?? "")
    .trim()
    .toLowerCase();
  if (!name && !email) {
    console.error(USAGE);
    return 2;
  }
  if (email && !emailAddress.safeParse(email).success) {
    console.error(`"${email}" is not an e-mail address.\n${USAGE}`);
    return 2;
  }
  const roles = readRoles(STAFF_ROLES.filter((role) => options[role] === true));
  const config = loadConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const accounts = new StaffAccounts(database);
    const activity = new StaffActivity(database.db);
    let account = (email && (await accounts.byEmail(email))) || (name && (await accounts.byLogin(name))) || null;
    if (account) {
      const wanted = readRoles([...account.roles, ...roles]);
      await accounts.setRoles(account.id, wanted);
      if (email && !account.email) await accounts.setDetails(account.id, account.name, email);
      if (account.disabledAt) await accounts.setDisabled(account.id, null);
      account = await accounts.byId(account.id);
    } else {
      if (!name || !email) {
        console.error(`A new account needs both --name and --email.\n${USAGE}`);
        return 2;
      }
      // The first account of all, an administrator, can do everything: nobody else is there to give it more.
      const first = !(await accounts.any()) && roles.includes("admin");
      const given = first ? readRoles(["admin", "content", "notes"]) : roles;
      if (first && given.length > roles.length) {
        console.log("The first administrator also edits the website and reviews notes; change it at /staff/accounts.");
      }
      const added = await accounts.add({ name, email, roles: given, by: "staff:add", at: new Date() });
      if ("refused" in added) {
        console.error(added.refused);
        return 1;
      }
      account = added;
    }
    if (!account) throw new Error("the account was removed while it was being changed");
    const purpose = account.passwordHash ? "reset" : "invitation";
    const token = await new StaffLinks(database.db).issue(account.id, purpose, new Date());
    await activity.record({
      actor: "staff:add",
      action: purpose === "invitation" ? "invited" : "link-sent",
      subject: account.name,
      detail: account.roles.join(","),
    });
    const roleList = account.roles.length > 0 ? account.roles.join(", ") : "none";
    console.log(`${account.name} <${account.email ?? "no e-mail address"}>, roles: ${roleList}.`);
    console.log(
      `To choose a password, open this link (it works once, for ${purpose === "invitation" ? "7 days" : "an hour"}):`,
    );
    console.log(absoluteUrl(`${PASSWORD_PAGE}?token=${token}`));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
