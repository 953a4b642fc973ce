// What a staff member may do. Each account holds one or more roles; administrators give and take
// them at /staff/accounts.
export const STAFF_ROLES = ["admin", "content", "notes"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_NAMES: Record<StaffRole, string> = {
  admin: "Administrator",
  content: "Content editor",
  notes: "Note reviewer",
};

export const ROLE_DUTIES: Record<StaffRole, string> = {
  admin: "Invites staff, changes what they may do, and sees staff activity.",
  content: "Changes and publishes the website's words, times, links and photos.",
  notes: "Reads notes of appreciation and approves them before they go to a pastor.",
};

/** The roles named in a stored or posted list, in a fixed order, each once; others are left out. */
export function readRoles(values: Iterable<string>): StaffRole[] {
  const wanted = new Set(Array.from(values, (value) => value.trim()));
  return STAFF_ROLES.filter((role) => wanted.has(role));
}

export function mayDo(account: { roles: readonly StaffRole[] }, role: StaffRole): boolean {
  return account.roles.includes(role);
}
