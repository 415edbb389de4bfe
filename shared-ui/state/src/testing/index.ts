export { profileOf, signInAs, signOutLocally, type SessionFixture } from './session-fixtures';
export {
  jsonResponse,
  stubFetch,
  type StubAnswer,
  type StubRequest,
  type StubResponder,
} from './stub-fetch';
export { FakeXhr, stubXhr } from './fake-xhr';
export { lastToast } from './last-toast';
