/** Strings of the order-number field (spec §5 Fee rows: the order must be an existing waybill). */
export const en = {
  ui: { orderNumberField: { placeholder: 'System order number', notFound: 'Enter a valid system order number', checking: 'Checking…' } },
};
export const zh = {
  ui: { orderNumberField: { placeholder: '系统订单号', notFound: '请输入正确的系统订单号', checking: '校验中…' } },
};
