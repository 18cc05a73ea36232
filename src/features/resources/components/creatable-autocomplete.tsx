/**
 * The autocomplete the station and factory fields share (spec §2.5, §8, §9): suggestions (page 1, 20 per page)
 * for the typed text after a debounce; on blur, text that matches no suggestion is created (when allowed) and
 * selected, while text that matches one selects it. Failed requests are only logged and give an empty list.
 */
import { Box, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/ui/searchable-select/use-debounced-value';

export const AUTOCOMPLETE_PER_PAGE = 20;

export interface AutocompleteOption {
  value: string;
  label: string;
}

export interface CreatableAutocompleteProps {
  sourceKey: string;
  /** suggestions for a term ('' = the first page) */
  suggest(term: string): Promise<AutocompleteOption[]>;
  /** creates the item; only called when allowCreate */
  create(name: string): Promise<AutocompleteOption>;
  allowCreate: boolean;
  value: AutocompleteOption | null;
  onChange(value: AutocompleteOption | null): void;
  debounceMs: number;
  placeholder?: string;
  'data-testid': string;
}

/** Failed suggestion requests are only logged (spec §8). */
export async function safeSuggest(fn: () => Promise<AutocompleteOption[]>, what: string): Promise<AutocompleteOption[]> {
  try {
    return await fn();
  } catch (error) {
    console.debug(`[resources] ${what} request failed`, error);
    return [];
  }
}

/** The suggestion whose label is the text itself (trimmed), if any. */
export const exactMatch = (list: readonly AutocompleteOption[], text: string) => list.find((o) => o.label.trim() === text.trim()) ?? null;

export function CreatableAutocomplete({ sourceKey, suggest, create, allowCreate, value, onChange, debounceMs, placeholder, 'data-testid': testId }: CreatableAutocompleteProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const term = (text ?? '').trim();
  const debounced = useDebouncedValue(term, debounceMs);
  const suggestions = useQuery({
    queryKey: ['autocomplete', sourceKey, debounced],
    queryFn: () => safeSuggest(() => suggest(debounced), sourceKey),
    enabled: open,
    staleTime: 30_000,
  });
  const list = suggestions.data ?? [];

  const pick = (o: AutocompleteOption | null) => {
    setText(null);
    setOpen(false);
    onChange(o);
  };

  const onBlur = async () => {
    setOpen(false);
    if (text === null) return;
    if (term === '') {
      pick(null);
      return;
    }
    if (value && value.label === term) {
      setText(null);
      return;
    }
    setBusy(true);
    try {
      // the suggestions for exactly this text, not a possibly stale debounced list
      const match = exactMatch(await safeSuggest(() => suggest(term), sourceKey), term);
      if (match) return pick(match);
      if (!allowCreate) return;
      try {
        pick(await create(term));
        // the suggestions cached before it existed (for this very text, too) are out of date
        void queryClient.invalidateQueries({ queryKey: ['autocomplete', sourceKey] });
      } catch (error) {
        console.debug(`[resources] ${sourceKey} create failed`, error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box position="relative" data-testid={testId} minW="0">
      <Input
        size="sm"
        value={text ?? value?.label ?? ''}
        placeholder={placeholder}
        data-testid={`${testId}-input`}
        aria-busy={busy || undefined}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onBlur={() => void onBlur()}
      />
      {busy && <Spinner size="xs" position="absolute" right="2" top="2.5" />}
      {open && (
        <Stack
          gap="0"
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          maxH="240px"
          overflowY="auto"
          data-testid={`${testId}-content`}
        >
          {list.length === 0 ? (
            <Text px="2" py="1" fontSize="sm" color="fg.muted">
              {suggestions.isFetching ? t('searchableSelect.loading') : t('searchableSelect.empty')}
            </Text>
          ) : (
            list.map((o) => (
              <Box
                key={o.value}
                px="2"
                py="1"
                fontSize="sm"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                data-testid={`${testId}-option`}
                // keep the focus so the blur does not treat the text as new
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                {o.label}
              </Box>
            ))
          )}
        </Stack>
      )}
    </Box>
  );
}
