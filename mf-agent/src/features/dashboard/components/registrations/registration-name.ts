import type { RegistrationRecord } from '@nomada/contracts';

/** How a registration is named in its row and dialog: the person's name, else their email. */
export const registrationName = (r: RegistrationRecord) =>
  `${r.first_name} ${r.last_name}`.trim() || r.email;
