/** 新建报价: a card of the screen's kind for a party (or the company default) with its first version's dates; the version starts as a draft. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_KIND_INFO, type CardKind, type PartyType } from '@/domain/quote/model';
import { toast } from '@/lib/toaster';
import { useCreateCard } from '../api/cards';
import { newIdempotencyKey } from '../api/keys';
import { chinaToday, langOf } from '../utils/kinds';
import { errorText, ProblemAlert, QuoteDialog, SelectField, TextField } from './form-bits';
import { PartyPicker } from './party-picker';

export interface CardCreateDialogProps {
  kind: CardKind;
  onClose(): void;
  onCreated(id: number): void;
}

export function CardCreateDialog({ kind, onClose, onCreated }: CardCreateDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const info = CARD_KIND_INFO[kind];
  const key = useRef(newIdempotencyKey());
  const create = useCreateCard();
  const [partyType, setPartyType] = useState<PartyType>(info.parties[0]);
  const [party, setParty] = useState({ id: '', name: '' });
  const [name, setName] = useState('');
  const [from, setFrom] = useState(chinaToday());
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const cardName = name.trim() || `${party.name || t('quote.create.partyDefault')} · ${info[lang]}`;
    try {
      const card = await create.mutateAsync({
        key: key.current,
        body: { kind, name: cardName.slice(0, 50), party_type: partyType, party_id: party.id ? Number(party.id) : null, effective_from: from, effective_to: to || null, rows: [] },
      });
      toast.success(t('quote.create.done'));
      onCreated(card.id);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <QuoteDialog title={t('quote.create.title', { kind: info[lang] })} testId="qt-card-create" busy={create.isPending} submitLabel={t('quote.save')} onSubmit={() => void submit()} onClose={onClose}>
      {info.parties.length > 1 && (
        <SelectField
          label={t('quote.create.partyType')}
          value={partyType}
          options={info.parties.map((p) => ({ value: p, label: t(`quote.parties.${p}`) }))}
          onChange={(v) => {
            setPartyType(v as PartyType);
            setParty({ id: '', name: '' });
          }}
          testId="qt-card-party-type"
        />
      )}
      <PartyPicker key={partyType} partyType={partyType} value={party.id} allowDefault onChange={(id, n) => setParty({ id, name: n })} testId="qt-card-party" />
      <TextField label={t('quote.create.name')} value={name} placeholder={`${party.name || t('quote.create.partyDefault')} · ${info[lang]}`} onChange={setName} testId="qt-card-name" />
      <TextField label={t('quote.version.from')} type="date" value={from} onChange={setFrom} testId="qt-card-from" />
      <TextField label={t('quote.version.to')} type="date" value={to} onChange={setTo} testId="qt-card-to" />
      <ProblemAlert problem={problem} testId="qt-card-create-error" />
    </QuoteDialog>
  );
}
