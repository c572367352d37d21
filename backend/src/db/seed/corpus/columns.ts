import type { SeedColumn } from './types';

/** Member columns; column 0 belongs to the demo member 13800000001 (membersCorpus[0]). */
export const columnsCorpus: SeedColumn[] = [
  {
    name: '明远说采购',
    description: '食品企业采购总监的一线笔记：包材与原料集采、供应商管理、价格联动与成本控制，每两周更新一篇。',
    ownerIndex: 0,
    avatar: 101,
  },
  {
    name: '包装减塑实验室',
    description: '从单一材质软包装到纸基阻隔材料，记录软包装企业在可回收设计道路上的试验、失败与量产经验。',
    ownerIndex: 28,
    avatar: 102,
  },
  {
    name: '印刷车间笔记',
    description: '胶印车间主任分享换单提效、色彩管理、损耗控制和班组管理的实操方法，适合印刷厂管理者阅读。',
    ownerIndex: 50,
    avatar: 103,
  },
  {
    name: '减糖配方手记',
    description: '食品研发总监解读甜味剂复配、膳食纤维应用与清洁标签配方设计，附小试数据与感官评价经验。',
    ownerIndex: 4,
    avatar: 104,
  },
  {
    name: '设计师看货架',
    description: '包装设计总监逛超市、看展会、拆案例，从结构、材料与信息设计角度点评食品饮料包装。',
    ownerIndex: 42,
    avatar: 105,
  },
  {
    name: '装备与产线',
    description: '包装机械研发负责人讲解高速包装、灌装整线与后道自动化的选型要点和调试经验。',
    ownerIndex: 134,
    avatar: 106,
  },
];
