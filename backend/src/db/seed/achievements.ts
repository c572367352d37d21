/**
 * ≥ 60 achievements over every maturity, transfer flag and audit state. 13800000001 (demo 1) owns one in
 * each state, in the order PASS, BLOCK, PENDING, CANCEL, plus a draft: the achievement notices of
 * social.ts point at the first two (passed, then blocked). Seeded items carry no materials (no stored files).
 */
import { ACHIEVEMENT_MATURITY } from '@/lib/contract/achievement';
import { daysAgo, type SeedContext } from './context';
import { SeededRandom } from './random';

const SUBJECTS = [
  { topic: '高阻隔可降解食品包装膜', field: '食品包装', use: '鲜肉、烘焙和休闲食品的软包装' },
  { topic: '水性柔印油墨低VOC配方', field: '印刷油墨', use: '纸袋、纸杯和食品外包装印刷' },
  { topic: '乳酸菌发酵果蔬汁稳定化工艺', field: '饮料加工', use: '常温果蔬汁和植物基饮品' },
  { topic: '冷链生鲜气调保鲜包装', field: '冷链物流', use: '净菜、冷鲜肉和水产品的长途运输' },
  { topic: '纸浆模塑餐盒防油防水涂层', field: '环保餐具', use: '外卖餐盒和一次性餐具替代塑料' },
  { topic: '食品包装材料迁移物快速检测', field: '质量检测', use: '包材企业和食品企业的来料检验' },
  { topic: '瓦楞纸箱智能排产与质量追溯系统', field: '包装智能制造', use: '中小型纸箱厂的订单排产和追溯' },
  { topic: '植物基蛋白挤压组织化技术', field: '食品配料', use: '植物肉、素食制品和蛋白零食' },
  { topic: '数码喷墨标签可变数据印刷', field: '标签印刷', use: '食品一物一码和防伪追溯标签' },
  { topic: '无溶剂复合工艺及专用胶黏剂', field: '软包装复合', use: '蒸煮袋、咖啡袋和调味品包装' },
  { topic: '低糖低脂烘焙配料复配技术', field: '烘焙食品', use: '面包、蛋糕和代餐饼干的减糖减脂' },
  { topic: '单一材质可回收PE包装结构', field: '循环包装', use: '洗护、零食和冷冻食品包装的回收' },
  { topic: '食品级纳米纤维素增强纸基材料', field: '纸基新材料', use: '替代塑料的高强度纸杯和纸吸管' },
  { topic: '超高压非热杀菌工艺', field: '食品加工装备', use: '鲜榨果汁、酱料和即食海鲜' },
  { topic: '包装印刷机视觉缺陷在线检测', field: '印刷装备', use: '凹印、柔印和标签印刷机的在线质检' },
  { topic: '天然色素微胶囊化稳定技术', field: '食品添加剂', use: '糖果、饮料和乳制品的着色' },
] as const;

const ANGLES = [
  { suffix: '', lead: '项目完成了' },
  { suffix: '产业化应用', lead: '团队围绕产业化完成了' },
  { suffix: '关键设备研制', lead: '课题组研制了' },
  { suffix: '工艺优化与示范线', lead: '联合企业建设了' },
] as const;

const AUDIT_MIX = ['PASS', 'PASS', 'PASS', 'PASS', 'PASS', 'PENDING', 'BLOCK', 'CANCEL'] as const;

function contentOf(topic: string, field: string, use: string, lead: string, maturityText: string): { summary: string; content: string } {
  const summary = `面向${field}领域的${topic}成果，适用于${use}，目前已${maturityText}。`;
  const content = [
    `${lead}${topic}的研究，针对${field}企业在成本、稳定性和环保合规方面的痛点，形成了可复制的技术方案。`,
    `主要指标：关键性能较传统方案提升 20% 以上，单位能耗下降约 15%，原辅料均符合 GB 4806 系列食品接触材料标准。`,
    `应用场景：${use}。已与多家上下游企业开展验证，产品批次稳定。`,
    `合作方式：技术许可、联合开发或技术入股，可提供工艺包、设备选型和现场技术支持。`,
  ].join('\n\n');
  return { summary, content };
}

const MATURITY_TEXT: Record<(typeof ACHIEVEMENT_MATURITY)[number], string> = {
  SMALL: '完成小试',
  MEDIUM: '完成中试',
  LARGE: '完成放大生产',
  INDUSTRY: '具备工业化生产条件',
};

export function seedAchievements(ctx: SeedContext): void {
  const { db, memberIds } = ctx;
  const random = new SeededRandom(16_1616);
  const owners = db.prepare('SELECT id, company_id FROM members WHERE is_register = 1 AND nickname IS NOT NULL ORDER BY id').all() as { id: number; company_id: number }[];
  const demo1 = memberIds[0];
  if (owners.length === 0 || demo1 === undefined) return;
  const insert = db.prepare(
    `INSERT INTO achievements (company_id, member_id, title, summary, content, maturity, transferred, audit_status, publish_status, materials, view_count, created_at, updated_at, audited_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const demoStates = ['PASS', 'BLOCK', 'PENDING', 'CANCEL'] as const;
  let n = 0;
  for (const angle of ANGLES) {
    for (const subject of SUBJECTS) {
      const k = n++;
      const maturity = ACHIEVEMENT_MATURITY[k % ACHIEVEMENT_MATURITY.length] ?? 'SMALL';
      const isDemo = k < demoStates.length + 1;
      const owner = isDemo ? { id: demo1, company_id: owners.find((o) => o.id === demo1)?.company_id ?? 0 } : owners[random.int(0, owners.length - 1)];
      if (!owner) continue;
      const audit = isDemo ? (demoStates[k] ?? 'CANCEL') : (AUDIT_MIX[random.int(0, AUDIT_MIX.length - 1)] ?? 'PASS');
      const draft = isDemo && k === demoStates.length;
      const title = angle.suffix ? `${subject.topic}${angle.suffix}` : subject.topic;
      const { summary, content } = contentOf(subject.topic, subject.field, subject.use, angle.lead, MATURITY_TEXT[maturity]);
      const created = daysAgo(3 + k * 1.7 + random.next());
      insert.run(
        owner.company_id > 0 ? owner.company_id : null,
        owner.id,
        title,
        summary,
        content,
        maturity,
        k % 3 === 1 ? 1 : 0,
        audit,
        draft ? 'DRAFT' : 'PUBLISHED',
        '[]',
        audit === 'PASS' ? random.int(20, 900) : 0,
        created,
        created,
        audit === 'PASS' || audit === 'BLOCK' ? created : null,
      );
    }
  }
}
