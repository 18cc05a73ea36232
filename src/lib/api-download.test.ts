import { describe, expect, it } from 'vitest';
import { downloadExtension, serverFileName } from './api-download';

describe('download names', () => {
  it('takes the server\'s file name, the UTF-8 one first', () => {
    expect(serverFileName(`attachment; filename="export20261121083000.xlsx"; filename*=UTF-8''%E8%BF%90%E5%8D%9520261121083000.xlsx`)).toBe('运单20261121083000.xlsx');
    expect(serverFileName('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(serverFileName('inline')).toBeNull();
    expect(serverFileName(null)).toBeNull();
    expect(downloadExtension(null, 'attachment; filename="a.csv"')).toBe('.csv');
  });
});
