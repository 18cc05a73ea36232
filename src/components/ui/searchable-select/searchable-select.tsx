/**
 * The one searchable-select base every resource picker is built on (spec §2.5, §4 Inline-add dialog, §9):
 * server search after a per-picker debounce, an initial list, selected-value lookups for values whose label is
 * unknown, single or multi with a limit, an 'add and use' item at the bottom that opens the picker's inline-add
 * dialog (a saved record joins the options and is selected; cancel restores the options), and select-on-load
 * (a loaded list with exactly one option selects it and locks the field).
 */
import { Box, Combobox, createListCollection, HStack, Portal, Spinner, Tag, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { pickWithinLimit } from '../multi-limit';
import { ADD_ITEM_VALUE, mergeOptions, narrowOptions, singleOption, withAdded, type SelectOption } from './options';
import { useDebouncedValue } from './use-debounced-value';

export interface AddDialogContext<R> {
  open: boolean;
  /** Cancel: the dialog resets its fields; the select restores its options */
  onCancel(): void;
  /** Save succeeded: the record joins the options and is selected */
  onAdded(option: SelectOption<R>): void;
}

export interface SearchableSelectProps<R = unknown> {
  /** identifies the source and its fixed params (query cache key) */
  sourceKey: readonly unknown[];
  /** one search: page 1, 10 per page; '' is the initial list */
  search(term: string): Promise<SelectOption<R>[]>;
  /** labels of chosen values the options do not know */
  lookup?(values: string[]): Promise<SelectOption<R>[]>;
  debounceMs: number;
  /** fetch the list before the user types or opens the field */
  loadInitial?: boolean;
  /** false: no request at all, field disabled (e.g. stores without a consignor) */
  enabled?: boolean;
  value: string[];
  onChange(value: string[], options: SelectOption<R>[]): void;
  multiple?: boolean;
  /** multi-select limit, 0 = none */
  limit?: number;
  /** a loaded list with exactly one option selects it and locks the field */
  selectOnLoad?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** label of the 'add and use' item; defaults to the common text */
  addLabel?: string;
  /** the inline-add dialog; without it there is no 'add and use' item */
  renderAdd?(ctx: AddDialogContext<R>): ReactNode;
  /** hide the 'add and use' item even when renderAdd is given (e.g. a permission says CANNOT) */
  hideAdd?: boolean;
  /** shown at the bottom of the list instead of the 'add and use' item (e.g. why adding is not offered yet) */
  addNote?: string;
  'data-testid'?: string;
}

const safe = async <R,>(fn: () => Promise<SelectOption<R>[]>): Promise<SelectOption<R>[]> => {
  try {
    return await fn();
  } catch (error) {
    // spec §8: a failed suggestion request is only logged and gives an empty list
    console.debug('[searchable-select] request failed', error);
    return [];
  }
};

export function SearchableSelect<R = unknown>({
  sourceKey,
  search,
  lookup,
  debounceMs,
  loadInitial = false,
  enabled = true,
  value,
  onChange,
  multiple = false,
  limit = 0,
  selectOnLoad = false,
  placeholder,
  disabled,
  addLabel,
  renderAdd,
  hideAdd = false,
  addNote,
  'data-testid': testId = 'searchable-select',
}: SearchableSelectProps<R>) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(false);
  const [inputText, setInputText] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [added, setAdded] = useState<SelectOption<R>[]>([]);
  // the last pick went past the multi-select limit: refused, and the field says why until the next change
  const [refused, setRefused] = useState(false);
  const debounced = useDebouncedValue(term.trim(), debounceMs);
  const known = useRef(new Map<string, SelectOption<R>>());
  const key = JSON.stringify(sourceKey);

  const initial = useQuery({
    queryKey: ['searchable-select', key, ''],
    queryFn: () => safe(() => search('')),
    enabled: enabled && (loadInitial || selectOnLoad || active),
    staleTime: 30_000,
  });
  const searched = useQuery({
    queryKey: ['searchable-select', key, debounced],
    queryFn: () => safe(() => search(debounced)),
    enabled: enabled && active && debounced !== '',
    staleTime: 30_000,
  });
  for (const o of [...added, ...(initial.data ?? []), ...(searched.data ?? [])]) known.current.set(o.value, o);
  const missing = value.filter((v) => v !== '' && !known.current.has(v));
  const looked = useQuery({
    queryKey: ['searchable-select', key, 'lookup', missing.join(',')],
    queryFn: () => safe(() => lookup!(missing)),
    enabled: enabled && !!lookup && missing.length > 0,
    staleTime: 5 * 60_000,
  });
  for (const o of looked.data ?? []) known.current.set(o.value, o);

  // select-on-load: exactly one option in the loaded list → chosen and locked
  const only = selectOnLoad && initial.isSuccess ? singleOption(initial.data) : null;
  const locked = !!only;
  useEffect(() => {
    if (!only) return;
    if (value.length === 1 && value[0] === only.value) return;
    onChange([only.value], [only]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only?.value]);

  // while the typed text waits for its debounce, the options shown are the last list narrowed to the text: never an
  // unfiltered list a quick click would pick the wrong row from (the server's answer replaces it)
  const typed = term.trim();
  const list = useMemo(() => {
    const shown = debounced === '' ? mergeOptions(added, initial.data) : (searched.data ?? []);
    return typed === debounced ? shown : narrowOptions(shown, typed);
  }, [typed, debounced, added, initial.data, searched.data]);
  const showAdd = !!renderAdd && !hideAdd && !locked;
  const full = multiple && limit > 0 && value.length >= limit;
  const items = useMemo<SelectOption<R>[]>(
    () => (showAdd ? [...list, { value: ADD_ITEM_VALUE, label: addLabel ?? t('searchableSelect.addAndUse') }] : list),
    [list, showAdd, addLabel, t],
  );
  const collection = useMemo(
    () =>
      createListCollection<SelectOption<R>>({
        items,
        itemToString: (o) => o.label,
        itemToValue: (o) => o.value,
        isItemDisabled: (o) => full && o.value !== ADD_ITEM_VALUE && !value.includes(o.value),
      }),
    [items, full, value],
  );

  const labelOf = (v: string) => known.current.get(v)?.label ?? v;
  const optionsOf = (vs: string[]) => vs.map((v) => known.current.get(v) ?? { value: v, label: v });
  const restore = () => {
    setTerm('');
    setInputText(null);
  };
  const type = (text: string) => {
    setActive(true);
    setInputText(text);
    setTerm(text);
  };
  const apply = ({ value: next, refused: over }: { value: string[]; refused: boolean }) => {
    setRefused(over);
    if (!over) onChange(next, optionsOf(next));
  };
  const choose = (vs: string[]) => apply(multiple ? pickWithinLimit(value, vs, limit) : { value: vs.slice(-1), refused: false });

  // a value changed from outside (a scanned code, a parent's reset) replaces whatever was typed with its label
  const valueKey = value.join(',');
  useEffect(restore, [valueKey]);

  const typing = term.trim() !== debounced || searched.isFetching || (debounced === '' && initial.isFetching);
  const isDisabled = disabled || !enabled || locked;

  return (
    // data-busy: typed text waiting for its search's answer — the list may still change under a pointer (tests wait on it)
    <Box data-testid={testId} data-locked={locked ? 'true' : undefined} data-busy={typing && active ? 'true' : undefined} minW="0">
      <Combobox.Root
        collection={collection}
        multiple={multiple}
        value={value}
        disabled={isDisabled}
        size="sm"
        openOnClick
        selectionBehavior={multiple ? 'clear' : 'replace'}
        inputValue={inputText ?? (!multiple && value[0] ? labelOf(value[0]) : '')}
        onInputValueChange={(d) => {
          // the text is what the user typed (the input's own change event below) or the chosen value's label: the
          // combobox syncing its input after a value change names the last event it saw as the reason — often a
          // keystroke long past — and would blank a value set from outside (a scanned code, the add dialog)
          if (d.reason !== 'input-change') restore();
        }}
        onOpenChange={(d) => d.open && setActive(true)}
        onValueChange={(d) => {
          if (d.value.includes(ADD_ITEM_VALUE)) {
            setAddOpen(true);
            return;
          }
          restore();
          choose(d.value);
        }}
      >
        {multiple && value.length > 0 && (
          <HStack gap="1" wrap="wrap" mb="1">
            {value.map((v) => (
              <Tag.Root key={v} size="sm" data-testid={`${testId}-tag`}>
                <Tag.Label>{labelOf(v)}</Tag.Label>
                {!isDisabled && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger onClick={() => choose(value.filter((x) => x !== v))} />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
          </HStack>
        )}
        <Combobox.Control>
          <Combobox.Input
            onChange={(e) => type(e.currentTarget.value)}
            placeholder={placeholder ?? t('searchableSelect.placeholder')}
            data-testid={`${testId}-input`}
            title={locked ? t('searchableSelect.locked') : undefined}
          />
          <Combobox.IndicatorGroup>
            {typing && active && <Spinner size="xs" />}
            {!locked && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content data-testid={`${testId}-content`}>
              {!typing && list.length === 0 && (
                <Text px="2" py="1" fontSize="sm" color="fg.muted">
                  {t('searchableSelect.empty')}
                </Text>
              )}
              {typing && list.length === 0 && (
                <Text px="2" py="1" fontSize="sm" color="fg.muted">
                  {t('searchableSelect.loading')}
                </Text>
              )}
              {full && (
                <Text px="2" py="1" fontSize="xs" color="fg.warning">
                  {t('searchableSelect.limit', { limit })}
                </Text>
              )}
              {items.map((item) =>
                item.value === ADD_ITEM_VALUE ? (
                  <Combobox.Item key={item.value} item={item} data-testid={`${testId}-add`} color="brand.fg" borderTopWidth="1px">
                    <LuPlus /> {item.label}
                  </Combobox.Item>
                ) : (
                  <Combobox.Item key={item.value} item={item} data-testid={`${testId}-option`}>
                    {item.label}
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ),
              )}
              {!showAdd && addNote && (
                <Text px="2" py="1" fontSize="xs" color="fg.muted" borderTopWidth="1px" data-testid={`${testId}-add-note`}>
                  {addNote}
                </Text>
              )}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {refused && (
        <Text fontSize="xs" color="fg.error" role="alert" mt="1" data-testid={`${testId}-limit`}>
          {t('ui.multiLimit', { limit })}
        </Text>
      )}
      {renderAdd?.({
        open: addOpen,
        onCancel: () => {
          setAddOpen(false);
          restore();
        },
        onAdded: (option) => {
          known.current.set(option.value, option);
          setAdded((a) => mergeOptions([option], a));
          setAddOpen(false);
          restore();
          apply(withAdded(value, option.value, multiple, limit));
        },
      })}
    </Box>
  );
}
