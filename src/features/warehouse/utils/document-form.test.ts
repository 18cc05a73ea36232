import { describe, expect, it } from 'vitest';
import { emptyForm, emptyLine, formIssues, toBody } from './document-form';

describe('document form', () => {
  it('refuses with the domain messages under the fields', () => {
    const v = { ...emptyForm(), lines: [{ ...emptyLine(), quantity: '1.5' }] };
    const issues = formIssues('outbound', v);
    expect(issues.warehouse_id).toBe('required');
    expect(issues['lines.0.product_id']).toBe('required');
    expect(issues['lines.0.quantity']).toBe('whQuantityWhole');
    expect(issues['lines.0.location_id']).toBe('whLocationRequired');
    expect(formIssues('inbound', v).location_id).toBe('whReceivingLocationRequired');
  });

  it('a filled inbound form makes a body the domain schema accepts', () => {
    const v = { ...emptyForm(), warehouse_id: '3', location_id: '11', lines: [{ ...emptyLine(), product_id: '42', quantity: '2' }] };
    expect(formIssues('inbound', v)).toEqual({});
    expect(toBody('inbound', v)).toMatchObject({ kind: 'inbound', warehouse_id: '3', owner_id: 0, location_id: '11', lines: [{ product_id: '42', quantity: '2' }] });
  });

  it('a replenishment needs a different pick location; a lock a reason', () => {
    const line = { ...emptyLine(), product_id: '42', location_id: '11', to_location_id: '11' };
    expect(formIssues('replenish', { ...emptyForm(), warehouse_id: '3', lines: [line] })['lines.0.to_location_id']).toBe('whSameLocation');
    expect(formIssues('lock', { ...emptyForm(), warehouse_id: '3', lines: [line] }).reason).toBe('whReasonRequired');
  });
});
