/** GET /order/public/track (no sign-in): an order number and the last four digits of the receiver's phone. */
import { useMutation } from '@tanstack/react-query';
import type { TrackDto, TrackQuery } from '@/domain/public-order/api';
import { apiGet } from '@/lib/api-client';

export const useTrackOrder = () => useMutation({ mutationFn: (q: TrackQuery) => apiGet<TrackDto>('/order/public/track', q, { silent: true }) });
