import { defineTemplate, greet, SIGNATURE } from '../define-template';

/**
 * Stored before the account is erased: the last thing we send to this address. The erasure removes
 * every other email row of the address, and this one goes once it is sent (or given up).
 */
export const accountDeleted = defineTemplate({
  required: [],
  optional: ['firstName'],
  secret: ['firstName'],
  forgetWhenSettled: true,
  content: {
    en: ({ firstName }) => ({
      subject: 'Your Nomada account has been deleted',
      greeting: greet.en(firstName),
      paragraphs: [
        'As you asked, we have deleted your Nomada account. Your documents have been removed from our storage, your messages and personal details have been erased, and the records of decisions about your application no longer name you.',
        'You have been signed out everywhere. If you apply again one day, you will need to create a new account.',
        'If you did not ask for this, write to us by replying to this email.',
      ],
      signature: SIGNATURE.en,
      footer: 'This is the last email we send to this address.',
    }),
    es: ({ firstName }) => ({
      subject: 'Hemos eliminado tu cuenta de Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Como nos pediste, hemos eliminado tu cuenta de Nomada. Tus documentos se han borrado de nuestro almacenamiento, tus mensajes y datos personales se han suprimido y los registros de las decisiones sobre tu solicitud ya no te identifican.',
        'Se ha cerrado tu sesión en todos los dispositivos. Si algún día vuelves a solicitar un visado, tendrás que crear una cuenta nueva.',
        'Si no lo has pedido tú, escríbenos respondiendo a este correo.',
      ],
      signature: SIGNATURE.es,
      footer: 'Este es el último correo que enviamos a esta dirección.',
    }),
  },
});
