// A PostgreSQL server that goes silent (cut off, not stopped) costs a query its bound, not minutes,
// and leaves no dead connection in the pool. The silence is a real TCP relay in front of the run's
// PostgreSQL that stops passing bytes on the connections it holds, without closing them.
import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase } from "../../tests/databases";
import { AnsweredClient, withoutAnswerBound } from "./answered-client.server";
import { isConnectionLoss } from "./connection-loss.server";

/** Relays to `target`; `silence()` stops every connection open now from passing anything on. */
async function silencingRelay(target: URL): Promise<{ url: string; silence(): void; close(): void }> {
  const open = new Set<{ client: Socket; server: Socket }>();
  const relay: Server = createServer((client) => {
    const server = connect(Number(target.port), target.hostname);
    const pair = { client, server };
    open.add(pair);
    client.on("data", (bytes) => open.has(pair) && server.write(bytes));
    server.on("data", (bytes) => open.has(pair) && client.write(bytes));
    for (const socket of [client, server]) socket.on("error", () => {});
  });
  await new Promise<void>((listening) => relay.listen(0, "127.0.0.1", listening));
  const address = relay.address();
  const url = new URL(target);
  url.host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const held: Socket[] = [];
  return {
    url: url.toString(),
    silence() {
      for (const pair of open) held.push(pair.client, pair.server);
      open.clear();
    },
    close() {
      for (const socket of held) socket.destroy();
      relay.close();
    },
  };
}

describe("a query PostgreSQL does not answer", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
  });
  afterAll(() => database.drop());

  it("fails as a lost connection within its bound, and the pool's next query has a new connection", async () => {
    const relay = await silencingRelay(new URL(database.url));
    const pool = new pg.Pool({
      connectionString: relay.url,
      Client: AnsweredClient,
      max: 2,
      answerWithinMs: 1_500,
    } as pg.PoolConfig);
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    try {
      // Two connections, as Kysely uses them: checked out, and given back without the error.
      const [first, second] = [await pool.connect(), await pool.connect()];
      for (const client of [first, second]) expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      relay.silence();
      let started = Date.now();
      expect(isConnectionLoss(await first.query("SELECT 2").catch((error: unknown) => error))).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
      // The other connection to the same silent server does not wait its own bound.
      started = Date.now();
      expect(isConnectionLoss(await second.query("SELECT 3").catch((error: unknown) => error))).toBe(true);
      expect(Date.now() - started).toBeLessThan(750);
      first.release();
      second.release();
      // New connections, made through the relay after the silence, answer.
      expect((await pool.query("SELECT 4 AS four")).rows).toEqual([{ four: 4 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      relay.close();
      await pool.end();
    }
  });

  it("is waited for as long as it takes where a statement may rightly take long", async () => {
    const pool = new pg.Pool({
      connectionString: database.url,
      Client: AnsweredClient,
      max: 1,
      answerWithinMs: 1_000,
    } as pg.PoolConfig);
    pool.on("connect", (client) => client.on("error", () => {}));
    try {
      const client = await pool.connect();
      const slow = () => client.query("SELECT pg_sleep(1.5) AS slept");
      expect((await withoutAnswerBound(client, slow)).rowCount).toBe(1);
      expect(isConnectionLoss(await slow().catch((error: unknown) => error))).toBe(true);
      client.release();
    } finally {
      await pool.end();
    }
  });
});
