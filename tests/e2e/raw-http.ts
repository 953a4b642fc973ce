// Requests sent the way an attacker's client can send them: the path exactly as written (no
// resolving of `.`, `..` or `%2e`, as fetch and browsers do), any method, any body, and bodies that
// stream for as long as the server keeps reading.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface RawOptions {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** Any address of 127.0.0.0/8: the request comes from a visitor of its own. */
  localAddress?: string;
}

export function raw(origin: string, path: string, options: RawOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/**
 * A POST whose body is never finished: the head (with `declared`, a Content-Length announcing that
 * many bytes; without, a chunked body), then `send` bytes of `a` in 16 KB pieces, and then nothing,
 * so an answer can only come from a server that refuses without waiting for the rest. Written on a
 * bare socket: Node's HTTP client only reports an answer once it has sent everything.
 */
export function rawStream(
  origin: string,
  path: string,
  { headers, send, declared }: { headers: Record<string, string>; send: number; declared?: number },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let sent = 0;
    let done = false;
    const piece = Buffer.alloc(16 * 1024, "a");
    const chunk = (data: Buffer) =>
      declared !== undefined
        ? data
        : Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
    // The first of an answer, an error, a close or the wait running out settles it; the rest do nothing.
    const settle = (outcome: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(waiting);
      socket.destroy();
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const waiting = setTimeout(() => fail(new Error(`no answer within 10 s of sending ${sent} bytes`)), 10_000);
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
      const responseHeaders: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        responseHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(responseHeaders["content-length"] ?? 0);
      const body = received.subarray(end + 4);
      if (body.length < length) return;
      const response = { status: Number(statusLine.split(" ")[1]), headers: responseHeaders, body: body.toString() };
      settle(() => resolve(response));
    });
    socket.on("error", fail);
    socket.on("close", () => fail(new Error(`closed with no answer after ${sent} bytes`)));
    socket.on("connect", () => {
      const head = Object.entries({
        Host: hostname,
        ...headers,
        ...(declared !== undefined ? { "Content-Length": String(declared) } : { "Transfer-Encoding": "chunked" }),
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      const pump = () => {
        while (!done && sent < send) {
          sent += piece.length;
          if (!socket.write(chunk(piece))) return void socket.once("drain", pump);
        }
      };
      pump();
    });
  });
}

/** Sends `request` (a whole HTTP request, as text) on a bare socket and returns the status line's code. */
export function rawRequestText(origin: string, request: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = "";
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      socket.destroy();
      resolve({ status: Number(received.split(" ")[1]), head: received.slice(0, end) });
    });
    socket.on("error", reject);
  });
}
