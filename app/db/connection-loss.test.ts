// What counts as the database going away (tried again) and what is the statement's own fault (not).
import { describe, expect, it } from "vitest";
import { isConnectionLoss, retryOnConnectionLoss } from "./connection-loss.server";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("a write that lost its connection", () => {
  it("tells the server going away from a wrong statement", () => {
    const lost = [
      coded("ECONNREFUSED"),
      coded("ECONNRESET"),
      coded("57P01", "terminating connection due to administrator command"),
      coded("25006", "cannot execute INSERT in a read-only transaction"),
      coded("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("127.0.0.1:5433 is a standby, not the primary"),
    ];
    for (const error of lost) expect(isConnectionLoss(error), error.message).toBe(true);
    const wrong = [coded("23505", "duplicate key value"), coded("42P01", "relation does not exist"), "text"];
    for (const error of wrong) expect(isConnectionLoss(error), String(error)).toBe(false);
  });

  it("is tried again until it is done, and a statement's own error is not", async () => {
    let tries = 0;
    const done = await retryOnConnectionLoss(
      async () => {
        tries++;
        if (tries < 3) throw coded("ECONNREFUSED");
        return "stored";
      },
      { withinMs: 5_000, pauseMs: 1 },
    );
    expect([done, tries]).toEqual(["stored", 3]);
    tries = 0;
    const refused = retryOnConnectionLoss(
      async () => {
        tries++;
        throw coded("23505");
      },
      { withinMs: 5_000, pauseMs: 1 },
    );
    await expect(refused).rejects.toThrow("failed");
    expect(tries).toBe(1);
  });

  it("gives up once its time is over", async () => {
    const gone = retryOnConnectionLoss(
      async () => {
        throw coded("ECONNREFUSED");
      },
      { withinMs: 30, pauseMs: 10 },
    );
    await expect(gone).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
