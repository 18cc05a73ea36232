/** A document's number as a link that opens its drawer on its kind's list (?doc=), from any warehouse screen. */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DOCUMENT_KINDS } from '@/domain/warehouse/api';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { LIST_PATH_OF } from '../utils/document-lists';

export interface DocumentLinkProps {
  id: number | null;
  kind: string;
  docNo: string;
}

const isKind = (kind: string): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);

export function DocumentLink({ id, kind, docNo }: DocumentLinkProps) {
  // a product replacement or an opening balance has a number but no document to open
  if (id === null || !isKind(kind)) return <Text as="span" fontFamily="mono">{docNo}</Text>;
  const search = kind === 'count' ? { view: 'count', doc: id } : { doc: id };
  return (
    <Link asChild color="brand.fg" fontFamily="mono" fontWeight="medium">
      <RouterLink to={LIST_PATH_OF[kind]} search={search as never} data-testid={`wh-doc-link-${docNo}`}>
        {docNo}
      </RouterLink>
    </Link>
  );
}
