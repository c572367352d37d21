/** Device class and browser flags from a user agent (S1§3 Device info; W group). Pure, server and browser. */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  /** The chat-app (WeChat) in-app browser. */
  isWechat: boolean;
  isWechatWork: boolean;
  isQQ: boolean;
  isAlipay: boolean;
  isWeibo: boolean;
  isDingTalk: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isFirefox: boolean;
  isSafari: boolean;
  isCrawler: boolean;
}

const CRAWLER_PATTERN = new RegExp(
  [
    'googlebot',
    'google-inspectiontool',
    'googleother',
    'adsbot-google',
    'mediapartners-google',
    'apis-google',
    'feedfetcher-google',
    'baiduspider',
    'baiduboxapp.*spider',
    'bingbot',
    'bingpreview',
    'msnbot',
    'adidxbot',
    'sogou',
    '360spider',
    'haosouspider',
    'yisouspider',
    'bytespider',
    'toutiaospider',
    'petalbot',
    'yodaobot',
    'youdaobot',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'twitterbot',
    'linkedinbot',
    'slackbot',
    'telegrambot',
    'discordbot',
    'whatsapp',
    'pinterest',
    'slurp',
    'duckduckbot',
    'duckassistbot',
    'applebot',
    'yandex',
    'seznambot',
    'exabot',
    'ia_archiver',
    'archive\\.org_bot',
    'semrushbot',
    'ahrefsbot',
    'mj12bot',
    'dotbot',
    'rogerbot',
    'screaming frog',
    'gptbot',
    'chatgpt-user',
    'oai-searchbot',
    'claudebot',
    'claude-web',
    'anthropic-ai',
    'perplexitybot',
    'ccbot',
    'amazonbot',
    '\\bbot\\b',
    '\\bspider\\b',
    '\\bcrawler\\b',
  ].join('|'),
  'i',
);

/** True for search engines, social previews, archivers and AI crawlers (not headless browsers or Lighthouse). */
export function isCrawlerAgent(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

export function parseDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? '';

  const isIpad = /\biPad\b/.test(ua);
  const isIos = /\b(iPhone|iPod|iPad)\b/.test(ua) || (/\bMacintosh\b/.test(ua) && /\bMobile\/\w+/.test(ua));
  const isAndroid = /\bAndroid\b/i.test(ua);
  const isHarmony = /\b(HarmonyOS|OpenHarmony)\b/i.test(ua);
  const isWindowsPhone = /\bWindows Phone\b/i.test(ua);

  const isAndroidTablet = isAndroid && !/\bMobile\b/i.test(ua);
  const isTablet =
    isIpad ||
    (/\bMacintosh\b/.test(ua) && /\bMobile\/\w+/.test(ua)) ||
    isAndroidTablet ||
    /\b(Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d+|MatePad|MediaPad|MI PAD)\b/i.test(ua);

  const isPhone =
    !isTablet &&
    (/\b(iPhone|iPod)\b/.test(ua) ||
      (isAndroid && /\bMobile\b/i.test(ua)) ||
      isWindowsPhone ||
      (isHarmony && /\bPhone\b|\bMobile\b/i.test(ua)) ||
      /\b(BlackBerry|BB10|Opera Mini|IEMobile|Mobile Safari|webOS|Mobi)\b/i.test(ua));

  const isMobile = isPhone || isTablet;

  const isEdge = /\bEdg(e|A|iOS)?\/\d/.test(ua);
  const isFirefox = /\b(Firefox|FxiOS)\/\d/.test(ua);
  const isChrome = !isEdge && /\b(Chrome|CriOS)\/\d/.test(ua) && !/\bOPR\/\d/.test(ua);
  const isSafari = /\bSafari\/\d/.test(ua) && /\bVersion\/\d/.test(ua) && !isChrome && !isEdge && !isFirefox && !isAndroid;

  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile,
    isIos,
    isAndroid: isAndroid || (isHarmony && !isIos),
    isWechat: /MicroMessenger/i.test(ua),
    isWechatWork: /wxwork/i.test(ua),
    isQQ: /\bQQ\/\d/i.test(ua) || /MQQBrowser/i.test(ua),
    isAlipay: /AlipayClient/i.test(ua),
    isWeibo: /Weibo/i.test(ua),
    isDingTalk: /DingTalk/i.test(ua),
    isEdge,
    isChrome,
    isFirefox,
    isSafari,
    isCrawler: ua !== '' && isCrawlerAgent(ua),
  };
}
