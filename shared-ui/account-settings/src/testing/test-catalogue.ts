import type { AccountSettingsTexts } from '../lib/account-settings-texts';

/** The namespace the components' tests pass them, as a remote passes its own. */
export const TEST_NAMESPACE = 'accountSettingsTest';

const en: { settings: AccountSettingsTexts } = {
  settings: {
    password: {
      title: 'Change password',
      description: 'Enter your current password to confirm it is you.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      hint: 'At least 8 characters.',
      submit: 'Change password',
      submitting: 'Changing...',
      successTitle: 'Success',
      successDescription: 'Your password has been changed successfully.',
      errorTitle: 'Error',
      errorFallback: 'Failed to change password',
      tooShortTitle: 'Password too short',
    },
  },
};

const es: { settings: AccountSettingsTexts } = {
  settings: {
    password: {
      title: 'Cambiar contraseña',
      description: 'Introduce tu contraseña actual para confirmar que eres tú.',
      currentPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirma la nueva contraseña',
      hint: 'Al menos 8 caracteres.',
      submit: 'Cambiar contraseña',
      submitting: 'Cambiando...',
      successTitle: 'Listo',
      successDescription: 'Tu contraseña se ha cambiado correctamente.',
      errorTitle: 'Error',
      errorFallback: 'No se pudo cambiar la contraseña',
      tooShortTitle: 'Contraseña demasiado corta',
    },
  },
};

export const testCatalogue = { en, es };
