/** Where the local print plugin (spec §1, §7) serves its script: shared by the page and the server's CSP. */
export const PRINT_PLUGIN_ORIGINS = ['http://localhost:8000', 'http://localhost:18000'] as const;
export const PRINT_PLUGIN_SCRIPT = '/CLodopfuncs.js';
