/**
 * P01: GET /basic/aliyun/sign?dir= → {signature, policy, accessKeyId, uploadHost, dir, expire, fileHost}
 * for the bundled storage stand-in (members only; `dir` must be one of the upload prefixes).
 */
import type { FastifyInstance } from 'fastify';
import { uploadSignQuery } from '../../../lib/contract/upload';
import { UPLOAD_PREFIX } from '../../../lib/constants';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { parse } from '../http/validate';
import { ALLOWED_PREFIXES, issuePolicy, storageKeys } from '../storage/oss-policy';
import { FILE_HOST_PATH, UPLOAD_HOST_PATH } from './storage';

export function registerUploadRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const keys = storageKeys();
  app.get('/basic/aliyun/sign', async (request) => {
    requireMember(request);
    const { dir = UPLOAD_PREFIX.postImage } = parse(uploadSignQuery, request.query);
    if (!ALLOWED_PREFIXES.includes(dir)) throw fail('dir: unknown upload prefix');
    const issued = issuePolicy(dir, keys.secret);
    return ok({
      signature: issued.signature,
      policy: issued.policy,
      accessKeyId: keys.accessKeyId,
      uploadHost: UPLOAD_HOST_PATH,
      dir: issued.dir,
      expire: issued.expire,
      fileHost: FILE_HOST_PATH,
      securityToken: null,
    });
  });
}
