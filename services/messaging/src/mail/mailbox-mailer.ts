import { createTransport } from 'nodemailer';
import { messageIdFor, type Mailer } from './mailer';
import { storeMail } from './mailbox-store';

/**
 * Development mailbox: nodemailer's stream transport builds the exact MIME message SMTP would carry,
 * and it is kept as `<email id>.eml` (openable in any mail client) instead of being sent.
 */
export function createMailboxMailer(dir: string, from: string): Mailer {
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    async send({ emailId, to, subject, text, html, replyTo }) {
      const info = await transport.sendMail({
        // As address objects, never parsed as lists: a comma in a visitor's address cannot add a recipient.
        to: { name: '', address: to },
        subject,
        text,
        html,
        messageId: messageIdFor(emailId, from),
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      });
      const eml = Buffer.isBuffer(info.message) ? info.message : Buffer.from('');
      await storeMail(
        dir,
        { id: emailId, to, subject, created_at: new Date().toISOString(), text },
        eml,
      );
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
