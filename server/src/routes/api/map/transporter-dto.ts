/** The transporter map's response shapes and the row → DTO mapping its routes share. */
import { z } from 'zod';
import { isOnline, type PositionDto, type TransporterDto } from '../../../../../src/domain/transporter-map';
import type { PositionRow, TransporterAccount } from '../../../repositories/transporter-positions';

export const positionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  recorded_at: z.string(),
});

export const transporterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  main_type: z.string(),
  resource_id: z.number().int().nullable(),
  position: positionSchema.nullable(),
  online: z.boolean(),
  orders_under_way: z.number().int(),
});

export function toPosition(row: PositionRow): PositionDto {
  return {
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    heading: row.heading,
    speed: row.speed,
    recorded_at: row.recordedAt.toISOString(),
  };
}

export function toTransporter(account: TransporterAccount, latest: PositionRow | undefined, underWay: number, now = Date.now()): TransporterDto {
  return {
    id: account.id,
    name: account.nickname || account.username,
    phone: account.phone,
    main_type: account.mainType,
    resource_id: account.resourceId,
    position: latest ? toPosition(latest) : null,
    online: isOnline(latest?.recordedAt, now),
    orders_under_way: underWay,
  };
}
