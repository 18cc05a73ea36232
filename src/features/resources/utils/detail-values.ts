/** The shown text of a detail field of a resource or station record (spec §3 fields), '—' when empty. */
import type { DetailKey } from './resource-screens';

export interface DetailRecord {
  id: number;
  name: string;
  object_type?: string;
  object_sub_type?: string | null;
  phone?: string;
  memo?: string;
  settle_type_name?: string;
  settle_type_code?: string;
  service_type?: { code: string; name: string }[];
  is_related?: boolean;
  districts?: string[];
  charge_mode?: string;
  is_send_sms?: string;
  deduction_node?: string;
  parent_name?: string;
  is_forbid_create_order?: number;
  type?: string;
  contact?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  status?: number;
  created_at?: string;
}

/** t: the i18n function, keys under resources.manage */
export function detailValue(key: DetailKey, r: DetailRecord, t: (key: string, fallback?: string) => string): string {
  const none = t('none');
  const or = (v: string | undefined | null) => (v ? v : none);
  const known = (group: string, code: string | undefined) => (code ? t(`${group}.${code}`, code) : none);
  switch (key) {
    case 'id':
      return String(r.id);
    case 'name':
      return r.name;
    case 'phone':
      return or(r.phone);
    case 'consignor':
      return or(r.parent_name);
    case 'serviceType':
      return or(r.service_type?.map((s) => s.name).join('、'));
    case 'isRelated':
      return t(r.is_related ? 'yes' : 'no');
    case 'districts':
      return or(r.districts?.join('、'));
    case 'settleType':
      return or(r.settle_type_name || r.settle_type_code);
    case 'chargeMode':
      return known('chargeModes', r.charge_mode);
    case 'isSendSms':
      return t(r.is_send_sms === '1' ? 'yes' : 'no');
    case 'deductionNode':
      return known('deductionNodes', r.deduction_node);
    case 'orderState':
      return t(r.is_forbid_create_order === 1 ? 'states.forbidden' : 'states.allowed');
    case 'stationType':
      return known('stationTypes', r.type);
    case 'contact':
      return or(r.contact);
    case 'area':
      return or([r.province, r.city, r.district].filter(Boolean).join(' '));
    case 'address':
      return or(r.address);
    case 'stationState':
      return t(r.status === 1 ? 'states.enabled' : 'states.disabled');
    case 'memo':
      return or(r.memo);
    case 'createdAt':
      return r.created_at ? r.created_at.slice(0, 19).replace('T', ' ') : none;
  }
}
