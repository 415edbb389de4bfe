import { registerCatalogue } from '@nomada/i18n';
import type { LawyerChatTexts } from '@nomada/lawyer-chat';

export const LAWYER_CHAT_NAMESPACE = 'lawyerChat';

const en = {
  back: 'Back to dashboard',
  title: 'Messages with your lawyer',
  subtitle:
    'Write to the lawyer who handles your application. Answers arrive here as soon as they are sent.',
  withLawyer: 'Your lawyer: {{name}}',
  lawyerRole: 'Your lawyer',
  consultation: {
    title: 'Included in your premium plan',
    hour: '1 hour of lawyer consultation',
    text: 'Ask about your documents, your case or the next steps. If you are away when your lawyer answers, we email you.',
  },
  conversation: 'Conversation with your lawyer',
  empty: 'No messages yet. Write your first question to {{name}}.',
  you: 'You',
  seen: 'Seen',
  today: 'Today',
  yesterday: 'Yesterday',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  newMessages: 'New messages',
  composer: {
    label: 'Your message',
    placeholder: 'Write a message to your lawyer...',
    send: 'Send',
    sending: 'Sending…',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    characters: '{{count}} of {{max}} characters',
  },
  errors: {
    sendTitle: 'Message not sent',
    sendFailed: 'Failed to send message. Please try again.',
    loadTitle: 'We could not load your messages',
    loadText: 'Check your connection and try again.',
    retry: 'Try again',
    live: 'Live updates paused; reconnecting…',
  },
  notAssigned: {
    title: 'Your lawyer is being assigned',
    text: 'As soon as a lawyer takes your case you can write to them here. We will email you when it happens.',
  },
  upgrade: {
    title: 'Direct messages with a lawyer are part of premium',
    text: 'Premium gives you a dedicated lawyer you can write to from your dashboard, including 1 hour of lawyer consultation.',
    action: 'See the premium plan',
  },
  link: {
    label: 'Messages with your lawyer',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
  },
};

const es: typeof en = {
  back: 'Volver al panel',
  title: 'Mensajes con tu abogado',
  subtitle:
    'Escribe al abogado que lleva tu solicitud. Las respuestas llegan aquí en cuanto se envían.',
  withLawyer: 'Tu abogado: {{name}}',
  lawyerRole: 'Tu abogado',
  consultation: {
    title: 'Incluido en tu plan premium',
    hour: '1 hora de consulta con el abogado',
    text: 'Pregunta por tus documentos, tu caso o los próximos pasos. Si no estás cuando tu abogado responde, te avisamos por correo.',
  },
  conversation: 'Conversación con tu abogado',
  empty: 'Aún no hay mensajes. Escribe tu primera pregunta a {{name}}.',
  you: 'Tú',
  seen: 'Visto',
  today: 'Hoy',
  yesterday: 'Ayer',
  unread_one: '{{count}} mensaje sin leer',
  unread_other: '{{count}} mensajes sin leer',
  newMessages: 'Mensajes nuevos',
  composer: {
    label: 'Tu mensaje',
    placeholder: 'Escribe un mensaje a tu abogado...',
    send: 'Enviar',
    sending: 'Enviando…',
    hint: 'Intro envía; Mayús+Intro empieza una línea nueva.',
    characters: '{{count}} de {{max}} caracteres',
  },
  errors: {
    sendTitle: 'Mensaje no enviado',
    sendFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    loadTitle: 'No hemos podido cargar tus mensajes',
    loadText: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    live: 'Actualizaciones en directo en pausa; reconectando…',
  },
  notAssigned: {
    title: 'Estamos asignándote un abogado',
    text: 'En cuanto un abogado se haga cargo de tu caso podrás escribirle aquí. Te avisaremos por correo.',
  },
  upgrade: {
    title: 'Los mensajes directos con un abogado son parte del plan premium',
    text: 'Premium te da un abogado dedicado al que puedes escribir desde tu panel, con 1 hora de consulta con el abogado incluida.',
    action: 'Ver el plan premium',
  },
  link: {
    label: 'Mensajes con tu abogado',
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
  },
};

export const lawyerChatCatalogue = { en, es } satisfies {
  en: LawyerChatTexts;
  es: LawyerChatTexts;
};

registerCatalogue(LAWYER_CHAT_NAMESPACE, lawyerChatCatalogue);
