/**
 * Tree select (spec §2.5): single or multiple choice from a tree, with an optional filter that keeps the
 * ancestors of matches and opens them. Keyboard: arrows move and open/close, Enter or Space choose, Escape closes.
 */
import { Box, Button, Checkbox, Flex, HStack, Input, Popover, Portal, Spinner, Tag, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { MULTI_LIMIT, pickWithinLimit } from '../multi-limit';
import { useInsideOverlay } from '../overlay/inside-overlay';
import { TreeLoadFailure } from './load-failure';
import { ancestorsOf, filterTree, labelIndex, visibleRows, type TreeNode } from './tree';

/** Enough rows for any real tree level; a filter matching more shows the first ones. */
const MAX_ROWS = 400;

interface CommonProps {
  nodes: TreeNode[];
  filterable?: boolean;
  placeholder?: string;
  loading?: boolean;
  /** shown in place of the tree (a load failure) */
  error?: string | null;
  /** with an error: a retry button under it that calls this */
  onRetry?: () => void;
  disabled?: boolean;
  /** multi-select limit (spec §9), 0 = none; a pick past it is refused with a message */
  limit?: number;
  /** how a chosen value reads in the trigger (default: its label) */
  formatLabel?: (value: string) => string;
  'data-testid'?: string;
}
export type TreeSelectProps = CommonProps &
  ({ multiple?: false; value: string | null; onChange: (value: string | null) => void } | { multiple: true; value: string[]; onChange: (value: string[]) => void });

export function TreeSelect(props: TreeSelectProps) {
  const { nodes, filterable = false, placeholder, loading, error, onRetry, disabled, limit = MULTI_LIMIT.none, formatLabel, 'data-testid': testId = 'tree-select' } = props;
  const { t } = useTranslation();
  // in a dialog or drawer the panel renders in place (overlay/inside-overlay.tsx)
  const inOverlay = useInsideOverlay();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  // nodes the user closed while a filter had opened them
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [active, setActive] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const labels = useMemo(() => labelIndex(nodes), [nodes]);
  const filtered = useMemo(() => filterTree(nodes, filterable ? query : ''), [nodes, query, filterable]);
  const openSet = useMemo(() => {
    if (!query.trim()) return expanded;
    const open = new Set([...expanded, ...filtered.expanded]);
    collapsed.forEach((v) => open.delete(v));
    return open;
  }, [expanded, collapsed, filtered, query]);
  const rows = useMemo(() => visibleRows(filtered.nodes, openSet).slice(0, MAX_ROWS), [filtered, openSet]);

  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const isSelected = (v: string) => selected.includes(v);
  const display = (v: string) => formatLabel?.(v) ?? labels.get(v) ?? v;

  const toggleOpen = (value: string, to?: boolean) => {
    const open = to ?? !openSet.has(value);
    const edit = (set: Set<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(value);
      else next.delete(value);
      return next;
    };
    setExpanded((prev) => edit(prev, open));
    setCollapsed((prev) => edit(prev, !open));
  };

  const choose = (value: string) => {
    if (props.multiple) {
      const pick = pickWithinLimit(props.value, isSelected(value) ? props.value.filter((v) => v !== value) : [...props.value, value], limit);
      setRefused(pick.refused);
      if (!pick.refused) props.onChange(pick.value);
    } else {
      props.onChange(value);
      setOpen(false);
    }
  };

  const rowId = (value: string) => `${baseId}-${value}`;
  const focusRow = (value: string) => {
    setActive(value);
    document.getElementById(rowId(value))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!rows.length) return;
    const index = Math.max(0, rows.findIndex((r) => r.node.value === active));
    const row = rows[index];
    const move = (i: number) => focusRow(rows[Math.min(rows.length - 1, Math.max(0, i))].node.value);
    switch (e.key) {
      case 'ArrowDown':
        move(active === null ? 0 : index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded) toggleOpen(row.node.value, true);
        else if (row.expanded) move(index + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) toggleOpen(row.node.value, false);
        else if (row.parent) focusRow(row.parent);
        break;
      case 'Enter':
      case ' ':
        if (active !== null) choose(row.node.value);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const triggerText = selected.length ? (props.multiple ? null : display(selected[0])) : (placeholder ?? t('ui.treeSelect.placeholder'));

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => {
        // opening shows where the chosen values sit in the tree
        if (d.open) setExpanded((prev) => new Set([...prev, ...selected.flatMap((v) => ancestorsOf(nodes, v))]));
        setOpen(d.open);
      }}
      positioning={{ placement: 'bottom-start', strategy: inOverlay ? 'fixed' : 'absolute' }}
      initialFocusEl={() => (filterable ? null : listRef.current)}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          w="full"
          justifyContent="space-between"
          fontWeight="normal"
          disabled={disabled}
          data-testid={testId}
          aria-haspopup="tree"
          px="3"
        >
          <HStack gap="1" overflow="hidden" flex="1" minW="0">
            {props.multiple && selected.length ? (
              <>
                {selected.slice(0, 2).map((v) => (
                  <Tag.Root key={v} size="sm">
                    <Tag.Label>{display(v)}</Tag.Label>
                  </Tag.Root>
                ))}
                {selected.length > 2 && <Text fontSize="xs">+{selected.length - 2}</Text>}
              </>
            ) : (
              <Text truncate color={selected.length ? 'fg' : 'fg.subtle'}>
                {triggerText}
              </Text>
            )}
          </HStack>
          <LuChevronDown />
        </Button>
      </Popover.Trigger>
      <Portal disabled={inOverlay}>
        <Popover.Positioner>
          <Popover.Content w="max(var(--reference-width), 260px)" maxW="95vw" data-testid={`${testId}-panel`}>
            <Popover.Body p="2">
              {refused && (
                <Text fontSize="xs" color="fg.error" role="alert" mb="2" data-testid={`${testId}-limit`}>
                  {t('ui.multiLimit', { limit })}
                </Text>
              )}
              {filterable && (
                <Input
                  size="sm"
                  mb="2"
                  value={query}
                  placeholder={t('ui.treeSelect.filter')}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setCollapsed(new Set());
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowDown') {
                      e.preventDefault();
                      listRef.current?.focus();
                      if (rows[0]) focusRow(rows[0].node.value);
                    }
                  }}
                  data-testid={`${testId}-filter`}
                  aria-label={t('ui.treeSelect.filter')}
                />
              )}
              {error ? (
                <TreeLoadFailure message={error} onRetry={onRetry} testId={testId} />
              ) : loading ? (
                <Flex justify="center" p="4">
                  <Spinner size="sm" />
                </Flex>
              ) : rows.length === 0 ? (
                <Text color="fg.muted" fontSize="sm" p="2">
                  {t('ui.treeSelect.empty')}
                </Text>
              ) : (
                <Box
                  ref={listRef}
                  role="tree"
                  aria-multiselectable={props.multiple || undefined}
                  aria-activedescendant={active ? rowId(active) : undefined}
                  tabIndex={0}
                  maxH="300px"
                  overflowY="auto"
                  onKeyDown={onKeyDown}
                  outline="none"
                  _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-focus-ring, #3182ce)' }}
                  data-testid={`${testId}-tree`}
                >
                  {rows.map((row) => {
                    const v = row.node.value;
                    const chosen = isSelected(v);
                    return (
                      <Flex
                        key={`${row.parent}-${v}`}
                        id={rowId(v)}
                        role="treeitem"
                        aria-level={row.depth + 1}
                        aria-expanded={row.hasChildren ? row.expanded : undefined}
                        aria-selected={chosen}
                        data-value={v}
                        align="center"
                        gap="1"
                        pl={`${row.depth * 16 + 4}px`}
                        pr="2"
                        py="1"
                        rounded="sm"
                        cursor="pointer"
                        fontSize="sm"
                        bg={active === v ? 'bg.emphasized' : chosen && !props.multiple ? 'colorPalette.subtle' : undefined}
                        fontWeight={chosen && !props.multiple ? 'semibold' : undefined}
                        _hover={{ bg: 'bg.muted' }}
                        onClick={() => {
                          setActive(v);
                          choose(v);
                        }}
                      >
                        <Box
                          as="span"
                          boxSize="4"
                          display="inline-grid"
                          placeItems="center"
                          visibility={row.hasChildren ? 'visible' : 'hidden'}
                          onClick={(e) => {
                            e.stopPropagation();
                            toggleOpen(v);
                          }}
                          data-testid={`${testId}-toggle`}
                        >
                          {row.expanded ? <LuChevronDown /> : <LuChevronRight />}
                        </Box>
                        {props.multiple && (
                          <Checkbox.Root size="sm" checked={chosen} readOnly pointerEvents="none" tabIndex={-1}>
                            <Checkbox.Control />
                          </Checkbox.Root>
                        )}
                        <Text truncate>{row.node.label}</Text>
                      </Flex>
                    );
                  })}
                </Box>
              )}
              {selected.length > 0 && (
                <Flex justify="flex-end" mt="2">
                  <Button size="xs" variant="ghost" onClick={() => (props.multiple ? props.onChange([]) : props.onChange(null))}>
                    {t('ui.treeSelect.clear')}
                  </Button>
                </Flex>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
