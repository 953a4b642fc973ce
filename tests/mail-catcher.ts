// A real SMTP server in the test process that keeps every message it receives, for the outbox's
// unit tests and the review's end-to-end tests.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks joined, so text can be searched. */
  raw: string;
}

/**
 * Starts catching into `mails`; `port` reuses a port, to bring a stopped server back where it was.
 * `beforeAccepting` runs once a message is whole and kept, before the server tells the sender it
 * has it: the window in which a sender that stops cannot know its message arrived.
 */
export async function startMailCatcher(
  mails: CaughtMail[],
  port = 0,
  beforeAccepting?: (mail: CaughtMail) => Promise<void>,
) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", async () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, "") };
        mails.push(mail);
        await beforeAccepting?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
