import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactForm, freshAddress, homeForm } from './helpers/contact-requests';
import { createContactApp, type ContactApp } from './helpers/contact-app';
import { fromClient } from '@nomada/service-kit/testing';

let contact: ContactApp;
let app: FastifyInstance;

beforeAll(async () => {
  contact = await createContactApp();
  app = contact.app;
});

afterAll(() => contact.close());

/** What a browser sends when the served form is submitted without scripts. */
function postForm(fields: Record<string, string>, address = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/functions/send-contact-email',
    headers: {
      ...fromClient(address),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /functions/send-contact-email as a native form', () => {
  it('stores the message, its emails and the agents’ notification, then sends the browser to the thank-you page', async () => {
    const before = await contact.counts();
    const response = await postForm({ ...contactForm, website: '', lang: 'es' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/sent?lang=es');
    expect(await contact.counts()).toMatchObject({
      submissions: before.submissions + 1,
      emails: before.emails + 2,
      notifications: before.notifications + 1,
    });
    const stored = await contact.context.db
      .selectFrom('messaging.contact_submissions')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: contactForm.email, language: 'es' });
  });

  it('answers the form again with each field’s error and what was written, storing nothing', async () => {
    const before = (await contact.counts()).submissions;
    const response = await postForm({
      ...homeForm,
      name: '',
      email: 'ana@',
      country: 'Perú <b>',
      lang: 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('El nombre es obligatorio');
    expect(html).toMatch(/id="contact-email"[^>]*value="ana@"[^>]*aria-invalid="true"/);
    // What the visitor typed comes back as text, never as markup.
    expect(html).toContain('value="Perú &lt;b&gt;"');
    expect(html).toContain('action="/functions/send-contact-email"');
    expect(html).toContain('name="source" value="homepage"');
    expect((await contact.counts()).submissions).toBe(before);
  });

  it('keeps a bot that filled the hidden field out without telling it', async () => {
    const before = (await contact.counts()).submissions;
    const response = await postForm({ ...contactForm, website: 'https://spam.example' });
    expect(response.statusCode).toBe(303);
    expect((await contact.counts()).submissions).toBe(before);
  });

  it('answers a throttled visitor with the form and the reason, in their language', async () => {
    const address = freshAddress();
    let response = await postForm({ ...contactForm, lang: 'en' }, address);
    for (let i = 0; i < 50 && response.statusCode === 303; i++)
      response = await postForm(
        { ...contactForm, email: `t${i}@example.com`, lang: 'en' },
        address,
      );
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body).toContain('Too many messages. Please try again later.');
  });

  it('leaves the JSON answers as the contract says', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/send-contact-email',
      headers: { ...fromClient(freshAddress()), 'content-type': 'application/json' },
      payload: { ...homeForm, name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Name is required' });
  });
});
