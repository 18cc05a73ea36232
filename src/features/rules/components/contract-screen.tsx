/** /saas/resource/contract/index: contracts with a party (consignor, carrier, delivery provider), term, settlement and attachments. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { CONTRACT_STATUSES, CONTRACT_TYPES, contractBody } from '@/domain/contracts-lines';
import { CONTRACTS_URL, createContract, removeContract, updateContract, type ContractRow } from '../api/contracts';
import { optionQueries } from '../api/options';

const typeOptions = CONTRACT_TYPES.map((v) => ({ value: v, labelKey: `rules.contract.types.${v}` }));
const statusOptions = CONTRACT_STATUSES.map((v) => ({ value: v, labelKey: `rules.contract.statuses.${v}` }));

function configFor(partyLabels: { consignor: string; transporter: string; delivery: string }): EntityScreenConfig<ContractRow> {
  const parties = optionQueries.parties(partyLabels);
  return {
    testId: 'rules-contract',
    titleKey: 'routes.saasResourceContractIndex',
    path: '/saas/resource/contract/index',
    rowId: (r) => r.id,
    list: {
      url: CONTRACTS_URL,
      columns: (t) => [
        { key: 'contract_no', title: t('rules.contract.no'), width: 150, value: (r) => r.contract_no },
        { key: 'resource_name', title: t('rules.contract.party'), width: 150, value: (r) => r.resource_name },
        { key: 'contract_type', title: t('rules.contract.type'), width: 110, value: (r) => t(`rules.contract.types.${r.contract_type}`) },
        { key: 'period', title: t('rules.contract.period'), width: 190, value: (r) => `${r.start_date} ~ ${r.end_date}` },
        { key: 'settlement', title: t('rules.contract.settlement'), width: 100, value: (r) => r.settlement_method_name },
        { key: 'status', title: t('rules.contract.status'), width: 90, value: (r) => t(`rules.contract.statuses.${r.status}`) },
        { key: 'attachments', title: t('rules.contract.attachments'), width: 100, value: (r) => t('rules.contract.attachmentCount', { count: r.attachment_fileids.length }) },
      ],
      filters: [
        { key: 'contract_no', labelKey: 'rules.contract.no', kind: 'text' },
        { key: 'contract_type', labelKey: 'rules.contract.type', kind: 'select', options: typeOptions },
        { key: 'status', labelKey: 'rules.contract.status', kind: 'select', options: statusOptions },
      ],
    },
    form: {
      addTitleKey: 'rules.contract.add',
      width: '560px',
      fields: [
        { key: 'resource_id', labelKey: 'rules.contract.party', kind: 'select', required: true, optionsQuery: parties },
        { key: 'contract_type', labelKey: 'rules.contract.type', kind: 'select', required: true, options: typeOptions },
        { key: 'contract_no', labelKey: 'rules.contract.no', kind: 'text', required: true, max: 50 },
        { key: 'start_date', labelKey: 'rules.contract.start', kind: 'date', required: true },
        { key: 'end_date', labelKey: 'rules.contract.end', kind: 'date', required: true },
        { key: 'settlement_method_code', labelKey: 'rules.contract.settlement', kind: 'select', required: true, optionsQuery: optionQueries.settlementMethods },
        { key: 'status', labelKey: 'rules.contract.status', kind: 'select', options: statusOptions },
        {
          key: 'attachment_fileids',
          labelKey: 'rules.contract.attachments',
          kind: 'custom',
          wide: true,
          render: ({ value, onChange, disabled }) => <ImageUploader value={(value as string[] | undefined) ?? []} onChange={onChange} max={20} disabled={disabled} />,
        },
        { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
      ],
      schema: contractBody,
      initial: (row) => ({
        resource_id: row ? String(row.resource_id) : '',
        contract_type: row?.contract_type ?? '',
        contract_no: row?.contract_no ?? '',
        start_date: row?.start_date ?? '',
        end_date: row?.end_date ?? '',
        settlement_method_code: row?.settlement_method_code ?? '',
        status: row?.status ?? 'ACTIVE',
        attachment_fileids: row?.attachment_fileids ?? [],
        memo: row?.memo ?? '',
      }),
      create: createContract,
      update: updateContract,
    },
    remove: { remove: removeContract },
  };
}

export function ContractScreen() {
  const { t, i18n } = useTranslation();
  // the party labels are in the options' text: one config per language
  const config = useMemo(
    () => configFor({ consignor: t('rules.contract.parties.consignor'), transporter: t('rules.contract.parties.transporter'), delivery: t('rules.contract.parties.delivery') }),
    [t],
  );
  return <EntityListScreen key={i18n.language} config={config} />;
}
