import { enCompany } from '@/locales/en-company';
import { enAchievement } from '@/locales/en-achievement';
import { enCase } from '@/locales/en-case';
import { enCrawl } from '@/locales/en-crawl';
import { enCatalogue } from '@/locales/en-catalogue';
import { enDictionary } from '@/locales/en-dictionary';
import { enPromo } from '@/locales/en-promo';
import { enContent } from '@/locales/en-content';
import { enValidation } from '@/locales/en-validation';
import { enCommunity } from '@/locales/en-community';
import { enPeople } from '@/locales/en-people';
import { enNews } from '@/locales/en-news';
import { enAuth } from '@/locales/en-auth';
import { enChat } from '@/locales/en-chat';
import { enEvents } from '@/locales/en-events';
import { enSearch } from '@/locales/en-search';
import type { MessageKey } from '@/locales/zh';

/** English catalogue: exactly zh's keys (type-checked). */
export const en: Record<MessageKey, string> = {
  'site.name': 'FPP Industry Community',
  'site.description': 'An industry community for food, packaging and printing: news and flashes, supply and demand, circles, events, people and companies, products and brands, and the industry chain.',
  'site.keywords': 'food,packaging,printing,supply and demand,industry news,industry chain,community',

  'nav.industryChain': 'Industry Chain',
  'nav.dictionary': 'Dictionary',
  'nav.menu': 'Menu',

  'search.placeholder': 'Search news, posts, events',
  'search.recent': 'Recent searches',
  'search.hot': 'Hot searches',
  'search.clear': 'Clear',
  'search.submit': 'Search',
  'search.resultsFor': 'Results for “{word}”',
  'search.groupPosts': 'Posts',
  'search.noResults': 'Nothing found; try another keyword',

  'auth.login': 'Log in',
  'auth.logout': 'Log out',
  'auth.personalHome': 'My home page',
  'auth.settings': 'Account settings',
  'auth.editInfo': 'Edit profile',
  'auth.publish': 'Publish',
  'auth.privateMessage': 'Private messages',
  'auth.verifyFailed': 'Verification failed, please Login again.',


  'lang.switch': 'Language',
  'lang.switchFooter': 'Footer language',
  'a11y.skipToContent': 'Skip to main content',
  'lang.zh': '中文',
  'lang.en': 'English',

  'footer.hotline': 'Hotline',
  'footer.hours': 'Weekdays 9:00-18:00',
  'footer.filing': 'ICP filing No. 00000000 (demo value)',
  'footer.police': 'Public security filing No. 00000000000000 (demo value)',
  'footer.mediaCopyright': 'Original content on this site is copyrighted by the site; please credit the source when reposting. Reposted content remains the property of its authors.',
  'footer.copyright': '© {year} FPP Industry Community. All rights reserved.',
  'footer.about': 'About us',
  'footer.contact': 'Contact us',
  'footer.help': 'Help',
  'footer.copyrightLink': 'Copyright',
  'footer.friendLinks': 'Friend links',
  'footer.cooperation': 'Business cooperation',
  'footer.join': 'Join us',
  'footer.partners': 'Partners',

  'common.more': 'More',
  'common.loading': 'Loading…',
  'common.empty': 'Nothing here yet',
  'session.rechecking': 'Checking your sign-in…',
  'session.recheckFailed': 'Your sign-in could not be checked. Check the connection and try again.',
  'common.retry': 'Retry',
  'common.backHome': 'Back to home',
  'common.backToTop': 'Back to top',
  'common.prev': 'Previous',
  'common.next': 'Next',
  'common.pageOf': 'Page {current} of {pages}',
  'common.views': '{n, plural, one {# view} other {# views}}',
  'common.likes': '{n, plural, one {# like} other {# likes}}',
  'common.comments': '{n, plural, one {# comment} other {# comments}}',
  'common.anonymous': 'Anonymous',
  'common.close': 'Close',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',



  'seo.communitySuffix': 'Community',
  'seo.supply': 'Supply',

  'error.notFound': 'This page could not be found',
  'error.notFoundHint': 'The page you are looking for does not exist or has been removed.',
  'error.server': 'Something went wrong',
  'error.serverHint': 'The service is temporarily unavailable. Please try again later.',
  'error.network': 'Network error, please try again later',
  'error.noPermission': 'You do not have permission for this; please contact the platform administrator',
  'error.banned': 'Your account has been muted, please contact the administrator',
  'error.unknownMiddleware': 'Unknown middleware',

  'upgrade.title': 'Please upgrade your browser',
  'upgrade.body': 'Your browser is too old for some features of this site. Please upgrade to the latest Chrome, Edge, Firefox or Safari.',
  'leave.title': 'You are about to leave FPP Industry Community',
  'leave.hint': 'The page you are about to visit is not part of FPP Industry Community. Keep your account and your money safe.',
  'leave.target': 'Destination',
  'leave.continue': 'Continue',
  'leave.back': 'Back',

  ...enValidation,
  ...enAuth,
  ...enNews,
  ...enCommunity,
  ...enPeople,
  ...enContent,
  ...enChat,
  ...enCompany,
  ...enEvents,
  ...enAchievement,
  ...enCase,
  ...enCatalogue,
  ...enDictionary,
  ...enPromo,
  ...enSearch,
  ...enCrawl,
};
