/**
 * The one route registry: every path of spec §2.1–§2.3 (from the domain route catalog) with its name, aliases and
 * screen. Routes whose screen is not built yet show NotAvailableScreen; later work only fills in SCREENS.
 */
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { ROUTES, routeNameForPath, type RouteDef } from '@/domain/route-catalog';
import { NotAvailableScreen } from '@/features/errors/components/not-available-screen';
import { HOME_ROUTES, PUBLIC_ROUTES } from './public-routes';
import { CREATE_VARIANTS } from '@/domain/order-form';
import { RULES_SCREENS } from './rules-screens';
import { validateSubAccountSearch } from '@/features/organization/utils/list-search';
import { validateAuditSearch, validateServicerSearch } from '@/features/platform/utils/forms';
import { parseSearch, redirectSearchSchema, waybillAllSearchSchema } from './search-schemas';
import type * as ResourceScreens from '@/features/resources/components/resource-screen';
import { validateResourceListSearch } from '@/features/resources/utils/list-search';
import { validateEntitySearch } from '@/components/ui/entity-screen/search';
import { LIST_CONFIGS } from '@/features/orders/utils/list-configs';
import { validateOrderListSearch } from '@/features/orders/utils/list-search';
import { validateMapSearch } from '@/features/order-map/utils/map-search';
import { validateDevicesSearch } from '@/features/sync-devices/utils/search';
import { validateMessagesSearch } from '@/features/notifications/utils/search';
import { TICKET_LISTS, validateTicketListSearch } from '@/features/tickets/components/ticket-list-config';
import { validateTicketCreateSearch } from '@/features/tickets/components/ticket-form/create-search';
import { DOCUMENT_LISTS, validateDocumentListSearch } from '@/features/warehouse/utils/document-lists';
import { validateCreateSearch, validateInventorySearch, validateMoveSearch, validatePackagesSearch } from '@/features/warehouse/utils/inventory-search';
import { validateNoticeSearch } from '@/features/warehouse/utils/notice-search';
import { LOAD_LISTS, STOWAGE_CREATE, validateCreateSearch as validateLoadCreateSearch, validateLoadListSearch } from '@/features/transit/utils/load-lists';
import { RECORD_LISTS, validateRecordListSearch } from '@/features/abnormal/utils/record-lists';
import { FEE_LIST_PATH, HANDLING_LISTS, validateHandlingListSearch } from '@/features/abnormal/utils/handling-lists';
import { CARD_LIST_PATHS } from '@/features/quote/utils/kinds';
import { validateCardListSearch } from '@/features/quote/utils/card-search';
import { FINANCE_MONEY_SCREENS } from '@/features/finance/routes';
import { CONTENT_SCREENS } from '@/features/content/routes';
import { FINANCE_BILL_SCREENS } from '@/features/finance/bill-routes';
import { PLATFORMS } from '@/domain/integrations/platforms';
import { validateMenuAddSearch, validateMenuIndexSearch } from '@/features/admin/utils/menu-search';

export interface ScreenEntry {
  component: RouteComponent;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

type ResourceScreenName = Exclude<keyof typeof ResourceScreens, 'ResourceScreen'>;
/** a resource list screen (filters, page and open detail in the URL) */
const resourceList = (name: ResourceScreenName): ScreenEntry => ({
  component: lazyRouteComponent(() => import('@/features/resources/components/resource-screen'), name),
  validateSearch: validateResourceListSearch,
});

/** every order lifecycle list route shares one configured screen (features/orders/utils/list-configs.ts) */
const orderList: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/orders/components/order-list-screen'), 'OrderListScreen'),
  validateSearch: validateOrderListSearch,
};

/** every ticket list route (all types and one per type) shares one configured screen (features/tickets/components/ticket-list-config.ts) */
const ticketList: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/tickets/components/ticket-list-screen'), 'TicketListScreen'),
  validateSearch: validateTicketListSearch,
};

/** a Basic data list built on the entity screen kit (filters, page and page size in the URL) */
const basicList = (component: RouteComponent): ScreenEntry => ({ component, validateSearch: validateEntitySearch });

