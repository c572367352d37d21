import { CHINA_ROOT_ID } from '@/lib/constants';
import type { SeedLocation } from './types';

type Province = [id: number, name: string, enName: string, cities: [number, string, string][]];

/** Provincial-level divisions (GB/T 2260) with a few major cities under the large ones and the districts of the four municipalities. */
const provinces: Province[] = [
  // D08: the municipalities are province-level nodes whose next level is their districts
  [110000, '北京', 'Beijing', [[110101, '东城区', 'Dongcheng'], [110102, '西城区', 'Xicheng'], [110105, '朝阳区', 'Chaoyang'], [110106, '丰台区', 'Fengtai'], [110107, '石景山区', 'Shijingshan'], [110108, '海淀区', 'Haidian'], [110109, '门头沟区', 'Mentougou'], [110111, '房山区', 'Fangshan'], [110112, '通州区', 'Tongzhou'], [110113, '顺义区', 'Shunyi'], [110114, '昌平区', 'Changping'], [110115, '大兴区', 'Daxing'], [110116, '怀柔区', 'Huairou'], [110117, '平谷区', 'Pinggu'], [110118, '密云区', 'Miyun'], [110119, '延庆区', 'Yanqing']]],
  [120000, '天津', 'Tianjin', [[120101, '和平区', 'Heping'], [120102, '河东区', 'Hedong'], [120103, '河西区', 'Hexi'], [120104, '南开区', 'Nankai'], [120105, '河北区', 'Hebei District'], [120106, '红桥区', 'Hongqiao'], [120110, '东丽区', 'Dongli'], [120111, '西青区', 'Xiqing'], [120112, '津南区', 'Jinnan'], [120113, '北辰区', 'Beichen'], [120114, '武清区', 'Wuqing'], [120115, '宝坻区', 'Baodi'], [120116, '滨海新区', 'Binhai New Area'], [120117, '宁河区', 'Ninghe'], [120118, '静海区', 'Jinghai'], [120119, '蓟州区', 'Jizhou']]],
  [130000, '河北', 'Hebei', [[130100, '石家庄', 'Shijiazhuang'], [130200, '唐山', 'Tangshan'], [130600, '保定', 'Baoding'], [131000, '廊坊', 'Langfang']]],
  [140000, '山西', 'Shanxi', [[140100, '太原', 'Taiyuan'], [140800, '运城', 'Yuncheng']]],
  [150000, '内蒙古', 'Inner Mongolia', [[150100, '呼和浩特', 'Hohhot'], [150200, '包头', 'Baotou']]],
  [210000, '辽宁', 'Liaoning', [[210100, '沈阳', 'Shenyang'], [210200, '大连', 'Dalian']]],
  [220000, '吉林', 'Jilin', [[220100, '长春', 'Changchun'], [220200, '吉林市', 'Jilin City']]],
  [230000, '黑龙江', 'Heilongjiang', [[230100, '哈尔滨', 'Harbin'], [230600, '大庆', 'Daqing']]],
  [310000, '上海', 'Shanghai', [[310101, '黄浦区', 'Huangpu'], [310104, '徐汇区', 'Xuhui'], [310105, '长宁区', 'Changning'], [310106, '静安区', "Jing'an"], [310107, '普陀区', 'Putuo'], [310109, '虹口区', 'Hongkou'], [310110, '杨浦区', 'Yangpu'], [310112, '闵行区', 'Minhang'], [310113, '宝山区', 'Baoshan'], [310114, '嘉定区', 'Jiading'], [310115, '浦东新区', 'Pudong New Area'], [310116, '金山区', 'Jinshan'], [310117, '松江区', 'Songjiang'], [310118, '青浦区', 'Qingpu'], [310120, '奉贤区', 'Fengxian'], [310151, '崇明区', 'Chongming']]],
  [320000, '江苏', 'Jiangsu', [[320100, '南京', 'Nanjing'], [320200, '无锡', 'Wuxi'], [320400, '常州', 'Changzhou'], [320500, '苏州', 'Suzhou'], [320600, '南通', 'Nantong']]],
  [330000, '浙江', 'Zhejiang', [[330100, '杭州', 'Hangzhou'], [330200, '宁波', 'Ningbo'], [330300, '温州', 'Wenzhou'], [330400, '嘉兴', 'Jiaxing'], [330700, '金华', 'Jinhua']]],
  [340000, '安徽', 'Anhui', [[340100, '合肥', 'Hefei'], [340200, '芜湖', 'Wuhu']]],
  [350000, '福建', 'Fujian', [[350100, '福州', 'Fuzhou'], [350200, '厦门', 'Xiamen'], [350500, '泉州', 'Quanzhou'], [350600, '漳州', 'Zhangzhou']]],
  [360000, '江西', 'Jiangxi', [[360100, '南昌', 'Nanchang'], [360700, '赣州', 'Ganzhou']]],
  [370000, '山东', 'Shandong', [[370100, '济南', 'Jinan'], [370200, '青岛', 'Qingdao'], [370600, '烟台', 'Yantai'], [370700, '潍坊', 'Weifang'], [371300, '临沂', 'Linyi']]],
  [410000, '河南', 'Henan', [[410100, '郑州', 'Zhengzhou'], [410300, '洛阳', 'Luoyang'], [411100, '漯河', 'Luohe']]],
  [420000, '湖北', 'Hubei', [[420100, '武汉', 'Wuhan'], [420500, '宜昌', 'Yichang']]],
  [430000, '湖南', 'Hunan', [[430100, '长沙', 'Changsha'], [430200, '株洲', 'Zhuzhou']]],
  [440000, '广东', 'Guangdong', [[440100, '广州', 'Guangzhou'], [440300, '深圳', 'Shenzhen'], [440500, '汕头', 'Shantou'], [440600, '佛山', 'Foshan'], [441900, '东莞', 'Dongguan']]],
  [450000, '广西', 'Guangxi', [[450100, '南宁', 'Nanning'], [450200, '柳州', 'Liuzhou']]],
  [460000, '海南', 'Hainan', [[460100, '海口', 'Haikou'], [460200, '三亚', 'Sanya']]],
  [500000, '重庆', 'Chongqing', [[500101, '万州区', 'Wanzhou'], [500102, '涪陵区', 'Fuling'], [500103, '渝中区', 'Yuzhong'], [500104, '大渡口区', 'Dadukou'], [500105, '江北区', 'Jiangbei'], [500106, '沙坪坝区', 'Shapingba'], [500107, '九龙坡区', 'Jiulongpo'], [500108, '南岸区', "Nan'an"], [500109, '北碚区', 'Beibei'], [500110, '綦江区', 'Qijiang'], [500111, '大足区', 'Dazu'], [500112, '渝北区', 'Yubei'], [500113, '巴南区', 'Banan'], [500114, '黔江区', 'Qianjiang'], [500115, '长寿区', 'Changshou'], [500116, '江津区', 'Jiangjin'], [500117, '合川区', 'Hechuan'], [500118, '永川区', 'Yongchuan'], [500119, '南川区', 'Nanchuan'], [500120, '璧山区', 'Bishan'], [500151, '铜梁区', 'Tongliang'], [500152, '潼南区', 'Tongnan'], [500153, '荣昌区', 'Rongchang'], [500154, '开州区', 'Kaizhou'], [500155, '梁平区', 'Liangping'], [500156, '武隆区', 'Wulong']]],
  [510000, '四川', 'Sichuan', [[510100, '成都', 'Chengdu'], [510700, '绵阳', 'Mianyang'], [511500, '宜宾', 'Yibin']]],
  [520000, '贵州', 'Guizhou', [[520100, '贵阳', 'Guiyang'], [520300, '遵义', 'Zunyi']]],
  [530000, '云南', 'Yunnan', [[530100, '昆明', 'Kunming'], [532900, '大理', 'Dali']]],
  [540000, '西藏', 'Tibet', [[540100, '拉萨', 'Lhasa']]],
  [610000, '陕西', 'Shaanxi', [[610100, '西安', "Xi'an"], [610300, '宝鸡', 'Baoji']]],
  [620000, '甘肃', 'Gansu', [[620100, '兰州', 'Lanzhou']]],
  [630000, '青海', 'Qinghai', [[630100, '西宁', 'Xining']]],
  [640000, '宁夏', 'Ningxia', [[640100, '银川', 'Yinchuan']]],
  [650000, '新疆', 'Xinjiang', [[650100, '乌鲁木齐', 'Urumqi'], [652300, '昌吉', 'Changji']]],
  [710000, '台湾', 'Taiwan', []],
  [810000, '香港', 'Hong Kong', []],
  [820000, '澳门', 'Macao', []],
];

