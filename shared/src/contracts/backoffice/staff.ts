import * as yup from 'yup';
import { flag, integer, isoTime, oneOfText, shape, text } from '../../api/replies';
import { passwordRule, usernameRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { memberStatus } from './fields';
import { staffPermissionsSchema } from './permissions';

/**
 * The staff accounts (/admin-api/staff, admin only): request schema, reply schema and their types.
 */

// --- requests ---

/** POST /admin-api/staff. */
export const staffAccountSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  role: yup
    .string()
    .required(m.backoffice.roleInvalid)
    .oneOf(['staff', 'admin'] as const, m.backoffice.roleInvalid),
});

// --- replies ---

export const staffAccountReplySchema = shape({
  id: integer(),
  username: text().meta({ description: 'The phone number they log in with.' }),
  role: oneOfText(['staff', 'admin'] as const),
  status: memberStatus(),
  created_at: isoTime(),
  second_factor: flag().meta({ description: 'Whether they have enrolled a second factor (TOTP).' }),
  permissions: staffPermissionsSchema.meta({
    description: "Their level per module and approval limit; an admin's are every module managed, no limit.",
  }),
});

/** POST /admin-api/staff (admin) body. */
export type StaffAccountRequest = yup.InferType<typeof staffAccountSchema>;

/** One item of GET /admin-api/staff (admin), and POST's answer. */
export type StaffAccount = yup.InferType<typeof staffAccountReplySchema>;
export type StaffRole = StaffAccount['role'];
