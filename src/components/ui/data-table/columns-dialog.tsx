/** The custom-columns dialog ('自定义列的显示或者隐藏'): a checkbox per column, select all, cancel, confirm. */
import { Button, Checkbox, CloseButton, Dialog, Portal, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ColumnsDialogProps {
  open: boolean;
  columns: readonly { key: string; title: string }[];
  hidden: readonly string[];
  onConfirm(hidden: string[]): void;
  onClose(): void;
}

export function ColumnsDialog({ open, columns, hidden, onConfirm, onClose }: ColumnsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="columns-dialog" mx="4">
            {/* remounted on each open so the draft starts from the saved state */}
            {open && <ColumnsForm columns={columns} hidden={hidden} onConfirm={onConfirm} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ColumnsForm({ columns, hidden, onConfirm, onClose }: Omit<ColumnsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => new Set(columns.map((c) => c.key).filter((k) => !hidden.includes(k))));
  const all = visible.size === columns.length;
  const some = visible.size > 0 && !all;
  const toggle = (key: string, on: boolean) =>
    setVisible((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <>
      <Dialog.Header>
        <Dialog.Title fontSize="md">{t('dataTable.columnsTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Checkbox.Root
          size="sm"
          mb="3"
          checked={some ? 'indeterminate' : all}
          onCheckedChange={(e) => setVisible(e.checked === true ? new Set(columns.map((c) => c.key)) : new Set())}
          data-testid="columns-select-all"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('dataTable.selectAll')}</Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {columns.map((c) => (
            <Checkbox.Root
              key={c.key}
              size="sm"
              checked={visible.has(c.key)}
              onCheckedChange={(e) => toggle(c.key, e.checked === true)}
              data-testid={`column-toggle-${c.key}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{c.title}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onClose} data-testid="columns-cancel">
          {t('dataTable.cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          data-testid="columns-confirm"
          onClick={() => onConfirm(columns.map((c) => c.key).filter((k) => !visible.has(k)))}
        >
          {t('dataTable.confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
