/**
 * Seed photos (issue 18 item 11): raster pictures of the things the seeded content talks about, drawn by
 * `scripts/draw-seed-photos.ts` into `backend/assets/seed-photos/{subject}-{n}.jpg` and served at
 * `/api/files/seed/photo/{subject}-{n}.jpg` (standins/pictures/seed-files.ts). A post or news item gets the subject its words name.
 */

export const SEED_PHOTO_SUBJECTS = ['pouch', 'bottle', 'carton', 'filling-machine', 'label', 'trade-show'] as const;
export type SeedPhotoSubject = (typeof SEED_PHOTO_SUBJECTS)[number];
/** Compositions per subject (files `{subject}-1.jpg` … `{subject}-4.jpg`). */
export const SEED_PHOTO_VARIANTS = 4;

/** First match wins: the more specific subjects come first. */
const RULES: [SeedPhotoSubject, RegExp][] = [
  ['trade-show', /展会|展览|博览|展位|展区|参展|观展|峰会|论坛|大会|会展|展架|印刷展|包装展|食品展|春季展|秋季展/],
  ['label', /标签|RFID|条码|不干胶|贴标|标示|标识|营养成分表|国标|新规|合规|法规/],
  ['filling-machine', /灌装|包装机|设备|机械|产线|生产线|速冻机|成型机|滚揉|模切|糊盒|印刷机|机长|视觉检测|检测机|智能化|少人化|调试|试机|立式包装/],
  ['bottle', /瓶|饮料|无糖茶|茶饮|果汁|酒|乳(?!粉)|燕麦奶|植物基|易拉罐|铝罐|印罐/],
  ['carton', /纸箱|瓦楞|彩盒|礼盒|纸盒|纸浆|模塑|纸包装|纸杯|内托|托盘|仓|冷链|物流|快递|电商|集采/],
  ['pouch', /袋|软包装|复合|薄膜|膜|PE|包材|零食|坚果|冻干|休闲食品|咖啡|调味|火锅|底料|烘焙|饼干|糖|乳粉|奶粉|面粉|大米|粮油/],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The subject a text names (its title is tried before its body); otherwise one chosen by the text itself. */
export function photoSubject(title: string, body = ''): SeedPhotoSubject {
  for (const text of [title, body]) {
    const rule = RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return rule[0];
  }
  return SEED_PHOTO_SUBJECTS[hash(title) % SEED_PHOTO_SUBJECTS.length] as SeedPhotoSubject;
}

/** Site-relative URL of composition `n` (any integer, wrapped) of a subject. */
export function seedPhoto(subject: SeedPhotoSubject, n: number): string {
  const variant = (((Math.trunc(n) % SEED_PHOTO_VARIANTS) + SEED_PHOTO_VARIANTS) % SEED_PHOTO_VARIANTS) + 1;
  return `/api/files/seed/photo/${subject}-${variant}.jpg`;
}

/** The file name of every photo, for the route and the tests. */
export function seedPhotoFiles(): string[] {
  return SEED_PHOTO_SUBJECTS.flatMap((s) => Array.from({ length: SEED_PHOTO_VARIANTS }, (_, i) => `${s}-${i + 1}.jpg`));
}
