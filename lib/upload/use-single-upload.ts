'use client';

import { useState } from 'react';

/**
 * One file picked and uploaded through the shared flow (signature + PostObject, `lib/upload/upload.ts`,
 * loaded on first use) with its progress; `check` names a problem before anything is sent, and a failed
 * upload leaves the previous value alone (P30). Used by the circle image field and the post video picker.
 */
export function useSingleUpload(opts: {
  prefix: string;
  /** A message for a file that must not be sent, else null. */
  check: (file: File) => string | null;
  failedText: string;
  onUploaded: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = opts.check(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    opts.onBusyChange?.(true);
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      const stored = await uploadFile(file, { prefix: opts.prefix, onProgress: setProgress });
      opts.onUploaded(stored.url);
    } catch {
      setError(opts.failedText);
    } finally {
      setProgress(null);
      opts.onBusyChange?.(false);
    }
  };
  return { pick, progress, error };
}
