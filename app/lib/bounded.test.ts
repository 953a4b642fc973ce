import { describe, expect, it } from "vitest";
import { createBound } from "./bounded";

describe("createBound", () => {
  it("never runs more at once than allowed, and runs the waiting ones in turn", async () => {
    const checks = createBound({ running: 2, waiting: 3 });
    let active = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const check = () =>
      new Promise<string>((resolve) => {
        active++;
        most = Math.max(most, active);
        gates.push(() => {
          active--;
          resolve("checked");
        });
      });
    const results = Array.from({ length: 7 }, () => checks.run(check));
    // Two run, three wait, two are turned away at once.
    expect(await Promise.all(results.slice(5))).toEqual([{ busy: true }, { busy: true }]);
    while (gates.length > 0 || active > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(Array(5).fill({ busy: false, value: "checked" }));
    expect(most).toBe(2);
  });

  it("frees the place of a task that failed", async () => {
    const checks = createBound({ running: 1, waiting: 0 });
    await expect(checks.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await checks.run(async () => "next")).toEqual({ busy: false, value: "next" });
  });

  it("lets one key hold only its share of places, running and waiting, and gives it back when done", async () => {
    const places = createBound({ running: 2, waiting: 4, perKey: 1 });
    let open: () => void = () => {};
    const held = places.run(() => new Promise<string>((resolve) => (open = () => resolve("first"))), "203.0.113.7");
    // The same sender again, at once: turned away, while another sender still gets a place.
    expect(await places.run(async () => "again", "203.0.113.7")).toEqual({ busy: true });
    expect(await places.run(async () => "another", "192.0.2.44")).toEqual({ busy: false, value: "another" });
    open();
    expect(await held).toEqual({ busy: false, value: "first" });
    expect(await places.run(async () => "later", "203.0.113.7")).toEqual({ busy: false, value: "later" });
  });
});
