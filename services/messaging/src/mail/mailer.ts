/** One rendered email on its way out; the email id names the dev mailbox file. */
export type OutgoingMail = {
  emailId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

/**
 * The Message-ID is derived from the email id, so if an operator ever resends an email whose outcome
 * was unknown, mail systems that de-duplicate by Message-ID see one message.
 */
export function messageIdFor(emailId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'nomada.localhost';
  return `<${emailId}@${domain}>`;
}

export type Mailer = {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
};
