/** Integrations' words in both languages: the server's refusals (msg). */
export const INTEGRATION_MESSAGES = {
  inShopIdsInvalid: { zh: '店铺ID格式不正确，多个用英文逗号分隔', en: 'Shop ids are letters or digits separated by commas' },
  inPushUrlInvalid: { zh: '回传地址须为 http(s) 地址', en: 'The push-back URL must be an http(s) URL' },
  inCredentialUnknown: { zh: '该平台没有凭证字段{field}', en: 'The platform has no credential field {field}' },
  inConsignorInvalid: { zh: '商家不存在', en: 'The consignor does not exist' },
  inNotConfigured: { zh: '请先保存该平台的对接配置', en: 'Save the platform’s settings first' },
  inSignatureInvalid: { zh: '签名校验失败', en: 'The signature does not match' },
  inTimestampInvalid: { zh: '时间戳缺失或已过期', en: 'The timestamp is missing or outside the allowed window' },
  inDisabled: { zh: '该平台对接已停用', en: 'This integration is disabled' },
  inShopNotBound: { zh: '店铺{shop}未绑定', en: 'Shop {shop} is not bound' },
  inSkuUnknown: { zh: '字段 {field}：商品编码{sku}不存在', en: '{field}: no product with code {sku}' },
  inNoConsignor: { zh: '请先在对接配置中选择商家', en: 'Choose the consignor in the integration settings first' },
  inAreaUnknown: { zh: '收货地区{area}无法识别', en: 'The receiver area {area} is not recognised' },
  inBodyNotJson: { zh: '请求体不是有效的JSON', en: 'The body is not valid JSON' },
  inRetryDelivered: { zh: '已送达的记录无需重试', en: 'A delivered entry needs no retry' },
} as const;
