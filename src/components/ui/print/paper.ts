/** The paper each printed sheet is laid out for, in millimetres. */

/** The label roll of the warehouse's thermal printer: waybill labels and carton labels share it. */
export const LABEL_PAPER = { widthMm: 100, heightMm: 150 } as const;
/** Pick lists and other documents. */
export const A4_PAPER = { widthMm: 210, heightMm: 297 } as const;

export const PRINT_FONT = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', system-ui, sans-serif";
