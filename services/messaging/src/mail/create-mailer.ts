import type { MessagingConfig } from '../config';
import { createMailboxMailer } from './mailbox-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(
  config: Pick<MessagingConfig, 'SMTP_URL' | 'MAIL_FROM' | 'MAILBOX_DIR'>,
): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createMailboxMailer(config.MAILBOX_DIR, config.MAIL_FROM);
}
