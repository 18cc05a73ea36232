/**
 * The abnormal contract's fee rows and escalation (issue 19, api.ts): PUT /abnormal/records/:id/fees,
 * GET /abnormal/records/:id/fee-editor, GET /abnormal/fees and POST /abnormal/records/:id/escalate.
 */
import { z } from 'zod';
import { blankOrDecimal as toNumber, optionalBodyIdField as optionalId } from '../input-fields';
import { FEE_DIRECTIONS } from '../tickets/fees';
import { feeRowAnswer, recordDetail } from './api';

// ---- fees and escalation ----

/**
 * A fee row as the ticket fee editor sends it (tickets/fees.ts FeeRow: amount in yuan as typed), validated with the
 * same rules and messages as ticket fees (validateFeeRows) against the abnormal-escalation ticket type's fee items.
 */
export const feeRowInput = z
  .object({
    direction: z.union([z.enum(FEE_DIRECTIONS), z.literal('')]),
    code: z.string().trim().max(50),
    code_name: z.string().trim().max(50).optional().default(''),
    settle_target_id: z.union([z.string().trim().max(40), z.number().int(), z.null()]),
    settle_target_name: z.string().trim().max(100).optional().default(''),
    settle_target_type: z.string().trim().max(30),
    amount: z.union([z.string().trim().max(20), z.number(), z.null()]),
    settlement_method_code: z.string().trim().max(30),
    settlement_method_name: z.string().trim().max(30).optional().default(''),
  })
  .strict();
export const putFeesBody = z.object({ fees: z.array(feeRowInput).max(50, 'tooManyItems'), version: z.number().int().min(0).optional() }).strict();
export type PutFeesBody = z.input<typeof putFeesBody>;

export const ESCALATION_TICKET_TYPES = ['ESCALATION', 'CLAIM'] as const;
export const escalateBody = z
  .object({
    ticket_type: z.enum(ESCALATION_TICKET_TYPES),
    /** ESCALATION: its level (URGENT and CRITICAL need an impact) */
    level: z.enum(['NORMAL', 'URGENT', 'CRITICAL']).optional().default('NORMAL'),
    impact: z.string().trim().max(300).optional(),
    /** the ticket's description (default: the record's) */
    description: z.string().trim().max(500).optional(),
    executive_uid: optionalId,
    financial_uid: optionalId,
  })
  .strict();
export type EscalateBody = z.input<typeof escalateBody>;

export const feeListQuery = z.object({
  state: z.enum(['draft', 'escalated', 'posted']).optional(),
  page: z.preprocess(toNumber, z.number().int().min(1).max(100_000).optional().default(1)),
  per_page: z.preprocess(toNumber, z.number().int().min(1).max(500).optional().default(20)),
});

export const feeList = z.object({ list: z.array(feeRowAnswer), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

/** the fee row editor's inputs (the ticket fee editor's shapes: tickets/fees.ts FeeConfig and SettleTargets) */
export const feeEditorAnswer = z.object({
  fee_configs: z.array(z.record(z.string(), z.unknown())),
  settle_targets: z.record(z.string(), z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() }))),
  order_max_cents: z.number().int().nullable(),
  /** the directions a row may take (the escalation type's stage rule at creation, as the server validates) */
  directions: z.array(z.enum(FEE_DIRECTIONS)),
});

/** escalate answers the ticket it created and the record as it is now */
export const escalateAnswer = z.object({ ticket_id: z.number().int(), record: recordDetail });
