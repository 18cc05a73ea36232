/** The fields create and edit share: name, mobile, role (the company's roles) and departments (tree select). */
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '@/components/ui/tree-select/tree-select';
import { useGroupTree } from '../api/get-group-tree';
import { useSubAccountRoles } from '../api/get-sub-account-roles';
import { toTreeNodes } from '../utils/group-tree';
import type { SubAccountEditForm } from '../utils/sub-account-schema';
import { SUB_ACCOUNT_LIMITS } from '../utils/sub-account-schema';
import { OrgFormField } from './form-field';
import { useMemo } from 'react';

export interface SubAccountFieldsProps {
  // the create form has more fields; these four are common to both
  register: UseFormRegister<SubAccountEditForm>;
  control: Control<SubAccountEditForm>;
  errors: FieldErrors<SubAccountEditForm>;
}

export function SubAccountFields({ register, control, errors }: SubAccountFieldsProps) {
  const { t } = useTranslation();
  const roles = useSubAccountRoles();
  const groups = useGroupTree();
  const nodes = useMemo(() => toTreeNodes(groups.data ?? []), [groups.data]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <OrgFormField
        label={t('organization.sub.fields.nickname')}
        required
        maxLength={SUB_ACCOUNT_LIMITS.nameMax + 5}
        error={errors.nickname?.message}
        errorValues={SUB_ACCOUNT_LIMITS}
        placeholder={t('organization.sub.nicknamePlaceholder', SUB_ACCOUNT_LIMITS)}
        data-testid="sub-nickname"
        {...register('nickname')}
      />
      <OrgFormField
        label={t('organization.sub.fields.phone')}
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.phone?.message}
        placeholder={t('organization.sub.phonePlaceholder')}
        data-testid="sub-phone"
        {...register('phone')}
      />
      <Field.Root invalid={!!errors.role_id}>
        <Field.Label fontSize="sm">{t('organization.sub.fields.role')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={roles.isLoading}>
          <NativeSelect.Field bg="bg" data-testid="sub-role" {...register('role_id')}>
            <option value="">{t('organization.sub.noRole')}</option>
            {(roles.data ?? []).map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.memo ? `${r.name}（${r.memo}）` : r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.role_id ? <Field.ErrorText>{t(errors.role_id.message ?? '')}</Field.ErrorText> : <Field.HelperText>{t('organization.sub.roleHelp')}</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={!!errors.group_ids}>
        <Field.Label fontSize="sm">{t('organization.sub.fields.groups')}</Field.Label>
        <Controller
          control={control}
          name="group_ids"
          render={({ field }) => (
            <TreeSelect
              multiple
              filterable
              nodes={nodes}
              value={field.value}
              onChange={field.onChange}
              loading={groups.isLoading}
              placeholder={t('organization.sub.groupsPlaceholder')}
              data-testid="sub-groups"
            />
          )}
        />
        {errors.group_ids && <Field.ErrorText>{t(errors.group_ids.message ?? '')}</Field.ErrorText>}
      </Field.Root>
    </SimpleGrid>
  );
}
