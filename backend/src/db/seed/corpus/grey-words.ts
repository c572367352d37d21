
export const greyWords: string[] = [];
