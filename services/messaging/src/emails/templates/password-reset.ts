import { defineTemplate, greet, SIGNATURE } from '../define-template';

export const passwordReset = defineTemplate({
  required: ['resetUrl', 'firstName'],
  urls: ['resetUrl'],
  secret: ['resetUrl'],
  content: {
    en: ({ resetUrl, firstName }) => ({
      subject: 'Reset your Nomada password',
      greeting: greet.en(firstName),
      paragraphs: [
        'We received a request to reset the password of your Nomada account. Use the button below to choose a new one.',
        'The link can be used once and expires in 1 hour.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      afterAction: [
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      signature: SIGNATURE.en,
    }),
    es: ({ resetUrl, firstName }) => ({
      subject: 'Restablece tu contraseña de Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Nomada. Pulsa el botón de abajo para elegir una nueva.',
        'El enlace solo se puede usar una vez y caduca en 1 hora.',
      ],
      action: { label: 'Elegir una nueva contraseña', url: resetUrl },
      afterAction: [
        'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
      ],
      signature: SIGNATURE.es,
    }),
  },
});
