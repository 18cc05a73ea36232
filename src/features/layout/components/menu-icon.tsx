/** Maps the server's menu icon names to react-icons; unknown names get a neutral bullet. */
import type { IconType } from 'react-icons';
import {
  LuBell,
  LuChartColumn,
  LuChartLine,
  LuCircleAlert,
  LuDatabase,
  LuFileText,
  LuFolder,
  LuHouse,
  LuLayoutDashboard,
  LuMap,
  LuMegaphone,
  LuPackage,
  LuPlug,
  LuReceipt,
  LuSettings,
  LuShieldCheck,
  LuShoppingCart,
  LuTicket,
  LuTruck,
  LuUser,
  LuUsers,
  LuWallet,
  LuWarehouse,
  LuDot,
} from 'react-icons/lu';

const ICONS: Record<string, IconType> = {
  dashboard: LuLayoutDashboard,
  home: LuHouse,
  chart: LuChartLine,
  order: LuShoppingCart,
  waybill: LuFileText,
  truck: LuTruck,
  transit: LuTruck,
  warehouse: LuWarehouse,
  storage: LuWarehouse,
  package: LuPackage,
  alert: LuCircleAlert,
  abnormal: LuCircleAlert,
  ticket: LuTicket,
  resource: LuUsers,
  people: LuUsers,
  finance: LuWallet,
  money: LuWallet,
  bill: LuReceipt,
  report: LuChartColumn,
  settings: LuSettings,
  basic: LuDatabase,
  system: LuShieldCheck,
  user: LuUser,
  account: LuUser,
  message: LuBell,
  marketing: LuMegaphone,
  api: LuPlug,
  map: LuMap,
  folder: LuFolder,
};

/** the icon names the sidebar draws (the platform admin's menu editor offers these) */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

export function menuIcon(name: string | null | undefined): IconType | null {
  if (!name) return null;
  return ICONS[name] ?? ICONS[name.toLowerCase()] ?? LuFolder;
}

export const LeafDot = LuDot;
