/** GET /warehouse/documents ?kind&status&warehouse_id&doc_no&page&per_page — read by the data table (server mode). */
import type { QueryClient } from '@tanstack/react-query';

export const DOCUMENTS_URL = '/warehouse/documents';

/** Every page of every document list the data table holds: what a write invalidates. */
export const documentListsKey = ['data-table', DOCUMENTS_URL] as const;

export const invalidateDocumentLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: documentListsKey });
