/**
 * PUT /user/lang {lang}: tells the server the language the user switched to, so notifications other users' actions
 * cause reach them in it. Only when signed in; a failure is ignored (the next sign-in or token refresh saves it too).
 */
import type { Language } from '@/domain/constants';
import { apiPut } from '@/lib/api-client';
import { getToken } from '@/lib/session/token-store';

export async function updateUserLang(lang: Language): Promise<void> {
  if (!getToken()) return;
  try {
    await apiPut('/user/lang', { lang }, { silent: true });
  } catch {
    /* ignored: the language is saved again at the next sign-in or token refresh */
  }
}
