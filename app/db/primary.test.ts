// DATABASE_URL naming a primary and its standbys, as libpq writes it.
import { describe, expect, it } from "vitest";
import { serversOf } from "./primary.server";

describe("the servers a database address names", () => {
  it("lists each host and port, each with the address that reaches it alone", () => {
    expect(serversOf("postgres://church:pa%40ss@10.0.0.21:5432,10.0.0.22:6432/church?sslmode=require")).toEqual([
      { host: "10.0.0.21", port: 5432, address: "postgres://church:pa%40ss@10.0.0.21:5432/church?sslmode=require" },
      { host: "10.0.0.22", port: 6432, address: "postgres://church:pa%40ss@10.0.0.22:6432/church?sslmode=require" },
    ]);
  });

  it("takes one server as it is, with PostgreSQL's port when none is given", () => {
    expect(serversOf("postgresql://db.internal/church")).toEqual([
      { host: "db.internal", port: 5432, address: "postgresql://db.internal:5432/church" },
    ]);
    expect(serversOf("postgres://u@a,b:5433/x").map(({ host, port }) => `${host}:${port}`)).toEqual([
      "a:5432",
      "b:5433",
    ]);
  });
});
