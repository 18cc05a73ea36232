/** One task on a phone: order no, consignee (tap to call), address, appointment, time-limit colour, its actions. */
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPhone } from 'react-icons/lu';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { LIMITATION_COLOURS } from '../utils/age';
import type { TaskAction } from '../utils/field-status';
import type { FieldOrder } from '../utils/field-store';

export interface TaskCardProps {
  order: FieldOrder;
  actions: TaskAction[];
  rejection?: string;
  highlighted?: boolean;
  onAction(action: TaskAction): void;
  /** more buttons another area adds to the card (composed in app/: the abnormal area's 异常上报) */
  extra?: ReactNode;
}

export function TaskCard({ order, actions, rejection, highlighted, onAction, extra }: TaskCardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const d = order.data;
  const limitation = d.limitation_status_code;
  const pending = order.localStatus !== null;
  return (
    <Box
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={LIMITATION_COLOURS[limitation] ?? 'border'}
      borderRadius="md"
      p="3"
      bg="bg"
      outline={highlighted ? '2px solid' : undefined}
      outlineColor="brand.500"
      data-testid="field-task-card"
      data-order-no={order.orderNo}
      data-pending={pending ? '1' : '0'}
    >
      <HStack justify="space-between" align="start" gap="2">
        <Text fontWeight="semibold" fontFamily="mono" fontSize="sm">
          {order.orderNo}
        </Text>
        <HStack gap="1">
          {limitation && (
            <Badge size="sm" colorPalette={limitation === 'C_DANGER' ? 'red' : limitation === 'B_WARNING' ? 'orange' : 'green'}>
              {t(`field.limitation.${limitation}`, { defaultValue: limitation })}
            </Badge>
          )}
          {pending && (
            <Badge size="sm" colorPalette="yellow" data-testid="field-task-pending">
              {t('field.tasks.pending')}
            </Badge>
          )}
        </HStack>
      </HStack>
      <Stack gap="1" mt="1.5" fontSize="sm">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{d.end_contact}</Text>
          {d.end_tel && (
            <Link href={`tel:${d.end_tel}`} color="brand.600" data-testid="field-task-tel" aria-label={`${t('field.tasks.call')} ${d.end_tel}`}>
              <LuPhone /> {d.end_tel}
            </Link>
          )}
        </HStack>
        <Text color="fg.muted">{[d.end_province, d.end_city, d.end_district, d.end_address].filter(Boolean).join(' ')}</Text>
        {d.appoint_at && (
          <Text>
            {t('field.tasks.appointAt')}: {chinaDateTime(d.appoint_at).slice(0, 16)}
          </Text>
        )}
        {d.products.length > 0 && (
          <Text color="fg.muted" fontSize="xs" truncate>
            {d.products.map((p) => `${p.name}×${p.quantity}`).join('；')} · {t('field.tasks.packages', { count: d.package })}
          </Text>
        )}
        {rejection !== undefined && (
          <Text color="red.600" fontSize="xs" data-testid="field-task-rejected">
            {t('field.tasks.rejected', { msg: rejection })}
          </Text>
        )}
      </Stack>
      {(actions.length > 0 || extra) && (
        <HStack mt="2" gap="2" justify="flex-end" flexWrap="wrap">
          {extra}
          {actions.map((a) => (
            <Button key={a} size="sm" colorPalette="brand" variant={a === 'sign' ? 'solid' : 'outline'} onClick={() => onAction(a)} data-testid={`field-action-${a}`}>
              {ORDER_ACTION_LABELS[a][lang]}
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
