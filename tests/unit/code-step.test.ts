/** B20–B26: the authorization-code step's decision, URL cleaning, redirect and failure message; bind intent. */
import { describe, expect, it } from 'vitest';
import {
  bindIntentMatches,
  cleanCodeUrl,
  codeReturnPath,
  codeStepDestination,
  decideCodeStep,
  officialLoginFailureKey,
} from '@/lib/session/code-step';
import { chatAppAuthorizeUrl, isChatAppBrowser } from '@/lib/session/chat-app';
import { CHAT_APP_BIND_INTENT_TTL_MS, CHAT_APP_SCOPE_OFFICIAL, CHAT_APP_SCOPE_QR, DEFAULT_CHAT_APP_ID } from '@/lib/constants';

const base = { code: 'c0de', isLogin: false, inChatApp: false, bindIntent: false, ownState: true };

describe('decideCodeStep', () => {
  it('B20 R57 a missing or empty code skips the step (no token call)', () => {
    expect(decideCodeStep({ ...base, code: null })).toEqual({ kind: 'skip' });
    expect(decideCodeStep({ ...base, code: '' })).toEqual({ kind: 'skip' });
    expect(decideCodeStep({ ...base, code: '   ' })).toEqual({ kind: 'skip' });
    expect(decideCodeStep({ ...base, code: '', isLogin: true, bindIntent: true })).toEqual({ kind: 'skip' });
  });

  it('B21 logged out inside the chat-app browser → official-account login', () => {
    expect(decideCodeStep({ ...base, inChatApp: true })).toEqual({ kind: 'official-login', code: 'c0de' });
  });

  it('B22 logged out elsewhere → QR login (web_code), bind intent or not', () => {
    expect(decideCodeStep(base)).toEqual({ kind: 'qr-login', code: 'c0de' });
    expect(decideCodeStep({ ...base, bindIntent: true })).toEqual({ kind: 'qr-login', code: 'c0de' });
  });

  it('B23 logged in with bind intent → bind (official-account bind inside the chat-app browser)', () => {
    expect(decideCodeStep({ ...base, isLogin: true, bindIntent: true })).toEqual({ kind: 'bind', code: 'c0de', official: false });
    expect(decideCodeStep({ ...base, isLogin: true, bindIntent: true, inChatApp: true })).toEqual({ kind: 'bind', code: 'c0de', official: true });
  });

  it('security 31: logged out with a code whose state this browser did not start → refused, no call (login CSRF, QR finished elsewhere)', () => {
    expect(decideCodeStep({ ...base, ownState: false })).toEqual({ kind: 'refused' });
    expect(decideCodeStep({ ...base, ownState: false, inChatApp: true })).toEqual({ kind: 'refused' });
    expect(decideCodeStep({ ...base, ownState: false, bindIntent: true })).toEqual({ kind: 'refused' });
  });

  it('B24 logged in without bind intent → ignored, no call', () => {
    expect(decideCodeStep({ ...base, isLogin: true })).toEqual({ kind: 'ignore' });
    expect(decideCodeStep({ ...base, isLogin: true, inChatApp: true })).toEqual({ kind: 'ignore' });
  });
});

describe('B25 the URL after the step', () => {
  it('drops code, state and redirect, keeps the rest, and goes to redirect when given', () => {
    const a = cleanCodeUrl('http://localhost:3000/news?tab=2&code=abc&state=s1&redirect=%2Fmine%2Faccount-setting#top');
    expect(a).toEqual({ cleaned: '/news?tab=2#top', redirect: '/mine/account-setting' });
    expect(codeStepDestination(a.cleaned, a.redirect)).toBe('/mine/account-setting');
    const b = cleanCodeUrl('http://localhost:3000/community/demand_supply?code=abc&state=s1');
    expect(b).toEqual({ cleaned: '/community/demand_supply', redirect: null });
    expect(codeStepDestination(b.cleaned, b.redirect)).toBe('/community/demand_supply');
  });

  it('never follows a redirect off the site', () => {
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(cleanCodeUrl(`http://localhost:3000/news?code=a&redirect=${encodeURIComponent(evil)}`).redirect).toBeNull();
    }
  });

  it('the return path for the authorization page drops an old code and carries the login redirect', () => {
    expect(codeReturnPath('/news/12?code=old&state=x&tab=1', null)).toBe('/news/12?tab=1');
    expect(codeReturnPath('/community/demand_supply?redirect=%2Fold', '/mine/account-setting')).toBe(
      '/community/demand_supply?redirect=%2Fmine%2Faccount-setting',
    );
    expect(codeReturnPath('/news', '//evil.example')).toBe('/news');
  });
});

describe('B26 official-account login failure message', () => {
  it('S66 for a post-create redirect, S67 otherwise', () => {
    expect(officialLoginFailureKey('/community/circle/post/create?circleId=3')).toBe('codeStep.officialFailedPublish');
    expect(officialLoginFailureKey('/circle/post/create')).toBe('codeStep.officialFailedPublish');
    expect(officialLoginFailureKey('/news/12')).toBe('codeStep.officialFailed');
    expect(officialLoginFailureKey('/circle/post/created-list')).toBe('codeStep.officialFailed');
    expect(officialLoginFailureKey(null)).toBe('codeStep.officialFailed');
  });
});

describe('bind intent (B23, B48)', () => {
  const now = 1_800_000_000_000;
  it('counts only with the same state and within 10 minutes', () => {
    expect(bindIntentMatches({ state: 's1', at: now }, 's1', now)).toBe(true);
    expect(bindIntentMatches({ state: 's1', at: now - CHAT_APP_BIND_INTENT_TTL_MS }, 's1', now)).toBe(true);
    expect(bindIntentMatches({ state: 's1', at: now - CHAT_APP_BIND_INTENT_TTL_MS - 1 }, 's1', now)).toBe(false);
    expect(bindIntentMatches({ state: 's1', at: now }, 's2', now)).toBe(false);
    expect(bindIntentMatches({ state: 's1', at: now }, null, now)).toBe(false);
    expect(bindIntentMatches(null, 's1', now)).toBe(false);
    expect(bindIntentMatches({ state: 's1', at: now + 1000 }, 's1', now)).toBe(false);
  });
});

describe('chat-app helpers', () => {
  it('W05 the in-app browser is the MicroMessenger user agent', () => {
    expect(isChatAppBrowser('Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI')).toBe(true);
    expect(isChatAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36')).toBe(false);
  });

  it('C08 the authorization URL carries appid, scope, redirect_uri (/redirect on this host), state and theme black', () => {
    const url = new URL(chatAppAuthorizeUrl({ origin: 'http://localhost:3000', returnPath: '/news?tab=1', state: 'abc' }));
    expect(url.pathname).toBe('/api/sandbox/chat-app/authorize');
    expect(url.searchParams.get('appid')).toBe(DEFAULT_CHAT_APP_ID);
    expect(url.searchParams.get('scope')).toBe(CHAT_APP_SCOPE_QR);
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('theme')).toBe('black');
    const redirect = new URL(url.searchParams.get('redirect_uri') as string);
    expect(redirect.origin).toBe('http://localhost:3000');
    expect(redirect.pathname).toBe('/redirect');
    expect(redirect.searchParams.get('redirectUri')).toBe('/news?tab=1');
    const official = new URL(chatAppAuthorizeUrl({ origin: 'http://localhost:3000', returnPath: '/', state: 'x', official: true }));
    expect(official.searchParams.get('scope')).toBe(CHAT_APP_SCOPE_OFFICIAL);
  });
});
