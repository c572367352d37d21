/**
 * Seed corpus of the bundled platform API: pure data, no database code.
 * The seeding code (`../index.ts`) reads these collections and inserts them.
 */
export * from './types';
export { tagsCorpus, allTags } from './tags';
export { locationsCorpus } from './locations';
export { membersCorpus, DEMO_MOBILES } from './members';
export { companiesCorpus } from './companies';
export { newsCorpus } from './news';
export { flashesCorpus } from './flashes';
export { topicsCorpus } from './topics';
export { columnsCorpus } from './columns';
export { postsCorpus } from './posts';
export { circlesCorpus, circleCategoriesCorpus } from './circles';
export { eventsCorpus } from './events';
export { commentsCorpus } from './comments';
export { hotKeywordsCorpus } from './hot-keywords';
export { sitePagesCorpus } from './site-pages';
export { membershipBenefits } from './membership';
export { greyWords } from './grey-words';
