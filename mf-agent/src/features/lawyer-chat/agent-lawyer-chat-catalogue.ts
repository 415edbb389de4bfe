import { registerCatalogue } from '@nomada/i18n';
import type { LawyerChatTexts } from '@nomada/lawyer-chat';

export const AGENT_LAWYER_CHAT_NAMESPACE = 'agentLawyerChat';

const en = {
  title: 'Messages with {{name}}',
  titleNoName: 'Messages with the applicant',
  premium: 'Premium client · includes 1 hour of lawyer consultation',
  conversation: 'Conversation with {{name}}',
  empty: 'No messages yet. {{name}} will see what you write here in their dashboard.',
  you: 'You',
  seen: 'Seen',
  today: 'Today',
  yesterday: 'Yesterday',
  composer: {
    label: 'Your message',
    placeholder: 'Write to {{name}}...',
    send: 'Send',
    sending: 'Sending…',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    characters: '{{count}} of {{max}} characters',
  },
  errors: {
    sendTitle: 'Message not sent',
    sendFailed: 'Failed to send message. Please try again.',
    loadTitle: 'The conversation could not be loaded',
    notAvailable:
      'This applicant is not assigned to you or is not on the premium plan, so there is no conversation to show.',
    retry: 'Try again',
    live: 'Live updates paused; reconnecting…',
  },
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
};

const es: typeof en = {
  title: 'Mensajes con {{name}}',
  titleNoName: 'Mensajes con el solicitante',
  premium: 'Cliente premium · incluye 1 hora de consulta con el abogado',
  conversation: 'Conversación con {{name}}',
  empty: 'Aún no hay mensajes. {{name}} verá lo que escribas aquí en su panel.',
  you: 'Tú',
  seen: 'Visto',
  today: 'Hoy',
  yesterday: 'Ayer',
  composer: {
    label: 'Tu mensaje',
    placeholder: 'Escribe a {{name}}...',
    send: 'Enviar',
    sending: 'Enviando…',
    hint: 'Intro envía; Mayús+Intro empieza una línea nueva.',
    characters: '{{count}} de {{max}} caracteres',
  },
  errors: {
    sendTitle: 'Mensaje no enviado',
    sendFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    loadTitle: 'No se ha podido cargar la conversación',
    notAvailable:
      'Este solicitante no está asignado a ti o no tiene el plan premium, así que no hay conversación que mostrar.',
    retry: 'Reintentar',
    live: 'Actualizaciones en directo en pausa; reconectando…',
  },
  unread_one: '{{count}} mensaje sin leer',
  unread_other: '{{count}} mensajes sin leer',
};

export const agentLawyerChatCatalogue = { en, es } satisfies {
  en: LawyerChatTexts;
  es: LawyerChatTexts;
};

registerCatalogue(AGENT_LAWYER_CHAT_NAMESPACE, agentLawyerChatCatalogue);
