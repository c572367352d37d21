/**
 * Private chat seed (issue 6): message templates in five categories and conversations of the demo
 * accounts — 13800000001 with 13800000002 (friends: the two-browser chat), with three friends among the
 * seeded members (a printing quote, a forum invitation at an exhibition, a conversation started from a post with a post
 * card), and with 13800000003 (not a friend: sending there is refused); 13800000002 with one of its friends.
 * Some messages are unread for 13800000001. Times are minutes before the seed base date, so the seed is
 * the same on every run.
 */
import { ADMIN_MEMBER_ID, SITE_TAG } from '@/lib/constants';
import { SEED_BASE_MS, seedImage, type SeedContext } from './context';
import { formatTime } from '../time';

const MINUTE_MS = 60_000;

/** Each category and template in Chinese and in English (J27, V05): [title, content, English title, English content]. */
const TEMPLATE_CATEGORIES: { code: string; name: string; nameEn: string; templates: [string, string, string, string][] }[] = [
  {
    code: 'supply',
    name: '供应咨询',
    nameEn: 'Supply enquiry',
    templates: [
      ['询问现货', '您好，请问贵司这款产品目前有现货吗？最小起订量和交期大概是多少？', 'In stock?', 'Hello, is this product in stock? What are the minimum order and the lead time?'],
      ['索取样品', '您好，我们对贵司的产品很感兴趣，方便寄一份样品做上机测试吗？运费由我们承担。', 'Request a sample', 'Hello, we are interested in your product. Could you send a sample for a machine trial? We will pay the shipping.'],
      ['资质文件', '您好，麻烦提供一下产品的第三方检测报告、生产许可证和食品接触材料合规声明，谢谢。', 'Documents', 'Hello, could you send the third-party test report, production licence and food-contact compliance declaration of the product? Thank you.'],
    ],
  },
  {
    code: 'purchase',
    name: '采购询价',
    nameEn: 'Purchase enquiry',
    templates: [
      ['批量询价', '您好，我们计划采购一批包装材料，预计数量____，交货地点____，请报一下含税含运的单价和交期。', 'Volume quote', 'Hello, we plan to buy packaging materials, about ____ in quantity, delivered to ____. Please quote the unit price including tax and freight, and the lead time.'],
      ['议价沟通', '您好，目前我们收到的同规格报价在____元/公斤左右，贵司价格方面还有调整空间吗？', 'Price discussion', 'Hello, the quotes we have for the same specification are around ____ yuan/kg. Is there room on your price?'],
      ['年度供应商', '您好，我们正在筛选明年的年度合格供应商，方便发一份公司介绍和主要客户案例吗？', 'Annual supplier', 'Hello, we are selecting the approved suppliers for next year. Could you send a company profile and some key customer cases?'],
    ],
  },
  {
    code: 'cooperation',
    name: '合作洽谈',
    nameEn: 'Partnership',
    templates: [
      ['合作意向', '您好，我是____公司的____，我们在____方面有合作意向，方便约个时间电话沟通吗？', 'Partnership interest', 'Hello, I am ____ from ____. We are interested in working together on ____. Could we arrange a call?'],
      ['代工合作', '您好，我们在寻找OEM代工合作伙伴，请问贵司目前的产能、认证和排产情况如何？', 'Contract manufacturing', 'Hello, we are looking for an OEM partner. What are your current capacity, certifications and production schedule?'],
      ['渠道代理', '您好，我们在华东地区有成熟的商超和餐饮渠道，想了解一下贵司产品的区域代理政策。', 'Distribution', 'Hello, we have established retail and food-service channels in East China and would like to know your regional distribution terms.'],
    ],
  },
  {
    code: 'exhibition',
    name: '展会邀约',
    nameEn: 'Exhibition invitation',
    templates: [
      ['展位邀请', '您好，我们将参加____展会，展位号____，诚挚邀请您莅临参观交流。', 'Stand invitation', 'Hello, we will exhibit at ____, stand ____. We would be glad to welcome you there.'],
      ['约见面谈', '您好，展会期间您方便见面聊聊吗？我们可以约在展馆的商务洽谈区。', 'Meet at the show', 'Hello, would you have time to meet during the exhibition? We could meet in the business lounge.'],
      ['展后跟进', '您好，很高兴在展会上与您交流，附上我们的产品资料，期待后续合作。', 'After the show', 'Hello, it was a pleasure to talk at the exhibition. Please find our product information attached; we look forward to working together.'],
    ],
  },
  {
    code: 'sample',
    name: '打样交期',
    nameEn: 'Samples and delivery',
    templates: [
      ['打样进度', '您好，请问我们的打样目前进度如何？预计什么时候可以寄出？', 'Sample progress', 'Hello, how is our sample coming along? When do you expect to ship it?'],
      ['确认交期', '您好，订单已确认，请再核实一下交货日期和发货方式，谢谢。', 'Confirm delivery', 'Hello, the order is confirmed. Please check the delivery date and shipping method again, thank you.'],
      ['样品反馈', '您好，样品测试已完成，整体效果不错，有几处细节需要调整，稍后发您具体意见。', 'Sample feedback', 'Hello, the sample tests are done and the overall result is good. A few details need adjusting; I will send you our comments shortly.'],
    ],
  },
];

