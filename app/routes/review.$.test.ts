// The staff area's old addresses: every bookmark and e-mailed link answers a permanent redirect to
// the same page under /staff, its query kept, and a form posted to an old address is posted again.
import { describe, expect, it } from "vitest";
import { action, loader } from "./review.$";

const args = (path: string, method = "GET") =>
  ({ request: new Request(`http://church.test${path}`, { method }), params: {}, context: {} }) as never;

describe("/review/… addresses", () => {
  it.each([
    ["/review", "/staff/notes"],
    ["/review/", "/staff/notes"],
    ["/review?status=approved&page=2", "/staff/notes?status=approved&page=2"],
    ["/review/print", "/staff/notes/print"],
    ["/review/staff", "/staff/accounts"],
    ["/review/login?next=%2Freview%2Fcontent", "/staff/login?next=%2Freview%2Fcontent"],
    ["/review/login/code", "/staff/login/code"],
    ["/review/password?token=abc", "/staff/password?token=abc"],
    ["/review/undo?token=abc", "/staff/undo?token=abc"],
    ["/review/account#two-step", "/staff/account"],
    ["/review/content/key-dates", "/staff/content/key-dates"],
    ["/review/photos/p1", "/staff/photos/p1"],
    ["/review/staffing", "/staff/staffing"],
  ])("%s moves to %s for good", async (from, to) => {
    for (const answer of [await loader(args(from)), await action(args(from, "POST"))]) {
      expect(answer.status).toBe(308);
      expect(answer.headers.get("Location")).toBe(to);
    }
  });
});
