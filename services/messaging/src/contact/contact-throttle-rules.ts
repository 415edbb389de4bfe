import type { MessagingConfig } from '../config';
import type { ThrottleRule } from './throttle';

/** send-contact-email counts per client address and per sender email; notify-contact on its own. */
export function contactThrottleRules(
  config: Pick<
    MessagingConfig,
    'CONTACT_LIMIT_PER_ADDRESS' | 'CONTACT_LIMIT_PER_EMAIL' | 'CONTACT_LIMIT_WINDOW_SECONDS'
  >,
) {
  const windowSeconds = config.CONTACT_LIMIT_WINDOW_SECONDS;
  return {
    sendByAddress: {
      name: 'contact-send-address',
      limit: config.CONTACT_LIMIT_PER_ADDRESS,
      windowSeconds,
    },
    sendByEmail: {
      name: 'contact-send-email',
      limit: config.CONTACT_LIMIT_PER_EMAIL,
      windowSeconds,
    },
    notifyByAddress: {
      name: 'contact-notify-address',
      limit: config.CONTACT_LIMIT_PER_ADDRESS,
      windowSeconds,
    },
  } satisfies Record<string, ThrottleRule>;
}
