import { registerCatalogue } from '@nomada/i18n';

export const ASSISTANT_NAMESPACE = 'assistant';

const en = {
  launcher: 'Open the visa assistant',
  launcherMinimized: 'Open the visa assistant (conversation in progress)',
  title: 'Visa Assistant',
  subtitle: 'Answers checked against official sources',
  minimize: 'Minimize',
  close: 'Close',
  greeting:
    "Hello! I'm your visa assistant. Ask me about the visa process, the documents you need and the timelines: for example the income you must show or how long the decision takes.",
  placeholder: 'Ask about visa requirements...',
  messageLabel: 'Your question',
  send: 'Send message',
  typing: 'The assistant is typing…',
  conversation: 'Conversation with the visa assistant',
  you: 'You',
  assistant: 'Visa assistant',
  sources: 'Sources',
  characters: '{{count}} of {{max}} characters',
  disclaimer: 'General information, not legal advice: your lawyer confirms what applies to you.',
  errorTitle: 'Error',
  failed: 'Failed to send message. Please try again.',
  apology:
    "I apologize, but I'm having trouble responding right now. Please try again in a moment.",
  premiumTitle: 'Premium Feature',
  premiumText: 'Upgrade to premium to chat with our AI visa assistant',
  premiumDetails:
    'Premium applicants get answers about requirements, documents, fees and timelines at any hour, with the official sources behind them.',
  seePlans: 'See the premium plan',
  signIn: 'Already premium? Sign in',
};

const es: typeof en = {
  launcher: 'Abrir el asistente de visados',
  launcherMinimized: 'Abrir el asistente de visados (conversación en curso)',
  title: 'Asistente de visados',
  subtitle: 'Respuestas comprobadas con fuentes oficiales',
  minimize: 'Minimizar',
  close: 'Cerrar',
  greeting:
    '¡Hola! Soy tu asistente de visados. Pregúntame sobre el proceso del visado, los documentos que necesitas y los plazos: por ejemplo, los ingresos que debes acreditar o cuánto tarda la resolución.',
  placeholder: 'Pregunta sobre los requisitos del visado...',
  messageLabel: 'Tu pregunta',
  send: 'Enviar mensaje',
  typing: 'El asistente está escribiendo…',
  conversation: 'Conversación con el asistente de visados',
  you: 'Tú',
  assistant: 'Asistente de visados',
  sources: 'Fuentes',
  characters: '{{count}} de {{max}} caracteres',
  disclaimer:
    'Información general, no asesoramiento legal: tu abogado confirma lo que se aplica a tu caso.',
  errorTitle: 'Error',
  failed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  apology:
    'Lo siento, ahora mismo tengo problemas para responder. Inténtalo de nuevo en un momento.',
  premiumTitle: 'Función premium',
  premiumText: 'Hazte premium para chatear con nuestro asistente de visados con IA',
  premiumDetails:
    'Los clientes premium reciben respuestas sobre requisitos, documentos, tasas y plazos a cualquier hora, con las fuentes oficiales que las respaldan.',
  seePlans: 'Ver el plan premium',
  signIn: '¿Ya eres premium? Inicia sesión',
};

export const assistantCatalogue = { en, es };

registerCatalogue(ASSISTANT_NAMESPACE, assistantCatalogue);
