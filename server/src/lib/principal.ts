/** What a token says about its user: the spec §3 claims built from the account, its company and main account. */
import type { TokenPayload, UserInfo } from '../../../src/domain/auth';
import type { AppCode } from '../../../src/domain/variants';
import type { Principal } from '../repositories/accounts/users';
import type { MainType } from '../../../src/domain/auth';

export interface GroupChoice {
  id: number;
  name: string;
}

export function tokenPayload(principal: Principal, appCode: AppCode, group: GroupChoice | null): TokenPayload {
  const { user, company, main } = principal;
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    phone: user.phone,
    app_code: appCode,
    main_type: user.mainType as MainType,
    servicer_id: user.servicerId ?? (company.type === 'servicer' ? company.id : null),
    subscribe_version: company.subscribeVersion,
    main_user_id: main.id,
    main_name: main.nickname,
    main_phone: main.phone,
    resource_id: user.resourceId,
    company_id: company.id,
    group_id: group?.id ?? null,
    group_name: group?.name ?? '',
    is_main: user.isMain,
  };
}

export function userInfo(principal: Principal, appCode: AppCode, group: GroupChoice | null): UserInfo {
  return {
    ...tokenPayload(principal, appCode, group),
    company_name: principal.company.name,
    edition_flags: principal.company.editionFlags,
    last_login_at: principal.user.previousLoginAt?.toISOString() ?? null,
    avatar_fileid: principal.user.avatarFileid ?? null,
    avatar_url: principal.user.avatarFileid ? `/api/file/image/download?file_id=${principal.user.avatarFileid}` : null,
  };
}
