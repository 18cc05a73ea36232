/** The shell's session prompts: business-unit chooser (automatic and on demand), trial expired, expiry banner. */
import { useQuery } from '@tanstack/react-query';
import { businessGroupsQuery, subscriptionQuery } from '@/lib/session/queries';
import { useTokenPayload } from '@/lib/session/token-store';
import { useVariant } from '@/lib/variant';
import { BusinessUnitDialog } from './business-unit-dialog';
import { ExpiredDialog } from './expired-dialog';
import { ExpiryWarning } from './expiry-warning';

export interface SessionDialogsProps {
  /** opened from the user dropdown */
  manualChooser: boolean;
  onCloseChooser: () => void;
}

/** After login, a user with several business units whose token has none yet must choose one. */
export function needsBusinessUnitChoice(groupCount: number, tokenGroupId: number | null | undefined): boolean {
  return groupCount > 1 && (tokenGroupId === null || tokenGroupId === undefined || tokenGroupId === 0);
}

export function SessionDialogs({ manualChooser, onCloseChooser }: SessionDialogsProps) {
  const variant = useVariant();
  const payload = useTokenPayload();
  const groups = useQuery(businessGroupsQuery());
  const subscription = useQuery(subscriptionQuery(variant.appCode));
  const list = groups.data ?? [];
  const expired = subscription.data?.is_expired === true;
  const autoChooser = !expired && groups.isSuccess && needsBusinessUnitChoice(list.length, payload?.group_id);

  return (
    <>
      {expired && subscription.data && <ExpiredDialog subscription={subscription.data} />}
      <BusinessUnitDialog
        open={!expired && (autoChooser || manualChooser)}
        groups={list}
        currentGroupId={payload?.group_id}
        dismissible={!autoChooser}
        onClose={onCloseChooser}
      />
    </>
  );
}

export function SubscriptionBanner({ appCode }: { appCode: string }) {
  const subscription = useQuery(subscriptionQuery(appCode));
  const s = subscription.data;
  if (!s || s.is_expired || !s.is_show) return null;
  return <ExpiryWarning subscription={s} />;
}