/** [sender: 0 = the demo member, 1 = the other member, message type, content, minutes before the base date] */
type Line = [0 | 1, number, string, number];

interface Person {
  id: number;
  nickname: string;
  company: string | null;
}

function fill(text: string, other: Person): string {
  return text.replace('{name}', other.nickname).replace('{company}', other.company || '我们公司');
}

const WITH_DEMO2: Line[] = [
  [1, 0, '张总好，上次在食品包装峰会上听了您讲的软包装减量方案，很受启发。', 4630],
  [0, 0, '李经理客气了，那次主要是分享我们在烘焙线上做的减塑尝试，还有很多要改进的地方。', 4622],
  [1, 0, '我们今年准备给无糖茶换一款收缩膜，想请教一下你们现在用的是哪家的PETG膜？', 4618],
  [0, 0, '我们在用常州那边一家膜厂的，收缩率能做到75%左右，印刷适性也不错。', 4610],
  [0, 0, '不过他们起订量比较高，单个SKU要3吨起。', 4609],
  [1, 0, '3吨对我们来说有点多，新品首批大概只要1.2吨左右。', 4600],
  [0, 0, '可以考虑跟我们的订单拼在一起下，他们接受同一材料、不同印刷版面分批交货。', 4594],
  [1, 0, '太好了！那印刷是他们自己做还是外发？', 4591],
  [0, 0, '凹印是他们自己做的，八色机，版费大概每色800元，量大可以返还。', 4585],
  [1, 0, '张总，这是我们新品的包装设计初稿，您帮忙看看收缩膜的展开尺寸有没有问题。', 3030],
  [1, 2, seedImage('product', 7), 3029],
  [0, 0, '瓶身弧度比较大，肩部的收缩比例要留足，建议让膜厂先打样做一次热收缩测试。', 3012],
  [0, 0, '另外条码区域最好避开收缩最大的位置，不然扫码容易失败。', 3011],
  [1, 0, '明白了，我让设计同事调整一下条码位置。', 3005],
  [0, 0, '下个月上海的包装展你们去吗？膜厂的销售总监也会在，可以当面谈价格。', 2950],
  [1, 0, '去的，我们市场部和采购都会去。展会官网的日程我发您。', 2942],
  [1, 3, 'https://www.chinaplasonline.com/', 2941],
  [0, 0, '好的，那就定在展会第一天上午十点，在N3馆门口碰头？', 2930],
  [1, 0, '没问题，我把采购的同事也叫上。', 2928],
  [1, 0, '张总，膜厂的打样已经寄到了，热收缩测试效果不错，肩部没有起皱。', 430],
  [1, 0, '价格方面他们报了每公斤23.5元（含税含运），您看这个价位合理吗？', 428],
];

