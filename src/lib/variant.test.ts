import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as common from './i18n-common';
import { initI18n } from './i18n';
import { getVariant, initVariant, resolveAppVariant, setPageTitle, variantTitle } from './variant';

beforeAll(() => {
  initI18n(common);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(files: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = files[url];
    return { ok: body !== undefined, json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('variant resolution (spec §1)', () => {
  it('resolves known labels without fetching', async () => {
    const fetchMock = stubFetch({});
    expect((await resolveAppVariant('da.example.com')).appCode).toBe('DA');
    expect((await resolveAppVariant('tms.localhost')).appCode).toBe('BANG');
    expect((await resolveAppVariant('jiaxing.localhost')).product).toBe('pai');
    expect((await resolveAppVariant('oss.localhost')).userType).toBe('admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to BANG on localhost and IP addresses', async () => {
    expect((await resolveAppVariant('localhost')).appCode).toBe('BANG');
    expect((await resolveAppVariant('127.0.0.1')).appCode).toBe('BANG');
  });

  it('reads systemName/appCode and logo/icon of unknown labels', async () => {
    const fetchMock = stubFetch({
      '/config/acme.json': { systemName: 'ACME 物流', appCode: 'PAI' },
      '/config/acme.identity.json': { logo: '/brand/acme.svg', icon: '/brand/acme-icon.svg' },
    });
    const v = await resolveAppVariant('acme.example.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(v).toMatchObject({ label: 'acme', appCode: 'PAI', product: 'pai', systemName: 'ACME 物流', logo: '/brand/acme.svg', icon: '/brand/acme-icon.svg' });
    expect(variantTitle(v)).toBe('ACME 物流');
  });

  it('uses the default app code when the config is missing or invalid', async () => {
    stubFetch({ '/config/odd.json': { appCode: 'NOPE' } });
    const v = await resolveAppVariant('odd.example.com');
    expect(v.appCode).toBe('BANG');
    expect(v.systemName).toBeNull();
  });

  it('sets the document title: route title - variant title', async () => {
    await initVariant('pai.localhost');
    expect(getVariant().appCode).toBe('PAI');
    expect(document.title).toBe('Lading Delivery');
    setPageTitle('All waybills');
    expect(document.title).toBe('All waybills - Lading Delivery');
  });
});