/** every create route and quick entry share one screen; the variant is the path's last segment */
const orderEntry: ScreenEntry = { component: lazyRouteComponent(() => import('@/features/order-entry/components/order-entry-screen'), 'OrderEntryScreen') };

/** every warehouse document list (inbound, outbound, lock, replenish) shares one configured screen (features/warehouse/utils/document-lists.ts) */
const warehouseDocuments: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/warehouse/components/document-list-screen'), 'DocumentListScreen'),
  validateSearch: validateDocumentListSearch,
};

/** 新建入库 and 新建出库: one form, the kind from the path (?draft= reopens a local draft) */
const warehouseCreate: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/warehouse/components/document-create-screen'), 'DocumentCreateScreen'),
  validateSearch: validateCreateSearch,
};

/** every transit load list shares one configured screen (features/transit/utils/load-lists.ts) */
const transitLoads: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/transit/components/load-list-screen'), 'LoadListScreen'),
  validateSearch: validateLoadListSearch,
};

/** every abnormal record list (异常登记/审核/完结/归档, desk and merchant) shares one configured screen (features/abnormal/utils/record-lists.ts) */
const abnormalRecords: ScreenEntry = {
  component: lazyRouteComponent(() => import('@/features/abnormal/components/record-list-screen'), 'RecordListScreen'),
  validateSearch: validateRecordListSearch,
};

const welcome = lazyRouteComponent(() => import('@/features/welcome/components/welcome-screen'), 'WelcomeScreen');

