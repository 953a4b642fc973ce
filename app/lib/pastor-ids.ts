// The pastors a note of appreciation can be sent to, as the specification names them.
// Fixed: each has its inbox in app/content/pastor-inboxes.server.ts; names and roles are content.
export const pastorIds = ["pastor1", "pastor2", "pastor3"] as const;
