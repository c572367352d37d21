/**
 * Large files (above UPLOAD_MULTIPART_THRESHOLD: the 200 MB videos, 50 MB files) go straight to the storage host
 * with ali-oss's resumable multipart upload, on the short-lived credentials of the sign call (one key, minutes,
 * renewed through `renew` when they age). Parts go up three at a time with progress; a failed part is retried by
 * resuming from the checkpoint (only the missing parts are sent again), a few times with a short back-off; a
 * cancelled or finally failed upload is aborted on the storage host so its parts are dropped.
 * ali-oss (its browser build) is loaded only when such a file is sent.
 */
import { UPLOAD_TIMEOUT_MS } from '../constants';
import type { MultipartGrant, UploadSign } from '../contract/upload';

export interface MultipartUploadOptions {
  sign: UploadSign & { key: string; multipart: MultipartGrant };
  /** The file (a Buffer in Node, where ali-oss reads no File). */
  body: Blob | Buffer;
  /** The display name, stored with the object (P06 applied). */
  name: string;
  /** 0…100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** New credentials for the same key (the sign call with `key`). */
  renew: () => Promise<UploadSign>;
  /** Tries in all (first one included) before giving up. Default 4. */
  attempts?: number;
  /** Back-off before a retry, ms (× the attempt number). Default 1000. */
  retryDelayMs?: number;
}

/** What the upload uses of an ali-oss client (its type, narrowed). */
interface OssClient {
  multipartUpload(name: string, file: unknown, options: Record<string, unknown>): Promise<unknown>;
  abortMultipartUpload(name: string, uploadId: string): Promise<unknown>;
  cancel(): void;
}

interface Checkpoint {
  uploadId?: string;
  doneParts?: unknown[];
}

export class MultipartAborted extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'MultipartAborted';
  }
}

function credentialsOf(sign: UploadSign) {
  if (!sign.multipart || !sign.securityToken) throw new Error('the renewed signature carries no multipart credentials');
  return { accessKeyId: sign.accessKeyId, accessKeySecret: sign.multipart.accessKeySecret, stsToken: sign.securityToken };
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function multipartUpload(options: MultipartUploadOptions): Promise<void> {
  const { sign, signal } = options;
  const attempts = options.attempts ?? 4;
  const { default: OSS } = await import('ali-oss');
  const client = new OSS({
    endpoint: sign.multipart.endpoint,
    bucket: sign.multipart.bucket,
    // path style: {endpoint}/{bucket}/{key} (the stand-in's bucket lives under one host)
    sldEnable: true,
    secure: sign.multipart.endpoint.startsWith('https:'),
    ...credentialsOf(sign),
    refreshSTSToken: async () => credentialsOf(await options.renew()),
    refreshSTSTokenInterval: 10 * 60_000,
    timeout: UPLOAD_TIMEOUT_MS,
  } as ConstructorParameters<typeof OSS>[0]) as unknown as OssClient;

  let checkpoint: Checkpoint | undefined;
  const cancel = () => client.cancel();
  signal?.addEventListener('abort', cancel);
  try {
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new MultipartAborted();
      try {
        await client.multipartUpload(sign.key, options.body, {
          parallel: 3,
          partSize: sign.multipart.partSize,
          checkpoint,
          meta: { name: encodeURIComponent(options.name) },
          progress: (fraction: number, cpt?: Checkpoint) => {
            if (cpt?.uploadId) checkpoint = cpt;
            options.onProgress?.(Math.min(99, Math.round(fraction * 100)));
          },
        });
        options.onProgress?.(100);
        return;
      } catch (error) {
        if (signal?.aborted) throw new MultipartAborted();
        if (attempt >= attempts) throw error;
        await wait((options.retryDelayMs ?? 1000) * attempt, signal);
      }
    }
  } catch (error) {
    const uploadId = checkpoint?.uploadId;
    if (uploadId) await client.abortMultipartUpload(sign.key, uploadId).catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
