import { CHINA_ROOT_ID } from '../../../../../lib/constants';
import type { SeedLocation } from './types';

type Province = [id: number, name: string, enName: string, cities: [number, string, string][]];

/** Provincial-level divisions (GB/T 2260) with a few major cities under the large ones. */
const provinces: Province[] = [
  [110000, '北京', 'Beijing', []],
  [120000, '天津', 'Tianjin', []],
  [130000, '河北', 'Hebei', [[130100, '石家庄', 'Shijiazhuang'], [130200, '唐山', 'Tangshan'], [130600, '保定', 'Baoding'], [131000, '廊坊', 'Langfang']]],
  [140000, '山西', 'Shanxi', [[140100, '太原', 'Taiyuan'], [140800, '运城', 'Yuncheng']]],
  [150000, '内蒙古', 'Inner Mongolia', [[150100, '呼和浩特', 'Hohhot'], [150200, '包头', 'Baotou']]],
  [210000, '辽宁', 'Liaoning', [[210100, '沈阳', 'Shenyang'], [210200, '大连', 'Dalian']]],
  [220000, '吉林', 'Jilin', [[220100, '长春', 'Changchun'], [220200, '吉林市', 'Jilin City']]],
  [230000, '黑龙江', 'Heilongjiang', [[230100, '哈尔滨', 'Harbin'], [230600, '大庆', 'Daqing']]],
  [310000, '上海', 'Shanghai', []],
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
  [500000, '重庆', 'Chongqing', []],
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

export const PROVINCE_COUNT = provinces.length;

export const locationsCorpus: SeedLocation[] = [
  { id: CHINA_ROOT_ID, name: '中国', enName: 'China', parentId: 0 },
  ...provinces.flatMap(([id, name, enName, cities]) => [
    { id, name, enName, parentId: CHINA_ROOT_ID },
    ...cities.map(([cid, cname, cen]) => ({ id: cid, name: cname, enName: cen, parentId: id })),
  ]),
  ...overseas.map(([id, name, enName]) => ({ id, name, enName, parentId: 0 })),
];
