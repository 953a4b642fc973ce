// A real SMTP server in the test process that keeps every message it receives, for the outbox's
// unit tests and the review's end-to-end tests.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks joined, so text can be searched. */
  raw: string;
}

/** Starts catching into `mails`; `port` reuses a port, to bring a stopped server back where it was. */
export async function startMailCatcher(mails: CaughtMail[], port = 0) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, "") });
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
