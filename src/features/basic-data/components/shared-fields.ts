/** Filter fields every Basic data list offers. */
import type { EntityField } from '@/components/ui/entity-screen/types';

export const STATUS_FILTER: EntityField = {
  key: 'status',
  labelKey: 'entityScreen.status',
  kind: 'select',
  options: [
    { value: '1', labelKey: 'entityScreen.enabled' },
    { value: '0', labelKey: 'entityScreen.disabled' },
  ],
};

export const KEYWORD_FILTER: EntityField = { key: 'keyword', labelKey: 'basicData.keyword', kind: 'text', placeholderKey: 'basicData.keywordPlaceholder' };

export const createdAt = (iso: string) => iso.slice(0, 19).replace('T', ' ');
