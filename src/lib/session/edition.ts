/**
 * The signed-in company's edition as screens read it (src/domain/editions.ts is the one place of the rules):
 * the user's edition_flags (getUserByToken) with the host's user type. Before the user loads, the default edition.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDITION,
  editionProfile,
  merchantLabel,
  merchantOwnerListUrl,
  merchantPickerSource,
  merchantSearchPlaceholder,
  searchPlaceholder,
  type EditionLang,
  type EditionProfile,
  type EditionUserType,
  type MerchantPickerSource,
} from '@/domain/editions';
import { useVariant } from '../variant';
import { currentUserQuery } from './queries';

export function useEdition(): EditionProfile {
  const variant = useVariant();
  const { data: user } = useQuery(currentUserQuery());
  const userType: EditionUserType = variant.userType === 'admin' ? 'servicer' : variant.userType;
  const flags = user?.edition_flags ?? EDITION.DEFAULT;
  // one object per flags and type, so lists can memoise their columns on it
  return useMemo(() => editionProfile(flags, userType), [flags, userType]);
}

/** The edition's words in the current language: navbar placeholder, the merchant's name and its list filter placeholder. */
export function useEditionWords() {
  const profile = useEdition();
  const { i18n } = useTranslation();
  const lang: EditionLang = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  return {
    profile,
    searchPlaceholder: searchPlaceholder(profile, lang),
    merchant: merchantLabel(profile, lang),
    merchantSearch: merchantSearchPlaceholder(profile, lang),
  };
}

/**
 * A consignor picker's configuration (src/domain/editions.ts merchantPickerSource): what it lists, from which
 * endpoint, which order field a filter on it sets, and its label and placeholder in the edition's words.
 */
export function useMerchantPicker(): MerchantPickerSource & { label: string; placeholder: string; ownerListUrl: string } {
  const words = useEditionWords();
  const { data: user } = useQuery(currentUserQuery());
  const ownUserId = words.profile.consignorPickerLists === 'stores' ? (user?.main_user_id ?? null) : null;
  const source = useMemo(() => merchantPickerSource(words.profile, ownUserId), [words.profile, ownUserId]);
  return { ...source, label: words.merchant, placeholder: words.merchantSearch, ownerListUrl: merchantOwnerListUrl(words.profile) };
}