/** Route name → screen. Anything missing here renders NotAvailableScreen. */
export const SCREENS: Record<string, ScreenEntry> = {
  ...RULES_SCREENS,
  ...FINANCE_MONEY_SCREENS,
  ...CONTENT_SCREENS,
  ...FINANCE_BILL_SCREENS,
  // public
  login: {
    component: lazyRouteComponent(() => import('@/features/auth/components/login-screen'), 'LoginScreen'),
    validateSearch: parseSearch(redirectSearchSchema),
  },
  register: {
    component: lazyRouteComponent(() => import('@/features/auth/components/register-screen'), 'RegisterScreen'),
    validateSearch: parseSearch(redirectSearchSchema),
  },
  forgetPassword: {
    component: lazyRouteComponent(() => import('@/features/auth/components/forget-password-screen'), 'ForgetPasswordScreen'),
  },
  authRedirect: {
    component: lazyRouteComponent(() => import('@/features/auth/components/auth-redirect-screen'), 'AuthRedirectScreen'),
  },
  notFound: { component: lazyRouteComponent(() => import('@/features/errors/components/not-found-screen'), 'NotFoundScreen') },
  unauthorized: {
    component: lazyRouteComponent(() => import('@/features/errors/components/unauthorized-screen'), 'UnauthorizedScreen'),
  },
  // home
  myProduct: { component: welcome },
  layout: { component: welcome },
  saasDashboardIndex: {
    component: lazyRouteComponent(() => import('@/features/dashboard/components/dashboard-screen'), 'DashboardScreen'),
  },
  saasAccountMyIndex: {
    component: lazyRouteComponent(() => import('@/features/account/components/my-account-screen'), 'MyAccountScreen'),
  },
  // orders
  saasWaybillAllIndex: {
    component: lazyRouteComponent(() => import('@/features/waybills/components/waybill-all-screen'), 'WaybillAllScreen'),
    validateSearch: parseSearch(waybillAllSearchSchema),
  },
  ...Object.fromEntries(LIST_CONFIGS.map((c) => [routeNameForPath(`/saas/order/${c.suffix}`), orderList])),
  saasOrderDetailId: { component: lazyRouteComponent(() => import('@/features/orders/components/order-detail-screen'), 'OrderDetailScreen') },
  // order entry (every create variant, quick entry), edit, import and the JD screens
  ...Object.fromEntries(CREATE_VARIANTS.map((v) => [routeNameForPath(`/saas/order/create/${v}`), orderEntry])),
  [routeNameForPath('/saas/order-entry/entry')]: orderEntry,
  [routeNameForPath('/saas/order-entry/show')]: {
    component: lazyRouteComponent(() => import('@/features/orders/components/order-list-screen'), 'EnteredOrdersScreen'),
    validateSearch: validateOrderListSearch,
  },
  saasOrderUpdateId: { component: lazyRouteComponent(() => import('@/features/order-entry/components/order-edit-screen'), 'OrderEditScreen') },
  saasOrderImportIndex: { component: lazyRouteComponent(() => import('@/features/order-entry/components/order-import-screen'), 'OrderImportScreen') },
  saasOrderJdSyncIndex: { component: lazyRouteComponent(() => import('@/features/order-entry/components/jd-sync-screen'), 'JdSyncScreen') },
  saasOrderJdBindIndex: { component: lazyRouteComponent(() => import('@/features/order-entry/components/jd-bind-screen'), 'JdBindScreen') },
  saasOrderMapAssignIndex: { component: lazyRouteComponent(() => import('@/features/order-map/components/map-assign-screen'), 'MapAssignScreen'), validateSearch: validateMapSearch },
  saasBusinessTransporterMapIndex: { component: lazyRouteComponent(() => import('@/features/transporter-map/components/transporter-map-screen'), 'TransporterMapScreen') },
  saasBusinessTransporterMapShowId: { component: lazyRouteComponent(() => import('@/features/transporter-map/components/transporter-show-screen'), 'TransporterShowScreen') },
  // transit (issue 18): the load lists (配载列表, 短驳, 中转发货, 中转到货), create, the dock tablet and the detail
  ...Object.fromEntries(LOAD_LISTS.map((c) => [routeNameForPath(c.path), transitLoads])),
  [routeNameForPath(STOWAGE_CREATE)]: { component: lazyRouteComponent(() => import('@/features/transit/components/load-create-screen'), 'LoadCreateScreen'), validateSearch: validateLoadCreateSearch },
  [routeNameForPath('/saas/transit/stowage/depart/:id')]: { component: lazyRouteComponent(() => import('@/features/transit/components/dock-screen'), 'DepartScreen') },
  [routeNameForPath('/saas/transit/stowage/detail/:id')]: { component: lazyRouteComponent(() => import('@/features/transit/components/load-detail-screen'), 'LoadDetailScreen') },
  // transit: stowage plans, their report and the public departure plan (features/transit/plans)
  saasTransitStowagePlanIndex: { component: lazyRouteComponent(() => import('@/features/transit/plans/plan-screen'), 'PlanScreen') },
  saasTransitStowagePlanDetailId: { component: lazyRouteComponent(() => import('@/features/transit/plans/plan-detail-screen'), 'PlanDetailScreen') },
  // transit: route reset and split orders (features/transit/components)
  [routeNameForPath('/saas/transit/routeReset/index')]: { component: lazyRouteComponent(() => import('@/features/transit/components/route-reset-screen'), 'RouteResetScreen') },
  [routeNameForPath('/saas/transit/splitOrders/index')]: { component: lazyRouteComponent(() => import('@/features/transit/components/split-screen'), 'SplitScreen') },
  saasReportStowagePlanIndex: { component: lazyRouteComponent(() => import('@/features/transit/plans/report-screen'), 'StowageReportScreen') },
  // 异常报表 (issue 19): its chart library loads with this screen only
  saasReportOverAreaIndex: { component: lazyRouteComponent(() => import('@/features/quote/report/over-area-screen'), 'OverAreaReportScreen') },
  saasReportAbnormalIndex: { component: lazyRouteComponent(() => import('@/features/abnormal/report/report-screen'), 'AbnormalReportScreen') },
  // the report center (issue 21, features/report): filters in the URL; Chart.js loads with these screens only
  saasReportReceivableIndex: { component: lazyRouteComponent(() => import('@/features/report/receivable-screen'), 'ReceivableReportScreen') },
  saasReportShopCostIndex: { component: lazyRouteComponent(() => import('@/features/report/shop-cost-screen'), 'ShopCostReportScreen') },
  saasReportFeedbackIndex: { component: lazyRouteComponent(() => import('@/features/report/feedback-screen'), 'FeedbackReportScreen') },
  saasReportOrderDailyIndex: { component: lazyRouteComponent(() => import('@/features/report/order-daily-screen'), 'OrderDailyReportScreen') },
  ssFhbReportIndexId: { component: lazyRouteComponent(() => import('@/features/report/viewer-screen'), 'ReportViewerScreen') },
  orderPlan: { component: lazyRouteComponent(() => import('@/features/transit/plans/public-plan-screen'), 'PublicPlanScreen') },
  // abnormal (issue 19): the record lists (/da/abnormal/* are their aliases) and the detail
  ...Object.fromEntries(RECORD_LISTS.filter((c) => !c.merchant).map((c) => [routeNameForPath(c.path), abnormalRecords])),
  ...Object.fromEntries(
    HANDLING_LISTS.map((c) => [routeNameForPath(c.path), { component: lazyRouteComponent(() => import('@/features/abnormal/components/handling-list-screen'), 'HandlingListScreen'), validateSearch: validateHandlingListSearch }]),
  ),
  [routeNameForPath(FEE_LIST_PATH)]: { component: lazyRouteComponent(() => import('@/features/abnormal/components/handling-list-screen'), 'FeeListScreen'), validateSearch: validateHandlingListSearch },
  saasAbnormalDetailId: { component: lazyRouteComponent(() => import('@/features/abnormal/components/record-detail-screen'), 'RecordDetailScreen') },
  // quotes (issue 20): one rate-card screen for the eleven kinds (the kind from the path), a card's detail, templates, generate, overview
  ...Object.fromEntries(CARD_LIST_PATHS.map((p) => [routeNameForPath(p), { component: lazyRouteComponent(() => import('@/features/quote/components/card-list-screen'), 'CardListScreen'), validateSearch: validateCardListSearch }])),
  saasQuoteCardId: { component: lazyRouteComponent(() => import('@/features/quote/components/card-detail-screen'), 'CardDetailScreen') },
  saasQuoteConsignorTemplateIndex: { component: lazyRouteComponent(() => import('@/features/quote/components/template-screen'), 'TemplateScreen') },
  saasQuoteConsignorGenerateIndex: { component: lazyRouteComponent(() => import('@/features/quote/components/generate-screen'), 'GenerateScreen') },
  saasQuoteOverallIndex: { component: lazyRouteComponent(() => import('@/features/quote/components/overview-screen'), 'OverviewScreen') },
  orderPrice: { component: lazyRouteComponent(() => import('@/features/quote/components/public-price-screen'), 'PublicPriceScreen') },
  // the public pages of features/public: tracking, customer photo links, diagnostics, the registration's later steps
  orderQuery: { component: lazyRouteComponent(() => import('@/features/public/components/order-query-screen'), 'OrderQueryScreen') },
  orderAttachment: { component: lazyRouteComponent(() => import('@/features/public/components/order-attachment-screen'), 'OrderAttachmentScreen') },
  test: { component: lazyRouteComponent(() => import('@/features/public/components/diagnostics-screen'), 'DiagnosticsScreen') },
  editCompany: { component: lazyRouteComponent(() => import('@/features/public/components/edit-company-screen'), 'EditCompanyScreen') },
  activeEntry: { component: lazyRouteComponent(() => import('@/features/public/components/active-entry-screen'), 'ActiveEntryScreen') },
  // the merchant home (DA): orders by status, open exceptions, statements to confirm, articles
  saasConsignorIndex: { component: lazyRouteComponent(() => import('@/features/merchant-home/components/merchant-home-screen'), 'MerchantHomeScreen') },
  // warehouse
  ...Object.fromEntries(DOCUMENT_LISTS.map((c) => [routeNameForPath(c.path), warehouseDocuments])),
  saasWarehouseInCreate: warehouseCreate,
  saasWarehouseOutCreate: warehouseCreate,
  // a merchant's advance notices (到货预报)
  daWarehouseNoticeIndex: {
    component: lazyRouteComponent(() => import('@/features/warehouse/components/notices-screen'), 'NoticesScreen'),
    validateSearch: validateNoticeSearch,
  },
  saasWarehouseDraftsIndex: { component: lazyRouteComponent(() => import('@/features/warehouse/components/drafts-screen'), 'DraftsScreen') },
  saasWarehouseInventoryIndex: {
    component: lazyRouteComponent(() => import('@/features/warehouse/components/inventory-screen'), 'InventoryScreen'),
    validateSearch: validateInventorySearch,
  },
  saasWarehousePackagesIndex: {
    component: lazyRouteComponent(() => import('@/features/warehouse/components/packages-screen'), 'PackagesScreen'),
    validateSearch: validatePackagesSearch,
  },
  // ?no= the order's number (same shape as a carton lookup's)
  saasWarehouseProductReplaceIndex: {
    component: lazyRouteComponent(() => import('@/features/warehouse/components/product-replace-screen'), 'ProductReplaceScreen'),
    validateSearch: validatePackagesSearch,
  },
  saasReportWarehouseLogIndex: {
    component: lazyRouteComponent(() => import('@/features/warehouse/components/warehouse-log-screen'), 'WarehouseLogScreen'),
    validateSearch: validateMoveSearch,
  },
  saasWarehouseLabelIndex: {
    component: lazyRouteComponent(() => import('@/features/labels/components/label-screen'), 'LabelScreen'),
    // ?nos= from an order's detail screen
    validateSearch: (s: Record<string, unknown>) => (typeof s.nos === 'string' && s.nos ? { nos: s.nos.slice(0, 4000) } : {}),
  },
  // resources
  saasResourceDriverIndex: resourceList('DriversScreen'),
  saasBasicTransporterIndex: resourceList('CarriersScreen'),
  saasResourceConsignorIndex: resourceList('ConsignorsScreen'),
  saasBasicConsignorIndex: resourceList('BasicConsignorsScreen'),
  saasResourceSupplierIndex: resourceList('SuppliersScreen'),
  saasResourceStoreIndex: resourceList('StoresScreen'),
  saasResourceFactoryIndex: resourceList('FactoriesScreen'),
  saasResourceThirdPartyIndex: resourceList('ThirdPartiesScreen'),
  saasResourceDeliveryProviderIndex: resourceList('DeliveryProvidersScreen'),
  saasResourceDeliveryManIndex: resourceList('DeliveryMenScreen'),
  saasResourceStationIndex: resourceList('StationsScreen'),
  saasBasicConsignorShowId: { component: lazyRouteComponent(() => import('@/features/resources/components/resource-detail'), 'ConsignorDetailScreen') },
  saasBasicTransporterShowId: { component: lazyRouteComponent(() => import('@/features/resources/components/resource-detail'), 'CarrierDetailScreen') },
  // organisation (sub-accounts, departments, company info, the review waiting page)
  examining: { component: lazyRouteComponent(() => import('@/features/organization/components/examining-screen'), 'ExaminingScreen') },
  saasAccountSubIndex: {
    component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-list-screen'), 'SubAccountListScreen'),
    validateSearch: validateSubAccountSearch,
  },
  saasAccountSubCreate: { component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-create-screen'), 'SubAccountCreateScreen') },
  saasAccountSubDetailId: { component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-detail-screen'), 'SubAccountDetailScreen') },
  saasResourceGroupIndex: { component: lazyRouteComponent(() => import('@/features/organization/components/group-screen'), 'GroupScreen') },
  saasBasicCompanyIndex: { component: lazyRouteComponent(() => import('@/features/organization/components/company-info-screen'), 'CompanyInfoScreen') },
  // system admin (issue 22): roles, menus, the audit log; accounts and groups are second entry points of the screens above
  saasSystemAccountIndex: {
    component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-list-screen'), 'SubAccountListScreen'),
    validateSearch: validateSubAccountSearch,
  },
  saasSystemAccountAdd: { component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-create-screen'), 'SubAccountCreateScreen') },
  saasSystemAccountShowId: { component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-detail-screen'), 'SubAccountDetailScreen') },
  saasSystemAccountUpdateId: { component: lazyRouteComponent(() => import('@/features/organization/components/sub-account-detail-screen'), 'SubAccountDetailScreen') },
  saasSystemGroupIndex: { component: lazyRouteComponent(() => import('@/features/organization/components/group-screen'), 'GroupScreen') },
  saasSystemGroupAdd: { component: lazyRouteComponent(() => import('@/features/organization/components/group-page-screen'), 'GroupAddScreen') },
  saasSystemGroupShowId: { component: lazyRouteComponent(() => import('@/features/organization/components/group-page-screen'), 'GroupShowScreen') },
  saasSystemGroupUpdateId: { component: lazyRouteComponent(() => import('@/features/organization/components/group-page-screen'), 'GroupUpdateScreen') },
  saasSystemRoleIndex: { component: lazyRouteComponent(() => import('@/features/admin/components/role-list-screen'), 'RoleListScreen') },
  saasSystemRoleAdd: { component: lazyRouteComponent(() => import('@/features/admin/components/role-form-screen'), 'RoleAddScreen') },
  saasSystemRoleShowId: { component: lazyRouteComponent(() => import('@/features/admin/components/role-form-screen'), 'RoleShowScreen') },
  saasSystemRoleUpdateId: { component: lazyRouteComponent(() => import('@/features/admin/components/role-form-screen'), 'RoleUpdateScreen') },
  saasSystem: { component: lazyRouteComponent(() => import('@/features/admin/components/system-home-screen'), 'SystemHomeScreen') },
  saasSystemMenuIndex: {
    component: lazyRouteComponent(() => import('@/features/admin/components/menu-admin-screen'), 'MenuAdminScreen'),
    validateSearch: validateMenuIndexSearch,
  },
  saasSystemMenuAdd: {
    component: lazyRouteComponent(() => import('@/features/admin/components/menu-form-screen'), 'MenuAddScreen'),
    validateSearch: validateMenuAddSearch,
  },
  saasSystemMenuShowId: { component: lazyRouteComponent(() => import('@/features/admin/components/menu-form-screen'), 'MenuShowScreen') },
  saasSystemMenuUpdateId: { component: lazyRouteComponent(() => import('@/features/admin/components/menu-form-screen'), 'MenuUpdateScreen') },
  saasSystemAuditIndex: { component: lazyRouteComponent(() => import('@/features/admin/components/audit-list-screen'), 'AuditListScreen') },
  saasSystemOpsCtlIndex: { component: lazyRouteComponent(() => import('@/features/admin/ops/ops-screen'), 'OpsScreen') },
  saasUserRoleIndex: { component: lazyRouteComponent(() => import('@/features/admin/data-roles/data-role-list-screen'), 'DataRoleListScreen') },
  // platform admin (qualification review, servicers)
  saasBasicAuditIndex: {
    component: lazyRouteComponent(() => import('@/features/platform/components/audit-list-screen'), 'AuditListScreen'),
    validateSearch: validateAuditSearch,
  },
  saasBasicAuditShowId: { component: lazyRouteComponent(() => import('@/features/platform/components/audit-show-screen'), 'AuditShowScreen') },
  saasBasicServicerIndex: {
    component: lazyRouteComponent(() => import('@/features/platform/components/servicer-list-screen'), 'ServicerListScreen'),
    validateSearch: validateServicerSearch,
  },
  saasBasicServicerShowId: { component: lazyRouteComponent(() => import('@/features/platform/components/servicer-show-screen'), 'ServicerShowScreen') },
  // basic data (entity screen kit)
  saasBasicStorageIndex: basicList(lazyRouteComponent(() => import('@/features/basic-data/components/warehouses-screen'), 'WarehousesScreen')),
  saasBasicStorageLocationIndex: basicList(lazyRouteComponent(() => import('@/features/basic-data/components/storage-locations-screen'), 'StorageLocationsScreen')),
  saasBasicProductTypeIndex: basicList(lazyRouteComponent(() => import('@/features/basic-data/components/product-types-screen'), 'ProductTypesScreen')),
  saasBasicProductIndex: basicList(lazyRouteComponent(() => import('@/features/basic-data/components/products-screen'), 'ProductsScreen')),
  saasBasicAbnormalIndex: basicList(lazyRouteComponent(() => import('@/features/basic-data/components/abnormal-types-screen'), 'AbnormalTypesScreen')),
  saasBasicOperationIndex: { component: lazyRouteComponent(() => import('@/features/basic-data/components/settings-screens'), 'OperationSettingsScreen') },
  saasBasicPrintIndex: { component: lazyRouteComponent(() => import('@/features/basic-data/components/settings-screens'), 'PrintSettingsScreen') },
  saasBasicWaybillTemplateIndex: { component: lazyRouteComponent(() => import('@/features/basic-data/components/settings-screens'), 'WaybillTemplateScreen') },
  saasBasicAddressIndex: { component: lazyRouteComponent(() => import('@/features/basic-data/components/address-screen'), 'AddressScreen') },
  // the sync centre (issue 6): this device's pending, failed and recently sent outbox entries
  [routeNameForPath('/saas/sync/index')]: { component: lazyRouteComponent(() => import('@/features/sync/components/sync-screen'), 'SyncScreen') },
  // devices with unsent work (each reports its outbox over the socket)
  [routeNameForPath('/saas/sync/devices')]: {
    component: lazyRouteComponent(() => import('@/features/sync-devices/components/devices-screen'), 'DevicesScreen'),
    validateSearch: validateDevicesSearch,
  },
  // field work (issue 6): downloaded tasks and scan-to-act, both working with no network
  saasFieldTasks: { component: lazyRouteComponent(() => import('./field-tasks-screen'), 'FieldTasksScreen') },
  saasFieldScan: { component: lazyRouteComponent(() => import('@/features/field/components/scan-screen'), 'ScanScreen') },
  // tickets (issue 7): the lists and the ticket detail
  ...Object.fromEntries(TICKET_LISTS.map((c) => [routeNameForPath(c.path), ticketList])),
  // the ticket create screen (issue 7): schema-driven form, order number, fee rows (features/tickets/components/ticket-create-screen.tsx)
  [routeNameForPath('/saas/ticket/v2/create')]: {
    component: lazyRouteComponent(() => import('@/features/tickets/components/ticket-create-screen'), 'TicketCreateScreen'),
    validateSearch: validateTicketCreateSearch,
  },
  [routeNameForPath('/saas/ticket/v2/detail/:id')]: {
    component: lazyRouteComponent(() => import('@/features/tickets/components/ticket-detail-screen'), 'TicketDetailScreen'),
  },
  // platform integrations (issue 22): one screen serves every /saas/api/<platform>/index (src/domain/integrations/platforms.ts)
  ...Object.fromEntries(
    Object.values(PLATFORMS).map((p) => [routeNameForPath(p.path), { component: lazyRouteComponent(() => import('@/features/integrations/components/integration-screen'), 'IntegrationScreen') }]),
  ),
  // message centre (issue 8): every notification, read-state tabs, type filter, paged
  [routeNameForPath('/saas/message/index')]: {
    component: lazyRouteComponent(() => import('@/features/notifications/components/message-centre-screen'), 'MessageCentreScreen'),
    validateSearch: validateMessagesSearch,
  },
};

export interface RegisteredRoute extends RouteDef {
  /** public routes need no login (spec §2.1) */
  isPublic: boolean;
  screen: ScreenEntry;
  /** screen still to be built */
  notAvailable: boolean;
}

function register(defs: RouteDef[], isPublic: boolean): RegisteredRoute[] {
  return defs.map((def) => {
    const screen = SCREENS[def.name];
    return { ...def, isPublic, screen: screen ?? { component: NotAvailableScreen }, notAvailable: !screen || screen.component === NotAvailableScreen };
  });
}

export const REGISTRY: RegisteredRoute[] = [...register(PUBLIC_ROUTES, true), ...register(HOME_ROUTES, false), ...register(ROUTES, false)];

export const ROUTE_BY_NAME: ReadonlyMap<string, RegisteredRoute> = new Map(REGISTRY.map((r) => [r.name, r]));

/** Spec path (':id') → TanStack path ('$id'). */
export function toRouterPath(path: string): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, '$$$1');
}

export const ROUTE_NAME_REQUIRED = 'route name must be filled';

/** Concrete path of a named route; ':param' segments filled from params. */
export function pathForName(name: string | null | undefined, params: Record<string, string | number> = {}): string {
  if (!name) throw new Error(ROUTE_NAME_REQUIRED);
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`unknown route name: ${name}`);
  return route.path.replace(/:([A-Za-z_][\w]*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`route ${name} needs param ${key}`);
    return encodeURIComponent(String(value));
  });
}
