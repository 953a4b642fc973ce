// Where approved notes of appreciation are e-mailed, by pastor id (pastors.ts). Server-only: the
// `.server` suffix keeps these addresses out of the site's JavaScript, so they are not published.
import type { PastorInboxesContent } from "~/content/schema/pastor-inboxes";

export const pastorInboxes: PastorInboxesContent = {
  pastor1: "marcus.reed@thebridgechurch.org",
  pastor2: "angela.reed@thebridgechurch.org",
  pastor3: "david.kim@thebridgechurch.org",
};
