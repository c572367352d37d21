import { SITE_PAGE_CODE } from '@/lib/constants';
import {
  aboutUsEn,
  agreementEn,
  businessCooperationEn,
  contactNewsEn,
  contactUsEn,
  copyrightEn,
  flinkEn,
  guideEn,
  invoicingInstructionsEn,
  joinUsEn,
  paymentInstructionsEn,
  postRiskNoticeEn,
  privacyEn,
  refundInstructionsEn,
  webhelpEn,
} from './site-pages-en';
import { agreementZh, OPERATOR, privacyZh, SERVICE_EMAIL, SERVICE_PHONE, SITE_NAME } from './site-pages-legal';
import type { SeedSitePage } from './types';

const QR = '/api/files/seed/qr/1.svg';

/** Every code of SITE_PAGE_CODE, and its `_en` variant (O18); only the community groups' and the footer pages' QR data repeat. */
export const sitePagesCorpus: SeedSitePage[] = [
  { code: SITE_PAGE_CODE.agreement, title: '用户服务协议', content: agreementZh },
  { code: SITE_PAGE_CODE.privacy, title: '隐私政策', content: privacyZh },
  {
    code: SITE_PAGE_CODE.aboutUs,
    title: '关于我们',
    content: `<p>${SITE_NAME}是面向食品、包装与印刷行业的产业社区与媒体平台，由${OPERATOR}运营。我们连接品牌方、原料与包材供应商、印刷企业、装备制造商和服务机构，帮助从业者获取资讯、拓展人脉、对接供需。</p>
<h3>我们提供</h3>
<ul><li>每日行业资讯、快讯、深度专题与原料价格周报</li><li>需求、供应、招聘与话题交流，以及按行业划分的专业圈子</li><li>展会、论坛、培训、沙龙与工厂参访等活动的在线报名</li><li>行业名片、企业主页、产品与品牌展示</li></ul>
<p>编辑部分布在上海、广州与北京，覆盖从农田到货架的完整产业链。</p>`,
  },
  {
    code: SITE_PAGE_CODE.copyright,
    title: '版权声明',
    content: `<p>${SITE_NAME}发布的原创文章、图表、价格周报与页面设计受著作权法保护。未经书面授权，任何单位和个人不得转载、摘编或以其他方式使用；经授权转载的，应注明来源并附原文链接。</p>
<p>用户发布的内容，其著作权归原作者所有。如您认为平台内容侵犯了您的合法权益，请将权属证明与侵权链接发送至 ${SERVICE_EMAIL}，我们将在五个工作日内处理。</p>`,
  },
  {
    code: SITE_PAGE_CODE.webhelp,
    title: '帮助中心',
    content: `<h3>如何注册登录</h3><p>使用手机号码和短信验证码即可登录，首次登录后请完善姓名、公司与职位，方便同行找到您。</p>
<h3>如何发布供需</h3><p>在社区点击“发布”，选择需求、供应、招聘或话题，选择主题并填写标题与内容，最多上传九张图片。含有违禁词的内容无法发布。</p>
<h3>如何报名活动</h3><p>在活动详情页选择票种，填写参会人信息并完成支付，电子票可在“我的订单”中查看。</p>
<h3>联系客服</h3><p>客服邮箱 ${SERVICE_EMAIL}，客服电话 ${SERVICE_PHONE}（工作日 9:00–18:00）。</p>`,
  },
  {
    code: SITE_PAGE_CODE.flink,
    title: '友情链接',
    content: `<ul><li><a href="https://www.samr.gov.cn" target="_blank" rel="noopener noreferrer">国家市场监督管理总局</a></li><li><a href="https://www.nhc.gov.cn" target="_blank" rel="noopener noreferrer">国家卫生健康委员会</a></li><li><a href="https://www.miit.gov.cn" target="_blank" rel="noopener noreferrer">工业和信息化部</a></li><li><a href="https://www.mee.gov.cn" target="_blank" rel="noopener noreferrer">生态环境部</a></li><li><a href="https://www.fao.org" target="_blank" rel="noopener noreferrer">联合国粮食及农业组织</a></li></ul>`,
  },
  {
    code: SITE_PAGE_CODE.guide,
    title: '新手指南',
    content: `<h3>第一步：完善名片</h3><p>填写真实姓名、公司、职位与行业标签，名片越完整，越容易获得同行信任。</p>
<h3>第二步：关注行业</h3><p>在资讯频道关注感兴趣的专题与专栏，加入与业务相关的圈子。</p>
<h3>第三步：发布供需</h3><p>把您的采购需求或产品供应发布到社区，写清规格、数量和交货地，会有更多精准回复。</p>
<h3>第四步：参加活动</h3><p>线下展会、沙龙与工厂参访是结识同行的好机会，报名后可在订单中查看电子票。</p>`,
  },
  {
    code: SITE_PAGE_CODE.joinUs,
    title: '加入我们',
    content: `<p>我们正在寻找热爱产业、擅长内容与产品的伙伴，工作地点上海。</p>
<ul><li>行业记者（食品 / 包装印刷方向）：有行业报道经验，善于采访与写作</li><li>活动运营：负责论坛、沙龙与培训的策划执行</li><li>社区运营：维护圈子氛围，策划话题与供需对接</li><li>前端工程师：熟悉 React 与 TypeScript</li></ul>
<p>请将简历发送至 hr@fppcommunity.cn，邮件标题注明“应聘岗位 + 姓名”。</p>`,
  },
  {
    code: SITE_PAGE_CODE.paymentInstructions,
    title: '支付说明',
    content: `<p>活动票务与会员服务支持微信支付、支付宝与对公转账。订单提交后请在 30 分钟内完成支付，超时订单将自动取消并释放名额。</p>
<p>选择对公转账的，请在转账备注中填写订单号，财务确认到账后（一般为一至两个工作日）订单状态将更新为已支付。</p>`,
  },
  {
    code: SITE_PAGE_CODE.refundInstructions,
    title: '退款说明',
    content: `<ul><li>活动开始前 7 天以上申请退款的，全额退款；</li><li>活动开始前 3 至 7 天申请的，退还票款的 50%；</li><li>活动开始前 3 天内不予退款，可转让给同事参会；</li><li>活动因主办方原因取消或改期的，可申请全额退款。</li></ul>
<p>退款将在审核通过后七个工作日内原路退回。</p>`,
  },
  {
    code: SITE_PAGE_CODE.invoicingInstructions,
    title: '开票说明',
    content: `<p>支付完成后可在订单详情中申请开具增值税普通发票或专用发票，请准确填写单位名称、纳税人识别号、地址电话与开户行信息。电子发票将在活动结束后十个工作日内发送至您填写的邮箱。</p>
<p>发票内容默认为“会议费”或“培训费”，如有特殊要求请联系客服。</p>`,
  },
  {
    code: SITE_PAGE_CODE.postRiskNotice,
    title: '交易风险提示',
    content: `<p>本平台仅提供供需信息发布与交流服务，不参与用户之间的交易。为保障您的权益，请注意：</p>
<ul><li>交易前核实对方营业执照、生产许可与产品检测报告；</li><li>大额交易建议签订书面合同，并通过对公账户付款；</li><li>警惕要求预付大额定金、价格明显低于市场的信息；</li><li>发现可疑信息请点击“举报”，我们会及时核查处理。</li></ul>`,
  },
  {
    code: SITE_PAGE_CODE.businessCooperation,
    title: '商务合作',
    name: '商务合作部',
    description: '内容合作、活动联办、广告投放与供需对接，欢迎品牌方、供应商、行业协会与展会主办方联系我们。',
    notes: '工作日 9:00–18:00，扫码添加商务经理微信，请备注“公司 + 合作方向”。',
    qRCodeImage: QR,
    content: `<ul><li>品牌专题与人物专访</li><li>论坛、沙龙与工厂参访联合主办</li><li>首页与资讯频道广告位</li><li>采购对接与供应商推荐</li></ul><p>商务邮箱：bd@fppcommunity.cn</p>`,
  },
  {
    code: SITE_PAGE_CODE.contactUs,
    title: '联系我们',
    qRCodeImage: QR,
    content: `<p>${OPERATOR}</p><ul><li>地址：上海市徐汇区漕溪北路 398 号</li><li>客服电话：${SERVICE_PHONE}</li><li>客服邮箱：${SERVICE_EMAIL}</li><li>服务时间：工作日 9:00–18:00</li></ul>`,
  },
  {
    code: SITE_PAGE_CODE.contactNews,
    title: '新闻投稿与爆料',
    qRCodeImage: QR,
    content: `<p>欢迎企业发布新品、投产、合作等新闻，也欢迎行业人士提供线索。投稿请发送至 news@fppcommunity.cn，注明联系人与电话，编辑部将在三个工作日内回复。</p><p>我们不收取任何发稿费用，稿件是否采用以编辑部审核为准。</p>`,
  },
  {
    // O38: the post site's community group promo reads its QR code (and the group assistant's name) from here.
    code: SITE_PAGE_CODE.communityGroups,
    title: '加入行业社群',
    name: '社群小助手',
    description: '200+ 行业社群，50,000+ 行业成员',
    notes: '扫码添加社群小助手，备注“行业 + 城市”即可入群。',
    qRCodeImage: '/api/files/seed/qr/2.svg',
    content: `<p>食品、包装、印刷三大行业的采购、技术、品控与市场交流群，按行业与城市分群，群内定期分享行业资讯与活动信息。</p>`,
  },
  { code: `${SITE_PAGE_CODE.agreement}_en`, title: 'User Agreement', content: agreementEn },
  { code: `${SITE_PAGE_CODE.privacy}_en`, title: 'Privacy Policy', content: privacyEn },
  { code: `${SITE_PAGE_CODE.aboutUs}_en`, title: 'About Us', content: aboutUsEn },
  { code: `${SITE_PAGE_CODE.copyright}_en`, title: 'Copyright Notice', content: copyrightEn },
  { code: `${SITE_PAGE_CODE.webhelp}_en`, title: 'Help Center', content: webhelpEn },
  { code: `${SITE_PAGE_CODE.flink}_en`, title: 'Links', content: flinkEn },
  { code: `${SITE_PAGE_CODE.guide}_en`, title: 'Getting Started', content: guideEn },
  { code: `${SITE_PAGE_CODE.joinUs}_en`, title: 'Join Us', content: joinUsEn },
  { code: `${SITE_PAGE_CODE.paymentInstructions}_en`, title: 'Payment', content: paymentInstructionsEn },
  { code: `${SITE_PAGE_CODE.refundInstructions}_en`, title: 'Refunds', content: refundInstructionsEn },
  { code: `${SITE_PAGE_CODE.invoicingInstructions}_en`, title: 'Invoices', content: invoicingInstructionsEn },
  { code: `${SITE_PAGE_CODE.postRiskNotice}_en`, title: 'Trading Risk Notice', content: postRiskNoticeEn },
  { code: `${SITE_PAGE_CODE.contactNews}_en`, title: 'Submit News', qRCodeImage: QR, content: contactNewsEn },
  // The home-site footer's contact block in English (O18).
  { code: `${SITE_PAGE_CODE.contactUs}_en`, title: 'Contact Us', qRCodeImage: QR, content: contactUsEn },
  {
    code: `${SITE_PAGE_CODE.businessCooperation}_en`,
    title: 'Business Cooperation',
    name: 'Business Development',
    description: 'Content partnerships, co-hosted events, advertising and supplier matchmaking for brands, suppliers, associations and organisers.',
    notes: 'Working days 9:00–18:00 (UTC+8). Scan the QR code and mention your company and topic.',
    qRCodeImage: QR,
    content: businessCooperationEn,
  },
  {
    code: `${SITE_PAGE_CODE.communityGroups}_en`,
    title: 'Join the industry groups',
    name: 'Group assistant',
    description: '200+ industry groups, 50,000+ members',
    notes: 'Scan to add the group assistant and mention your industry and city.',
    qRCodeImage: '/api/files/seed/qr/2.svg',
    content: `<p>Groups for buyers, engineers, quality and marketing people of the food, packaging and printing industries, by industry and city.</p>`,
  },
];
