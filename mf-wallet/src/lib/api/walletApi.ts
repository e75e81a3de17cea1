import { api } from '@lotto/shared/client';

/**
 * The site's one API with the money page's cache tags. A deposit or withdrawal invalidates the
 * statement; a withdrawal also the day's allowance and 'Me' (its amount is held at once).
 */
export const walletApi = api.enhanceEndpoints({ addTagTypes: ['Statement', 'WithdrawAllowance'] });
