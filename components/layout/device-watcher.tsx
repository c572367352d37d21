'use client';

import { useEffect } from 'react';
import { COOKIE_EXPIRES_DAYS, MOBILE_MAX_WIDTH } from '@/lib/constants';
import { browserChunkReloadEnv, isChunkLoadFailure, reloadAfterChunkFailure } from '@/lib/chunk-reload';
import { LAYOUT_COOKIE, type DeviceClass } from '@/lib/routing/variant';

const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|MicroMessenger.+Mobile/i;

function wantedLayout(): DeviceClass {
  if (PHONE_UA.test(navigator.userAgent)) return 'mobile';
  return window.innerWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

function writeLayoutCookie(value: DeviceClass) {
  const maxAge = COOKIE_EXPIRES_DAYS * 24 * 3600;
  document.cookie = `${LAYOUT_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * W01/W02: keeps the server-chosen layout in step with the viewport. The `layout` cookie tells the
 * proxy which variant to serve; crossing 1000 px (either way) reloads the page once.
 * A23: a failed script chunk reloads the page, at most once a minute.
 */
export function DeviceWatcher({ device }: { device: DeviceClass }) {
  useEffect(() => {
    let current = wantedLayout();
    writeLayoutCookie(current);
    if (current !== device) {
      window.location.reload();
      return;
    }
    const onResize = () => {
      const next = wantedLayout();
      if (next === current) return;
      current = next;
      writeLayoutCookie(next);
      window.location.reload();
    };
    const onChunkError = (event: Event | PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event)) reloadAfterChunkFailure(browserChunkReloadEnv());
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('error', onChunkError, true);
    window.addEventListener('unhandledrejection', onChunkError);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('error', onChunkError, true);
      window.removeEventListener('unhandledrejection', onChunkError);
    };
  }, [device]);
  return null;
}
