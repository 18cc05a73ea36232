import { describe, expect, it } from 'vitest';
import { coerceValues, errorSchemaMessage, failedKeyword, formFields, validateFields } from './schema-fields';
import { SCHEMA } from './test-utils';

describe('formFields', () => {
  it('orders by ui_schema, takes titles, required marks, widgets and options', () => {
    const fields = formFields(SCHEMA.json_schema, SCHEMA.ui_schema);
    expect(fields.map((f) => f.name)).toEqual(['claim_kind', 'description', 'damaged_qty', 'lost_value']);
    expect(fields.map((f) => f.kind)).toEqual(['select', 'textarea', 'integer', 'number']);
    expect(fields[0]).toMatchObject({ title: '理赔类型', required: true, options: [{ value: 'DAMAGE', label: '破损' }, { value: 'LOSS', label: '丢件' }] });
    expect(fields[2].required).toBe(false);
  });

  it('knows boolean, date, radio, images and plain enums', () => {
    const fields = formFields(
      { properties: { a: { type: 'boolean' }, b: { type: 'string' }, c: { type: 'string', enum: ['X'] }, d: { type: 'array', items: { type: 'string' } }, e: { type: 'string' } } },
      { b: { widget: 'date' }, e: { widget: 'radio', options: [{ value: 1, label: 'one' }] } },
    );
    expect(fields.map((f) => f.kind)).toEqual(['boolean', 'date', 'select', 'images', 'radio']);
    expect(fields[2].options).toEqual([{ value: 'X', label: 'X' }]);
    expect(fields[4].options).toEqual([{ value: '1', label: 'one' }]);
  });
});

describe('failedKeyword', () => {
  it('checks the keywords the schemas use', () => {
    expect(failedKeyword({ type: 'string' }, '', true)).toBe('required');
    expect(failedKeyword({ type: 'string' }, '', false)).toBeNull();
    expect(failedKeyword({ type: 'string', enum: ['A'] }, 'B', true)).toBe('enum');
    expect(failedKeyword({ type: 'string', minLength: 5 }, '破损了', true)).toBe('minLength');
    expect(failedKeyword({ type: 'string', maxLength: 2 }, 'abc', true)).toBe('maxLength');
    expect(failedKeyword({ type: 'string', pattern: '^1[3-9]\\d{9}$' }, '12345', true)).toBe('pattern');
    expect(failedKeyword({ type: 'integer', minimum: 1 }, '1.5', true)).toBe('type');
    expect(failedKeyword({ type: 'integer', minimum: 1 }, '0', true)).toBe('minimum');
    expect(failedKeyword({ type: 'number', maximum: 10 }, 11, true)).toBe('maximum');
    expect(failedKeyword({ type: 'number' }, 'abc', true)).toBe('type');
    expect(failedKeyword({ type: 'array', maxItems: 1 }, ['a', 'b'], true)).toBe('maxItems');
    expect(failedKeyword({ type: 'boolean' }, true, true)).toBeNull();
  });
});

describe('error_schema messages', () => {
  it('per keyword, or one for the field', () => {
    expect(errorSchemaMessage(SCHEMA.error_schema, 'description', 'minLength')).toBe('问题描述至少5个字');
    expect(errorSchemaMessage(SCHEMA.error_schema, 'description', 'maxLength')).toBeNull();
    expect(errorSchemaMessage(SCHEMA.error_schema, 'damaged_qty', 'minimum')).toBe('破损件数须为1-999的整数');
  });

  it('hidden fields are not checked; numbers are typed', () => {
    const fields = formFields(SCHEMA.json_schema, SCHEMA.ui_schema);
    const data = { claim_kind: 'DAMAGE', description: '沙发扶手破损', damaged_qty: '0' };
    expect(Object.keys(validateFields(fields, data, new Set(), SCHEMA.error_schema))).toEqual(['damaged_qty']);
    expect(validateFields(fields, data, new Set(['damaged_qty']), SCHEMA.error_schema)).toEqual({});
    expect(coerceValues(fields, { ...data, lost_value: '' })).toEqual({ claim_kind: 'DAMAGE', description: '沙发扶手破损', damaged_qty: 0 });
  });
});
