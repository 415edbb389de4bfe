import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '@nomada/i18n';
import { ApiError } from '@nomada/state';
import { errorMessage } from './error-message';

beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('errorMessage', () => {
  it('translates the code of a server error, not its English text', async () => {
    const error = new ApiError(400, 'current_password_incorrect', 'Current password is incorrect');
    expect(errorMessage(error, { fallback: 'Failed to change password' })).toBe(
      'Current password is incorrect',
    );
    await i18next.changeLanguage('es');
    expect(errorMessage(error, { fallback: 'No se pudo cambiar la contraseña' })).toBe(
      'La contraseña actual no es correcta',
    );
    // The text does not matter, only the code: an odd English message still reads as its code.
    expect(errorMessage(new ApiError(401, 'invalid_credentials', 'Nope'))).toBe(
      'Credenciales no válidas',
    );
  });

  it('fills the placeholders of a code', async () => {
    await i18next.changeLanguage('es');
    expect(errorMessage(new ApiError(400, 'file_too_large'), { params: { maxMb: 10 } })).toBe(
      'El archivo debe pesar menos de 10 MB',
    );
  });

  it("says 'An unexpected error occurred' when no answer came, or what the caller says then", async () => {
    const offline = new ApiError(0, 'network_error');
    expect(errorMessage(offline, { fallback: 'Invalid credentials' })).toBe(
      'An unexpected error occurred',
    );
    expect(errorMessage(new TypeError('boom'))).toBe('An unexpected error occurred');
    expect(errorMessage(offline, { offline: 'Something went wrong. Please try again.' })).toBe(
      'Something went wrong. Please try again.',
    );
    await i18next.changeLanguage('es');
    expect(errorMessage(offline)).toBe('Se ha producido un error inesperado');
  });

  it("prefers the call's own text to a code that only says it failed", () => {
    for (const code of ['invalid_request', 'internal_error', 'unexpected_response'] as const) {
      expect(errorMessage(new ApiError(500, code), { fallback: 'Failed to send message' })).toBe(
        'Failed to send message',
      );
    }
    expect(errorMessage(new ApiError(500, 'internal_error'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage(new ApiError(502, 'unexpected_response'))).toBe(
      'An unexpected error occurred',
    );
  });
});
