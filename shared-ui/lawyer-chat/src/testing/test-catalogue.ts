import type { LawyerChatTexts } from '../lib/lawyer-chat-texts';

/** The namespace the components' tests pass them, as a remote passes its own. */
export const TEST_NAMESPACE = 'lawyerChatTest';

const en: LawyerChatTexts = {
  conversation: 'Chat with {{name}}',
  empty: 'Nothing from {{name}} so far.',
  you: 'Me',
  seen: 'Read',
  today: 'Today',
  yesterday: 'Yesterday',
  composer: {
    label: 'Message',
    placeholder: 'To {{name}}…',
    send: 'Send it',
    sending: 'On its way',
    hint: 'Enter sends.',
    characters: '{{count}}/{{max}}',
  },
  errors: {
    sendTitle: 'Not sent',
    sendFailed: 'Sending failed.',
    live: 'Reconnecting…',
  },
};

const es: LawyerChatTexts = {
  conversation: 'Chat con {{name}}',
  empty: 'Nada de {{name}} por ahora.',
  you: 'Yo',
  seen: 'Leído',
  today: 'Hoy',
  yesterday: 'Ayer',
  composer: {
    label: 'Mensaje',
    placeholder: 'Para {{name}}…',
    send: 'Mandar',
    sending: 'En camino',
    hint: 'Intro envía.',
    characters: '{{count}}/{{max}}',
  },
  errors: {
    sendTitle: 'No enviado',
    sendFailed: 'El envío falló.',
    live: 'Reconectando…',
  },
};

export const testCatalogue = { en, es };
