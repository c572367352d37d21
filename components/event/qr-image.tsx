'use client';

import { useEffect, useState } from 'react';

/** A QR code of `text` (the `qrcode` package, loaded on first use), as an image. */
export function QrImage({ text, size, alt, testId }: { text: string; size: number; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: size * 2, margin: 1, color: { dark: '#000000', light: '#ffffff' } }))
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={size} height={size} data-testid={testId} data-qr-text={text} />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size, background: '#f2f3f5' }} aria-busy="true" />
  );
}
