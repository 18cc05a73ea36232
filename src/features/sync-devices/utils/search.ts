/** The screen's URL state: ?only_unsynced=1 keeps the 'only with unsent work' filter. */
export interface DevicesSearch {
  only_unsynced?: 1;
}

export function validateDevicesSearch(search: Record<string, unknown>): DevicesSearch {
  const v = search.only_unsynced;
  return v === 1 || v === '1' || v === true || v === 'true' ? { only_unsynced: 1 } : {};
}
