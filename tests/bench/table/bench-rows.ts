/** 100 000 synthetic rows × 20 columns for the table bench: Chinese text, phones, numbers, dates. */
import type { DataTableColumn } from '@/components/ui/data-table/types';

export interface BenchRow {
  id: number;
  order_no: string;
  status: string;
  contact: string;
  tel: string;
  province: string;
  city: string;
  district: string;
  address: string;
  product: string;
  qty: number;
  packages: number;
  amount: number;
  weight: number;
  service: string;
  consignor: string;
  delivery: string;
  limitation_status_code: string;
  income_settle_status: number;
  is_not_out_storage: boolean;
  created_at: string;
}

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军'];
const PLACES = [['上海市', '上海市', '浦东新区'], ['江苏省', '南京市', '玄武区'], ['浙江省', '杭州市', '西湖区'], ['广东省', '深圳市', '南山区'], ['北京市', '北京市', '朝阳区']];
const PRODUCTS = ['三人位布艺沙发', '实木餐桌', '双开门冰箱', '滚筒洗衣机', '床垫 1.8m', '电视柜'];
const STATUSES = ['待收货', '在库', '待分配', '待签收', '异常', '已归档'];
const LIMITS = ['A_NORMAL', 'A_NORMAL', 'A_NORMAL', 'B_WARNING', 'C_DANGER'];

export function benchRows(n = 100_000): BenchRow[] {
  const rows: BenchRow[] = new Array(n);
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 0; i < n; i++) {
    const p = PLACES[i % PLACES.length];
    rows[i] = {
      id: i + 1,
      order_no: `226${String(1_000_000_000 + i)}`,
      status: STATUSES[i % STATUSES.length],
      contact: SURNAMES[i % 10] + GIVEN[(i * 7) % 10],
      tel: `1${3 + (i % 7)}${String(100_000_000 + ((i * 7919) % 899_999_999)).slice(0, 9)}`,
      province: p[0],
      city: p[1],
      district: p[2],
      address: `幸福路${(i % 999) + 1}号${(i % 30) + 1}栋${(i % 12) + 1}0${(i % 4) + 1}室`,
      product: PRODUCTS[i % PRODUCTS.length],
      qty: (i % 5) + 1,
      packages: (i % 3) + 1,
      amount: Math.round(((i * 37) % 100_000) + 0.5) / 100,
      weight: ((i * 13) % 5000) / 10,
      service: i % 2 ? '送装一体' : '送货上门',
      consignor: ['示例商贸', '宜家', '优居家具'][i % 3],
      delivery: ['顺达配送', '安心装'][i % 2],
      limitation_status_code: LIMITS[i % LIMITS.length],
      income_settle_status: i % 7 === 0 ? 2 : 0,
      is_not_out_storage: i % 11 === 0,
      created_at: new Date(t0 + i * 60_000).toISOString().replace('T', ' ').slice(0, 19),
    };
  }
  return rows;
}

const KEYS: [keyof BenchRow, string, number][] = [
  ['order_no', '订单号', 130], ['status', '状态', 80], ['contact', '收货人', 80], ['tel', '电话', 110], ['province', '省', 80],
  ['city', '市', 80], ['district', '区', 80], ['address', '地址', 200], ['product', '商品', 140], ['qty', '件数', 60],
  ['packages', '包裹', 60], ['amount', '金额', 90], ['weight', '重量', 80], ['service', '服务', 90], ['consignor', '发货方', 100],
  ['delivery', '配送商', 100], ['limitation_status_code', '时效', 100], ['income_settle_status', '结算', 70], ['is_not_out_storage', '未出库', 70], ['created_at', '创建时间', 150],
];

export const BENCH_COLUMNS: DataTableColumn<BenchRow>[] = KEYS.map(([key, title, width]) => ({
  key,
  title,
  width,
  align: typeof benchRows(1)[0][key] === 'number' ? 'end' : 'start',
  value: (r: BenchRow) => r[key] as string | number | boolean,
}));
