
export const commentsCorpus: string[] = [];
