/** How a version's validity and number read in lists: 'V3 · 2026-01-01 ~ 长期'. */
import type { TFunction } from 'i18next';
import type { VersionDto } from '@/domain/quote/api';

type VersionHead = Pick<VersionDto, 'version_no' | 'effective_from' | 'effective_to' | 'state'>;

export const validityText = (t: TFunction, v: Pick<VersionHead, 'effective_from' | 'effective_to'>) => `${v.effective_from} ~ ${v.effective_to ?? t('quote.version.open')}`;

export const versionText = (t: TFunction, v: VersionHead | null) => (v ? `${t('quote.version.no', { no: v.version_no })} · ${validityText(t, v)}` : t('quote.version.none'));
