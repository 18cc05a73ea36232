/**
 * Whether all N cartons of a carton's unit are in one location ("3/3 in A-01-02", "2/3 in A-01-02: 1 missing or
 * elsewhere"), and each sibling's place: a carton number opens that carton.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PackageCompleteness, PackageSibling } from '@/domain/warehouse/api-packages';
import { PACKAGES_INDEX } from '../utils/document-lists';
import { STATE_PALETTE } from './package-state';

export interface PackageCompletenessProps {
  packageNo: string;
  completeness: PackageCompleteness;
}

export function PackageCompletenessCard({ packageNo, completeness: c }: PackageCompletenessProps) {
  const { t } = useTranslation();
  const headline =
    c.location_id === null
      ? t('warehouse.packages.completeness.notInStock', { total: c.total })
      : c.complete
        ? t('warehouse.packages.completeness.complete', { total: c.total, location: c.location_code })
        : t('warehouse.packages.completeness.partial', { together: c.together, total: c.total, location: c.location_code, missing: c.total - c.together });
  const palette = c.location_id === null ? 'gray' : c.complete ? 'green' : 'orange';

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" bg="bg" p="3" data-testid="wh-package-completeness" data-complete={c.complete ? 'yes' : 'no'}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{t('warehouse.packages.completeness.title')}</Text>
        <Badge colorPalette={palette} variant="solid" size="lg" data-testid="wh-package-together">
          {c.together}/{c.total}
        </Badge>
      </HStack>
      <Text color={c.complete ? 'fg.success' : c.location_id === null ? undefined : 'fg.warning'} fontWeight="medium" data-testid="wh-package-completeness-text">
        {headline}
      </Text>
      <Stack gap="1" as="ul" listStyleType="none" data-testid="wh-package-siblings">
        {c.siblings.map((s) => (
          <SiblingRow key={s.package_no} sibling={s} self={s.package_no === packageNo} />
        ))}
      </Stack>
      {c.unknown > 0 && (
        <Text fontSize="sm" color="fg.warning">
          {t('warehouse.packages.completeness.unknown', { count: c.unknown })}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {c.source === 'order' ? t('warehouse.packages.completeness.fromOrder') : t('warehouse.packages.completeness.fromKnown', { total: c.total })}
      </Text>
    </Stack>
  );
}

function SiblingRow({ sibling: s, self }: { sibling: PackageSibling; self: boolean }) {
  const { t } = useTranslation();
  const where = s.location_code ? `${s.location_code}${s.warehouse_name ? ` (${s.warehouse_name})` : ''}` : s.doc_no;
  return (
    <Box as="li" px="2" py="1" borderRadius="sm" bg={self ? 'bg.emphasized' : s.together ? 'green.subtle' : undefined} data-testid="wh-package-sibling" data-together={s.together ? 'yes' : 'no'}>
      <HStack gap="2" wrap="wrap">
        {self ? (
          <Text fontFamily="mono" fontWeight="bold">
            {s.package_no}
          </Text>
        ) : (
          <RouterLink to={PACKAGES_INDEX} search={{ no: s.package_no } as never}>
            <Text as="span" fontFamily="mono" color="brand.fg" textDecoration="underline">
              {s.package_no}
            </Text>
          </RouterLink>
        )}
        <Badge colorPalette={STATE_PALETTE[s.state]} variant="subtle">
          {t(`warehouse.packages.state.${s.state}`)}
        </Badge>
        {where && <Text fontSize="sm">{where}</Text>}
        {self && <Text fontSize="xs" color="fg.muted">{t('warehouse.packages.completeness.self')}</Text>}
        {!self && s.together && <Text fontSize="xs" color="fg.success">{t('warehouse.packages.completeness.here')}</Text>}
      </HStack>
    </Box>
  );
}
