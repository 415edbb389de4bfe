import { stubFetch, type StubAnswer } from '@nomada/state/testing';

/**
 * Stubs fetch for the two messaging calls. `send-contact-email` answers with `answer` once
 * `release()` is called (so the submitting state can be observed); `notify-contact` fails, which
 * the forms must ignore.
 */
export function mockContactApi(answer: StubAnswer = { status: 200, body: { success: true } }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = stubFetch(async ({ path }) => {
    if (path === '/functions/notify-contact') {
      return { status: 500, body: { error: 'down', code: 'internal_error' } };
    }
    await gate;
    return answer;
  });
  return {
    fetchMock: api.mock,
    release,
    bodyOf: (path: string) => api.requestTo(path)?.body,
  };
}
