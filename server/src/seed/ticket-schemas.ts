/**
 * The demo ticket schemas every servicer starts with (issue 7): merchant claim, expense approval, return goods,
 * repair / supply parts, abnormal escalation, urge, calls and branch reports. json_schema is what ajv checks on the server; error_schema
 * holds the messages shown for it; ui_schema the order, widgets and visible-when conditions.
 */
import type { FeeConfig, SettlementMethod } from '../../../src/domain/tickets/fees';
import type { ActionRules, ErrorSchema, TicketType } from '../../../src/domain/tickets/ticket-schema';
import type { SubTypeOption, UiSchema } from '../../../src/domain/tickets/visibility';

export interface TicketSchemaSeed {
  type: TicketType;
  name: string;
  json_schema: Record<string, unknown>;
  error_schema: ErrorSchema;
  ui_schema: UiSchema;
  action_rules: ActionRules;
  fee_configs: FeeConfig[];
  sub_type_options: SubTypeOption[];
}

const MONTHLY: SettlementMethod = { value: 'MONTHLY', label: '月结' };
const PAY_NOW: SettlementMethod = { value: 'PAY_NOW', label: '现付' };
const DEDUCT: SettlementMethod = { value: 'DEDUCT', label: '余额扣款' };

const TEXT = (title: string, maxLength = 500, minLength = 0) => ({ type: 'string', title, maxLength, ...(minLength ? { minLength } : {}) });
const ENUM = (title: string, values: string[]) => ({ type: 'string', title, enum: values });
const MOBILE = { type: 'string', title: '联系电话', pattern: '^1[3-9]\\d{9}$' };
const DATE = (title: string) => ({ type: 'string', title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PHOTOS = (title: string, maxItems = 9) => ({ type: 'array', title, items: { type: 'string', maxLength: 64 }, maxItems });
const opts = (pairs: Array<[string, string]>) => pairs.map(([value, label]) => ({ value, label }));

const TRANSSHIPMENT_FEE: FeeConfig = {
  code: 'TRANSSHIPMENT_FEE',
  name: '中转费',
  directions: ['OUTLAY', 'INCOME'],
  settle_targets: { OUTLAY: ['DELIVERY', 'CARRIER'], INCOME: ['CONSIGNOR'] },
  settlement_methods: [MONTHLY, PAY_NOW],
  minAmount: 1,
  maxAmount: 2000,
};

/** Claims desk: OUTLAY only at creation, both directions while handling; finance corrects but adds nothing. */
const CLAIM_STAGES: ActionRules['fee_stage_rules'] = {
  CREATE: { directions: ['OUTLAY'], can_add: true, can_edit: true },
  HANDLE: { directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
  FINANCE_REVIEW: { directions: ['OUTLAY', 'INCOME'], can_add: false, can_edit: true },
};

export const TICKET_SCHEMA_SEEDS: TicketSchemaSeed[] = [
  {
    type: 'CLAIM',
    name: '商家理赔',
    json_schema: {
      type: 'object',
      required: ['claim_kind', 'description', 'claim_amount'],
      properties: {
        claim_kind: ENUM('理赔类型', ['DAMAGE', 'LOSS', 'SHORTAGE']),
        description: TEXT('问题描述', 500, 5),
        damage_photos: PHOTOS('破损照片'),
        damaged_qty: { type: 'integer', title: '破损件数', minimum: 1, maximum: 999 },
        lost_value: { type: 'number', title: '丢失货值', minimum: 0.01, maximum: 1000000 },
        claim_amount: { type: 'string', title: '索赔金额', pattern: '^\\d{1,9}(\\.\\d{1,2})?$' },
        contact_phone: MOBILE,
      },
    },
    error_schema: {
      claim_kind: { required: '请选择理赔类型', enum: '请选择理赔类型' },
      description: { required: '请填写问题描述', minLength: '问题描述至少5个字', maxLength: '问题描述不能超过500字' },
      damaged_qty: '破损件数须为1-999的整数',
      lost_value: '请输入有效的丢失货值',
      claim_amount: { required: '请填写索赔金额', pattern: '索赔金额最多两位小数' },
      contact_phone: '手机号格式不正确',
    },
    ui_schema: {
      claim_kind: { widget: 'select', options: opts([['DAMAGE', '破损'], ['LOSS', '丢件'], ['SHORTAGE', '少件']]), order: 1 },
      description: { widget: 'textarea', order: 2 },
      damage_photos: { widget: 'images', order: 3, visible_when: { field: 'claim_kind', op: 'in', value: ['DAMAGE', 'SHORTAGE'] } },
      damaged_qty: { order: 4, visible_when: { field: 'claim_kind', op: 'eq', value: 'DAMAGE' } },
      lost_value: { order: 5, visible_when: { field: 'claim_kind', op: 'eq', value: 'LOSS' } },
      claim_amount: { order: 6, placeholder: '0.00' },
      contact_phone: { order: 7 },
    },
    // the order maximum: at most 60 000 yuan paid out per order through claims (less what earlier claims posted)
    action_rules: { fee_stage_rules: CLAIM_STAGES, fee_min_items: 0, order_max_amount: 60000 },
    fee_configs: [
      {
        code: 'COMPENSATION',
        name: '赔偿款',
        directions: ['OUTLAY'],
        settle_targets: { OUTLAY: ['CONSIGNOR', 'PRODUCTS'] },
        settlement_methods: [MONTHLY, PAY_NOW, DEDUCT],
        minAmount: 0.01,
        maxAmount: 50000,
      },
      {
        code: 'RECOVERY',
        name: '追偿款',
        directions: ['INCOME'],
        settle_targets: { INCOME: ['DELIVERY', 'CARRIER'] },
        settlement_methods: [MONTHLY],
        minAmount: 0.01,
        maxAmount: 50000,
      },
      {
        code: 'FREIGHT_REFUND',
        name: '退运费',
        directions: ['OUTLAY'],
        settle_targets: { OUTLAY: ['CONSIGNOR'] },
        settlement_methods: [MONTHLY, DEDUCT],
        minAmount: 0.01,
        maxAmount: 5000,
      },
      TRANSSHIPMENT_FEE,
    ],
    sub_type_options: [
      { value: 'DAMAGE', label: '破损理赔', rules: { field: 'claim_kind', op: 'eq', value: 'DAMAGE' } },
      { value: 'LOSS', label: '丢件理赔', rules: { field: 'claim_kind', op: 'eq', value: 'LOSS' } },
      { value: 'SHORTAGE', label: '少件理赔', rules: { field: 'claim_kind', op: 'eq', value: 'SHORTAGE' } },
    ],
  },
  {
    type: 'EXPENSE',
    name: '费用审批',
    json_schema: {
      type: 'object',
      required: ['expense_kind', 'reason'],
      properties: {
        expense_kind: ENUM('费用类型', ['TRANSSHIPMENT', 'STORAGE', 'EXTRA_DELIVERY', 'OTHER']),
        reason: TEXT('申请理由', 300, 2),
        other_kind: TEXT('其他费用说明', 50, 1),
        receipts: PHOTOS('票据照片'),
      },
    },
    error_schema: {
      expense_kind: { required: '请选择费用类型' },
      reason: { required: '请填写申请理由', minLength: '申请理由至少2个字' },
      other_kind: '请填写其他费用说明（50字内）',
    },
    ui_schema: {
      expense_kind: { widget: 'select', options: opts([['TRANSSHIPMENT', '中转费'], ['STORAGE', '仓储费'], ['EXTRA_DELIVERY', '二次配送费'], ['OTHER', '其他']]), order: 1 },
      other_kind: { order: 2, visible_when: { field: 'expense_kind', op: 'eq', value: 'OTHER' } },
      reason: { widget: 'textarea', order: 3 },
      receipts: { widget: 'images', order: 4 },
    },
    action_rules: { fee_min_items: 1, fee_stage_rules: { FINANCE_REVIEW: { directions: ['OUTLAY'], can_add: false, can_edit: true } } },
    fee_configs: [
      TRANSSHIPMENT_FEE,
      { code: 'STORAGE_FEE', name: '仓储费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY'] }, settlement_methods: [MONTHLY], minAmount: 1, maxAmount: 5000 },
      { code: 'EXTRA_DELIVERY_FEE', name: '二次配送费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 1, maxAmount: 1000 },
      { code: 'OTHER_FEE', name: '其他费用', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY', 'CARRIER', 'CONSIGNOR'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 0.01, maxAmount: 10000 },
    ],
    sub_type_options: [
      { value: 'TRANSSHIPMENT', label: '中转费', rules: { field: 'expense_kind', op: 'eq', value: 'TRANSSHIPMENT' } },
      { value: 'STORAGE', label: '仓储费', rules: { field: 'expense_kind', op: 'eq', value: 'STORAGE' } },
      { value: 'OTHER', label: '其他', rules: { field: 'expense_kind', op: 'in', value: ['EXTRA_DELIVERY', 'OTHER'] } },
    ],
  },
  {
    type: 'RETURN_GOODS',
    name: '退货',
    json_schema: {
      type: 'object',
      required: ['return_reason', 'goods_status'],
      properties: {
        return_reason: ENUM('退货原因', ['REFUSED', 'WRONG_GOODS', 'DAMAGED', 'OTHER']),
        goods_status: ENUM('货物状态', ['INTACT', 'DAMAGED']),
        return_address: TEXT('退回地址', 200),
        reason_detail: TEXT('原因说明', 300, 2),
        photos: PHOTOS('货物照片'),
      },
    },
    error_schema: {
      return_reason: { required: '请选择退货原因' },
      goods_status: { required: '请选择货物状态' },
      reason_detail: '请填写原因说明（2-300字）',
    },
    ui_schema: {
      return_reason: { widget: 'select', options: opts([['REFUSED', '客户拒收'], ['WRONG_GOODS', '发错货'], ['DAMAGED', '货物破损'], ['OTHER', '其他']]), order: 1 },
      reason_detail: { widget: 'textarea', order: 2, visible_when: { field: 'return_reason', op: 'eq', value: 'OTHER' } },
      goods_status: { widget: 'radio', options: opts([['INTACT', '完好'], ['DAMAGED', '破损']]), order: 3 },
      photos: { widget: 'images', order: 4, visible_when: { any: [{ field: 'goods_status', op: 'eq', value: 'DAMAGED' }, { field: 'return_reason', op: 'eq', value: 'DAMAGED' }] } },
      return_address: { order: 5 },
    },
    action_rules: { fee_stage_rules: { HANDLE: { directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true } } },
    fee_configs: [
      { code: 'RETURN_FREIGHT', name: '退货运费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY', 'CARRIER'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 1, maxAmount: 3000 },
      { code: 'BUYOUT_INCOME', name: '买断收入', directions: ['INCOME'], settle_targets: { INCOME: ['DELIVERY', 'CONSIGNOR'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 0.01, maxAmount: 100000 },
      { code: 'SALE_INCOME', name: '变卖收入', directions: ['INCOME'], settle_targets: { INCOME: ['PRODUCTS'] }, settlement_methods: [PAY_NOW], minAmount: 0.01, maxAmount: 100000 },
    ],
    sub_type_options: [
      { value: 'REFUSED', label: '拒收退货', rules: { field: 'return_reason', op: 'eq', value: 'REFUSED' } },
      { value: 'QUALITY', label: '质量退货', rules: { any: [{ field: 'return_reason', op: 'in', value: ['WRONG_GOODS', 'DAMAGED'] }, { field: 'goods_status', op: 'eq', value: 'DAMAGED' }] } },
    ],
  },
  {
    type: 'REPAIR',
    name: '维修补件',
    json_schema: {
      type: 'object',
      required: ['service', 'problem'],
      properties: {
        service: ENUM('服务类型', ['REPAIR', 'SUPPLY_PARTS']),
        problem: TEXT('问题描述', 500, 2),
        part_name: TEXT('配件名称', 50, 1),
        part_qty: { type: 'integer', title: '配件数量', minimum: 1, maximum: 99 },
        visit_date: DATE('上门日期'),
        photos: PHOTOS('现场照片'),
      },
    },
    error_schema: {
      service: { required: '请选择服务类型' },
      problem: { required: '请填写问题描述', minLength: '问题描述至少2个字' },
      part_name: '请填写配件名称（50字内）',
      part_qty: '配件数量须为1-99',
      visit_date: '日期格式应为 YYYY-MM-DD',
    },
    ui_schema: {
      service: { widget: 'radio', options: opts([['REPAIR', '维修'], ['SUPPLY_PARTS', '补件']]), order: 1 },
      problem: { widget: 'textarea', order: 2 },
      part_name: { order: 3, visible_when: { field: 'service', op: 'eq', value: 'SUPPLY_PARTS' } },
      part_qty: { order: 4, visible_when: { field: 'service', op: 'eq', value: 'SUPPLY_PARTS' } },
      visit_date: { widget: 'date', order: 5, visible_when: { field: 'service', op: 'eq', value: 'REPAIR' } },
      photos: { widget: 'images', order: 6 },
    },
    action_rules: {},
    fee_configs: [
      { code: 'REPAIR_FEE', name: '维修费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 1, maxAmount: 3000 },
      { code: 'PARTS_FEE', name: '配件费', directions: ['OUTLAY', 'INCOME'], settle_targets: { OUTLAY: ['DELIVERY'], INCOME: ['CONSIGNOR'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 3000 },
    ],
    sub_type_options: [
      { value: 'REPAIR', label: '维修', rules: { field: 'service', op: 'eq', value: 'REPAIR' } },
      { value: 'SUPPLY_PARTS', label: '补件', rules: { field: 'service', op: 'eq', value: 'SUPPLY_PARTS' } },
    ],
  },
  {
    type: 'ESCALATION',
    name: '异常升级',
    json_schema: {
      type: 'object',
      required: ['level', 'description'],
      // an urgent or critical escalation must say what it affects (impact is only shown for those levels)
      allOf: [{ if: { properties: { level: { enum: ['URGENT', 'CRITICAL'] } }, required: ['level'] }, then: { required: ['impact'] } }],
      properties: {
        level: ENUM('升级级别', ['NORMAL', 'URGENT', 'CRITICAL']),
        abnormal_type: TEXT('异常类型', 50),
        description: TEXT('情况说明', 500, 5),
        impact: TEXT('影响说明', 300, 2),
        photos: PHOTOS('现场照片'),
      },
    },
    error_schema: {
      level: { required: '请选择升级级别' },
      description: { required: '请填写情况说明', minLength: '情况说明至少5个字' },
      impact: '紧急及以上须填写影响说明（2-300字）',
    },
    ui_schema: {
      level: { widget: 'radio', options: opts([['NORMAL', '一般'], ['URGENT', '紧急'], ['CRITICAL', '严重']]), order: 1 },
      abnormal_type: { order: 2 },
      description: { widget: 'textarea', order: 3 },
      impact: { widget: 'textarea', order: 4, visible_when: { field: 'level', op: 'in', value: ['URGENT', 'CRITICAL'] } },
      photos: { widget: 'images', order: 5 },
    },
    // the abnormal area escalates compensation (OUTLAY) and the chargeback to the responsible party (INCOME) together
    action_rules: {
      fee_stage_rules: {
        CREATE: { directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
        HANDLE: { directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
        FINANCE_REVIEW: { directions: ['OUTLAY', 'INCOME'], can_add: false, can_edit: true },
      },
    },
    fee_configs: [
      { code: 'ABNORMAL_FEE', name: '异常处理费', directions: ['OUTLAY', 'INCOME'], settle_targets: { OUTLAY: ['DELIVERY'], INCOME: ['CONSIGNOR', 'DELIVERY'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 5000 },
      // the abnormal area's fee rows (issue 19): compensation to the merchant, the chargeback to the responsible party,
      // repair and replenishment costs
      { code: 'COMPENSATION', name: '赔偿款', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['CONSIGNOR'] }, settlement_methods: [MONTHLY, PAY_NOW, DEDUCT], minAmount: 0.01, maxAmount: 50000 },
      { code: 'RECOVERY', name: '追偿款', directions: ['INCOME'], settle_targets: { INCOME: ['CARRIER', 'DELIVERY'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 50000 },
      { code: 'REPAIR_FEE', name: '维修费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY', 'CARRIER'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 10000 },
      { code: 'REPLENISH_FEE', name: '补件费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['DELIVERY', 'CARRIER'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 10000 },
    ],
    sub_type_options: [
      { value: 'URGENT', label: '紧急升级', rules: { field: 'level', op: 'in', value: ['URGENT', 'CRITICAL'] } },
      { value: 'NORMAL', label: '一般升级', rules: { field: 'level', op: 'eq', value: 'NORMAL' } },
    ],
  },
  {
    type: 'URGE',
    name: '催单',
    json_schema: {
      type: 'object',
      required: ['urge_reason'],
      properties: {
        urge_reason: ENUM('催单原因', ['NOT_DELIVERED', 'NOT_APPOINTED', 'NO_INSTALL', 'OTHER']),
        expected_date: DATE('期望日期'),
        memo: TEXT('备注', 300),
      },
    },
    error_schema: { urge_reason: { required: '请选择催单原因' }, expected_date: '日期格式应为 YYYY-MM-DD', memo: '备注不能超过300字' },
    ui_schema: {
      urge_reason: { widget: 'select', options: opts([['NOT_DELIVERED', '未送达'], ['NOT_APPOINTED', '未预约'], ['NO_INSTALL', '未安装'], ['OTHER', '其他']]), order: 1 },
      expected_date: { widget: 'date', order: 2 },
      memo: { widget: 'textarea', order: 3 },
    },
    action_rules: { fee_stage_rules: { CREATE: { can_add: false }, HANDLE: { can_add: false } } },
    fee_configs: [],
    sub_type_options: [],
  },
  {
    type: 'CALL',
    name: '呼叫工单',
    json_schema: {
      type: 'object',
      required: ['caller_phone', 'call_reason', 'call_summary'],
      properties: {
        caller_phone: { ...MOBILE, title: '来电号码' },
        call_reason: ENUM('来电原因', ['DELIVERY_QUERY', 'APPOINTMENT', 'COMPLAINT', 'INSTALL', 'OTHER']),
        call_summary: TEXT('通话摘要', 500, 2),
        callback_needed: { type: 'boolean', title: '需要回电' },
        callback_time: TEXT('回电时间', 50),
      },
    },
    error_schema: {
      caller_phone: { required: '请填写来电号码', pattern: '来电号码格式不正确' },
      call_reason: { required: '请选择来电原因' },
      call_summary: { required: '请填写通话摘要', minLength: '通话摘要至少2个字' },
      callback_time: '回电时间不能超过50字',
    },
    ui_schema: {
      caller_phone: { order: 1 },
      call_reason: {
        widget: 'select',
        options: opts([['DELIVERY_QUERY', '查询配送'], ['APPOINTMENT', '预约改约'], ['COMPLAINT', '投诉'], ['INSTALL', '安装问题'], ['OTHER', '其他']]),
        order: 2,
      },
      call_summary: { widget: 'textarea', order: 3 },
      callback_needed: { widget: 'checkbox', order: 4 },
      callback_time: { order: 5, visible_when: { field: 'callback_needed', op: 'truthy' } },
    },
    action_rules: { fee_stage_rules: { CREATE: { can_add: false }, HANDLE: { can_add: false } } },
    fee_configs: [],
    sub_type_options: [
      { value: 'COMPLAINT', label: '投诉来电', rules: { field: 'call_reason', op: 'eq', value: 'COMPLAINT' } },
      { value: 'CONSULT', label: '咨询来电', rules: { field: 'call_reason', op: 'in', value: ['DELIVERY_QUERY', 'APPOINTMENT', 'INSTALL', 'OTHER'] } },
    ],
  },
  {
    type: 'BRANCH_REPORT',
    name: '网点报备',
    json_schema: {
      type: 'object',
      required: ['report_type', 'description'],
      properties: {
        report_type: ENUM('报备类型', ['DELAY', 'CLOSURE', 'CAPACITY', 'WEATHER', 'OTHER']),
        description: TEXT('报备说明', 500, 5),
        expected_date: DATE('预计恢复日期'),
        photos: PHOTOS('相关照片'),
      },
    },
    error_schema: {
      report_type: { required: '请选择报备类型' },
      description: { required: '请填写报备说明', minLength: '报备说明至少5个字' },
      expected_date: '日期格式应为 YYYY-MM-DD',
    },
    ui_schema: {
      report_type: {
        widget: 'select',
        options: opts([['DELAY', '延误报备'], ['CLOSURE', '停业报备'], ['CAPACITY', '运力不足'], ['WEATHER', '天气原因'], ['OTHER', '其他']]),
        order: 1,
      },
      description: { widget: 'textarea', order: 2 },
      expected_date: { widget: 'date', order: 3 },
      photos: { widget: 'images', order: 4 },
    },
    action_rules: { fee_stage_rules: { CREATE: { can_add: false }, HANDLE: { can_add: false } } },
    fee_configs: [],
    sub_type_options: [
      { value: 'DELAY', label: '延误', rules: { field: 'report_type', op: 'in', value: ['DELAY', 'WEATHER', 'CAPACITY'] } },
      { value: 'CLOSURE', label: '停业', rules: { field: 'report_type', op: 'eq', value: 'CLOSURE' } },
    ],
  },
];
