/** Tree select over China's three-level address tree (GET /map/area/three_level_address); values are area codes. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressTree } from './api/get-address-tree';
import { pathTo } from './tree';
import { TreeSelect, type TreeSelectProps } from './tree-select';

export type AddressTreeSelectProps = Omit<TreeSelectProps, 'nodes' | 'loading' | 'error' | 'formatLabel'>;

export function AddressTreeSelect(props: AddressTreeSelectProps) {
  const { t } = useTranslation();
  const tree = useAddressTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // spec §8: address load failure shows '加载地址数据失败:' plus status or message
  const error = tree.error ? `${t('ui.treeSelect.loadFailed')} ${tree.error.message}` : null;
  return (
    <TreeSelect
      filterable
      data-testid="address-tree-select"
      {...(props as TreeSelectProps)}
      nodes={nodes}
      loading={tree.isPending}
      error={error}
      formatLabel={(v) => pathTo(nodes, v).join(' / ') || v}
    />
  );
}
