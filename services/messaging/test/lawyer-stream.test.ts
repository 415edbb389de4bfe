import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createChatContext, type ChatContext, type Person } from './helpers/chat-context';
import { openEventStream } from './helpers/event-stream-client';
import { eventually } from '@nomada/service-kit/testing';

let context: ChatContext;
let instanceA: string;
let instanceB: string;
let appB: FastifyInstance;

beforeAll(async () => {
  context = await createChatContext({
    STREAM_HEARTBEAT_MS: '300',
    STREAM_RECHECK_MS: '300',
    STREAMS_PER_USER_MAX: '3',
  });
  // Two copies of the service on one database and Redis, as behind a load balancer.
  appB = await context.startApp();
  instanceA = await context.listen(context.app);
  instanceB = await context.listen(appB);
});
afterAll(async () => {
  await context?.close();
});

const streamPath = (userId?: string) =>
  `/functions/lawyer-messages/stream${userId ? `?userId=${userId}` : ''}`;

function pair(): { agent: Person; applicant: Person } {
  const agent = context.people.agent();
  return { agent, applicant: context.people.assignedTo(agent) };
}

describe('GET /functions/lawyer-messages/stream', () => {
  it('delivers each new message to both sides, whichever instance stored it', async () => {
    const { agent, applicant } = pair();
    const applicantStream = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
    const agentStream = openEventStream(`${instanceB}${streamPath(applicant.id)}`, agent.cookie);
    const opened = await applicantStream.opened;
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('text/event-stream');
    expect(opened.headers['cache-control']).toContain('no-cache');
    expect((await agentStream.opened).status).toBe(200);
    // Both streams have subscribed once their first comment arrived.
    await eventually(
      () =>
        applicantStream.comments.includes('connected') &&
        agentStream.comments.includes('connected'),
    );

    const sent = await appB.inject({
      method: 'POST',
      url: '/functions/send-lawyer-message',
      headers: { cookie: agent.cookie },
      payload: { userId: applicant.id, text: 'Your appointment is on Monday.' },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json().message;
    await eventually(() => applicantStream.events.length === 1 && agentStream.events.length === 1);
    expect(applicantStream.events[0]).toEqual({
      event: 'message',
      id: message.id,
      data: JSON.stringify(message),
    });
    expect(agentStream.events[0]?.data).toBe(JSON.stringify(message));

    const answer = await context.post('/functions/send-lawyer-message', applicant, {
      text: 'Thank you!',
    });
    await eventually(() => agentStream.events.length === 2);
    expect(JSON.parse(agentStream.events[1]?.data ?? '{}')).toMatchObject({
      sender_role: 'applicant',
      text: 'Thank you!',
      id: answer.json().message.id,
    });
    applicantStream.abort();
    agentStream.abort();
  });

  it('never delivers another conversation’s messages', async () => {
    const first = pair();
    const second = pair();
    const stream = openEventStream(`${instanceA}${streamPath()}`, first.applicant.cookie);
    // The other conversation's stream, on the same instance: once it has its message, the
    // instance has handled that message, so a leak into the first stream would have happened.
    const otherStream = openEventStream(`${instanceA}${streamPath()}`, second.applicant.cookie);
    await eventually(
      () => stream.comments.includes('connected') && otherStream.comments.includes('connected'),
    );
    await context.post('/functions/send-lawyer-message', second.agent, {
      userId: second.applicant.id,
      text: 'Not for you',
    });
    await context.post('/functions/send-lawyer-message', first.agent, {
      userId: first.applicant.id,
      text: 'For you',
    });
    await eventually(() => stream.events.length >= 1 && otherStream.events.length >= 1);
    expect(otherStream.events.map((event) => JSON.parse(event.data).text)).toEqual(['Not for you']);
    expect(stream.events.map((event) => JSON.parse(event.data).text)).toEqual(['For you']);
    stream.abort();
    otherStream.abort();
  });

  it('keeps quiet streams open with a comment line', async () => {
    const { applicant } = pair();
    const stream = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
    await eventually(
      () => stream.comments.filter((comment) => comment === 'keep-alive').length >= 2,
    );
    expect(stream.events).toEqual([]);
    stream.abort();
    expect(await stream.ended).toBe('connection closed');
  });

  it('holds at most STREAMS_PER_USER_MAX streams of one person on an instance', async () => {
    const { applicant } = pair();
    const open = Array.from({ length: 3 }, () =>
      openEventStream(`${instanceA}${streamPath()}`, applicant.cookie),
    );
    await eventually(() => open.every((stream) => stream.comments.includes('connected')));
    const refused = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
    expect((await refused.opened).status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body()).code).toBe('too_many_streams');
    // Another person is not affected; and a closed stream gives its place back.
    const other = openEventStream(`${instanceA}${streamPath()}`, pair().applicant.cookie);
    expect((await other.opened).status).toBe(200);
    other.abort();
    open[0]?.abort();
    await eventually(async () => {
      const again = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
      const status = (await again.opened).status;
      again.abort();
      return status === 200;
    });
    for (const stream of open) stream.abort();
  });

  it('answers 401, 404 and 400 before any stream opens', async () => {
    const { applicant } = pair();
    const cases: Array<[string, string | undefined, number, string]> = [
      [streamPath(), undefined, 401, 'unauthorized'],
      [streamPath(applicant.id), context.people.agent().cookie, 404, 'not_found'],
      [streamPath(applicant.id), pair().applicant.cookie, 404, 'not_found'],
      [streamPath(), context.people.applicant({ plan: 'basic' }).cookie, 404, 'not_found'],
      [`${streamPath()}?userId=nope`, applicant.cookie, 400, 'invalid_request'],
    ];
    for (const [path, cookie, status, code] of cases) {
      const stream = openEventStream(`${instanceA}${path}`, cookie);
      const opened = await stream.opened;
      await stream.ended;
      expect(opened.status, path).toBe(status);
      expect(opened.headers['content-type']).toContain('application/json');
      expect(JSON.parse(stream.body()).code).toBe(code);
    }
  });

  it('ends when the session is revoked', async () => {
    const { applicant } = pair();
    const stream = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
    await eventually(() => stream.comments.includes('connected'));
    await context.revoke(applicant);
    expect(await stream.ended).toBe('ended by the server');
    expect(stream.events).toEqual([]);
  });

  it('ends when the agent is no longer assigned', async () => {
    const { agent, applicant } = pair();
    const stream = openEventStream(`${instanceB}${streamPath(applicant.id)}`, agent.cookie);
    await eventually(() => stream.comments.includes('connected'));
    context.identity.put({ ...applicant, assigned_agent_id: null, assigned_at: null });
    expect(await stream.ended).toBe('ended by the server');
    expect(stream.events).toEqual([]);
  });

  it('ends when the access token expires, so the browser reconnects with its renewed cookie', async () => {
    const agent = context.people.agent();
    const applicant = context.people.signIn({ ...context.people.assignedTo(agent) }, '2s');
    const started = Date.now();
    const stream = openEventStream(`${instanceA}${streamPath()}`, applicant.cookie);
    await eventually(() => stream.comments.includes('connected'));
    expect(await stream.ended).toBe('ended by the server');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('lets the service shut down with streams open', async () => {
    const extra = await context.startApp();
    const url = await context.listen(extra);
    const { applicant } = pair();
    const stream = openEventStream(`${url}${streamPath()}`, applicant.cookie);
    await eventually(() => stream.comments.includes('connected'));
    await extra.close();
    expect(await stream.ended).toBe('ended by the server');
  });
});
