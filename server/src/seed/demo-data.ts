/** The fixed shape of the demo world: companies, their master data and where the demo accounts sit. */
import type { CatalogSpec } from './catalog';

export const SALES_CONTACTS = [
  { name: '李经理', phone: '13816880001' },
  { name: '王经理', phone: '13916880002' },
];

export const MAIN_SERVICER: CatalogSpec = {
  warehouses: [
    { name: '上海嘉定仓', code: 'WH-SH-01', district: '310114' },
    { name: '杭州萧山仓', code: 'WH-HZ-01', district: '330109' },
    { name: '广州白云仓', code: 'WH-GZ-01', district: '440111' },
  ],
  stations: [
    { name: '上海闵行站', type: 'DELIVERY', district: '310112' },
    { name: '上海浦东站', type: 'DELIVERY', district: '310115' },
    { name: '杭州余杭站', type: 'DELIVERY', district: '330110' },
    { name: '南京江宁站', type: 'TRANSIT', district: '320115' },
    { name: '深圳宝安站', type: 'DELIVERY', district: '440306' },
    { name: '广州番禺站', type: 'TRANSIT', district: '440113' },
  ],
  carriers: ['顺达专线', '华东快线', '中通干线', '安能物流', '德邦专线', '壹米滴答'],
  drivers: ['王建国', '李师傅', '张志强', '刘海洋', '陈建华'],
  deliveryProviders: ['快装到家', '安心配装', '万师傅服务', '鲁班到家'],
  consignors: ['示例商贸', '优居家具', '美好家电', '林氏木业', '源氏家居', '顾家家居', '海信专营', '小米生态'],
  stores: [
    ['示例商贸天猫旗舰店', 0],
    ['示例商贸京东自营店', 0],
    ['优居家具天猫店', 1],
    ['优居家具拼多多店', 1],
    ['美好家电京东店', 2],
    ['林氏木业抖音店', 3],
    ['源氏家居天猫店', 4],
    ['顾家家居官方店', 5],
    ['海信专营京东店', 6],
    ['小米生态有品店', 7],
  ],
  factories: ['佛山顺德家具厂', '宁波慈溪电器厂'],
  productCount: 30,
};

export const SECOND_SERVICER: CatalogSpec = {
  warehouses: [{ name: '成都双流仓', code: 'WH-CD-01', district: '510116' }],
  stations: [
    { name: '成都武侯站', type: 'DELIVERY', district: '510107' },
    { name: '重庆渝北站', type: 'DELIVERY', district: '500112' },
  ],
  carriers: ['西南快线', '川渝专线'],
  drivers: ['赵明'],
  deliveryProviders: ['蜀安装'],
  consignors: ['川味家居', '天府电器', '巴蜀木作'],
  stores: [['川味家居天猫店', 0]],
  factories: [],
  productCount: 10,
};

/** Where the far-away servicer's customers live. */
export const SECOND_SERVICER_AREAS = ['5101', '5001'];
/** Where 示例物流's customers live: Shanghai, Jiangsu, Zhejiang, Guangdong, Beijing. */
export const MAIN_SERVICER_AREAS = ['31', '3201', '3205', '3301', '3302', '4401', '4403', '11'];
