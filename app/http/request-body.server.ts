// Reads a request's body for an action, within a limit counted in bytes as they arrive (a declared
// Content-Length is never trusted, and chunked bodies are counted too). Every action that takes a
// body reads it through here, so no client input, of any size or shape, can cost more than the
// limit or end in a 5xx.
import { parseFormData } from "@remix-run/form-data-parser";

/** The largest form the site takes: the longest note, each character up to 9 bytes once URL-encoded. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The largest JSON note (POST /api/submit-note). */
const JSON_BODY_LIMIT = 16 * 1024;

export type BodyProblem = { status: 400 | 413 | 415; message: string };
export type BodyResult<T> = { ok: true; value: T } | ({ ok: false } & BodyProblem);

const refuse = (status: BodyProblem["status"], message: string): { ok: false } & BodyProblem => ({
  ok: false,
  status,
  message,
});

const tooLarge = (limit: number) => refuse(413, `The request is larger than this form takes (${limit / 1024} KB).`);

/** The body's bytes, or null once more than `limit` bytes have arrived (the rest is not read). */
async function readBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading, without cancelling: cancelling would destroy the connection before the
      // refusal is sent. The rest stays unread; the server's request timeout ends the connection.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

class BodyTooLarge extends Error {}
class FilesRefused extends Error {}

/**
 * The request's body as a stream that errors once more than `limit` bytes have arrived. It stops
 * reading then, without cancelling the request's own stream: cancelling would destroy the
 * connection before the refusal is sent. The rest stays unread; the request timeout ends it.
 */
function limitedBody(request: Request, limit: number): ReadableStream<Uint8Array> {
  const reader = request.body?.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) return controller.close();
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > limit) {
        reader.releaseLock();
        return controller.error(new BodyTooLarge());
      }
      controller.enqueue(value);
    },
  });
}

/**
 * A form post (URL-encoded or multipart): 415 for another content type, 413 past the limit, 400 for
 * a malformed body. Files are refused (400) unless `files` says to keep them (the editor's photos)
 * or leave them out (a preview of the editor's form, which shows no new photo). A multipart body is
 * parsed as it arrives (@remix-run/form-data-parser), never held whole: each field and file is kept
 * once, and a body past the limit is refused at the byte that crosses it.
 */
export async function readForm(
  request: Request,
  limit = FORM_BODY_LIMIT,
  files: "refuse" | "keep" | "ignore" = "refuse",
): Promise<BodyResult<FormData>> {
  const type = mediaType(request);
  if (!FORM_TYPES.has(type)) return refuse(415, "Send this form as a form post.");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  const counted = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitedBody(request, limit),
    duplex: "half",
  } as RequestInit);
  try {
    const form = await parseFormData(
      counted,
      // The byte count above is the limit; the parser's own limits only need to be no tighter.
      { maxFileSize: limit, maxTotalSize: limit, maxParts: limit, maxFiles: limit },
      (file) => {
        if (files === "refuse") throw new FilesRefused();
        return files === "keep" ? file : null;
      },
    );
    return { ok: true, value: form };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof BodyTooLarge) return tooLarge(limit);
    if (cause instanceof FilesRefused) return refuse(400, "This form takes text only, not files.");
    return refuse(400, "The form could not be read.");
  }
}

/** A UTF-8 JSON body: 415 for another content type or charset, 413 past the limit, 400 if not JSON. */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<BodyResult<unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  const charset = /;\s*charset="?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  if (mediaType(request) !== "application/json" || (charset && charset !== "utf-8" && charset !== "utf8")) {
    return refuse(415, "Send the note as UTF-8 JSON (Content-Type: application/json).");
  }
  const bytes = await readBytes(request, limit);
  if (!bytes) return tooLarge(limit);
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
}
