import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { ContactSummary } from '../src/db/schema';
import { contactForm, homeForm, postContact } from './helpers/contact-requests';
import { header, plainText } from './helpers/raw-mail';
import { startSmtpSink } from './helpers/smtp-sink';
import { createTestContext } from './helpers/test-context';
import { eventually } from '@nomada/service-kit/testing';

const TEAM = 'contact-team@nomada.test';

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: FastifyInstance;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Nomada <no-reply@nomada.test>',
    CONTACT_TEAM_EMAIL: TEAM,
  });
  app = await buildApp(context.config, { db: context.db, redis: context.redis });
  context.startWorker();
});

afterAll(async () => {
  await app.close();
  await context.close();
  await sink.close();
});

const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
const teamMailAbout = (sender: string) =>
  sink.received.filter((mail) => mail.to.includes(TEAM) && header(mail.raw, 'reply-to') === sender);

async function allSent(email: string) {
  await eventually(async () => {
    const rows = await context.db
      .selectFrom('messaging.emails')
      .select('status')
      .where(sql<boolean>`recipient = ${email} or params->>'email' = ${email}`)
      .execute();
    return rows.length === 2 && rows.every((row) => row.status === 'sent');
  });
}

describe('send-contact-email delivers two emails through SMTP', () => {
  it('contact page, Spanish visitor: the team gets every field with reply-to, the visitor a Spanish acknowledgement', async () => {
    const email = 'lucia@example.com';
    const response = await postContact(
      app,
      'send-contact-email',
      { ...contactForm, name: 'Lucía Pérez', email },
      { headers: { cookie: 'nomada_lang=es' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const team = await eventually(() => teamMailAbout(email)[0]);
    expect(team.to).toEqual([TEAM]);
    expect(header(team.raw, 'subject')).toBe(
      `New contact message from Lucía Pérez: ${contactForm.subject}`,
    );
    const teamText = plainText(team.raw).replace(/\r\n/g, '\n');
    for (const value of [
      'Lucía Pérez',
      email,
      contactForm.subject,
      contactForm.message,
      'Language: es',
    ])
      expect(teamText).toContain(value);

    const ack = await eventually(() => mailsTo(email)[0]);
    expect(ack.from).toBe('no-reply@nomada.test');
    expect(header(ack.raw, 'subject')).toBe('Hemos recibido tu mensaje');
    expect(header(ack.raw, 'reply-to')).toBeUndefined();
    const ackText = plainText(ack.raw);
    // The acknowledgement carries nothing the visitor typed, not even the name.
    expect(ackText).toContain('Hola:');
    expect(ackText).not.toContain('Lucía');
    expect(ackText).toContain('te responderemos en un plazo de 24 horas');
    // The visitor's own text is never echoed back (the address could be someone else's).
    expect(ackText).not.toContain(contactForm.message.split('\n')[0]);

    await allSent(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(teamMailAbout(email)).toHaveLength(1);
  });

  it('home form without a language cookie: English acknowledgement, team mail with the country', async () => {
    const email = 'nomad@example.com';
    const response = await postContact(app, 'send-contact-email', {
      ...homeForm,
      name: 'Kai',
      email,
      country: 'New Zealand',
    });
    expect(response.json()).toEqual({ success: true });

    const team = await eventually(() => teamMailAbout(email)[0]);
    expect(header(team.raw, 'subject')).toBe('New contact request from Kai');
    expect(plainText(team.raw)).toContain('Country: New Zealand');
    expect(plainText(team.raw)).toContain('home page form');

    const ack = await eventually(() => mailsTo(email)[0]);
    expect(header(ack.raw, 'subject')).toBe('We have received your message');
    expect(plainText(ack.raw)).toContain('we will get back to you within 24 hours');
    expect(plainText(ack.raw)).not.toContain('Kai');
    expect(plainText(ack.raw)).not.toContain('New Zealand');
    await allSent(email);
  });
});

describe('addresses typed by visitors', () => {
  it('never turns a comma in the address into a second recipient', async () => {
    // Passes the shared form rule (one @, no spaces), but must stay one address on the wire.
    const email = 'victim,extra@example.com';
    const response = await postContact(app, 'send-contact-email', { ...homeForm, email });
    expect(response.json()).toEqual({ success: true });
    await allSent(email);
    const quoted = '"victim,extra"@example.com';
    const ack = sink.received.filter((mail) => mail.to.includes(quoted));
    expect(ack).toHaveLength(1);
    expect(ack[0]?.to).toEqual([quoted]);
    const team = mailsTo(TEAM).filter((mail) => header(mail.raw, 'reply-to') === `<${quoted}>`);
    expect(team).toHaveLength(1);
    const everyone = sink.received.flatMap((mail) => mail.to);
    expect(everyone).not.toContain('victim');
    expect(everyone).not.toContain('extra@example.com');
  });
});

describe('notify-contact', () => {
  it('records one notification for agents and sends nothing', async () => {
    const emailsBefore = await context.db
      .selectFrom('messaging.emails')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const receivedBefore = sink.received.length;

    const response = await postContact(
      app,
      'notify-contact',
      { ...contactForm, email: 'notify@example.com', message: 'x'.repeat(1000) },
      { headers: { cookie: 'nomada_lang=es' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const rows = await context.db
      .selectFrom('messaging.agent_notifications')
      .selectAll()
      .where(({ eb, ref }) => eb(ref('summary', '->>').key('email'), '=', 'notify@example.com'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      // For every agent, each of whom reads it for themselves (decision 060).
      agent_id: null,
      summary: {
        source: 'contact',
        name: contactForm.name,
        email: 'notify@example.com',
        subject: contactForm.subject,
        language: 'es',
      },
    });
    expect((rows[0]?.summary as ContactSummary | undefined)?.messagePreview).toHaveLength(280);

    const submissions = await context.db
      .selectFrom('messaging.contact_submissions')
      .select('id')
      .where('email', '=', 'notify@example.com')
      .execute();
    expect(submissions).toHaveLength(0);
    const emailsAfter = await context.db
      .selectFrom('messaging.emails')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(emailsAfter.n).toEqual(emailsBefore.n);
    expect(sink.received.length).toBe(receivedBefore);
  });
});
