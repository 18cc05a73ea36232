/** Catalog of the messages the server puts in an envelope's `msg`, in the request's language (zh or en). */
import { ABNORMAL_MESSAGES } from './abnormal/messages';
import { ADMIN_MESSAGES } from './admin/messages';
import { DATA_SCOPE_MESSAGES } from './admin/data-scope-messages';
import { ACCOUNT_MESSAGES } from './account/messages';
import { ORDER_MESSAGES } from './order-messages';
import { ORDER_IMPORT_MESSAGES } from './order-import-messages';
import { PUBLIC_ORDER_MESSAGES } from './public-order/messages';

import { BASIC_DATA_MESSAGES } from './basic-data/messages';
import { CONTENT_MESSAGES } from './content/messages';
import { FINANCE_MESSAGES } from './finance/messages';
import { BILL_MESSAGES } from './finance/bill-messages';
import { RULES_MESSAGES } from './rules-messages';
import { TICKET_MESSAGES } from './tickets/messages';
import { QUOTE_MESSAGES } from './quote/messages';
import { TRANSIT_MESSAGES } from './transit/messages';
import { INTEGRATION_MESSAGES } from './integrations/messages';
import { TRANSPORTER_MAP_MESSAGES } from './transporter-map';
import { WAREHOUSE_MESSAGES } from './warehouse/messages';

export type ServerLang = 'zh' | 'en';

