/**
 * Generic remote select (spec §2.5): searches a configured url with the typed text under `searchKey` (default
 * name), page 1 / 10 per page, 1000 ms after typing stops; maps rows to {text, value}; looks chosen values up
 * by `lookupKey`. Without a url it shows '远程地址未定义'.
 */
import { Combobox, createListCollection, HStack, Portal, Spinner, Tag, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAP,
  fetchRemoteOptions,
  lookupParams,
  REMOTE_DEBOUNCE_MS,
  searchParams,
  type RemoteMap,
  type RemoteOption,
} from './remote-options';
import { MULTI_LIMIT, pickWithinLimit } from '../multi-limit';
import { useDebouncedValue } from './use-debounced-value';

export interface RemoteSelectProps {
  url?: string | null;
  searchKey?: string;
  map?: RemoteMap;
  /** query key carrying the chosen values (comma-joined) when their labels are unknown */
  lookupKey?: string;
  /** extra query params sent with every request */
  params?: Record<string, unknown>;
  value: string[];
  onChange: (value: string[], options: RemoteOption[]) => void;
  multiple?: boolean;
  /** multi-select limit (spec §9), 0 = none; a pick past it is refused with a message */
  limit?: number;
  placeholder?: string;
  disabled?: boolean;
  debounceMs?: number;
  'data-testid'?: string;
}

export function RemoteSelect({
  url,
  searchKey = 'name',
  map = DEFAULT_MAP,
  lookupKey = 'resource_ids',
  params,
  value,
  onChange,
  multiple = false,
  limit = MULTI_LIMIT.none,
  placeholder,
  disabled,
  debounceMs = REMOTE_DEBOUNCE_MS,
  'data-testid': testId = 'remote-select',
}: RemoteSelectProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(false);
  // null until the user types or picks: the input then shows the chosen value's text once it is known
  const [inputText, setInputText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const debounced = useDebouncedValue(term, debounceMs);
  const known = useRef(new Map<string, string>());
  const paramsKey = JSON.stringify(params ?? {});

  const search = useQuery({
    queryKey: ['remote-select', url, searchKey, paramsKey, debounced],
    queryFn: () => fetchRemoteOptions(url!, searchParams(searchKey, debounced, params), map),
    enabled: !!url && active,
    staleTime: 30_000,
    // while the typed term's answer is on its way the last list of the same source stays (no blink; an option
    // clicked in that moment is not pulled from under the pointer) — never a list of other params (another parent)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === url && previousQuery?.queryKey[3] === paramsKey ? previous : undefined,
  });
  const missing = value.filter((v) => !known.current.has(v));
  const lookup = useQuery({
    queryKey: ['remote-select', 'lookup', url, lookupKey, paramsKey, missing.join(',')],
    queryFn: () => fetchRemoteOptions(url!, lookupParams(lookupKey, missing, params), map),
    enabled: !!url && missing.length > 0,
    staleTime: 5 * 60_000,
  });
  for (const o of [...(search.data ?? []), ...(lookup.data ?? [])]) known.current.set(o.value, o.text);

  const items = useMemo(() => search.data ?? [], [search.data]);
  const collection = useMemo(
    () => createListCollection<RemoteOption>({ items, itemToString: (o) => o.text, itemToValue: (o) => o.value }),
    [items],
  );

  if (!url) {
    return (
      <Text color="fg.error" fontSize="sm" data-testid={`${testId}-no-url`} role="alert">
        {t('ui.remoteSelect.noUrl')}
      </Text>
    );
  }

  const textOf = (v: string) => known.current.get(v) ?? v;
  const typing = term !== debounced || search.isFetching;

  return (
    <Combobox.Root
      collection={collection}
      multiple={multiple}
      value={value}
      disabled={disabled}
      size="sm"
      openOnClick
      selectionBehavior={multiple ? 'clear' : 'replace'}
      inputValue={inputText ?? (!multiple && value[0] ? textOf(value[0]) : '')}
      onInputValueChange={(d) => {
        setActive(true);
        setInputText(d.inputValue);
        setTerm(d.inputValue);
      }}
      onOpenChange={(d) => d.open && setActive(true)}
      onValueChange={(d) => {
        const pick = multiple ? pickWithinLimit(value, d.value, limit) : { value: d.value, refused: false };
        setRefused(pick.refused);
        if (!pick.refused) onChange(pick.value, pick.value.map((v) => ({ value: v, text: textOf(v) })));
      }}
      data-testid={testId}
    >
      {multiple && value.length > 0 && (
        <HStack gap="1" wrap="wrap" mb="1">
          {value.map((v) => (
            <Tag.Root key={v} size="sm">
              <Tag.Label>{textOf(v)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  onClick={() => {
                    setRefused(false);
                    onChange(value.filter((x) => x !== v), []);
                  }}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder ?? t('ui.remoteSelect.placeholder')} data-testid={`${testId}-input`} />
        <Combobox.IndicatorGroup>
          {typing && active && <Spinner size="xs" />}
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content data-testid={`${testId}-content`}>
            {!typing && <Combobox.Empty>{t('ui.remoteSelect.empty')}</Combobox.Empty>}
            {typing && items.length === 0 && (
              <Text px="2" py="1" fontSize="sm" color="fg.muted">
                {t('ui.remoteSelect.loading')}
              </Text>
            )}
            {items.map((item) => (
              <Combobox.Item key={item.value} item={item} data-testid={`${testId}-option`}>
                {item.text}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
      {refused && (
        <Text fontSize="xs" color="fg.error" role="alert" mt="1" data-testid={`${testId}-limit`}>
          {t('ui.multiLimit', { limit })}
        </Text>
      )}
    </Combobox.Root>
  );
}
