import * as yup from 'yup';
import { calendarDate, decimal, oneOfText } from '../../api/replies';
import { th } from '../../labels/th';
import { BET_TYPES } from '../../lotto/betTypes';
import { int4IdRule, pageRule } from '../../validation/fields';

/**
 * Field pieces the back-office contracts (/admin-api/, docs/screens.md#back-office) share: money
 * is baht, times ISO-8601 UTC strings, lists pages of BACKOFFICE_PAGE_SIZE (common.ts).
 */

export const generic = th.errors.validation;

// --- in requests ---

export const page = pageRule(th.lotto.pageInvalid).default(1);
export const optionalId = int4IdRule(generic).optional();
export const optionalLotteryCode = yup.string().max(40, generic).meta({ description: 'A lottery code, e.g. government.' });

// --- in replies ---

export const baht = (description = 'Baht.') => decimal().meta({ description });
export const bangkokDate = () => calendarDate().meta({ description: 'YYYY-MM-DD, Bangkok.' });
export const betType = () => oneOfText(BET_TYPES);
export const memberStatus = () => oneOfText(['active', 'suspended'] as const);