const MESSAGES = {
  ...ABNORMAL_MESSAGES,
  ...ADMIN_MESSAGES,
  ...DATA_SCOPE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...BASIC_DATA_MESSAGES,
  ...CONTENT_MESSAGES,
  ...FINANCE_MESSAGES,
  ...BILL_MESSAGES,
  ...ORDER_MESSAGES,
  ...ORDER_IMPORT_MESSAGES,
  ...PUBLIC_ORDER_MESSAGES,
  ...RULES_MESSAGES,
  ...TICKET_MESSAGES,
  ...QUOTE_MESSAGES,
  ...TRANSIT_MESSAGES,
  ...INTEGRATION_MESSAGES,
  ...TRANSPORTER_MAP_MESSAGES,
  ...WAREHOUSE_MESSAGES,
  ok: { zh: '成功', en: 'ok' },
  sessionExpired: { zh: '登录已过期', en: 'Your session has expired' },
  reLogin: { zh: '请重新登录', en: 'Please sign in again' },
  duplicateSubmit: { zh: '请勿重复提交', en: 'Please do not submit twice' },
  // Idempotency-Key (issue 6): a repeat while the first still runs; a key reused for another request
  idempotencyInProgress: { zh: '请勿重复提交', en: 'This request is still being processed, please do not submit it again' },
  idempotencyKeyReused: { zh: '该幂等键已用于另一份不同的请求', en: 'This Idempotency-Key was already used for a different request' },
  maintenance: { zh: '系统维护中', en: 'The system is under maintenance' },
  maintenanceDefault: { zh: '系统例行维护', en: 'Routine system maintenance' },
  internal: { zh: '天啊~服务器开小差了，稍后重试', en: 'The server ran into a problem, please try again later' },
  // PostgreSQL down or restarting (lib/db-unavailable.ts): a 503 the outbox retries, nothing was written
  databaseUnavailable: { zh: '数据库暂时无法连接，本次操作未保存，请稍后重试', en: 'The database cannot be reached right now; nothing was saved. Please try again shortly' },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  appCodeMismatch: { zh: '该账号不属于当前系统', en: 'This account cannot sign in to this system' },
  accountDisabled: { zh: '账号已停用', en: 'This account is disabled' },
  tooManyAttempts: {
    zh: '登录失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed sign-in attempts, try again in {minutes} minutes',
  },
  usernameTaken: { zh: '用户名已存在', en: 'The username is already taken' },
  wrongOldPassword: { zh: '原密码错误', en: 'The current password is wrong' },
  refreshInvalid: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  notFound: { zh: '数据不存在', en: 'not found' },
  routeNotFound: { zh: '接口不存在', en: 'No such API endpoint' },
  forbidden: { zh: '没有权限', en: 'You do not have permission to do this' },
  groupNotMember: { zh: '你不属于该事业部', en: 'You do not belong to this business unit' },
  invalidJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  payloadTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  badRequest: { zh: '请求参数错误', en: 'Bad request' },
  // validation: `{field}: {reason}`
  fieldIssue: { zh: '{field}：{reason}', en: '{field}: {reason}' },
  required: { zh: '必填', en: 'required' },
  tooLong: { zh: '长度不能超过{max}', en: 'must be at most {max} characters' },
  tooShort: { zh: '长度不能少于{min}', en: 'must be at least {min} characters' },
  tooManyItems: { zh: '最多{max}项', en: 'must have at most {max} items' },
  tooFewItems: { zh: '至少{min}项', en: 'must have at least {min} items' },
  tooBig: { zh: '不能大于{max}', en: 'must be at most {max}' },
  tooSmall: { zh: '不能小于{min}', en: 'must be at least {min}' },
  wrongType: { zh: '类型错误，应为{expected}', en: 'must be of type {expected}' },
  invalidValue: { zh: '取值无效，可选：{values}', en: 'must be one of {values}' },
  invalidFormat: { zh: '格式不正确', en: 'has an invalid format' },
  mobileInvalid: { zh: '手机号格式不正确', en: 'is not a valid mobile number' },
  unknownField: { zh: '不支持的字段', en: 'is not an accepted field' },
  invalid: { zh: '无效', en: 'is invalid' },
  nulCharacter: { zh: '不能包含空字符（\\u0000）', en: 'must not contain a NUL character (\\u0000)' },
  tooDeeplyNested: { zh: '嵌套层级过深（最多{max}层）', en: 'is nested too deeply (at most {max} levels)' },
  // uploads (spec §5 images, §7 files)
  imageNotImage: {
    zh: '文件内容不是有效的图片（仅支持 jpeg、png、gif、bmp、webp）',
    en: 'The file content is not a valid image (jpeg, png, gif, bmp or webp only)',
  },
  imageTooLarge: { zh: '文件过大，不能超过{limit}M', en: 'file too large, greater than: {limit}M' },
  uploadFieldMissing: { zh: '缺少上传文件（字段 {field}）', en: 'No file was uploaded in field "{field}"' },
  uploadPolicyInvalid: { zh: '上传签名无效', en: 'The upload signature is invalid' },
  uploadPolicyExpired: { zh: '上传签名已过期', en: 'The upload signature has expired' },
  directUploadOff: { zh: '未开启直传上传，请通过接口上传', en: 'Direct upload is not configured: upload through the API' },
  uploadLengthRange: {
    zh: '文件大小须在{min}到{max}字节之间',
    en: 'The file size must be between {min} and {max} bytes',
  },
  fileNotFound: { zh: '文件不存在', en: 'No such file' },
  // the file storage failed (disk full, unwritable, the bucket unreachable): nothing was kept
  storageFull: {
    zh: '服务器存储空间已满，文件未保存，请联系管理员',
    en: "The server's file storage is full; the file was not saved. Please tell your administrator",
  },
  storageUnavailable: { zh: '文件存储暂时不可用，请稍后重试', en: 'File storage is unavailable right now, please try again later' },
  mainAccountOnly: { zh: '仅主账号可以操作', en: 'Only the main account can do this' },
  // resources: inline-add dialogs (spec §5), verbatim
  nameMax10: { zh: '允许输入10字内', en: 'At most 10 characters' },
  nameMax20: { zh: '允许输入20字内', en: 'At most 20 characters' },
  memoMax320: { zh: '备注不能超过320字', en: 'The memo may have at most 320 characters' },
  tooLongName50: { zh: '允许输入50字内', en: 'At most 50 characters' },
  carrierNameRequired: { zh: '请输入承运商名称', en: 'Enter the carrier name' },
  carrierNameExists: { zh: '承运商名称已存在', en: 'A carrier with this name already exists' },
  carrierPhoneRequired: { zh: '请输入承运商联系手机号', en: "Enter the carrier's mobile number" },
  tplNameRequired: { zh: '请输入三方物流名称', en: 'Enter the third-party logistics name' },
  tplNameExists: { zh: '三方物流名称已存在', en: 'A third-party logistics company with this name already exists' },
  tplPhoneRequired: { zh: '请输入三方物流联系手机号', en: "Enter the third-party logistics company's mobile number" },
  consignorNameRequired: { zh: '请输入名称', en: 'Enter the name' },
  consignorNameExists: { zh: '名称已存在', en: 'This name already exists' },
  consignorSettleRequired: { zh: '请选择结算方式', en: 'Choose a settlement type' },
  storeNameRequired: { zh: '请输入店铺名称', en: 'Enter the store name' },
  storeNameExists: { zh: '店铺名称已存在', en: 'A store with this name already exists' },
  storeSettleRequired: { zh: '请选择店铺结算方式', en: "Choose the store's settlement type" },
  providerNameRequired: { zh: '请输入服务商名称', en: 'Enter the service provider name' },
  providerNameExists: { zh: '服务商名称已存在', en: 'A service provider with this name already exists' },
  providerPhoneRequired: { zh: '请输入服务商联系手机号', en: "Enter the service provider's mobile number" },
  providerPhoneBound: { zh: '相同手机号服务商已存在', en: 'A service provider with this mobile number already exists' },
  fittingWorkerNameRequired: { zh: '请输入配装师傅名称', en: 'Enter the fitting worker name' },
  fittingWorkerNameExists: { zh: '配装师傅名称已存在', en: 'A fitting worker with this name already exists' },
  fittingWorkerPhoneRequired: { zh: '请输入配装师傅联系手机号', en: "Enter the fitting worker's mobile number" },
  deliveryInstallNameRequired: { zh: '请输入配装服务商名称', en: 'Enter the delivery-install provider name' },
  deliveryInstallNameExists: { zh: '配装服务商名称已存在', en: 'A delivery-install provider with this name already exists' },
  deliveryInstallPhoneRequired: { zh: '请输入配装服务商联系手机号', en: "Enter the delivery-install provider's mobile number" },
  driverNameRequired: { zh: '请输入司机名称', en: 'Enter the driver name' },
  driverNameExists: { zh: '司机名称已存在', en: 'A driver with this name already exists' },
  driverPhoneRequired: { zh: '请输入司机手机号', en: "Enter the driver's mobile number" },
  driverPhoneBound: { zh: '相同手机号的司机已存在', en: 'A driver with this mobile number already exists' },
  driverServiceRequired: { zh: '请选择可派单服务', en: 'Choose the services the driver may be dispatched for' },
  factoryNameRequired: { zh: '请输入工厂名称', en: 'Enter the factory name' },
  factoryNameExists: { zh: '工厂名称已存在', en: 'A factory with this name already exists' },
  stationNameRequired: { zh: '请输入站点名称', en: 'Enter the station name' },
  stationNameExists: { zh: '站点名称已存在', en: 'A station with this name already exists' },
  productTypeRequired: { zh: '请选择产品类型', en: 'Choose the product type' },
  productNameRequired: { zh: '请输入产品名称', en: 'Enter the product name' },
  consignorRequired: { zh: '请选择商家', en: 'Choose a consignor' },
  // organisation: sub-accounts, groups, company review (issue 4)
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  roleNotAllowed: { zh: '角色不存在或不属于当前系统', en: 'The role does not exist or belongs to another system' },
  groupNotFound: { zh: '部门不存在', en: 'The department does not exist' },
  groupNameExists: { zh: '同级部门名称已存在', en: 'A department with this name already exists at this level' },
  groupHasChildren: { zh: '该部门下还有子部门，不能删除', en: 'This department still has sub-departments and cannot be deleted' },
  groupHasUsers: { zh: '该部门下还有{count}个账号，不能删除', en: 'This department still has {count} accounts and cannot be deleted' },
  groupParentInvalid: { zh: '上级部门不存在', en: 'The parent department does not exist' },
  platformOnly: { zh: '仅平台管理员可以操作', en: 'Only the platform administrator can do this' },
  rejectReasonRequired: { zh: '请填写驳回原因', en: 'Enter the reason for the rejection' },
  reviewNotPending: { zh: '该企业不在待审核状态', en: 'This company is not waiting for review' },
  reviewNotRejected: { zh: '仅被驳回的申请可以重新提交', en: 'Only a rejected application can be submitted again' },
  companyUnderReview: { zh: '企业资料审核中', en: 'Your company is under review' },
  pwaMissing: {
    zh: '前端尚未构建：请先运行 npm run build',
    en: 'The web app is not built yet: run npm run build first',
  },
} as const satisfies Record<string, Record<ServerLang, string>>;

export type ServerMessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The message `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function serverMessage(lang: ServerLang, key: ServerMessageKey, params: MessageParams = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const TYPE_NAMES: Record<ServerLang, Record<string, string>> = {
  zh: { string: '字符串', number: '数字', int: '整数', boolean: '布尔值', object: '对象', array: '数组' },
  en: { string: 'string', number: 'number', int: 'integer', boolean: 'boolean', object: 'object', array: 'array' },
};

/** A schema type name (string, number, …) in the language of the message. */
export function typeName(lang: ServerLang, expected: string): string {
  return TYPE_NAMES[lang][expected] ?? expected;
}

/** Joins several field messages. */
export function joinMessages(lang: ServerLang, parts: string[]): string {
  return parts.join(lang === 'zh' ? '；' : '; ');
}

/** zh for any Accept-Language whose first preference is Chinese, else en (the product's default). */
export function langFromAcceptLanguage(header: string | undefined | null): ServerLang {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
