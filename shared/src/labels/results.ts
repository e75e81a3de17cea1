/** Thai words of the result screens (mf-results): result cards, result check, yeekee verification. */
export const resultsLabels = {} as const;
