// An account without the role a staff page needs is refused with where to go instead: an
// administrator (the first one, made on the server, included) is sent to the Staff page, where the
// role is given; anyone else is told who can give it, and led back to the pages they use.
import { afterEach, expect, it } from "vitest";
import type { StaffRole } from "~/staff/roles";
import {
  addStaff,
  answerOf,
  openTestServices,
  PASSWORD,
  pageRequest,
  routeArgs,
  signedInOn,
} from "../../tests/route-context";
import { loader as contentLoader } from "./staff.content";

let open: Awaited<ReturnType<typeof openTestServices>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

it.each([
  [["admin"], "As an administrator, you can give it to yourself on the Staff page", "/staff/accounts"],
  [["notes"], "An administrator can give it to you on the Staff page", "/staff/notes"],
] satisfies Array<[StaffRole[], string, string]>)(
  "an account with %j is refused the editor, told how to get it",
  async (roles, says, href) => {
    open = await openTestServices({ twoStepRequiredFor: [] });
    await addStaff(open.services, "Pat", roles);
    const cookie = await signedInOn(open, "Pat", PASSWORD);
    const refused = await answerOf(contentLoader(routeArgs(open, pageRequest("/staff/content", cookie))));
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      message: expect.stringContaining(`Your account does not edit the website's content. ${says}`),
      next: { href },
    });
  },
);
