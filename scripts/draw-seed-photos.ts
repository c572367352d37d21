/**
 * Draws the seed photos (issue 18 item 11): raster pictures of what the seeded posts and news talk about — stand-up
 * pouches, bottles, cartons, filling machines, labels and trade-show halls, four compositions each — into
 * `backend/assets/seed-photos/{subject}-{n}.jpg` (720 × 540 JPEG). The API serves them at
 * `/api/files/seed-photo/{subject}-{n}.jpg` and the seed picks them by topic (backend/src/db/seed/photos.ts).
 * Deterministic: the same run draws the same pictures. Run with `npm run seed:photos` (needs `sharp`, which Next
 * installs) after changing a composition, and commit the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_PHOTO_SUBJECTS, SEED_PHOTO_VARIANTS, seedPhotoSvg } from './seed-photos/subjects';

const OUT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../backend/assets/seed-photos');
const WIDTH = 720;

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const only = process.argv[2];
  let bytes = 0;
  for (const subject of SEED_PHOTO_SUBJECTS) {
    if (only && !subject.startsWith(only)) continue;
    for (let v = 0; v < SEED_PHOTO_VARIANTS; v += 1) {
      const file = path.join(OUT, `${subject}-${v + 1}.jpg`);
      const svg = seedPhotoSvg(subject, v);
      const jpeg = await sharp(Buffer.from(svg), { density: 72 }).resize({ width: WIDTH }).jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
      fs.writeFileSync(file, jpeg);
      bytes += jpeg.length;
      console.log(`${path.basename(file)} ${Math.round(jpeg.length / 1024)} KB`);
    }
  }
  console.log(`total ${Math.round(bytes / 1024)} KB`);
}

void main();
