import { roundParamsSchema, yeekeeShootRequestSchema, yeekeeShotsRequestSchema, yeekeeStreamHeadersSchema } from '@lotto/shared';
import { requestSchema } from '../../http/requestSchema';

/** Request parts of the yeekee shooting calls: the shared yup schemas, with their Thai messages. */
export const yeekeeShootBody = requestSchema(yeekeeShootRequestSchema);
export const yeekeeShotsBody = requestSchema(yeekeeShotsRequestSchema);
export const yeekeeRoundParams = requestSchema(roundParamsSchema);
export const yeekeeStreamHeaders = requestSchema(yeekeeStreamHeadersSchema);
