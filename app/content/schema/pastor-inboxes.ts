// The shape of pastor-inboxes.server.ts: the address each pastor's approved notes are e-mailed to.
import { z } from "zod";
import { email } from "./blocks";

/** Where approved notes of appreciation are e-mailed: one address for each pastor. */
export const pastorInboxesSchema = z.object({
  pastor1: email,
  pastor2: email,
  pastor3: email,
});

export type PastorInboxesContent = z.input<typeof pastorInboxesSchema>;
