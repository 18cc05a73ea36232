/** Test helpers of the ticket form: providers, the zh catalog and a small CLAIM-like schema. */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FeeConfig, SettleTargets } from '@/domain/tickets/fees';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { i18n, initI18n } from '@/lib/i18n';
import * as strings from '../../i18n-form';

export function renderWithProviders(node: ReactNode, lang = 'zh') {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

const MONTHLY = { value: 'MONTHLY', label: '月结' };
const PAY_NOW = { value: 'PAY_NOW', label: '现付' };

export const CONFIGS: FeeConfig[] = [
  { code: 'COMPENSATION', name: '赔偿款', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['CONSIGNOR', 'PRODUCTS'] }, settlement_methods: [MONTHLY, PAY_NOW], minAmount: 0.01, maxAmount: 50000 },
  { code: 'FREIGHT_REFUND', name: '退运费', directions: ['OUTLAY'], settle_targets: { OUTLAY: ['CONSIGNOR'] }, settlement_methods: [MONTHLY], minAmount: 1, maxAmount: 5000 },
  { code: 'RECOVERY', name: '追偿款', directions: ['INCOME'], settle_targets: { INCOME: ['DELIVERY'] }, settlement_methods: [MONTHLY], minAmount: 0.01, maxAmount: 50000 },
];

export const TARGETS: SettleTargets = {
  CONSIGNOR: [{ id: 11, name: '宜家' }],
  DELIVERY: [{ id: 21, name: '快送' }],
  PRODUCTS: [{ id: 31, name: '沙发' }],
};

export const SCHEMA: TicketSchemaDto = {
  id: 5,
  name: '商家理赔',
  type: 'CLAIM',
  version: 1,
  json_schema: {
    type: 'object',
    required: ['claim_kind', 'description'],
    properties: {
      claim_kind: { type: 'string', title: '理赔类型', enum: ['DAMAGE', 'LOSS'] },
      description: { type: 'string', title: '问题描述', minLength: 5, maxLength: 500 },
      damaged_qty: { type: 'integer', title: '破损件数', minimum: 1, maximum: 999 },
      lost_value: { type: 'number', title: '丢失货值', minimum: 0.01 },
    },
  },
  error_schema: {
    claim_kind: { required: '请选择理赔类型' },
    description: { required: '请填写问题描述', minLength: '问题描述至少5个字' },
    damaged_qty: '破损件数须为1-999的整数',
  },
  ui_schema: {
    claim_kind: { widget: 'select', options: [{ value: 'DAMAGE', label: '破损' }, { value: 'LOSS', label: '丢件' }], order: 1 },
    description: { widget: 'textarea', order: 2 },
    damaged_qty: { order: 3, visible_when: { field: 'claim_kind', op: 'eq', value: 'DAMAGE' } },
    lost_value: { order: 4, visible_when: { field: 'claim_kind', op: 'eq', value: 'LOSS' } },
  },
  action_rules: { fee_stage_rules: { HANDLE: { directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true } }, fee_min_items: 0 },
  fee_configs: CONFIGS,
  sub_type_options: [
    { value: 'DAMAGE', label: '破损理赔', rules: { field: 'claim_kind', op: 'eq', value: 'DAMAGE' } },
    { value: 'LOSS', label: '丢件理赔', rules: { field: 'claim_kind', op: 'eq', value: 'LOSS' } },
    { value: 'ANY', label: '任意', rules: { field: 'claim_kind', op: 'eq', value: 'LOSS' } },
  ],
};
