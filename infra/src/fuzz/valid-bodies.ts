import { randomUUID } from 'node:crypto';
import type { ApiRouteName } from '@nomada/contracts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * One acceptable body per call: the fuzz mutates a field of it, so requests reach the checks behind
 * the first one instead of all failing on the same missing field.
 */
export function validBody(name: ApiRouteName): Record<string, unknown> {
  switch (name) {
    case 'auth-login':
      return { email: `fuzz-${unique()}@example.com`, password: 'Str0ng!Pass' };
    case 'auth-signup':
      return {
        email: `fuzz-${unique()}@example.com`,
        password: 'Str0ng!Pass',
        userData: {
          first_name: 'Ana',
          last_name: 'Fuzz',
          plan: 'premium',
          data_processing_consent: true,
          terms_accepted: true,
        },
      };
    case 'recover':
      return { email: `fuzz-${unique()}@example.com` };
    case 'reset-password':
      return { password: 'Str0ng!Pass2', access_token: unique(), refresh_token: unique() };
    case 'change-password':
      // Not the fuzz applicant's password: a change would end the session the run signs in with.
      return { currentPassword: 'Wr0ng!Pass', newPassword: 'Str0ng!Pass2' };
    case 'update-profile':
      return { first_name: 'Ana', last_name: 'Fuzz', phone: '+34 600 123 456', language: 'en' };
    case 'account-delete':
      // Not the fuzz applicant's password: erasing them would end the run's session.
      return { password: 'Wr0ng!Pass' };
    case 'confirm-email':
      return { token: unique() };
    case 'totp-setup':
    case 'totp-disable':
      // Not the fuzz agent's password: its second factor stays as it is.
      return { currentPassword: 'Str0ng!Pass', code: '123456' };
    case 'totp-enable':
      return { code: '123456' };
    case 'download-document':
      return { filePath: `${randomUUID()}/${randomUUID()}.pdf` };
    case 'auth-upload-document':
      return { documentName: 'Passport', requiredDocumentId: randomUUID() };
    case 'agent-actions':
      return { action: 'rejectDocument', payload: { documentId: randomUUID(), reason: 'Blurry' } };
    case 'send-contact-email':
    case 'notify-contact':
      return {
        name: 'Ana',
        email: `fuzz-${unique()}@example.com`,
        country: 'Chile',
        source: 'homepage',
      };
    case 'visa-chat':
      return { message: 'What income do I need?', conversationHistory: [] };
    case 'lawyer-messages':
      return { userId: randomUUID() };
    case 'send-lawyer-message':
      return { text: 'Hello', userId: randomUUID() };
    case 'agent-case':
      return { userId: randomUUID() };
    case 'agent-notifications':
      return { unreadOnly: true };
    case 'agent-notifications-read':
      return { ids: [randomUUID()] };
    case 'family-member-add':
      return {
        relation: 'child',
        first_name: 'Leo',
        last_name: 'Fuzz',
        date_of_birth: '2018-02-01',
        nationality: 'Chile',
      };
    case 'family-member-remove':
      return { memberId: randomUUID() };
    case 'agent-filing-pack':
      return { userId: randomUUID() };
    default:
      return {};
  }
}
