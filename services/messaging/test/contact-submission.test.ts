import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { homeForm, postContact } from './helpers/contact-requests';
import { createContactApp, type ContactApp } from './helpers/contact-app';

let contact: ContactApp;
let app: FastifyInstance;

beforeAll(async () => {
  contact = await createContactApp();
  app = contact.app;
});

afterAll(() => contact.close());

const long = (length: number) => 'a'.repeat(length);
const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const counts = () => contact.counts();

describe('accepted submissions', () => {
  it('accepts every field at its limit, trims them and keeps an empty honeypot', async () => {
    const email = longEmail(255);
    const response = await postContact(
      app,
      'send-contact-email',
      {
        name: `  ${long(100)}  `,
        email: ` ${email} `,
        subject: long(200),
        message: long(5000),
        source: 'contact',
        website: '',
      },
      { address: '203.0.113.77' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const row = await contact.context.db
      .selectFrom('messaging.contact_submissions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'contact',
      name: long(100),
      subject: long(200),
      country: null,
      language: 'en',
      client_address: '203.0.113.77',
    });
    expect(row.message).toHaveLength(5000);
  });

  it('stores the home form with the language of the nomada_lang cookie and two outbox emails', async () => {
    const before = await counts();
    const response = await postContact(
      app,
      'send-contact-email',
      { ...homeForm, email: 'lang@example.com' },
      { headers: { cookie: 'nomada_lang=es' } },
    );
    expect(response.json()).toEqual({ success: true });
    const row = await contact.context.db
      .selectFrom('messaging.contact_submissions')
      .selectAll()
      .where('email', '=', 'lang@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'homepage',
      country: 'Mexico',
      language: 'es',
      subject: null,
    });
    const after = await counts();
    expect(after.submissions - before.submissions).toBe(1);
    expect(after.emails - before.emails).toBe(2);
    expect(after.enqueued - before.enqueued).toBe(2);
    expect(after.notifications).toBe(before.notifications);
  });

  it('takes the client address only as the gateway proves it, never from x-forwarded-for', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/send-contact-email',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.9.9', 'x-nomada-client': '10.9.9.9 forged' },
      payload: { ...homeForm, email: 'spoof@example.com' },
    });
    expect(response.json()).toEqual({ success: true });
    const row = await contact.context.db
      .selectFrom('messaging.contact_submissions')
      .select('client_address')
      .where('email', '=', 'spoof@example.com')
      .executeTakeFirstOrThrow();
    expect(row.client_address).toBe('127.0.0.1');
  });

  it('leaves nothing behind when storing fails halfway (submission and emails are one transaction)', async () => {
    // The acknowledgement's insert fails after the submission and the team email were written.
    await sql`create function messaging.fail_ack() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(contact.context.db);
    await sql`create trigger fail_ack before insert on messaging.emails for each row
      when (new.recipient = 'halfway@example.com') execute function messaging.fail_ack()`.execute(
      contact.context.db,
    );
    try {
      const before = await counts();
      const response = await postContact(app, 'send-contact-email', {
        ...homeForm,
        email: 'halfway@example.com',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: 'Something went wrong. Please try again.',
        code: 'internal_error',
      });
      expect(response.body).not.toContain('disk full');
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger fail_ack on messaging.emails`.execute(contact.context.db);
      await sql`drop function messaging.fail_ack()`.execute(contact.context.db);
    }
  });
});
