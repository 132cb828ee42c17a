/** The entries of one group of the theme contract, in their declared order. */
export const tokensOf = (group: Record<string, string>) => Object.entries(group);
