import type { ThrottleRule } from '@nomada/service-kit';
import type { MessagingConfig } from '../config';

/** send-contact-email counts per client address and per sender email; notify-contact on its own. */
export function contactThrottleRules(
  config: Pick<
    MessagingConfig,
    'CONTACT_LIMIT_PER_ADDRESS' | 'CONTACT_LIMIT_PER_EMAIL' | 'CONTACT_LIMIT_WINDOW_SECONDS'
  >,
) {
  const windowSeconds = config.CONTACT_LIMIT_WINDOW_SECONDS;
  const code = 'contact_throttled';
  return {
    sendByAddress: {
      name: 'contact-send-address',
      limit: config.CONTACT_LIMIT_PER_ADDRESS,
      windowSeconds,
      code,
    },
    sendByEmail: {
      name: 'contact-send-email',
      limit: config.CONTACT_LIMIT_PER_EMAIL,
      windowSeconds,
      code,
    },
    notifyByAddress: {
      name: 'contact-notify-address',
      limit: config.CONTACT_LIMIT_PER_ADDRESS,
      windowSeconds,
      code,
    },
  } satisfies Record<string, ThrottleRule>;
}

export type ContactThrottleName = keyof ReturnType<typeof contactThrottleRules>;
