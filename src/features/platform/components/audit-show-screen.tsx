/**
 * /saas/basic/audit/show/:id: one application — company and main-account data, the qualification photos in the
 * image viewer, approve (activates the company) or reject with a required reason, and the decision history. Once
 * approved, the company's edition (EditionPanel): where merchants and delivery companies get theirs set, as servicers
 * do on their own page.
 */
import { Alert, Box, Button, CloseButton, DataList, Dialog, Grid, Heading, HStack, Portal, Skeleton, Stack, Text, Timeline } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useDecideAudit } from '../api/decide-audit';
import { useAudit } from '../api/get-audit';
import type { AuditDetail } from '../api/types';
import { formatTime } from '../utils/forms';
import { EditionPanel } from './edition-panel';
import { QualificationGallery } from './qualification-gallery';
import { RejectDialog } from './reject-dialog';
import { ReviewBadge } from './review-badge';

export function AuditShowScreen() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const audit = useAudit(valid ? id : 0);
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="audit-show-screen" maxW="1200px">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">{t('platform.audit.showTitle')}</Heading>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/saas/basic/audit/index">{t('platform.backToList')}</RouterLink>
        </Button>
      </HStack>
      {!valid || audit.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('platform.notFound')}</Alert.Title>
        </Alert.Root>
      ) : audit.data ? (
        <AuditBody audit={audit.data} />
      ) : (
        <Skeleton h="360px" />
      )}
    </Stack>
  );
}

function AuditBody({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation();
  const decide = useDecideAudit();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = audit.status === 'pending';

  const approve = async () => {
    try {
      await decide.mutateAsync({ id: audit.id, decision: 'approve' });
      toast.success(t('platform.audit.approved', { name: audit.name }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.msg : t('platform.failed'));
    }
    setApproving(false);
  };

  const reject = async (reason: string): Promise<string | null> => {
    try {
      await decide.mutateAsync({ id: audit.id, decision: 'reject', reason });
      toast.success(t('platform.audit.rejected', { name: audit.name }));
      setRejecting(false);
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.msg : t('platform.failed');
    }
  };

  const rows: [string, string][] = [
    [t('platform.audit.columns.name'), audit.name],
    [t('platform.audit.columns.type'), t(`platform.companyTypes.${audit.type}`, { defaultValue: audit.type })],
    [t('platform.appCode'), audit.app_code],
    [t('platform.audit.contactPhone'), audit.contact_phone || '—'],
    [t('platform.audit.columns.username'), audit.username],
    [t('platform.audit.mainName'), audit.nickname],
    [t('platform.audit.columns.phone'), audit.phone],
    [t('platform.audit.trial'), `${audit.subscribe_version_name || '—'} · ${audit.hosting_end ?? '—'}`],
    [t('platform.audit.registeredAt'), formatTime(audit.created_at)],
    [t('platform.audit.columns.submittedAt'), formatTime(audit.submitted_at)],
  ];

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
      <Stack gap="4">
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Heading size="sm">{t('platform.audit.company')}</Heading>
              <ReviewBadge status={audit.status} />
            </HStack>
            <DataList.Root orientation="horizontal" size="sm" data-testid="audit-company">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="110px">{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {audit.status === 'rejected' && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('platform.audit.reason')}</Alert.Title>
                  <Alert.Description data-testid="audit-reason">{audit.reason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </Box>
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
          <Stack gap="3">
            <Heading size="sm">{t('platform.audit.photos', { count: audit.qualification_fileids.length })}</Heading>
            <QualificationGallery companyId={audit.id} fileids={audit.qualification_fileids} />
          </Stack>
        </Box>
        {audit.status === 'approved' && <EditionPanel companyId={audit.id} name={audit.name} />}
        {pending && (
          <HStack gap="3">
            <Button colorPalette="green" size="sm" onClick={() => setApproving(true)} data-testid="audit-approve">
              <LuCheck /> {t('platform.audit.approve')}
            </Button>
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => setRejecting(true)} data-testid="audit-reject">
              <LuX /> {t('platform.audit.reject')}
            </Button>
          </HStack>
        )}
      </Stack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        <Stack gap="3">
          <Heading size="sm">{t('platform.audit.history')}</Heading>
          <Timeline.Root size="sm" data-testid="audit-history">
            {audit.events.map((e) => (
              <Timeline.Item key={e.id}>
                <Timeline.Connector>
                  <Timeline.Separator />
                  <Timeline.Indicator bg={e.action === 'approved' ? 'green.500' : e.action === 'rejected' ? 'red.500' : 'gray.400'} />
                </Timeline.Connector>
                <Timeline.Content>
                  <Timeline.Title fontSize="sm">{t(`platform.audit.events.${e.action}`, { defaultValue: e.action })}</Timeline.Title>
                  <Timeline.Description fontSize="xs">
                    {formatTime(e.created_at)} · {e.actor_name || '—'}
                  </Timeline.Description>
                  {e.reason && <Text fontSize="sm">{e.reason}</Text>}
                </Timeline.Content>
              </Timeline.Item>
            ))}
          </Timeline.Root>
        </Stack>
      </Box>
      <Dialog.Root open={approving} onOpenChange={(d) => !d.open && setApproving(false)} placement="center" size="sm" role="alertdialog" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="approve-dialog" mx="4">
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('platform.audit.approveTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm">{t('platform.audit.approveBody', { name: audit.name })}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={() => setApproving(false)}>
                  {t('platform.cancel')}
                </Button>
                <Button size="sm" colorPalette="green" loading={decide.isPending} onClick={() => void approve()} data-testid="approve-confirm">
                  {t('platform.audit.approve')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" onClick={() => setApproving(false)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <RejectDialog open={rejecting} companyName={audit.name} saving={decide.isPending} onReject={reject} onClose={() => setRejecting(false)} />
    </Grid>
  );
}
