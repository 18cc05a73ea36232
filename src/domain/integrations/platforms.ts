/** The platforms of spec §2.3 'Platform push-back integrations': their route, names, credential fields and open-API gateway. */

export const PLATFORM_KEYS = ['jdl', 'cainiao', 'jdMall', 'pinduoduo', 'douyin', 'vip', 'deppon'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export interface CredentialField {
  key: string;
  zh: string;
  en: string;
}

export interface PlatformDef {
  key: PlatformKey;
  zh: string;
  en: string;
  /** the screen's route */
  path: string;
  /** the credentials its open API needs (all stored encrypted, shown masked) */
  credentials: readonly CredentialField[];
  /** the open-API gateway the connection test calls */
  gateway: string;
}

const appKey: CredentialField = { key: 'app_key', zh: 'AppKey', en: 'App key' };
const appSecret: CredentialField = { key: 'app_secret', zh: 'AppSecret', en: 'App secret' };
const accessToken: CredentialField = { key: 'access_token', zh: '访问令牌', en: 'Access token' };

const def = (key: PlatformKey, zh: string, en: string, gateway: string, credentials: CredentialField[]): PlatformDef => ({
  key,
  zh,
  en,
  path: `/saas/api/${key}/index`,
  credentials,
  gateway,
});

export const PLATFORMS: Record<PlatformKey, PlatformDef> = {
  jdl: def('jdl', '京东物流', 'JD Logistics', 'https://api.jdl.com', [appKey, appSecret, accessToken, { key: 'customer_code', zh: '商家编码', en: 'Customer code' }]),
  cainiao: def('cainiao', '菜鸟', 'Cainiao', 'https://link.cainiao.com/gateway/link.do', [appKey, appSecret, { key: 'cp_code', zh: '物流公司编码', en: 'CP code' }]),
  jdMall: def('jdMall', '京东商城', 'JD Mall', 'https://api.jd.com/routerjson', [appKey, appSecret, accessToken]),
  pinduoduo: def('pinduoduo', '拼多多', 'Pinduoduo', 'https://gw-api.pinduoduo.com/api/router', [
    { key: 'client_id', zh: 'Client ID', en: 'Client ID' },
    { key: 'client_secret', zh: 'Client Secret', en: 'Client secret' },
    accessToken,
  ]),
  douyin: def('douyin', '抖音', 'Douyin', 'https://openapi-fxg.jinritemai.com', [appKey, appSecret, accessToken]),
  vip: def('vip', '唯品会', 'Vip', 'https://vop.vipapis.com', [appKey, appSecret, { key: 'vendor_id', zh: '供应商编号', en: 'Vendor id' }]),
  deppon: def('deppon', '德邦', 'Deppon', 'https://dpapi.deppon.com', [
    appKey,
    { key: 'company_code', zh: '公司编码', en: 'Company code' },
    { key: 'customer_code', zh: '客户编码', en: 'Customer code' },
    { key: 'sign_key', zh: '签名密钥', en: 'Signing key' },
  ]),
};

export const isPlatformKey = (v: string): v is PlatformKey => (PLATFORM_KEYS as readonly string[]).includes(v);

/** The platform of a screen path (/saas/api/<key>/index), or null. */
export function platformOfPath(path: string): PlatformKey | null {
  const m = /^\/saas\/api\/([A-Za-z]+)\/index$/.exec(path);
  return m && isPlatformKey(m[1]) ? m[1] : null;
}

/** A secret as the client may see it: its first and last two characters around a fixed-width mask. */
export function maskSecret(value: string): string {
  if (!value) return '';
  if (value.length <= 6) return '******';
  return `${value.slice(0, 2)}******${value.slice(-2)}`;
}
