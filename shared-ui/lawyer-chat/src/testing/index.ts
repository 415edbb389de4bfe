export { FakeEventSource, stubEventSource } from './fake-event-source';
