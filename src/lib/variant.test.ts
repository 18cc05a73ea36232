import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as common from './i18n-common';
import { initI18n } from './i18n';
import { getVariant, initVariant, loadIdentity, resolveAppVariant, setPageTitle, variantTitle, whenIdentityLoaded } from './variant';

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

  it('reads the identity JSON of every variant, known ones too, after their first render', async () => {
    const fetchMock = stubFetch({ '/config/da.identity.json': { logo: '/brand/da-logo.svg', icon: '/brand/da-icon.svg' } });
    const first = await initVariant('da.example.com');
    // the known variant renders at once with the built-in identity …
    expect(first).toMatchObject({ appCode: 'DA', logo: '/brand/logo.svg', icon: '/favicon.svg' });
    await whenIdentityLoaded();
    // … and takes its subdomain's logo and icon when the file arrives
    expect(fetchMock).toHaveBeenCalledWith('/config/da.identity.json', expect.anything());
    expect(getVariant()).toMatchObject({ appCode: 'DA', logo: '/brand/da-logo.svg', icon: '/brand/da-icon.svg' });
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/da-icon.svg');

    // plain localhost is the default variant: its label's file is asked for too, missing → built-in values
    const missing = stubFetch({});
    await initVariant('localhost');
    await whenIdentityLoaded();
    expect(missing).toHaveBeenCalledWith('/config/bang.identity.json', expect.anything());
    expect(getVariant()).toMatchObject({ appCode: 'BANG', logo: '/brand/logo.svg', icon: '/favicon.svg' });
  });

  it('falls back to the built-in logo or icon for whatever the identity JSON lacks or cannot be read', async () => {
    stubFetch({ '/config/half.identity.json': { logo: ' /brand/half.svg ', icon: 7 } });
    expect(await loadIdentity('half')).toEqual({ logo: '/brand/half.svg', icon: '/favicon.svg' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await loadIdentity('half')).toEqual({ logo: '/brand/logo.svg', icon: '/favicon.svg' });
  });

  it('sets the document title: route title - variant title', async () => {
    await initVariant('pai.localhost');
    expect(getVariant().appCode).toBe('PAI');
    expect(document.title).toBe('Lading Delivery');
    setPageTitle('All waybills');
    expect(document.title).toBe('All waybills - Lading Delivery');
  });
});
