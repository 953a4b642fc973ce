// Where approved notes of appreciation are e-mailed, by pastor id (pastors.ts). Server-only: the
// `.server` suffix keeps these addresses out of the site's JavaScript, so they are not published.
import { z } from "zod";
import { email } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

/** Where approved notes of appreciation are e-mailed: one address for each pastor. */
export const pastorInboxesSchema = z.object({
  pastor1: email,
  pastor2: email,
  pastor3: email,
});

export type PastorInboxesContent = z.input<typeof pastorInboxesSchema>;

export const pastorInboxes: PastorInboxesContent = {
  pastor1: "marcus.reed@thebridgechurch.org",
  pastor2: "angela.reed@thebridgechurch.org",
  pastor3: "david.kim@thebridgechurch.org",
};

/** Kept in code, not offered to staff: checked when the site builds. */
export const pastorInboxesModule = defineContent({
  key: "pastorInboxes",
  schema: pastorInboxesSchema,
  built: pastorInboxes,
});
