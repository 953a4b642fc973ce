// Which PostgreSQL server to write to, when DATABASE_URL names a primary and its standbys as libpq
// does (`postgres://church@10.0.0.21:5432,10.0.0.22:5432/church`). node-postgres takes one host, so
// each new connection goes to the server last found to be the primary, and is refused if that
// server turns out to be a standby (`pg_is_in_recovery()`); a connection that fails or is refused
// moves the search on to the next server. After a failover the pool's old connections fail, and the
// new ones reach the promoted standby (docs/deploy.md, "When the database server dies").
import type pg from "pg";
import { AnsweredClient } from "./answered-client.server";

export interface Server {
  host: string;
  port: number;
  /** The database address with this server's host alone. */
  address: string;
}

/** The servers a libpq-style address names, and the address of each on its own. */
export function serversOf(databaseUrl: string): Server[] {
  const match = databaseUrl.match(/^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]*)(.*)$/);
  if (!match) return [];
  const [, start, hosts = "", rest] = match;
  return hosts.split(",").map((each) => {
    const at = each.lastIndexOf(":");
    const [host, port] =
      each.endsWith("]") || at === -1 ? [each, 5432] : [each.slice(0, at), Number(each.slice(at + 1))];
    return { host, port, address: `${start}${host}:${port}${rest}` };
  });
}

/** How long a connection to one server may take before the next is tried. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * A pg.Client class for the pool: each client connects to the server now believed the primary,
 * and checks it is one. Every failure moves that belief on to the next server.
 */
export function primaryFollowingClient(servers: Server[]): typeof pg.Client {
  let current = 0;
  const moveOn = (from: number) => {
    // Only the first of several connections failing together moves it.
    if (current === from) current = (current + 1) % servers.length;
  };
  class PrimaryClient extends AnsweredClient {
    private readonly tried: number;

    constructor(config: pg.ClientConfig) {
      const tried = current;
      const server = servers[tried] ?? servers[0];
      // node-postgres reads the host from the address, before any given beside it.
      super({ ...config, connectionString: server?.address, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      this.tried = tried;
    }

    // The pool connects with a callback; the same check either way.
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client's connect has two signatures, each matched here.
    override connect(callback?: any): any {
      const checked = this.connectToPrimary().then(() => this);
      if (!callback) return checked;
      checked.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
    }

    private async connectToPrimary(): Promise<void> {
      try {
        await super.connect();
      } catch (error) {
        moveOn(this.tried);
        throw error;
      }
      const { rows }: pg.QueryResult<{ standby: boolean }> = await this.query("SELECT pg_is_in_recovery() AS standby");
      if (rows[0]?.standby) {
        moveOn(this.tried);
        await this.end().catch(() => undefined);
        throw new Error(`${this.host}:${this.port} is a standby, not the primary`);
      }
    }
  }
  return PrimaryClient;
}
