export { renderWithStore, sampleSiteConfig } from './renderWithStore';
export { renderSignedIn } from './renderSignedIn';
// The one fake API server of component tests lives with the other jest helpers in tooling/.
export {
  answer,
  fail,
  ok,
  sent,
  sentTo,
  useFakeApi,
  type FakeAnswer,
  type FakeHandler,
  type SentRequest,
} from '../../../tooling/testing/fakeApi';
export { useFakeStreams, type FakeStreamConnection, type FakeStreams } from '../../../tooling/testing/fakeStreams';
