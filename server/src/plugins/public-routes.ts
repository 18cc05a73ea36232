/**
 * The routes anyone may call without a token, listed once. A route opts out of the auth plugin's check with
 * `config: { public: true }`; the route-table security test holds the app to this list both ways, so making a
 * route public is a decision someone reads here, not a flag that slips in unnoticed.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/login/login',
  // spec §7's users-service name of the same sign-in (routes/api/login/login.ts)
  'POST /api/user/users/userslogin',
  'POST /api/login/logout',
  'POST /api/user/users/refresh-token',
  'POST /api/user/users/register',
  'POST /api/user/users/forgetPassword',
  'POST /api/file/upload/direct',
  'GET /api/map/help/system_info',
  'GET /api/map/help/areas_version',
  'GET /api/map/help/maintenance',
  'GET /api/map/area/getDistrictList',
  'GET /api/map/area/three_level_address',
  'GET /api/transit/public-plan',
  'GET /api/quote/public-price',
  // the public order pages (routes/api/order/public.ts): tracking, and the photos of a signed customer link
  'GET /api/order/public/track',
  'GET /api/order/public/attachments',
  'GET /api/order/public/attachments/file',
  // a platform's signed order messages (routes/api/integrations): the HMAC signature is the authentication
  'POST /api/integrations/:platform/webhook/:hook',
  'GET /manifest.webmanifest',
];