/** Overseas countries and regions (ids ≥ 900000). */
const overseas: [number, string, string][] = [
  [900001, '美国', 'United States'],
  [900002, '日本', 'Japan'],
  [900003, '韩国', 'South Korea'],
  [900004, '德国', 'Germany'],
  [900005, '法国', 'France'],
  [900006, '英国', 'United Kingdom'],
  [900007, '意大利', 'Italy'],
  [900008, '荷兰', 'Netherlands'],
  [900009, '瑞士', 'Switzerland'],
  [900010, '新加坡', 'Singapore'],
  [900011, '泰国', 'Thailand'],
  [900012, '越南', 'Vietnam'],
  [900013, '马来西亚', 'Malaysia'],
  [900014, '印度尼西亚', 'Indonesia'],
  [900015, '澳大利亚', 'Australia'],
  [900016, '新西兰', 'New Zealand'],
  [900017, '加拿大', 'Canada'],
  [900018, '阿联酋', 'United Arab Emirates'],
];


export const locationsCorpus: SeedLocation[] = [
  { id: CHINA_ROOT_ID, name: '中国', enName: 'China', parentId: 0 },
  ...provinces.flatMap(([id, name, enName, cities]) => [
    { id, name, enName, parentId: CHINA_ROOT_ID },
    ...cities.map(([cid, cname, cen]) => ({ id: cid, name: cname, enName: cen, parentId: id })),
  ]),
  ...overseas.map(([id, name, enName]) => ({ id, name, enName, parentId: 0 })),
];