const PRINT_QUOTE: Line[] = [
  [1, 0, '张总您好，我是{company}的{name}，之前在圈子里看到华鼎在找烘焙产品的彩盒供应商，想跟您介绍一下我们的印刷能力。', 7300],
  [0, 0, '你好，我们确实在评估新的彩盒供应商，主要是月饼礼盒和吐司的外包装。', 7210],
  [1, 0, '我们有两台海德堡五色加UV的胶印机，礼盒可以做烫金、击凸和局部UV，食品接触的内衬也有相关认证。', 7205],
  [0, 0, '月饼礼盒今年预计8万套，350g白卡裱E坑，四色加专金，方便报个价吗？', 7180],
  [1, 0, '好的，我按8万套、350g白卡裱E坑、四色+专金+局部烫金核算，明天上午给您正式报价单。', 7176],
  [1, 0, '张总，报价单已经发到您邮箱了：8万套单价6.8元，含刀版和烫金版，交期25天。', 1500],
  [1, 0, '如果数量做到10万套，单价可以降到6.35元。', 1498],
  [1, 0, '另外我们可以先免费打3套样品，您看方便的话下周安排？', 1490],
];

const FORUM_INVITATION: Line[] = [
  [1, 0, '张总好！下个月包装展期间，我们在同期办一场“休闲食品包装减塑趋势”闭门论坛，想邀请您做圆桌嘉宾。', 10080],
  [0, 0, '谢谢邀请，具体是哪天？我看一下日程。', 10020],
  [1, 0, '展会第二天下午两点到四点，在会展中心二楼3号会议室，大概有30位品牌和包材企业的负责人参加。', 10012],
  [0, 0, '可以，我们正好在推烘焙线的减塑项目，可以分享一些实际数据。', 9990],
  [1, 0, '太好了，稍后我把议程和嘉宾名单发您，当天我安排同事在会议室门口接您。', 9985],
  [0, 0, '好，到时见。', 9984],
];

const FROM_POST: Line[] = [
  [0, 0, '您好，看到您发的这条供应信息，我们的新品线正在找包装供应商，想了解一下规格和价格。', 2200],
  [1, 0, '张总好，感谢关注！规格可以按您的需求定制，方便说一下大概的用量吗？', 2140],
  [0, 0, '初步估计每月8万只左右，先要一批样品上灌装线做测试。', 2130],
  [1, 0, '没问题，样品这周就能寄出，寄到华鼎的上海工厂可以吗？', 260],
];

const WITH_DEMO3: Line[] = [
  [1, 0, '张总您好，我是刚入行的新人，想请教一下食品添加剂供应商一般怎么筛选？', 21600],
  [0, 0, '你好，先看资质：生产许可证和第三方检测报告，再小批量试用，稳定后再谈年度合同。', 21500],
];

const DEMO2_WITH_FRIEND: Line[] = [
  [1, 0, '李经理好，我们新开发了一款可降解的PLA吸管，想给贵司的茶饮产品线送样。', 3300],
  [0, 0, '你好，PLA吸管在热饮里会不会软化？我们也有热饮的产品。', 3240],
  [1, 0, '我们做了改性处理，耐温可以到85℃，第三方检测报告稍后发您。', 3235],
  [1, 0, '下周我带样品去贵司拜访，您看周二还是周三方便？', 700],
];

