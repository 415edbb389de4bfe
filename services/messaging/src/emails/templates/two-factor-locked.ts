import { defineTemplate, greet, SIGNATURE } from '../define-template';

/**
 * Sent by identity once when wrong verification codes lock an agent's two-factor sign-in. Codes are
 * only checked after the right password, so the email also says the password may be known.
 */
export const twoFactorLocked = defineTemplate({
  required: ['firstName'],
  content: {
    en: ({ firstName }, { publicUrl }) => ({
      subject: 'Sign-in to your Nomada account was locked',
      greeting: greet.en(firstName),
      paragraphs: [
        'Someone entered your password correctly and then too many wrong verification codes. To protect your account, sign-in with a code is locked for up to an hour.',
        'If it was you, wait a while and sign in again with the code from your authenticator app.',
        'If it was not you, someone knows your password: reset it now from the sign-in page. A reset signs out every session.',
      ],
      action: { label: 'Go to sign-in', url: `${publicUrl}/login` },
      signature: SIGNATURE.en,
    }),
    es: ({ firstName }, { publicUrl }) => ({
      subject: 'Se ha bloqueado el inicio de sesión en tu cuenta de Nomada',
      greeting: greet.es(firstName),
      paragraphs: [
        'Alguien ha escrito bien tu contraseña y después demasiados códigos de verificación incorrectos. Para proteger tu cuenta, el inicio de sesión con código queda bloqueado hasta una hora.',
        'Si has sido tú, espera un poco e inicia sesión de nuevo con el código de tu aplicación de autenticación.',
        'Si no has sido tú, alguien conoce tu contraseña: restablécela ahora desde la página de inicio de sesión. Al restablecerla se cierran todas las sesiones.',
      ],
      action: { label: 'Ir al inicio de sesión', url: `${publicUrl}/login` },
      signature: SIGNATURE.es,
    }),
  },
});
