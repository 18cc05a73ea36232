/** Shapes of the sub-account endpoints (server/src/routes/api/user/sub-accounts.ts). */
export interface GroupRef {
  id: number;
  name: string;
}

export interface SubAccountRow {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  /** 1 enabled, 0 disabled */
  status: number;
  role_id: number | null;
  role_name: string;
  last_login_at: string | null;
  created_at: string;
  groups: GroupRef[];
}

export interface SubAccountDetail extends SubAccountRow {
  updated_at: string;
}

export interface RoleOption {
  id: number;
  name: string;
  app_code: string;
  memo: string;
}

export interface SubAccountInput {
  nickname: string;
  phone: string;
  role_id: number | null;
  group_ids: number[];
}

export interface NewSubAccountInput extends SubAccountInput {
  username: string;
  password: string;
  confirm_password: string;
}
