import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, avatarProblem, croppedName, croppedType, squareCrop } from '@/lib/upload/avatar';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '@/lib/constants';

/** Issue 18 item 2: the avatar is the centred square of the picked image, never upscaled, then compressed per P09–P12. */
describe('avatar crop', () => {
  it('takes the centred square of a landscape or portrait image', () => {
    expect(squareCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800, out: AVATAR_MAX_SIDE });
    expect(squareCrop(300, 500)).toEqual({ sx: 0, sy: 100, side: 300, out: 300 });
    expect(squareCrop(64, 64)).toEqual({ sx: 0, sy: 0, side: 64, out: 64 });
  });

  it('keeps JPEG as JPEG and draws every other type as PNG, so the upload flow compresses it (P09)', () => {
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
    expect(croppedType('image/webp')).toBe('image/png');
    expect(croppedName('我的照片.JPEG', 'image/jpeg')).toBe('我的照片.jpg');
    expect(croppedName('face.webp', 'image/png')).toBe('face.png');
    expect(croppedName('.png', 'image/png')).toBe('avatar.png');
  });

  it('accepts images of the known types within the image limit only, under its own upload prefix', () => {
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBe('type');
    expect(avatarProblem({ name: 'a.svg', type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(avatarProblem({ name: 'a.jpg', type: '', size: 1000 })).toBeNull();
    expect(avatarProblem({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES.image + 1 })).toBe('size');
    expect(avatarProblem({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe('size');
    expect(UPLOAD_PREFIX.memberAvatar).toBe('image/avatar/');
  });
});
