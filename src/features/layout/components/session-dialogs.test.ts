import { describe, expect, it } from 'vitest';
import { needsBusinessUnitChoice } from './session-dialogs';

describe('automatic business-unit chooser', () => {
  it('shows for several groups while the token has none', () => {
    expect(needsBusinessUnitChoice(2, null)).toBe(true);
    expect(needsBusinessUnitChoice(2, undefined)).toBe(true);
  });

  it('stays hidden with one group or a group already chosen', () => {
    expect(needsBusinessUnitChoice(1, null)).toBe(false);
    expect(needsBusinessUnitChoice(3, 7)).toBe(false);
  });
});
