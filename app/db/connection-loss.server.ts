// A write that lost its connection to PostgreSQL (a failover, a restart, a cable) is tried again
// on a new one, which app/db/primary.server.ts sends to the primary, until it is done or `withinMs`
// have passed. Only what is safe to run twice may be retried: the note store checks, before each
// new try, whether the first one was stored after all.

/** Errors that say the connection or the server went, not that the statement was wrong. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // Connection exceptions, the server shutting down or starting, and a write sent to a standby.
    if (code.startsWith("08") || ["57P01", "57P02", "57P03", "25006"].includes(code)) return true;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"].includes(code)) return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|not the primary|Client has encountered a connection error/i.test(
    error.message,
  );
}

export async function retryOnConnectionLoss<T>(
  task: (attempt: number) => Promise<T>,
  { withinMs, pauseMs = 250 }: { withinMs: number; pauseMs?: number },
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + pauseMs > deadline) throw error;
      await new Promise((next) => setTimeout(next, pauseMs));
    }
  }
}
