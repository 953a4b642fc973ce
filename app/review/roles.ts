// What a signed-in staff member may do. Who holds each role is a setting of the server
// (NOTE_REVIEWERS, CONTENT_EDITORS), not something the staff area itself can change.
export interface StaffRoles {
  /** May read, approve, reject and delete notes of appreciation at /review. */
  noteReviewers: string[];
  /** May change and publish the content staff can edit, at /review/content. */
  contentEditors: string[];
}

export type StaffRole = "notes" | "content";

export function mayDo(roles: StaffRoles, name: string, role: StaffRole): boolean {
  return (role === "notes" ? roles.noteReviewers : roles.contentEditors).includes(name);
}
