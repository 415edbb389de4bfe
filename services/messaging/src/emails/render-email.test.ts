import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import { EMAIL_TEMPLATES, type EmailTemplateName } from './templates';

const context = { publicUrl: 'https://nomada.example' };
const sampleParams: Record<string, string> = {
  resetUrl: 'https://nomada.example/reset-password#access_token=a',
  firstName: 'Ana',
  reason: 'The scan is unreadable.',
  documentName: 'Valid passport',
};

const paramsFor = (name: EmailTemplateName) => {
  const template = EMAIL_TEMPLATES[name];
  return Object.fromEntries(
    [...template.required, ...template.optional].map((param) => [
      param,
      sampleParams[param] ?? 'x',
    ]),
  );
};

describe('email templates', () => {
  const names = Object.keys(EMAIL_TEMPLATES) as EmailTemplateName[];

  it.each(names)('%s renders in English and Spanish with every parameter shown', (name) => {
    const params = paramsFor(name);
    const en = renderEmail(name, 'en', params, context);
    const es = renderEmail(name, 'es', params, context);
    expect(en.subject).not.toBe(es.subject);
    for (const rendered of [en, es]) {
      for (const value of Object.values(params)) expect(rendered.text).toContain(value);
      expect(rendered.html).toContain('<html lang=');
      expect(rendered.subject).not.toMatch(/\n/);
    }
    expect(es.html).toContain('lang="es"');
    expect(es.text).toContain('El equipo de Nomada');
  });

  it('greets without a name when none is given', () => {
    expect(renderEmail('registration-approved', 'es', {}, context).text).toMatch(/^Hola:/);
    expect(renderEmail('registration-approved', 'en', {}, context).text).toMatch(/^Hello,/);
  });

  it('escapes parameters in HTML and keeps subjects on one line', () => {
    const rendered = renderEmail(
      'document-rejected',
      'en',
      {
        documentName: 'Pass\r\nBcc: x@evil.test',
        reason: '<script>alert(1)</script>\nSecond line',
      },
      context,
    );
    expect(rendered.subject).toBe('Action needed: Pass Bcc: x@evil.test');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.text).toContain('<script>alert(1)</script>\nSecond line');
  });

  it('links to the product on PUBLIC_URL', () => {
    expect(renderEmail('registration-approved', 'en', {}, context).text).toContain(
      'https://nomada.example/login',
    );
    expect(
      renderEmail('document-approved', 'es', { documentName: 'Pasaporte' }, context).html,
    ).toContain('href="https://nomada.example/dashboard"');
  });

  it('addresses replies to the visitor in the team copy only, and promises a reply within 24 hours', () => {
    const team = renderEmail(
      'contact-team-notification',
      'en',
      {
        source: 'contact',
        name: 'Ana',
        email: 'ana@example.com',
        language: 'es',
        submissionId: 'id-1',
      },
      context,
    );
    expect(team.replyTo).toBe('ana@example.com');
    const ack = renderEmail('contact-acknowledgement', 'en', { name: 'Ana' }, context);
    expect(ack.replyTo).toBeUndefined();
    expect(ack.text).toContain('within 24 hours');
    expect(renderEmail('contact-acknowledgement', 'es', { name: 'Ana' }, context).text).toContain(
      'en un plazo de 24 horas',
    );
  });

  it('tells an agent whose codes were locked that the password may be known, and how to reset it', () => {
    const en = renderEmail('two-factor-locked', 'en', { firstName: 'Lucía' }, context);
    expect(en.subject).toBe('Sign-in to your Nomada account was locked');
    expect(en.text).toContain('someone knows your password');
    expect(en.html).toContain('href="https://nomada.example/login"');
    const es = renderEmail('two-factor-locked', 'es', { firstName: 'Lucía' }, context);
    expect(es.text).toContain('Hola, Lucía:');
    expect(es.text).toContain('alguien conoce tu contraseña');
  });
});

describe('a request for documents (decision 081)', () => {
  it.each([
    ['en', 'They asked for:', 'must reach them by 2026-11-30'],
    ['es', 'Han pedido:', 'antes del 2026-11-30'],
  ] as const)('lists each document and the date to answer by (%s)', (language, heading, date) => {
    const rendered = renderEmail(
      'case-stage-changed',
      language,
      {
        stage: 'more_documents_requested',
        items: 'Bank statement\nClient contract',
        dueOn: '2026-11-30',
      },
      context,
    );
    expect(rendered.text).toContain(`${heading}\n• Bank statement\n• Client contract`);
    expect(rendered.text).toContain(date);
    expect(rendered.html).toContain('• Bank statement<br>• Client contract');
  });

  it('names the appeal deadline after a denial, and no appeal after a grant', () => {
    const denied = {
      stage: 'resolved',
      outcome: 'denied',
      date: '2026-10-08',
      dueOn: '2026-11-09',
    };
    expect(renderEmail('case-stage-changed', 'en', denied, context).text).toContain(
      'recurso de reposición) can be filed until 2026-11-09',
    );
    const granted = { ...denied, outcome: 'granted' };
    expect(renderEmail('case-stage-changed', 'en', granted, context).text).not.toContain('appeal');
  });
});
