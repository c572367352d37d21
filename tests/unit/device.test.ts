import { describe, expect, it } from 'vitest';
import { isCrawlerAgent, parseDevice } from '@/lib/device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5197 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A3B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
};

const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36; 360Spider',
  'Mozilla/5.0 (compatible; YisouSpider; +http://help.yisou.com)',
  'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
];

describe('device parsing (W group, S1§3 device info)', () => {
  it('an iPhone is a mobile iOS device', () => {
    expect(parseDevice(UA.iphone)).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false, isIos: true, isAndroid: false, isSafari: true });
  });
  it('an iPad (also in desktop mode) is a tablet', () => {
    expect(parseDevice(UA.ipad)).toMatchObject({ isMobile: true, isTablet: true, isDesktop: false, isIos: true });
    expect(parseDevice(UA.ipadDesktopMode)).toMatchObject({ isTablet: true, isIos: true });
  });
  it('an Android phone is mobile; an Android tablet (no "Mobile") is a tablet', () => {
    expect(parseDevice(UA.androidPhone)).toMatchObject({ isMobile: true, isTablet: false, isAndroid: true, isChrome: true });
    expect(parseDevice(UA.androidTablet)).toMatchObject({ isMobile: true, isTablet: true, isAndroid: true });
  });
  it('the WeChat browser (MicroMessenger) is flagged', () => {
    expect(parseDevice(UA.wechat)).toMatchObject({ isWechat: true, isAndroid: true, isMobile: true });
    expect(parseDevice(UA.wechatIos)).toMatchObject({ isWechat: true, isIos: true, isMobile: true });
    expect(parseDevice(UA.chromeDesktop).isWechat).toBe(false);
  });
  it('desktop browsers', () => {
    expect(parseDevice(UA.chromeDesktop)).toMatchObject({ isDesktop: true, isMobile: false, isChrome: true, isEdge: false });
    expect(parseDevice(UA.edgeDesktop)).toMatchObject({ isDesktop: true, isEdge: true, isChrome: false });
    expect(parseDevice(UA.safariMac)).toMatchObject({ isDesktop: true, isSafari: true, isIos: false, isTablet: false });
    expect(parseDevice(UA.firefox)).toMatchObject({ isDesktop: true, isFirefox: true });
  });
  it('crawlers are recognised (Googlebot, Baiduspider, bingbot, Sogou, 360Spider, YisouSpider, Bytespider, facebookexternalhit, Twitterbot, Slurp, DuckDuckBot, Applebot…)', () => {
    for (const ua of CRAWLERS) expect(parseDevice(ua).isCrawler, ua).toBe(true);
  });
  it('browsers, headless Chrome and an empty agent are not crawlers', () => {
    for (const ua of Object.values(UA)) expect(isCrawlerAgent(ua), ua).toBe(false);
    expect(parseDevice('').isCrawler).toBe(false);
    expect(parseDevice(null)).toMatchObject({ isDesktop: true, isMobile: false, isCrawler: false });
  });
  it('Googlebot smartphone is mobile and a crawler', () => {
    expect(parseDevice(CRAWLERS[1])).toMatchObject({ isMobile: true, isCrawler: true });
  });
});