export function seedMessages(ctx: SeedContext): void {
  const { db, memberIds } = ctx;
  const [demo1, demo2, demo3] = memberIds;
  if (demo1 === undefined || demo2 === undefined || demo3 === undefined) return;

  const insertCategory = db.prepare('INSERT INTO message_template_categories (code, name, name_en, sort) VALUES (?, ?, ?, ?)');
  const insertTemplate = db.prepare('INSERT INTO message_templates (category, title, content, title_en, content_en, sort) VALUES (?, ?, ?, ?, ?, ?)');
  TEMPLATE_CATEGORIES.forEach((category, k) => {
    insertCategory.run(category.code, category.name, category.nameEn, k + 1);
    category.templates.forEach(([title, content, titleEn, contentEn], j) => insertTemplate.run(category.code, title, content, titleEn, contentEn, j + 1));
  });

  const person = (id: number): Person => db.prepare('SELECT id, nickname, company FROM members WHERE id = ?').get(id) as Person;
  const friendsOf = (id: number): Person[] =>
    db
      .prepare(
        `SELECT m.id, m.nickname, m.company FROM friendships f JOIN members m ON m.id = f.friend_id
         WHERE f.member_id = ? AND m.nickname IS NOT NULL AND m.is_register = 1 AND m.is_banned = 0 AND m.id <> ? ORDER BY m.id`,
      )
      .all(id, ADMIN_MEMBER_ID) as Person[];

  const insertConversation = db.prepare('INSERT INTO conversations (context_type, context_id, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare('INSERT INTO conversation_members (conv_id, member_id, is_anonymous, unread_count) VALUES (?, ?, 0, ?)');
  const insertMessage = db.prepare('INSERT INTO messages (conv_id, msg_from, msg_to, msg_type, msg_content, sent_time, is_read) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const at = (minutes: number) => formatTime(SEED_BASE_MS - minutes * MINUTE_MS);

  /** A conversation of `demo` with `other`; the last `unread` messages to `demo` are unread. */
  const converse = (demo: number, other: Person, lines: Line[], unread: number, context: { type: string; id: number } | null = null): void => {
    const first = lines[0];
    const last = lines[lines.length - 1];
    if (!first || !last) return;
    const convId = Number(insertConversation.run(context?.type ?? null, context?.id ?? null, at(first[3] + 5), at(last[3])).lastInsertRowid);
    const toDemo = lines.map((line, index) => ({ line, index })).filter(({ line }) => line[0] === 1);
    const unreadIndexes = new Set(toDemo.slice(Math.max(0, toDemo.length - unread)).map(({ index }) => index));
    insertMember.run(convId, demo, unreadIndexes.size);
    insertMember.run(convId, other.id, 0);
    lines.forEach(([from, type, content, minutes], index) => {
      const [msgFrom, msgTo] = from === 0 ? [demo, other.id] : [other.id, demo];
      insertMessage.run(convId, msgFrom, msgTo, type, fill(content, other), at(minutes), unreadIndexes.has(index) ? 0 : 1);
    });
  };

  /** The first of `people` not yet used whose company matches, else the first not yet used. */
  const used = new Set<number>([demo1, demo2, demo3]);
  const choose = (people: Person[], company: RegExp): Person | undefined => {
    const free = people.filter((p) => !used.has(p.id));
    const chosen = free.find((p) => company.test(p.company ?? '')) ?? free[0];
    if (chosen) used.add(chosen.id);
    return chosen;
  };

  converse(demo1, person(demo2), WITH_DEMO2, 2);
  const friends1 = friendsOf(demo1);
  const printer = choose(friends1, /印刷|彩印|包装制品/);
  if (printer) converse(demo1, printer, PRINT_QUOTE, 3);
  const consultant = choose(friends1, /咨询|研究/);
  if (consultant) converse(demo1, consultant, FORUM_INVITATION, 0);

  // a conversation started from a friend's supply post (packaging first): the post card comes first (type 900)
  const candidates = db
    .prepare(
      `SELECT p.id, p.title, p.tag_id, p.member_id, (SELECT url FROM post_images i WHERE i.post_id = p.id ORDER BY i.sort LIMIT 1) AS cover
       FROM posts p JOIN friendships f ON f.friend_id = p.member_id AND f.member_id = ?
       WHERE p.status = 'PUBLISHED' AND p.is_anonymous = 0 AND p.title IS NOT NULL
       ORDER BY p.tag_id = ? DESC, p.title LIKE '%包装%' DESC, p.id`,
    )
    .all(demo1, SITE_TAG.supply) as { id: number; title: string; tag_id: number | null; member_id: number; cover: string | null }[];
  const post = candidates.find((p) => !used.has(p.member_id));
  if (post) {
    used.add(post.member_id);
    const card = JSON.stringify({ postId: post.id, title: post.title, type: post.tag_id, coverImg: post.cover });
    converse(demo1, person(post.member_id), [[0, 900, card, 2205], ...FROM_POST], 1, { type: 'post', id: post.id });
  }

  converse(demo1, person(demo3), WITH_DEMO3, 0);

  const supplier = choose(friendsOf(demo2), /环保|包装材料/);
  if (supplier) converse(demo2, supplier, DEMO2_WITH_FRIEND, 1);
}
