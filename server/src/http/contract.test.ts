import { anyOf, flag, isoTime, listOf, nothing, oneOfText, recordOf, shape, text } from '@lotto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { setUpTestApp } from '../testing/testApp';
import { envelopeResponses, success } from './envelope';
import { replySchema, yupReplySchemaOf } from './requestSchema';
import { requestValidation, takeReplyDrift } from './validation';

/**
 * One contract: every answer of every route is described by a reply schema from `shared`
 * (made by replySchema), so its type and its serialisation cannot part ways.
 */

let app: FastifyInstance;
setUpTestApp((started) => ({ app } = started));

/** Not API calls: the built site's files, the /docs viewer's own pages, and LINE Login's return to the site (a browser's, answered by a redirect). */
const isNotApi = (route: string) =>
  / \/(\*|remotes\/\*)$/.test(route) || / \/docs(\/|$)/.test(route) || route === 'GET /cl-api/line/callback';

test('every route answers 200 through a reply schema from shared', () => {
  const routes = [...app.replySchemas.keys()].filter((route) => !isNotApi(route) && !route.startsWith('HEAD '));
  expect(routes.length).toBeGreaterThan(40);
  const withoutSharedReply = routes.filter((route) => !yupReplySchemaOf(app.replySchemas.get(route)));
  expect(withoutSharedReply).toEqual([]);
});

test('a reply schema becomes the JSON schema that serialises it: formats, null, lists, maps, enums', () => {
  const reply = shape({
    at: isoTime(),
    reason: text().nullable(),
    lines: listOf(shape({ kind: oneOfText(['a', 'b'] as const) })),
    result: recordOf(anyOf(text(), listOf(text()))).nullable(),
    seed: text().optional(),
    none: nothing(),
  });
  const json = replySchema(reply);
  expect(json).toEqual({
    type: 'object',
    additionalProperties: false,
    required: ['at', 'reason', 'lines', 'result', 'none'],
    properties: {
      at: { type: 'string', format: 'date-time' },
      reason: { type: 'string', nullable: true },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: { kind: { type: 'string', enum: ['a', 'b'] } },
        },
      },
      result: {
        type: 'object',
        nullable: true,
        additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      },
      seed: { type: 'string' },
      none: { type: 'null', nullable: true },
    },
  });
  expect(yupReplySchemaOf(json)).toBe(reply);
});

describe('an answer keeps every field the handler gave it', () => {
  // The server tests check every answer this way (src/testing/replyCheck.ts); here, that the check can fail.
  let drifting: FastifyInstance;
  beforeAll(async () => {
    drifting = Fastify();
    await drifting.register(requestValidation);
    drifting.get('/kept', { schema: { response: envelopeResponses(shape({ up: flag() })) } }, async () => success({ up: true }));
    drifting.get('/dropped', { schema: { response: envelopeResponses(shape({ up: flag() })) } }, async () =>
      success({ up: true, note: text().cast('added to the answer, not to its schema') }),
    );
    await drifting.ready();
  });
  afterAll(() => drifting.close());

  test('a field the reply schema lacks is reported', async () => {
    expect(takeReplyDrift()).toEqual([]);
    expect((await drifting.inject({ method: 'GET', url: '/kept' })).json()).toEqual({
      status: 'success',
      message: '',
      payload: { up: true },
    });
    expect(takeReplyDrift()).toEqual([]);
    expect((await drifting.inject({ method: 'GET', url: '/dropped' })).json()).toEqual({
      status: 'success',
      message: '',
      payload: { up: true },
    });
    expect(takeReplyDrift()).toEqual(['GET /dropped: $.payload.note']);
  });
});
