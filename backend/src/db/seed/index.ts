/**
 * Deterministic seed of the whole product (one transaction): basic data, companies, members and
 * their social graph, news, flashes, topics, columns, circles, posts, events.
 */
import type { SqliteHandle as Db } from '../connection';
import { seedAchievements } from './achievements';
import { seedBanners } from './banners';
import { seedCircleCategories, seedHotKeywords, seedLocations, seedMembershipAndWords, seedSitePages, seedTags } from './basic';
import { seedCases } from './cases';
import { seedCatalogue } from './catalogue';
import { seedChatAppIdentities } from './chat-app';
import { seedDemoOwnedCircles } from './community';
import { seedChainLinks } from './chain-links';
import { seedCompanyPages } from './company-pages';
import { seedCompanies, seedCompanyPeople } from './companies';
import { createSeedContext } from './context';
import { seedDictionary } from './dictionary';
import { seedEvents } from './events';
import { seedEventEnTitles } from './event-en-titles';
import { seedInteractions } from './interactions';
import { seedAdminMember, seedAuthorities, seedMembers, seedSocialGraph } from './members';
import { seedMessages } from './messages';
import { seedColumns, seedFlashes, seedNews, seedTopics } from './news';
import { linkNewsToCompanies, seedCompanyRecommendedNews } from './news-companies';
import { finishCircles, seedCircles, seedPosts } from './posts';
import { seedSocialNotices } from './social';

export function isDatabaseEmpty(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
  return row.n === 0;
}

export function seedDatabase(db: Db): void {
  const ctx = createSeedContext(db);
  db.transaction(() => {
    seedTags(ctx);
    seedLocations(ctx);
    seedSitePages(ctx);
    seedHotKeywords(ctx);
    seedMembershipAndWords(ctx);
    seedCompanies(ctx);
    seedChainLinks(ctx);
    seedAdminMember(ctx);
    seedMembers(ctx);
    seedCompanyPeople(ctx);
    seedAuthorities(ctx);
    seedSocialGraph(ctx);
    seedColumns(ctx);
    seedNews(ctx);
    linkNewsToCompanies(ctx);
    seedCompanyRecommendedNews(ctx);
    seedFlashes(ctx);
    seedTopics(ctx);
    seedCircles(ctx);
    seedPosts(ctx);
    finishCircles(ctx);
    seedDemoOwnedCircles(ctx);
    seedEvents(ctx);
    seedEventEnTitles(ctx);
    seedAchievements(ctx);
    seedSocialNotices(ctx);
    seedInteractions(ctx);
    seedMessages(ctx);
    seedChatAppIdentities(ctx);
    // Last: they draw from the shared random sequence, so earlier content stays as it was.
    seedCompanyPages(ctx);
    // Cases draw nothing from the random sequence; their tags and news ids come after everything above.
    seedCases(ctx);
    seedCatalogue(ctx);
    // The dictionary and the banners draw nothing from the random sequence; banners link to topics and events.
    seedDictionary(ctx);
    seedBanners(ctx);
    // After every other tag, so their ids stay as they were.
    seedCircleCategories(ctx);
  })();
}

const COUNTED = ['members', 'companies', 'news', 'flashes', 'topics', 'columns', 'circles', 'posts', 'events', 'ec_skus', 'tags'] as const;

/** Row counts of the main tables (printed after a reset). */
export function seedSummary(db: Db): Record<(typeof COUNTED)[number], number> {
  const out = {} as Record<(typeof COUNTED)[number], number>;
  for (const table of COUNTED) out[table] = (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return out;
}
