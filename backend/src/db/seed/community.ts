/**
 * Circles run by the second demo account (13800000002), two public and two private, each with
 * admins, members, notices and a few posts. The first demo account (13800000001) is in none of
 * them, so it can join the public ones and request the private ones; 13800000002 manages them.
 */
import { SITE_TAG, THEME_TAG, TOPIC_SITE_TAG as TOPIC_TAG } from '@/lib/constants';
import { daysAgo, seedImage, type SeedContext } from './context';

interface OwnedCircle {
  name: string;
  description: string;
  isPublic: boolean;
  category: string;
  notices: string[];
  /** Indexes into the seeded members (3 and up: not the demo accounts). */
  admins: number[];
  members: number[];
  posts: { author: number; tagId: number; themeTagId: number; title: string; content: string; days: number }[];
}

const OWNED: OwnedCircle[] = [
  {
    name: '无菌灌装技术交流',
    description: '饮料与乳品企业的无菌冷灌装、PET 瓶轻量化和灌装线验证经验交流。',
    isPublic: true,
    category: '设备',
    notices: ['提问请写明灌装线品牌、产能和产品类型。', '欢迎分享灌装线验证与微生物挑战试验经验。'],
    admins: [10],
    members: [14, 21, 55, 56, 134, 5, 6],
    posts: [
      {
        author: 14,
        tagId: SITE_TAG.demand,
        themeTagId: THEME_TAG.equipment,
        title: '求购 2.4 万瓶/时无菌冷灌装线（二手亦可）',
        content: '我司计划新增一条茶饮料无菌冷灌装线，产能 2.4 万瓶/时，瓶型 500ml PET。新机、二手均可，需含吹瓶和灭菌系统，华东地区优先，请有设备的朋友私信报价。',
        days: 3,
      },
      {
        author: 55,
        tagId: TOPIC_TAG,
        themeTagId: THEME_TAG.equipment,
        title: '无菌冷灌装线 CIP/SIP 周期怎么定？',
        content: '我们现在每 72 小时做一次 CIP，SIP 在每次换产时做。想问问各位同行的周期是怎么定的，有没有做过微生物挑战试验来验证延长周期的可行性？',
        days: 9,
      },
    ],
  },
  {
    name: '烘焙包装创新',
    description: '烘焙品牌与包装企业讨论面包、糕点的保鲜包装、开窗纸盒和可回收材料。',
    isPublic: true,
    category: '包装',
    notices: ['发布包装需求请附产品尺寸与保质期要求。'],
    admins: [8],
    members: [7, 20, 28, 31, 41, 42, 43],
    posts: [
      {
        author: 20,
        tagId: SITE_TAG.supply,
        themeTagId: THEME_TAG.packaging,
        title: '供应烘焙开窗纸盒，500 个起订',
        content: '我司专业生产烘焙开窗纸盒，食品级白卡纸 + PET 窗膜，支持四色印刷与烫金，500 个起订，打样 3 天，大货 10 天，广东、福建可送货上门。',
        days: 2,
      },
    ],
  },
  {
    name: '饮料包材联采群',
    description: '饮料企业采购负责人的私密联合采购群：瓶坯、瓶盖、标签和纸箱的集采拼单与价格行情。',
    isPublic: false,
    category: '采购',
    notices: ['本群仅限饮料企业采购负责人加入，申请时请注明企业与职务。', '集采信息请注明规格、数量和截止时间。'],
    admins: [10],
    members: [14, 65, 97, 12],
    posts: [
      {
        author: 65,
        tagId: SITE_TAG.demand,
        themeTagId: THEME_TAG.purchase,
        title: '四季度 PET 瓶坯集采拼单',
        content: '四季度计划集采 28g 瓶坯约 800 万只，口型 1881，欢迎群内企业拼单，本周五截止报量，统一向三家瓶坯厂询价。',
        days: 4,
      },
    ],
  },
  {
    name: '乳品包材质量圈',
    description: '乳品企业质量与采购人员的私密圈，交流屋顶盒、利乐包和酸奶杯的来料检验与供应商审核。',
    isPublic: false,
    category: '食品',
    notices: ['讨论供应商问题时请隐去企业名称。'],
    admins: [5],
    members: [6, 16, 25],
    posts: [
      {
        author: 6,
        tagId: TOPIC_TAG,
        themeTagId: THEME_TAG.packaging,
        title: '酸奶杯封口膜剥离力检测标准大家怎么定？',
        content: '最近来料封口膜剥离力波动比较大，想了解各位的验收标准和检测频次，是按 GB/T 10004 还是企业内控标准？',
        days: 6,
      },
    ],
  },
];


export function seedDemoOwnedCircles(ctx: SeedContext): void {
  const { db } = ctx;
  const ownerId = ctx.memberIds[1];
  if (ownerId === undefined) return;
  const circle = db.prepare(
    'INSERT INTO circles (name, description, avatar, cover_img, category, circle_type, is_public, owner_member_id, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
  );
  const member = db.prepare('INSERT OR IGNORE INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, ?, ?)');
  const notice = db.prepare('INSERT INTO circle_notices (circle_id, member_id, content, created_at) VALUES (?, ?, ?, ?)');
  const post = db.prepare(
    `INSERT INTO posts (member_id, circle_id, tag_id, theme_tag_id, title, content, is_anonymous, status, grey_words, publish_time, updated_at, view_count, like_count)
     VALUES (?, ?, ?, ?, ?, ?, 0, 'PUBLISHED', '[]', ?, ?, ?, ?)`,
  );
  OWNED.forEach((c, i) => {
    const created = daysAgo(60 + i * 5);
    const id = Number(
      circle.run(c.name, c.description, seedImage('avatar', 240 + i, c.name), seedImage('cover', 740 + i, c.name), c.category, c.isPublic ? 1 : 0, ownerId, created)
        .lastInsertRowid,
    );
    ctx.circleIds.push(id);
    member.run(id, ownerId, 'OWNER', created);
    for (const k of c.admins) {
      const adminId = ctx.memberIds[k];
      if (adminId !== undefined) member.run(id, adminId, 'ADMIN', daysAgo(50));
    }
    c.members.forEach((k, n) => {
      const memberId = ctx.memberIds[k];
      if (memberId !== undefined) member.run(id, memberId, 'JOINED', daysAgo(40 - n * 3));
    });
    c.notices.forEach((text, k) => notice.run(id, ownerId, text, daysAgo(20 + k * 7)));
    for (const p of c.posts) {
      const authorId = ctx.memberIds[p.author];
      if (authorId === undefined) continue;
      member.run(id, authorId, 'JOINED', daysAgo(45));
      const time = daysAgo(p.days);
      post.run(authorId, id, p.tagId, p.themeTagId, p.title, p.content, time, time, ctx.random.int(40, 400), ctx.random.int(0, 20));
    }
    db.prepare(
      `UPDATE circles SET member_count = (SELECT COUNT(*) FROM circle_members WHERE circle_id = ? AND member_type <> 'PENDING'),
         post_count = (SELECT COUNT(*) FROM posts WHERE circle_id = ? AND status = 'PUBLISHED') WHERE id = ?`,
    ).run(id, id, id);
  });
}
