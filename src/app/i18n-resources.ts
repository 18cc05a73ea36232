/** Assembles the en and zh catalogs: common strings, route titles and one import per feature, deep-merged. */
import { ROUTES } from '@/domain/route-catalog';
import * as common from '@/lib/i18n-common';
import * as auth from '@/features/auth/i18n';
import * as errors from '@/features/errors/i18n';
import * as layout from '@/features/layout/i18n';
import { HOME_ROUTES, PUBLIC_ROUTES } from './routes/public-routes';
import * as welcome from '@/features/welcome/i18n';
import * as dashboard from '@/features/dashboard/i18n';
import * as account from '@/features/account/i18n';
import * as labels from '@/features/labels/i18n';
import * as uiWidgets from '@/components/ui/i18n';
import * as waybills from '@/features/waybills/i18n';
import * as imageUploader from '@/components/ui/image-uploader/i18n';
import * as resourcesI18n from '@/features/resources/i18n';
import * as rulesI18n from '@/features/rules/i18n';
import * as entityScreenI18n from '@/components/ui/entity-screen/i18n';
import * as basicDataI18n from '@/features/basic-data/i18n';
import * as organizationI18n from '@/features/organization/i18n';
import * as adminI18n from '@/features/admin/i18n';
import * as dataRolesI18n from '@/features/admin/data-roles/i18n';
import * as platformI18n from '@/features/platform/i18n';
import * as ordersI18n from '@/features/orders/i18n';
import * as orderEntryI18n from '@/features/order-entry/i18n';
import * as leaveConfirmI18n from '@/components/ui/leave-confirm/i18n';
import * as orderNumberFieldI18n from '@/components/ui/order-number-field-i18n';
import * as updatePromptI18n from '@/components/ui/update-prompt-i18n';
import * as orderMapI18n from '@/features/order-map/i18n';
import * as syncDevicesI18n from '@/features/sync-devices/i18n';
import * as messagesI18n from '@/features/notifications/i18n';
import * as socketI18n from '@/lib/socket/i18n';
import * as outboxI18n from '@/lib/outbox/i18n';
import * as syncI18n from '@/features/sync/i18n';
import * as syncBadgeI18n from '@/components/ui/sync-badge-i18n';
import * as fieldI18n from '@/features/field/i18n';
import * as transporterMapI18n from '@/features/transporter-map/i18n';
import * as ticketsDeskI18n from '@/features/tickets/i18n-desk';
import * as ticketsFormI18n from '@/features/tickets/i18n-form';
import * as warehouseI18n from '@/features/warehouse/i18n';
import * as warehouseStockI18n from '@/features/warehouse/i18n-stock';
import * as warehouseNoticeI18n from '@/features/warehouse/notices-i18n';
import * as abnormalReportI18n from '@/features/abnormal/report/i18n';
import * as transitPlansI18n from '@/features/transit/plans/i18n';
import * as overAreaI18n from '@/features/quote/report/i18n';
import * as reportsI18n from '@/features/report/i18n';
import * as transitI18n from '@/features/transit/i18n';
import * as transitRouteSplitI18n from '@/features/transit/i18n-route-split';
import * as abnormalI18n from '@/features/abnormal/i18n';
import * as quoteI18n from '@/features/quote/i18n';
import * as quotePricingI18n from '@/features/quote/i18n-pricing';
import * as printI18n from '@/components/ui/print/i18n';
import * as printQueueI18n from '@/components/ui/print-queue/i18n';
import * as financeI18n from '@/features/finance/i18n';
import * as financeMoneyI18n from '@/features/finance/i18n-money';
import * as financeBillsI18n from '@/features/finance/i18n-bills';
import * as publicPagesI18n from '@/features/public/i18n';
import * as merchantHomeI18n from '@/features/merchant-home/i18n';
import * as integrationsI18n from '@/features/integrations/i18n';
import * as contentI18n from '@/features/content/i18n';

type Catalog = Record<string, unknown>;

function isPlainObject(v: unknown): v is Catalog {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export function deepMerge(...sources: Catalog[]): Catalog {
  const out: Catalog = {};
  for (const src of sources) {
    for (const [k, v] of Object.entries(src)) {
      out[k] = isPlainObject(v) && isPlainObject(out[k]) ? deepMerge(out[k] as Catalog, v) : v;
    }
  }
  return out;
}

/** Route titles under `routes.<name>` (public routes, home routes and the §2.3 catalog). */
function routeTitles(lang: 'en' | 'zh'): Catalog {
  return { routes: Object.fromEntries([...PUBLIC_ROUTES, ...HOME_ROUTES, ...ROUTES].map((r) => [r.name, lang === 'zh' ? r.zh : r.en])) };
}

const modules: { en: Catalog; zh: Catalog }[] = [common, auth, errors, layout, welcome, dashboard, account, imageUploader, waybills, uiWidgets, labels, resourcesI18n, rulesI18n, organizationI18n, platformI18n, ordersI18n, entityScreenI18n, basicDataI18n, orderEntryI18n, leaveConfirmI18n, orderNumberFieldI18n, updatePromptI18n, orderMapI18n, syncDevicesI18n, socketI18n, outboxI18n, syncI18n, syncBadgeI18n, fieldI18n, messagesI18n, ticketsDeskI18n, ticketsFormI18n, transporterMapI18n, warehouseI18n, warehouseStockI18n, warehouseNoticeI18n, transitPlansI18n, transitI18n, transitRouteSplitI18n, abnormalI18n, abnormalReportI18n, quoteI18n, quotePricingI18n, overAreaI18n, printI18n, printQueueI18n, financeI18n, financeMoneyI18n, integrationsI18n, adminI18n, dataRolesI18n, reportsI18n, financeBillsI18n, publicPagesI18n, merchantHomeI18n, contentI18n];

export const resources = {
  en: deepMerge(routeTitles('en'), ...modules.map((m) => m.en)),
  zh: deepMerge(routeTitles('zh'), ...modules.map((m) => m.zh)),
};
