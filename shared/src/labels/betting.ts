/** Thai words of the betting screens (mf-betting): rounds list, bet screen, cart, slips. */
export const bettingLabels = {} as const;
