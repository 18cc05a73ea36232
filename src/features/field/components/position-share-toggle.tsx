/**
 * '共享我的位置' on the tasks screen of a driver or delivery account: sharing starts only when the user switches it
 * on (the browser then asks for the location permission) and runs while deliveries are under way. The choice is
 * remembered per account on this device.
 */
import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMapPin } from 'react-icons/lu';
import { usePositionReporting } from '../hooks/use-position-reporting';

export interface PositionShareToggleProps {
  /** `<company>:<user>`: whose choice is remembered */
  scope: string;
  /** TO_SIGN tasks on the device: a delivery is under way */
  underWay: boolean;
}

const storageKey = (scope: string) => `lading.sharePosition.${scope}`;

function readChoice(scope: string): boolean {
  try {
    return localStorage.getItem(storageKey(scope)) === '1';
  } catch {
    return false;
  }
}

export function PositionShareToggle({ scope, underWay }: PositionShareToggleProps) {
  const { t } = useTranslation();
  const [on, setOn] = useState(() => readChoice(scope));
  const { status, lastSentAt } = usePositionReporting({ active: on && underWay });

  const change = (checked: boolean) => {
    setOn(checked);
    try {
      if (checked) localStorage.setItem(storageKey(scope), '1');
      else localStorage.removeItem(storageKey(scope));
    } catch {
      // private mode: the choice lasts for this visit
    }
  };

  const hint = !on
    ? t('field.position.hintOff')
    : !underWay
      ? t('field.position.idle')
      : status === 'sharing' && lastSentAt
        ? t('field.position.sentAt', { time: new Date(lastSentAt).toLocaleTimeString() })
        : t(`field.position.status.${status}`);

  return (
    <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="position-share" data-status={on && underWay ? status : 'off'}>
      <HStack gap="2" minW="0">
        <LuMapPin color={on && status === 'sharing' ? 'var(--chakra-colors-green-600)' : undefined} />
        <Stack gap="0" minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {t('field.position.toggle')}
          </Text>
          <Text fontSize="xs" color={status === 'denied' && on ? 'red.600' : 'fg.muted'} truncate>
            {hint}
          </Text>
        </Stack>
      </HStack>
      <Switch.Root checked={on} onCheckedChange={(d) => change(d.checked)} data-testid="position-share-switch">
        <Switch.HiddenInput aria-label={t('field.position.toggle')} />
        <Switch.Control />
      </Switch.Root>
    </HStack>
  );
}
