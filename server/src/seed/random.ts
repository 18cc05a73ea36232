/** Deterministic pseudo-random helpers, so every fresh database gets the same demo data. */

export type Rng = () => number;

/** mulberry32 */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** Picks an item with probability proportional to its weight. */
export function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng() * total;
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[items.length - 1][0];
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = [
  '伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞',
  '平', '刚', '桂英', '建华', '文', '华', '建国', '红梅', '志强', '海燕', '晓东', '雪', '佳怡', '子涵', '浩然', '欣怡', '宇轩', '梓萱',
  '俊杰', '思远', '雨桐', '嘉豪', '婷婷', '晨曦', '一鸣', '诗涵', '天佑', '美玲', '国庆', '春梅',
];

export function personName(rng: Rng): string {
  return pick(rng, [...SURNAMES]) + pick(rng, GIVEN);
}

const MOBILE_PREFIXES = ['130', '131', '132', '135', '136', '137', '138', '139', '150', '151', '152', '155', '157', '158', '159', '166', '176', '177', '180', '181', '182', '185', '186', '187', '188', '189', '191', '198', '199'];

export function mobile(rng: Rng): string {
  return pick(rng, MOBILE_PREFIXES) + String(int(rng, 0, 99_999_999)).padStart(8, '0');
}

const ROADS = ['人民', '解放', '中山', '建设', '和平', '新华', '长江', '黄河', '青年', '东风', '胜利', '光明', '文化', '友谊', '振兴', '滨江', '湖滨', '学府', '科技', '世纪'];
const ESTATES = ['阳光花园', '锦绣华庭', '翠湖名苑', '金色家园', '香榭丽舍', '碧水蓝天', '御景湾', '万科城', '绿地小区', '滨江一号', '书香门第', '春江花月'];

export function streetAddress(rng: Rng): string {
  const road = `${pick(rng, ROADS)}${pick(rng, ['路', '大道', '街'])}${int(rng, 1, 999)}号`;
  return rng() < 0.6 ? `${road}${pick(rng, ESTATES)}${int(rng, 1, 30)}栋${int(rng, 1, 32)}0${int(rng, 1, 6)}室` : road;
}
