import {
  savedSlipDeleteRequestSchema,
  savedSlipIdReplySchema,
  savedSlipListReplySchema,
  savedSlipRenameRequestSchema,
  savedSlipSaveRequestSchema,
  th,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Schema } from 'yup';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema, type Contract, type YupTypeProvider } from '../../http/requestSchema';
import { memberRoute } from '../../http/memberRoute';
import { BODY_LIMITS } from '../../requestLimits/bodyLimits';
import { deleteSlip, listSavedSlips, renameSlip, saveSlip } from './savedSlips';

const saveBody = requestSchema(savedSlipSaveRequestSchema);
const renameBody = requestSchema(savedSlipRenameRequestSchema);
const deleteBody = requestSchema(savedSlipDeleteRequestSchema);

/** The member's saved slips (โพยที่บันทึก, docs/lottery-rules.md#live-terms-and-saved-slips) at POST /lto-public-api/lotto/saved_slip_<action>. */
export async function savedSlipRoutes(fastify: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  const memberCall = <T, B = unknown>(summary: string, reply: Schema<T>, body?: Contract<B>) =>
    memberRoute(app, { tag: 'lotto', summary, response: envelopeResponses(reply), body });

  app.post(
    '/lto-public-api/lotto/saved_slip_save',
    // A saved slip holds as many lines as a slip.
    {
      ...memberCall('Save the cart under a name (at most 50 saved slips a member)', savedSlipIdReplySchema, saveBody),
      bodyLimit: BODY_LIMITS.slip,
    },
    async (request) => success(await saveSlip(db, request.member.id, request.body), th.pad.savedSlips.saved),
  );

  app.post(
    '/lto-public-api/lotto/saved_slip_list',
    memberCall("The member's saved slips, newest first", savedSlipListReplySchema),
    async (request) => success(await listSavedSlips(db, request.member.id)),
  );

  app.post(
    '/lto-public-api/lotto/saved_slip_rename',
    memberCall("Rename one of the member's saved slips", savedSlipIdReplySchema, renameBody),
    async (request) => success(await renameSlip(db, request.member.id, request.body), th.pad.savedSlips.renamed),
  );

  app.post(
    '/lto-public-api/lotto/saved_slip_delete',
    memberCall("Delete one of the member's saved slips", savedSlipIdReplySchema, deleteBody),
    async (request) => success(await deleteSlip(db, request.member.id, request.body), th.pad.savedSlips.deleted),
  );
}
