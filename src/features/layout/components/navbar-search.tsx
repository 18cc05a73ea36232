/**
 * Navbar order search (spec §2.4): order no. → nos, phone-like → end_tel, else union_end_contact. The placeholder
 * is the company edition's (src/domain/editions.ts; the default edition's is the spec's 收件人/电话、订单号).
 */
import { Input, InputGroup } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { classifyNavbarSearch, WAYBILL_ALL_PATH } from '@/domain/navbar-search';
import { useEditionWords } from '@/lib/session/edition';

export function NavbarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const words = useEditionWords();

  const submit = () => {
    const hit = classifyNavbarSearch(value);
    if (!hit) return;
    void navigate({ to: WAYBILL_ALL_PATH, search: { [hit.key]: hit.value } } as never);
  };

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <InputGroup startElement={<LuSearch />} w={{ base: '108px', sm: '200px', lg: '240px' }}>
        <Input
          data-testid="navbar-search"
          aria-label={t('layout.search.label')}
          size="sm"
          rounded="full"
          bg="gray.50"
          enterKeyHint="search"
          placeholder={words.searchPlaceholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </InputGroup>
    </form>
  );
}
