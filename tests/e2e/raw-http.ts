// Requests sent the way an attacker's client can send them: the path exactly as written (no
// resolving of `.`, `..` or `%2e`, as fetch and browsers do), any method, any body.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function raw(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A body sent in chunks with no Content-Length, of `total` bytes; resolves with the answer. */
export function rawChunked(
  origin: string,
  path: string,
  { headers, total, chunk = "a" }: { headers: Record<string, string>; total: number; chunk?: string },
): Promise<RawResponse & { sent: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const piece = Buffer.from(chunk.repeat((16 * 1024) / chunk.length));
    const req = httpRequest({ hostname, port, path, method: "POST", headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), sent }),
      );
    });
    // The server may close the connection once it has answered: that is the point.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
