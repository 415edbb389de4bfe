import { inject } from 'vitest';
import { describeServiceBasics } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { loadDocumentsConfig } from '../src/config';

describeServiceBasics('documents', {
  templateDatabase: inject('templateDatabase'),
  build: (env) => buildApp(loadDocumentsConfig(env)),
  unknownRoute: '/functions/no-such-call',
});
