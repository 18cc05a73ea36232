/** GET /quote/public-price (no sign-in): a company's link token and an address → served? over-distance? */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicPriceDto, publicPriceQuery } from '@/domain/quote/api';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './keys';

export function usePublicPriceCheck() {
  return useMutation({ mutationFn: (query: z.input<typeof publicPriceQuery>) => apiGet<PublicPriceDto>('/quote/public-price', query, SILENT) });
}
