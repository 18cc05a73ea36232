/**
 * A select whose options can be extended inline (spec §5 'Extendable select'): an add row appends a new option
 * and selects it; the chosen option can be renamed. Limits: 10 characters on add and 20 on edit, or 50 / 120
 * for products; empty text gives '请输入要新增的内容！'. The parent owns the options and may store a new one
 * (the abnormal register form's types: a new ABNORMAL_TYPE config item).
 */
import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extendError, type ExtendMode } from './limits';

export interface ExtendableOption {
  value: string;
  label: string;
}

export interface ExtendableSelectProps {
  options: ExtendableOption[];
  value: string;
  onChange(value: string): void;
  /**
   * a new option; the parent adds it to the options (it may persist it). Its value is its text, or what onAdd
   * answers (a stored option's code); a rejected promise keeps the add row open with the error's message. Without it
   * there is no add button (a user the server would refuse).
   */
  onAdd?(label: string): void | string | Promise<string | void>;
  /** a renamed option; without it there is no edit button */
  onEdit?(value: string, label: string): void;
  /** product names: 50 on add, 120 on edit */
  product?: boolean;
  'data-testid'?: string;
}

export function ExtendableSelect({ options, value, onChange, onAdd, onEdit, product = false, 'data-testid': testId = 'extendable-select' }: ExtendableSelectProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ExtendMode | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const start = (m: ExtendMode) => {
    setMode(m);
    setError('');
    setText(m === 'edit' ? (options.find((o) => o.value === value)?.label ?? '') : '');
  };
  const stop = () => {
    setMode(null);
    setText('');
    setError('');
  };
  const save = () => {
    if (!mode) return;
    const problem = extendError(text, mode, product);
    if (problem) {
      setError(problem.key === 'extendableSelect.tooLong' ? t(problem.key, { max: problem.max }) : t(problem.key));
      return;
    }
    const label = text.trim();
    if (mode !== 'add') {
      onEdit?.(value, label);
      return stop();
    }
    const added = onAdd?.(label);
    const select = (v: string | void) => {
      onChange(typeof v === 'string' && v !== '' ? v : label);
      stop();
    };
    if (!(added instanceof Promise)) return select(added);
    setSaving(true);
    added
      .then(select, (e: unknown) => setError((e as { msg?: string })?.msg ?? (e instanceof Error ? e.message : String(e))))
      .finally(() => setSaving(false));
  };

  return (
    <Stack gap="1" data-testid={testId} minW="0">
      <HStack gap="2">
        <NativeSelect.Root size="sm" disabled={mode !== null}>
          <NativeSelect.Field data-testid={`${testId}-field`} value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('extendableSelect.choose')}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {mode === null && onAdd && (
          <Button size="sm" variant="outline" onClick={() => start('add')} data-testid={`${testId}-add`}>
            {t('extendableSelect.add')}
          </Button>
        )}
        {mode === null && onEdit && value !== '' && (
          <Button size="sm" variant="ghost" onClick={() => start('edit')} data-testid={`${testId}-edit`}>
            {t('extendableSelect.edit')}
          </Button>
        )}
      </HStack>
      {mode !== null && (
        <Field.Root invalid={!!error}>
          <HStack gap="2" w="full">
            <Input
              size="sm"
              autoFocus
              value={text}
              placeholder={t('extendableSelect.newPlaceholder')}
              data-testid={`${testId}-text`}
              onChange={(e) => {
                setText(e.target.value);
                setError('');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                }
                if (e.key === 'Escape') stop();
              }}
            />
            <Button size="sm" colorPalette="brand" onClick={save} loading={saving} data-testid={`${testId}-save`}>
              {t('extendableSelect.save')}
            </Button>
            <Button size="sm" variant="outline" onClick={stop} data-testid={`${testId}-cancel`}>
              {t('extendableSelect.cancel')}
            </Button>
          </HStack>
          {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}
