// The e-mail that carries an approved note to its pastor: plain text, plus simple HTML rendered by
// React, which escapes every field, so nothing a sender typed can become markup.
import brand from "virtual:brand-colours";
import { renderToStaticMarkup } from "react-dom/server";
import { formatDateTime } from "~/content-model/church-time";
import { languages } from "~/content-model/languages";
import type { StoredNote } from "./note-store";

export interface NoteEmail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a mail client can spot a copy if one ever arrives twice. */
  messageId: string;
}

interface Recipient {
  pastorName: string;
  address: string;
}

function senderLine(note: StoredNote) {
  if (!note.senderName && !note.senderEmail) return "anonymous";
  if (!note.senderEmail) return note.senderName;
  return note.senderName ? `${note.senderName} <${note.senderEmail}>` : note.senderEmail;
}

function replyHint(note: StoredNote) {
  return note.senderEmail
    ? `Reply to this e-mail to answer ${note.senderName || note.senderEmail} directly.`
    : "The sender left no e-mail address, so there is no one to reply to.";
}

function NoteEmailBody({
  note,
  recipient,
  churchName,
}: {
  note: StoredNote;
  recipient: Recipient;
  churchName: string;
}) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "Arial, sans-serif", color: "#1f2937", lineHeight: 1.5 }}>
        <p>Dear {recipient.pastorName},</p>
        <p>
          Someone sent you a note of appreciation through {churchName}'s website. The staff read it before sending it on
          to you.
        </p>
        <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
          <tbody>
            <tr>
              <th align="left">From</th>
              <td>{senderLine(note)}</td>
            </tr>
            <tr>
              <th align="left">Sent</th>
              <td>{formatDateTime(note.createdAt)}</td>
            </tr>
            <tr>
              <th align="left">Written in</th>
              <td>{languages[note.language].english}</td>
            </tr>
          </tbody>
        </table>
        <blockquote
          lang={note.language}
          style={{
            whiteSpace: "pre-wrap",
            borderLeft: `4px solid ${brand.navy}`,
            margin: "16px 0",
            padding: "8px 16px",
          }}
        >
          {note.noteContent}
        </blockquote>
        <p style={{ color: "#4b5563" }}>{replyHint(note)}</p>
      </body>
    </html>
  );
}

export function composeNoteEmail(
  note: StoredNote,
  options: { recipient: Recipient; from: string; churchName: string },
): NoteEmail {
  const { recipient, from, churchName } = options;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  const text = [
    `Dear ${recipient.pastorName},`,
    "",
    `Someone sent you a note of appreciation through ${churchName}'s website. The staff read it before sending it on to you.`,
    "",
    `From: ${senderLine(note)}`,
    `Sent: ${formatDateTime(note.createdAt)}`,
    // The pastor may answer in the language the note was written in.
    `Written in: ${languages[note.language].english}`,
    "",
    note.noteContent,
    "",
    replyHint(note),
    "",
  ].join("\n");
  return {
    to: recipient.address,
    from,
    replyTo: note.senderEmail || undefined,
    subject: `A note of appreciation for ${recipient.pastorName}`,
    text,
    html: `<!doctype html>${renderToStaticMarkup(<NoteEmailBody note={note} recipient={recipient} churchName={churchName} />)}`,
    messageId: `<note-${note.id}@${domain}>`,
  };
}
