/** The `rel` of every link users wrote or uploaded: no endorsement (nofollow, ugc), no opener, no referrer. */
export const USER_CONTENT_REL = 'nofollow ugc noopener noreferrer';
