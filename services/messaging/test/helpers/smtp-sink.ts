import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a free port, so delivery goes through nodemailer's SMTP client end to end.
 * `rejectNext(n, code)` makes the next n messages fail at DATA with that reply code.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let rejections = 0;
  let rejectCode = 451;
  let dataAttempts = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        dataAttempts++;
        if (rejections > 0) {
          rejections--;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: rejectCode,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    dataAttempts: () => dataAttempts,
    rejectNext(count: number, code = 451) {
      rejections = count;
      rejectCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
