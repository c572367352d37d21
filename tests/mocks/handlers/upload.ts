import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { storedObjectSchema, uploadSignSchema, type StoredObject, type UploadSign } from '@/lib/contract/upload';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** A policy for `dir` on the bundled storage stand-in (`/api/oss`), as `GET /basic/aliyun/sign` answers it. */
export function uploadSign(dir: string): UploadSign {
  return { signature: 'sig', policy: 'cG9saWN5', accessKeyId: 'local', uploadHost: '/api/oss', dir, expire: 2_000_000_000, fileHost: '/api/files/oss/', securityToken: null };
}

/** The upload flow (P01–P13): the signature for a key prefix, then the PostObject to the storage host. */
export const uploadHandlers = {
  /** `GET /basic/aliyun/sign?dir=<prefix>`: by default a policy for the prefix asked. */
  sign: (reply: Reply<UploadSign> = (request) => uploadSign(new URL(request.url).searchParams.get('dir') ?? '')) =>
    http.get(`${API}/basic/aliyun/sign`, ({ request }) => envelope(uploadSignSchema, reply, request)),
  /** `POST /api/oss` (multipart: key, policy, OSSAccessKeyId, signature, success_action_status, file last): the stored object. */
  store: (reply: Reply<StoredObject>) => http.post(`${API}/oss`, ({ request }) => envelope(storedObjectSchema, reply, request)),
  /** The PostObject never reaches the storage (a network failure). */
  storeUnreachable: (onRequest: (request: Request) => void = () => undefined) =>
    http.post(`${API}/oss`, ({ request }) => {
      onRequest(request);
      return HttpResponse.error();
    }),
};

/** The fields of a PostObject as the browser sent them (the file as its name, type and size). */
export async function postObjectOf(request: Request): Promise<{ key: string; fields: string[]; file: { name: string; type: string; size: number } | null }> {
  const form = await request.clone().formData();
  const file = form.get('file');
  return {
    key: String(form.get('key')),
    fields: [...form.keys()],
    file: file instanceof Blob ? { name: (file as File).name, type: file.type, size: file.size } : null,
  };
}

/** What the storage stand-in answers for a stored key. */
export function storedObject(key: string, over: Partial<StoredObject> = {}): StoredObject {
  return { key, url: `/api/files/oss/${key}`, name: key.split('/').pop() ?? key, size: 4, type: 'application/octet-stream', ...over };
}

/**
 * Collects the upload targets of the requests that listen to their upload progress. msw answers a request
 * whole, so the partial progress of a slow upload is reported the way the browser does it: a `progress` event
 * dispatched on the target (`new ProgressEvent('progress', {lengthComputable: true, loaded, total})`). Undo
 * with `vi.restoreAllMocks()`.
 */
export function watchUploadProgress(targets: EventTarget[]): void {
  // the DOM's own EventTarget of the upload (not the global one), found up the prototype chain
  let proto: object | null = XMLHttpRequestUpload.prototype;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'addEventListener')) proto = Object.getPrototypeOf(proto);
  const target = proto as EventTarget;
  const add = target.addEventListener;
  vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    if (this instanceof XMLHttpRequestUpload && args[0] === 'progress') targets.push(this);
    return add.apply(this, args);
  });
}
