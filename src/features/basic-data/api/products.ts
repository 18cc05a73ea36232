/** /user/basic/products: list url (keyword, category_code, status), create, update, enable/disable. */
import { apiPost, apiPut } from '@/lib/api-client';
import { SILENT, setStatusBody, type ProductRow } from './types';

export const PRODUCT_LIST_URL = '/user/basic/products';

export const createProduct = (values: object) => apiPost<ProductRow>(PRODUCT_LIST_URL, values, SILENT);
export const updateProduct = (id: string, values: object) => apiPut<ProductRow>(`${PRODUCT_LIST_URL}/${id}`, values, SILENT);
export const setProductEnabled = (id: string, on: boolean) => apiPut<ProductRow>(`${PRODUCT_LIST_URL}/${id}/status`, setStatusBody(on), SILENT);
