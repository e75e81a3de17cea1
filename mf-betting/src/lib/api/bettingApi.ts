import { api } from '@lotto/shared/client';

/** The site's one API with the betting screens' cache tags: the open rounds and the member's slips. */
export const bettingApi = api.enhanceEndpoints({ addTagTypes: ['Rounds', 'Slips'] });
