// Sending e-mail over the server's SMTP_URL, for the notes' outbox and for staff's invitations and
// password resets.
import nodemailer from "nodemailer";

export interface Email {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
}

export interface MailSender {
  send(email: Email): Promise<void>;
}

/** A sender over SMTP; fails fast when the server does not answer, so a retry can take over. */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail(email);
    },
  };
}
