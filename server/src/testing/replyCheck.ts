import { checkReplies, takeReplyDrift } from '../http/validation';

/**
 * Set up before every server test file (jest.config.js): each app built compares its JSON
 * answers with what the handlers gave them, and a test fails when a reply schema dropped or
 * changed a field, as Fastify's serialisation does without an error.
 */
checkReplies();

afterEach(() => {
  expect(takeReplyDrift()).toEqual([]);
});
