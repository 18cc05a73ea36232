/** Shapes of the platform endpoints (server/src/routes/api/platform/*). */
import type { ReviewStatus } from '@/domain/organization';

export interface AuditRow {
  id: number;
  name: string;
  type: string;
  contact_phone: string;
  status: ReviewStatus;
  reason: string;
  submitted_at: string | null;
  decided_at: string | null;
  qualification_count: number;
  username: string;
  nickname: string;
  phone: string;
}

export interface AuditEvent {
  id: number;
  action: 'submitted' | 'approved' | 'rejected' | 'resubmitted' | string;
  reason: string;
  actor_name: string;
  created_at: string;
}

export interface AuditDetail extends Omit<AuditRow, 'qualification_count'> {
  app_code: string;
  created_at: string;
  hosting_end: string | null;
  subscribe_version_name: string;
  qualification_fileids: string[];
  events: AuditEvent[];
}

export interface ServicerRow {
  id: number;
  name: string;
  app_code: string;
  status: number;
  hosting_end: string | null;
  left_days: number;
  subscribe_version: string;
  subscribe_version_name: string;
  contact_phone: string;
  biz_manager_phone: string;
  created_at: string;
  users_count: number;
  review_status: ReviewStatus;
}

export interface ServicerExtension {
  id: number;
  days: number;
  previous_end: string | null;
  new_end: string;
  actor_name: string;
  created_at: string;
}

export interface ServicerDetail extends ServicerRow {
  active_users_count: number;
  sub_users_count: number;
  main_username: string;
  main_nickname: string;
  main_phone: string;
  contact_name: string;
  address: string;
  license_no: string;
  memo: string;
  extensions: ServicerExtension[];
}
