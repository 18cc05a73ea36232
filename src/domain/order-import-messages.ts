/** The server's messages for an import row whose names (商家, 店铺, 产品, 配送服务商, 省/市/区) do not resolve. */
export const ORDER_IMPORT_MESSAGES = {
  importConsignorUnknown: { zh: '第{row}行：商家「{name}」不存在', en: 'Row {row}: consignor "{name}" does not exist' },
  importConsignorAmbiguous: { zh: '第{row}行：商家「{name}」有多个同名记录，请改填商家ID', en: 'Row {row}: several consignors are named "{name}", fill in the consignor ID instead' },
  importConsignorForbidden: { zh: '第{row}行：商家「{name}」已禁止下单', en: 'Row {row}: consignor "{name}" may not create orders' },
  importStoreUnknown: { zh: '第{row}行：店铺「{name}」不存在', en: 'Row {row}: store "{name}" does not exist' },
  importStoreAmbiguous: { zh: '第{row}行：店铺「{name}」有多个同名记录，请改填店铺ID', en: 'Row {row}: several stores are named "{name}", fill in the store ID instead' },
  importStoreForeign: { zh: '第{row}行：店铺「{name}」不属于该商家', en: 'Row {row}: store "{name}" does not belong to the consignor' },
  importDeliveryUnknown: { zh: '第{row}行：配送服务商「{name}」不存在', en: 'Row {row}: delivery provider "{name}" does not exist' },
  importDeliveryAmbiguous: {
    zh: '第{row}行：配送服务商「{name}」有多个同名记录，请改填配送服务商ID',
    en: 'Row {row}: several delivery providers are named "{name}", fill in the delivery provider ID instead',
  },
  importProductUnknown: { zh: '第{row}行：产品「{name}」不存在', en: 'Row {row}: product "{name}" does not exist' },
  importProductAmbiguous: { zh: '第{row}行：产品「{name}」有多个同名记录，请改填产品编码', en: 'Row {row}: several products are named "{name}", use the product code instead' },
  importAreaUnknown: { zh: '第{row}行：收货地区「{name}」不存在', en: 'Row {row}: delivery area "{name}" does not exist' },
  importRowsTooMany: { zh: '一次最多解析{max}行', en: 'At most {max} rows per request' },
} as const;
