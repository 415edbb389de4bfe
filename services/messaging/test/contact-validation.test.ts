import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  contactForm,
  homeForm,
  postContact,
  type ContactEndpoint,
} from './helpers/contact-requests';
import { createContactApp, type ContactApp } from './helpers/contact-app';

let contact: ContactApp;
let app: FastifyInstance;

beforeAll(async () => {
  contact = await createContactApp();
  app = contact.app;
});

afterAll(() => contact.close());

const counts = () => contact.counts();

const long = (length: number) => 'a'.repeat(length);
const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const homeCases: Array<[string, object, string]> = [
  ['blank name', { ...homeForm, name: '   ' }, 'Name is required'],
  ['missing name', { ...homeForm, name: undefined }, 'Name is required'],
  ['name of the wrong type', { ...homeForm, name: 42 }, 'Name is required'],
  ['name over 100', { ...homeForm, name: long(101) }, 'Name must be less than 100 characters'],
  ['bad email', { ...homeForm, email: 'ana@' }, 'Invalid email address'],
  ['missing email', { ...homeForm, email: undefined }, 'Invalid email address'],
  [
    'email over 255',
    { ...homeForm, email: longEmail(256) },
    'Email must be less than 255 characters',
  ],
  ['blank country', { ...homeForm, country: ' ' }, 'Country is required'],
  ['missing country', { ...homeForm, country: undefined }, 'Country is required'],
  [
    'country over 100',
    { ...homeForm, country: long(101) },
    'Country must be less than 100 characters',
  ],
  ['several bad fields (first wins)', { ...homeForm, name: '', country: '' }, 'Name is required'],
];

const contactCases: Array<[string, object, string]> = [
  ['blank name', { ...contactForm, name: '' }, 'Name is required'],
  ['name over 100', { ...contactForm, name: long(101) }, 'Name must be less than 100 characters'],
  ['missing email', { ...contactForm, email: '' }, 'Email is required'],
  ['bad email', { ...contactForm, email: 'tom@example' }, 'Please enter a valid email address'],
  [
    'email over 255',
    { ...contactForm, email: longEmail(256) },
    'Email must be less than 255 characters',
  ],
  ['blank subject', { ...contactForm, subject: '  ' }, 'Subject is required'],
  [
    'subject over 200',
    { ...contactForm, subject: long(201) },
    'Subject must be less than 200 characters',
  ],
  ['missing message', { ...contactForm, message: undefined }, 'Message is required'],
  ['blank message', { ...contactForm, message: ' \n ' }, 'Message is required'],
  [
    'message over 5000',
    { ...contactForm, message: long(5001) },
    'Message must be less than 5000 characters',
  ],
  ['message as an object', { ...contactForm, message: { text: 'hi' } }, 'Message is required'],
];

const shapeCases: Array<[string, unknown, string]> = [
  ['unknown source', { ...homeForm, source: 'other' }, 'Invalid request'],
  ['no source', { name: 'Ana', email: 'ana@example.com', country: 'Mexico' }, 'Invalid request'],
  ['a JSON array', [homeForm], 'Invalid request'],
  ['a JSON string', '"hello"', 'Invalid request'],
  ['JSON null', 'null', 'Invalid request'],
];

describe.each<ContactEndpoint>(['send-contact-email', 'notify-contact'])(
  'POST /functions/%s',
  (endpoint) => {
    it.each([...homeCases, ...contactCases, ...shapeCases])(
      'answers 400 {success: false, error} for %s',
      async (_label, payload, message) => {
        const before = await counts();
        const response = await postContact(app, endpoint, payload, {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toMatchObject({ success: false, error: message });
        expect(await counts()).toEqual(before);
      },
    );

    it.each<[string, string, string, number, string, string]>([
      [
        'malformed JSON',
        '{"name": "Ana",',
        'application/json',
        400,
        'The request body is not valid JSON',
        'invalid_json',
      ],
      [
        'an empty JSON body',
        '',
        'application/json',
        400,
        'The request body is empty',
        'empty_body',
      ],
      // send-contact-email takes the site's native form posts (contact-native-form.test.ts).
      ...(endpoint === 'notify-contact'
        ? [
            [
              'a form-encoded body',
              'name=Ana',
              'application/x-www-form-urlencoded',
              415,
              'Unsupported content type',
              'unsupported_media_type',
            ] satisfies [string, string, string, number, string, string],
          ]
        : []),
    ])(
      'answers 4xx with a clear error for %s',
      async (_label, body, contentType, status, error, code) => {
        const before = await counts();
        const response = await postContact(app, endpoint, body, {
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ success: false, error, code });
        expect(await counts()).toEqual(before);
      },
    );

    it('answers 413 for a huge body and stores nothing', async () => {
      const before = await counts();
      const response = await postContact(app, endpoint, { ...contactForm, message: long(200_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        error: 'The request body is too large',
        code: 'payload_too_large',
      });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a URL', 'https://spam.example'],
      ['a number', 1],
    ])(
      'pretends success but stores and sends nothing when the honeypot holds %s',
      async (_l, website) => {
        const before = await counts();
        for (const form of [homeForm, contactForm]) {
          const response = await postContact(app, endpoint, { ...form, website });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ success: true });
        }
        // Even an otherwise invalid body: a bot learns nothing from the answer.
        const invalid = await postContact(app, endpoint, { ...homeForm, name: '', website });
        expect(invalid.json()).toEqual({ success: true });
        expect(await counts()).toEqual(before);
      },
    );
  },
);
