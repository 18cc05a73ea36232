/** The edition picker of the subscription and fee forms (SUBSCRIBE_VERSIONS, named in the user's language). */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBE_VERSIONS, type SubscribeVersion } from '@/domain/account/api';

export interface VersionSelectProps {
  value: string;
  onChange(version: SubscribeVersion): void;
}

export function VersionSelect({ value, onChange }: VersionSelectProps) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('content.subscription.fields.version')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as SubscribeVersion)} data-testid="version-select">
          {Object.keys(SUBSCRIBE_VERSIONS).map((v) => (
            <option key={v} value={v}>
              {t(`content.subscription.versions.${v}`)}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}
