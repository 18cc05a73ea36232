/**
 * Above the 补货 list: the min/max rules of the pick locations of a warehouse (add, change, remove) and what they
 * suggest now; one click makes the suggestions a replenish document and opens it (?doc=), where it is confirmed and
 * completed like any other.
 */
import { Alert, Badge, Box, Button, Collapsible, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, useCreateDocument } from '../api/create-document';
import type { ReplenishRuleRow } from '@/domain/warehouse/api-replenish';
import { useRemoveReplenishRule, useReplenishRules, useReplenishSuggestions, useSaveReplenishRule } from '../api/replenish';
import { OwnerPicker, ProductPicker } from './party-pickers';
import { CardFact, CardFigures, CardHead, PhoneCard, usePhone } from './phone-cards';
import { LocationSelect, WarehouseSelect } from './place-selects';

export interface ReplenishPanelProps {
  /** the list screen's path, to open the new document in its drawer */
  path: string;
}

export function ReplenishPanel({ path }: ReplenishPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [warehouseId, setWarehouseId] = useState('');
  const rules = useReplenishRules(warehouseId);
  const suggestions = useReplenishSuggestions(warehouseId);
  const save = useSaveReplenishRule();
  const remove = useRemoveReplenishRule();
  const create = useCreateDocument();
  const [form, setForm] = useState({ location: '', product: { value: '', label: '' }, owner: { value: '', label: '' }, min: '', max: '' });
  const list = suggestions.data ?? [];
  const phone = usePhone();
  const error = [save.error, create.error, remove.error].find((e) => e instanceof ApiError) as ApiError | undefined;

  const add = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { warehouse_id: Number(warehouseId), location_id: Number(form.location), product_id: Number(form.product.value), owner_id: Number(form.owner.value || 0), min_qty: Number(form.min), max_qty: Number(form.max) },
      { onSuccess: () => setForm((f) => ({ ...f, product: { value: '', label: '' }, min: '', max: '' })) },
    );
  };
  const makeDocument = () => {
    // one document per owner: a document has one owner for its lines unless a line names another
    create.mutate(
      {
        idempotencyKey: newIdempotencyKey(),
        body: {
          kind: 'replenish',
          warehouse_id: Number(warehouseId),
          memo: t('warehouse.replenish.fromSuggestions'),
          lines: list.map((s) => ({ product_id: s.product_id, owner_id: s.owner_id, location_id: s.location_id, to_location_id: s.to_location_id, quantity: s.quantity })),
        },
      },
      { onSuccess: (doc) => void navigate({ to: path, search: { doc: String(doc.id) } } as never) },
    );
  };

  return (
    <Collapsible.Root defaultOpen>
      <Box bg="bg" borderWidth="1px" borderRadius="md" data-testid="wh-replenish-panel">
        <Collapsible.Trigger asChild>
          <HStack as="button" w="full" px="3" py="2" justify="space-between" cursor="pointer">
            <Text fontWeight="semibold">
              {t('warehouse.replenish.title')}
              {list.length > 0 && (
                <Badge ml="2" colorPalette="orange" data-testid="wh-replenish-count">
                  {list.length}
                </Badge>
              )}
            </Text>
            <LuChevronDown />
          </HStack>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="3" px="3" pb="3">
            <HStack gap="2" flexWrap="wrap">
              <WarehouseSelect value={warehouseId} onChange={setWarehouseId} emptyLabel={t('warehouse.replenish.chooseWarehouse')} data-testid="wh-replenish-warehouse" />
              <Text fontSize="sm" color="fg.muted">
                {t('warehouse.replenish.explain')}
              </Text>
            </HStack>
            {error && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{error.msg}</Alert.Title>
              </Alert.Root>
            )}
            {warehouseId && (
              <>
                {phone ? (
                  <Stack gap="2" data-testid="wh-replenish-rule-cards">
                    {(rules.data ?? []).map((r) => (
                      <RuleCard key={r.id} rule={r} onRemove={() => remove.mutate(r.id)} />
                    ))}
                    {rules.data?.length === 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('warehouse.replenish.noRules')}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Box overflowX="auto">
                    <Table.Root size="sm" data-testid="wh-replenish-rules">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>{t('warehouse.replenish.pickLocation')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('warehouse.fields.product')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('warehouse.fields.owner')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('warehouse.replenish.onHand')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('warehouse.replenish.min')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('warehouse.replenish.max')}</Table.ColumnHeader>
                          <Table.ColumnHeader />
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {(rules.data ?? []).map((r) => (
                          <Table.Row key={r.id}>
                            <Table.Cell fontFamily="mono">{r.location_code}</Table.Cell>
                            <Table.Cell>{r.product_name}</Table.Cell>
                            <Table.Cell>{r.owner_name}</Table.Cell>
                            <Table.Cell textAlign="end" color={r.on_hand < r.min_qty ? 'fg.error' : undefined}>
                              {r.on_hand}
                            </Table.Cell>
                            <Table.Cell textAlign="end">{r.min_qty}</Table.Cell>
                            <Table.Cell textAlign="end">{r.max_qty}</Table.Cell>
                            <Table.Cell textAlign="end">
                              <IconButton size="xs" variant="ghost" aria-label={t('warehouse.replenish.remove')} onClick={() => remove.mutate(r.id)}>
                                <LuTrash2 />
                              </IconButton>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                        {rules.data?.length === 0 && (
                          <Table.Row>
                            <Table.Cell colSpan={7} color="fg.muted">
                              {t('warehouse.replenish.noRules')}
                            </Table.Cell>
                          </Table.Row>
                        )}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                )}
                <form onSubmit={add}>
                  <HStack gap="2" flexWrap="wrap" align="end">
                    <LocationSelect warehouseId={Number(warehouseId)} value={form.location} onChange={(location) => setForm((f) => ({ ...f, location }))} data-testid="wh-replenish-location" />
                    <Box minW="200px" flex="1">
                      <ProductPicker value={form.product.value} label={form.product.label} onChange={(value, label) => setForm((f) => ({ ...f, product: { value, label } }))} data-testid="wh-replenish-product" />
                    </Box>
                    <Box minW="160px">
                      <OwnerPicker value={form.owner.value} label={form.owner.label} onChange={(value, label) => setForm((f) => ({ ...f, owner: { value, label } }))} data-testid="wh-replenish-owner" />
                    </Box>
                    <Input size="sm" w="20" type="number" min={0} placeholder={t('warehouse.replenish.min')} value={form.min} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, min: value }))} data-testid="wh-replenish-min" />
                    <Input size="sm" w="20" type="number" min={1} placeholder={t('warehouse.replenish.max')} value={form.max} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, max: value }))} data-testid="wh-replenish-max" />
                    <Button size="sm" type="submit" variant="outline" loading={save.isPending} disabled={!form.location || !form.product.value || form.min === '' || form.max === ''} data-testid="wh-replenish-add">
                      <LuPlus /> {t('warehouse.replenish.addRule')}
                    </Button>
                  </HStack>
                </form>
                <Text fontWeight="semibold" fontSize="sm">
                  {t('warehouse.replenish.suggestions')}
                </Text>
                {list.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('warehouse.replenish.nothingToDo')}
                  </Text>
                ) : (
                  <>
                    <Box overflowX="auto">
                      <Table.Root size="sm" data-testid="wh-replenish-suggestions">
                        <Table.Body>
                          {list.map((s) => (
                            <Table.Row key={`${s.rule_id}-${s.location_id}`}>
                              <Table.Cell>{s.product_name}</Table.Cell>
                              <Table.Cell fontFamily="mono">
                                {s.location_code} → {s.to_location_code}
                              </Table.Cell>
                              <Table.Cell textAlign="end">× {s.quantity}</Table.Cell>
                              <Table.Cell color="fg.muted" fontSize="xs">
                                {t('warehouse.replenish.why', { onHand: s.on_hand, min: s.min_qty, max: s.max_qty })}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                    <HStack justify="flex-end">
                      <Button size="sm" colorPalette="brand" loading={create.isPending} onClick={makeDocument} data-testid="wh-replenish-make">
                        {t('warehouse.replenish.make')}
                      </Button>
                    </HStack>
                  </>
                )}
              </>
            )}
          </Stack>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}

/** a rule on a phone: the pick location and product, its owner, and on hand against min and max */
function RuleCard({ rule, onRemove }: { rule: ReplenishRuleRow; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <PhoneCard data-testid="wh-rule-card">
      <CardHead
        title={rule.product_name}
        aside={
          <IconButton size="xs" variant="ghost" aria-label={t('warehouse.replenish.remove')} onClick={onRemove}>
            <LuTrash2 />
          </IconButton>
        }
      />
      <CardFact label={t('warehouse.replenish.pickLocation')}>
        <Text as="span" fontFamily="mono">
          {rule.location_code}
        </Text>
      </CardFact>
      <CardFact label={t('warehouse.fields.owner')}>{rule.owner_name}</CardFact>
      <CardFigures
        figures={[
          { label: t('warehouse.replenish.onHand'), value: rule.on_hand, color: rule.on_hand < rule.min_qty ? 'fg.error' : undefined, strong: true },
          { label: t('warehouse.replenish.min'), value: rule.min_qty },
          { label: t('warehouse.replenish.max'), value: rule.max_qty },
        ]}
      />
    </PhoneCard>
  );
}
