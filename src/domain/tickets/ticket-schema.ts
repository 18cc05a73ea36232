/** The shape of a ticket schema (spec §3) and of a ticket as the API returns it, shared by form and server. */
import type { FeeConfig, FeeRow, StageRules } from './fees';
import type { SubTypeOption, UiSchema } from './visibility';
import type { CanFlags, TicketRole, TicketStage, TicketStatus } from './workflow';

export const TICKET_TYPES = ['CLAIM', 'EXPENSE', 'RETURN_GOODS', 'REPAIR', 'ESCALATION', 'URGE', 'CALL', 'BRANCH_REPORT'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/**
 * error_schema: per field, a message per JSON-schema keyword (required, minLength, pattern, …) or one message
 * for any failure of that field.
 */
export type ErrorSchema = Record<string, string | Record<string, string>>;

export interface ActionRules {
  /** fee rules per form stage (spec §4 stage rules; default OUTLAY only with add and edit) */
  fee_stage_rules?: StageRules;
  /** fee rows a save needs at least (0: fees optional until submitted for review) */
  fee_min_items?: number;
  /**
   * The order maximum (spec §5 '金额不能超过 {n}' for OUTLAY rows), in yuan: the most the company pays out on one
   * order through tickets of this schema. An order carries no goods value, so the maximum is this configured
   * per-order limit less the outlay already posted to the order by other finance-completed tickets; a row of
   * OUTLAY above what is left is refused. Absent: no order maximum (the fee item's maxAmount still applies).
   */
  order_max_amount?: number | null;
}

export type TicketSchemaDto = {
  id: number;
  name: string;
  type: string;
  version: number;
  json_schema: Record<string, unknown>;
  error_schema: ErrorSchema;
  ui_schema: UiSchema;
  action_rules: ActionRules;
  fee_configs: FeeConfig[];
  sub_type_options: SubTypeOption[];
};

/** Spec §3 ticket form data; the schema's own fields sit beside these. */
export interface TicketFormData extends Record<string, unknown> {
  order_id?: number | null;
  fees?: FeeRow[];
  sub_type?: string;
  requester_uname?: string;
  income_resource_id?: number | null;
  tenant_id?: number;
}

/** Keys of the payload that are the ticket's own, not the schema's fields. */
export const SYSTEM_PAYLOAD_KEYS = ['order_id', 'fees', 'sub_type', 'requester_uname', 'income_resource_id', 'tenant_id'] as const;

export type TicketDto = CanFlags & {
  id: number;
  schema_id: number;
  schema_version: number;
  type: string;
  status: TicketStatus;
  stage: TicketStage;
  role: TicketRole;
  parent_id: number | null;
  parent: { id: number; status: TicketStatus; type: string } | null;
  order_id: number | null;
  order_no: string | null;
  sub_type: string;
  payload: TicketFormData;
  fees: Array<FeeRow & { amount_cents: number }>;
  totals: { OUTLAY: number; INCOME: number };
  financial_uid: number | null;
  executive_uid: number | null;
  requester_uname: string;
  is_timed_out: boolean;
  limitation_status_code: string;
  reject_reason: string;
  version: number;
  created_at: string;
  updated_at: string;
};
