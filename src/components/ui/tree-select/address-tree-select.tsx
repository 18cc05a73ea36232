/** Tree select over China's three-level address tree (GET /map/area/three_level_address); values are area codes. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { addressTreeLoad, useAddressTree } from './api/get-address-tree';
import { pathTo } from './tree';
import { TreeSelect, type TreeSelectProps } from './tree-select';

/** The HTTP status when the server answered, otherwise the error's message (spec §8). */
function loadFailureDetail(error: Error): string {
  const status = error instanceof ApiError ? error.httpStatus : 0;
  return status > 0 ? String(status) : error.message;
}

export type AddressTreeSelectProps = Omit<TreeSelectProps, 'nodes' | 'loading' | 'error' | 'onRetry' | 'formatLabel'>;

export function AddressTreeSelect(props: AddressTreeSelectProps) {
  const { t } = useTranslation();
  const tree = useAddressTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const load = addressTreeLoad(tree);
  // spec §8: address load failure shows '加载地址数据失败:' plus status or message; a timeout was retried by itself already
  const error = load.error ? `${t('ui.treeSelect.loadFailed')} ${loadFailureDetail(load.error)}` : null;
  return (
    <TreeSelect
      filterable
      data-testid="address-tree-select"
      {...(props as TreeSelectProps)}
      nodes={nodes}
      loading={load.loading}
      error={error}
      onRetry={() => void tree.refetch()}
      formatLabel={(v) => pathTo(nodes, v).join(' / ') || v}
    />
  );
}
