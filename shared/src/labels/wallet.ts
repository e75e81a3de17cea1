/** Thai words of the money page (mf-wallet): deposit, withdraw, financial history. */
export const walletLabels = {} as const;
