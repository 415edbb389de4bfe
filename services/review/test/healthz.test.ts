import { inject } from 'vitest';
import { describeServiceBasics } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { loadReviewConfig } from '../src/config';

describeServiceBasics('review', {
  templateDatabase: inject('templateDatabase'),
  build: (env) => buildApp(loadReviewConfig(env)),
  unknownRoute: '/functions/not-a-call',
});
