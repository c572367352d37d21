/**
 * Issue 29 item 9: which pictogram (standins/pictures/pictograms.ts) a seeded product, brand or company shows, from
 * the words of its name (then its description): a palletizing robot shows a robot arm, bottle caps a cap, a
 * milk-powder tin a tin. First match wins, so the more specific kinds come first.
 */
import type { PictureSubject } from '../../standins/pictures/pictograms';

const RULES: readonly [PictureSubject, RegExp][] = [
  ['robot', /机器人|码垛|装箱工作站|后道自动化/],
  ['machine', /包装机|灌装|吹灌|生产线|整线|速冻机|滚揉|烤炉|全检机|喷码|设备|机械|视觉科技|视觉检测/],
  ['lid', /封口膜|铝箔盖|盖膜/],
  ['label', /标签|套标|标识|防伪|溯源/],
  ['flask', /检测|测试|认证|化验/],
  ['truck', /冷链|冷库|配送|仓储|物流|代运营|供应链|团购/],
  ['cap', /瓶盖|瓶坯|PET 容器/],
  ['tin', /马口铁|奶粉/],
  ['can', /易拉罐|两片罐|铝制|印罐|金属包装/],
  ['jar', /酱料|果酱|瓶罐|玻璃制品/],
  ['gift', /礼盒|天地盖/],
  ['carton', /纸箱|瓦楞|彩盒|双插盒|内托|周转箱|纸浆|纸包装|集采/],
  ['cup', /吸管|餐盒|纸杯/],
  ['pouch', /袋|软包装|降解|单一材质/],
  ['ink', /油墨|调配|色彩管理|专色/],
  ['print', /印刷|凹印|柔印|制版|版辊|印版|打样|印务/],
  ['brochure', /画册|设计|展会物料|方案|升级服务/],
  ['film', /膜|BOPP|BOPET|薄膜|复合材料|铝箔/],
  ['powder', /蛋白粉|分离蛋白|组织蛋白|植物蛋白|专用粉|预拌粉|淀粉|冻干粉|糖醇|甜菊|海藻糖|胡萝卜素|甜味剂|代糖|营养补充|原料/],
  ['candy', /软糖|硬糖|压片糖|果冻|糖果/],
  ['bowl', /狮子头|小排|菜|饺|汤圆|小笼包|馄饨|火锅|调料|调味|复合酱|底料|肉|火腿|里脊|米面|轻食|木耳/],
  ['bread', /面包|吐司|蛋糕|面团|烘焙|饼干|曲奇|酥皮|可颂|能量棒|糕点/],
  ['milk', /牛奶|鲜奶|奶油|酸奶|奶酪|乳|燕麦奶|椰乳|基底浆|植物基/],
  ['tea', /茶|咖啡|滇红/],
  ['bottle', /瓶|水|饮料|饮品|苏打|椰子|果酒|白酒|浓香|酿造|油 5L|大豆油|椰子油/],
  ['nut', /坚果|核桃|枣|葡萄干|干果|果业|冻干|海苔|零食|炒货|果蔬片/],
  ['grain', /大米|面粉|粮油|粮|金麦/],
];

/** The pictogram a seeded item's texts name; undefined when none does (its image keeps a generic one). */
export function pictureSubject(...texts: (string | null | undefined)[]): PictureSubject | undefined {
  for (const text of texts) {
    if (!text) continue;
    const rule = RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return rule[0];
  }
  return undefined;
}
