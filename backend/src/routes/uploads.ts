/**
 * P01: GET /basic/aliyun/sign?dir=&name=&size= → {signature, policy, accessKeyId, securityToken, uploadHost, dir,
 * expire, fileHost, key, multipart} for the bundled storage stand-in (members only; `dir` one of the upload
 * prefixes). Each answer is an upload grant good for one object (upload-grants.ts): the key is chosen here, the
 * policy names it and expires within minutes, and the size is checked against the prefix's limit before anything
 * is sent. `uploadHost` is the storage host itself (`STORAGE_PUBLIC_URL`), so large files never pass through the
 * site's `/api` rewrite. A size above the PostObject limit also gets `multipart`: the short-lived secret and the
 * bucket ali-oss's resumable upload signs its calls with. `?key=` renews those credentials for a key granted
 * to the same member.
 */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MULTIPART_THRESHOLD, UPLOAD_PART_BYTES, UPLOAD_PREFIX } from '@/lib/constants';
import { uploadSignQuery } from '@/lib/contract/upload';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { parse } from '../http/validate';
import { issuePolicy, prefixOfKey, storageKeys } from '../storage/oss-policy';
import { issueGrant, pruneGrants } from '../storage/upload-grants';
import { STORAGE_BUCKET } from '../standins/storage-bucket';
import { FILE_HOST_PATH, UPLOAD_HOST_PATH } from '../standins/storage-host';

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keys = storageKeys(ctx.env);
  app.get('/basic/aliyun/sign', async (request) => {
    const session = requireMember(request);
    const query = parse(uploadSignQuery, request.query);
    const renewing = query.key !== undefined;
    const dir = renewing ? (prefixOfKey(query.key ?? '') ?? '') : (query.dir ?? UPLOAD_PREFIX.postImage);
    await pruneGrants(ctx.db);
    const issued = await issueGrant(ctx.db, keys.secret, { memberId: session.memberId, dir, name: query.name, size: query.size, renewKey: query.key });
    if ('problem' in issued) throw fail(issued.problem);
    const { grant } = issued;
    const policy = issuePolicy({ dir, key: grant.objectKey, exact: grant.exact, maxBytes: grant.maxBytes }, issued.accessKeySecret);
    const multipart = grant.exact && (renewing || grant.maxBytes > UPLOAD_MULTIPART_THRESHOLD);
    return ok({
      signature: policy.signature,
      policy: policy.policy,
      accessKeyId: grant.accessKeyId,
      securityToken: issued.securityToken,
      uploadHost: `${ctx.env.storagePublicUrl}${UPLOAD_HOST_PATH}`,
      dir,
      expire: policy.expire,
      fileHost: FILE_HOST_PATH,
      ...(grant.exact ? { key: grant.objectKey } : {}),
      multipart: multipart
        ? {
            endpoint: ctx.env.storagePublicUrl,
            bucket: STORAGE_BUCKET,
            accessKeySecret: issued.accessKeySecret,
            expiration: Math.floor(grant.expiresAt / 1000),
            partSize: UPLOAD_PART_BYTES,
          }
        : null,
    });
  });
}
