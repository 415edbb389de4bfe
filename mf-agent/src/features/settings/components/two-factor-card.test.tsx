import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, signInAs, stubFetch, type StubRequest } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// A hostile SVG: if it were put into the page as markup, its element would be found by id.
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" id="server-svg"><script>alert(1)</script></svg>';
const RECOVERY = ['abcd-efgh', 'ijkl-mnop', 'qrst-uvwx'];

function answers(overrides: Record<string, { status?: number; body: unknown }> = {}) {
  return (request: StubRequest) =>
    overrides[request.path] ??
    {
      '/functions/totp-setup': {
        body: {
          secret: SECRET,
          otpauthUrl: `otpauth://totp/Nomada?secret=${SECRET}`,
          qrSvg: QR_SVG,
        },
      },
      '/functions/totp-enable': { body: { recoveryCodes: RECOVERY } },
      '/functions/totp-disable': { body: { success: true } },
    }[request.path] ?? { status: 404, body: { error: 'Not found', code: 'not_found' } };
}

const twoFactorOn = () => sessionStore.getState().profile?.two_factor_enabled;

beforeEach(() => signInAs('agent', { two_factor_enabled: false }));
afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

const password = () => screen.getByLabelText(/^Current password/);
const currentCode = () => screen.getByLabelText(/^Code from your authenticator app/);

async function startSetup() {
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  await userEvent.type(password(), 'AgentPass1!');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('img', { name: /QR code/ });
}

