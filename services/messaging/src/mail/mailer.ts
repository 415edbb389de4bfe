/** One rendered email on its way out; the email id names the dev mailbox file. */
export type OutgoingMail = {
  emailId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
};