describe('TwoFactorCard', () => {
  it('shows the QR code as an image, never as markup, and the key for typing in', async () => {
    const api = stubFetch(answers());
    renderAt(<TwoFactorCard />);
    expect(screen.getByText('Off')).toBeInTheDocument();
    const qr = await startSetup();
    expect(api.requests.map((request) => request.path)).toEqual(['/functions/totp-setup']);
    expect(api.requestTo('/functions/totp-setup')?.body).toEqual({
      currentPassword: 'AgentPass1!',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`,
    );
    expect(document.getElementById('server-svg')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('totp-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    // Focus moves to the instructions that replaced the button.
    expect(document.activeElement?.textContent).toBe(
      'Scan the QR code with your authenticator app',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const api = stubFetch(answers());
    renderAt(<TwoFactorCard />);
    await startSetup();
    await userEvent.type(screen.getByLabelText(/6-digit code/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('The verification code is not valid')).toBeInTheDocument();
    expect(api.requestTo('/functions/totp-enable')).toBeUndefined();
  });

  it('turns on with the code, then shows the recovery codes once with a copy and a download', async () => {
    const api = stubFetch(answers());
    renderAt(<TwoFactorCard />);
    await startSetup();
    await userEvent.type(screen.getByLabelText(/6-digit code/), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(api.requestTo('/functions/totp-enable')?.body).toEqual({ code: '123456' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(RECOVERY);
    expect(twoFactorOn()).toBe(true);
    expect(lastToast()).toMatchObject({ title: 'Two-factor sign-in is on', variant: 'success' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download codes' });
    expect(download.getAttribute('download')).toBe('nomada-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(RECOVERY.join('\n'));

    await userEvent.click(screen.getByRole('button', { name: "I've saved my codes" }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.queryByText(RECOVERY[0]!)).toBeNull();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Set up a new authenticator app' }),
    );
  });

  it('keeps the QR code and marks the field when the server refuses the code', async () => {
    stubFetch(
      answers({
        '/functions/totp-enable': {
          status: 400,
          body: { error: 'The verification code is not valid', code: 'totp_invalid' },
        },
      }),
    );
    renderAt(<TwoFactorCard />);
    await startSetup();
    await userEvent.type(screen.getByLabelText(/6-digit code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()).toMatchObject({
      title: 'Two-factor sign-in not turned on',
      description: 'The verification code is not valid',
    });
    expect(screen.getByLabelText(/6-digit code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(twoFactorOn()).toBe(false);
  });

  it('asks for the password before anything is sent, and marks it when the server refuses it', async () => {
    const api = stubFetch(
      answers({
        '/functions/totp-setup': {
          status: 400,
          body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
        },
      }),
    );
    renderAt(<TwoFactorCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(document.activeElement).toBe(password());
    // No code is asked for while two-factor sign-in is off.
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.type(password(), 'Wrong-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(lastToast()).toMatchObject({
      title: 'Two-factor setup failed',
      description: 'Current password is incorrect',
    });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why when setup cannot start', async () => {
    stubFetch(
      answers({
        '/functions/totp-setup': {
          status: 503,
          body: { error: 'Unavailable', code: 'unavailable' },
        },
      }),
    );
    renderAt(<TwoFactorCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(password(), 'AgentPass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Two-factor setup failed',
        description: 'Service temporarily unavailable. Please try again.',
      }),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('cancels setup back to the button', async () => {
    stubFetch(answers());
    renderAt(<TwoFactorCard />);
    await startSetup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Set up two-factor sign-in' }),
    );
  });

  it('turns off only with the password and a current code, each marked when refused', async () => {
    signInAs('agent', { two_factor_enabled: true });
    let refusal: { status: number; body: unknown } | undefined = {
      status: 400,
      body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
    };
    const api = stubFetch((request) => refusal ?? answers()(request));
    renderAt(<TwoFactorCard />);
    expect(screen.getByText('On')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(document.activeElement).toBe(password());
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.type(password(), 'Wrong-pass1!');
    await userEvent.type(currentCode(), '12ab56');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText('The verification code is not valid')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.clear(currentCode());
    await userEvent.type(currentCode(), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(twoFactorOn()).toBe(true);

    refusal = {
      status: 400,
      body: { error: 'The verification code is not valid', code: 'totp_invalid' },
    };
    await userEvent.clear(password());
    await userEvent.type(password(), 'AgentPass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(currentCode().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-invalid')).toBeNull();

    refusal = undefined;
    await userEvent.clear(currentCode());
    await userEvent.type(currentCode(), 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(twoFactorOn()).toBe(false));
    expect(api.requests.at(-1)).toMatchObject({
      path: '/functions/totp-disable',
      body: { currentPassword: 'AgentPass1!', code: 'abcd-efgh' },
    });
    expect(lastToast()).toMatchObject({ title: 'Two-factor sign-in is off', variant: 'success' });
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('moves to a new app with the password and a current code, then shows the new recovery codes', async () => {
    signInAs('agent', { two_factor_enabled: true });
    const api = stubFetch(answers());
    renderAt(<TwoFactorCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up a new authenticator app' }));
    expect(
      screen.getByText(/the old app and your old recovery codes stop working/),
    ).toBeInTheDocument();
    await userEvent.type(password(), 'AgentPass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
    await userEvent.type(currentCode(), '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('img', { name: /QR code/ });
    expect(api.requestTo('/functions/totp-setup')?.body).toEqual({
      currentPassword: 'AgentPass1!',
      code: '654321',
    });
    await userEvent.type(screen.getByLabelText(/6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(lastToast()).toMatchObject({
      title: 'Your new authenticator app is set up',
      variant: 'success',
    });
    expect(twoFactorOn()).toBe(true);
  });

  it('shows the lock under the code when too many wrong codes were typed', async () => {
    signInAs('agent', { two_factor_enabled: true });
    stubFetch(
      answers({
        '/functions/totp-disable': {
          status: 429,
          body: {
            error: 'Too many wrong verification codes.',
            code: 'totp_locked',
          },
        },
      }),
    );
    renderAt(<TwoFactorCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.type(password(), 'AgentPass1!');
    await userEvent.type(currentCode(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const lock =
      'Too many wrong verification codes. For your security, sign-in with a code is locked for up to an hour.';
    await waitFor(() => expect(lastToast()?.description).toBe(lock));
    expect(screen.getAllByText(lock).length).toBeGreaterThan(0);
    expect(twoFactorOn()).toBe(true);
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubFetch(answers());
    renderAt(<TwoFactorCard />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Configurar el inicio de sesión en dos pasos' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'AgentPass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('img', { name: /Código QR/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar clave' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Código de 6 cifras/)).toBeInTheDocument();
  });
});
