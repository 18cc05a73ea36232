/** Colour and icon per order status on the dashboard cards. */
import type { IconType } from 'react-icons';
import {
  LuArchive,
  LuCalendarClock,
  LuCircleHelp,
  LuClipboardCheck,
  LuFilePen,
  LuPackageCheck,
  LuPackageOpen,
  LuPhoneCall,
  LuShieldBan,
  LuSignature,
  LuTrash2,
  LuTriangleAlert,
  LuUserPlus,
  LuWarehouse,
} from 'react-icons/lu';

export interface StatusStyle {
  palette: string;
  icon: IconType;
}

const STYLES: Record<string, StatusStyle> = {
  DRAFT: { palette: 'gray', icon: LuFilePen },
  PENDING_REVIEW: { palette: 'orange', icon: LuClipboardCheck },
  TO_RECEIVE: { palette: 'cyan', icon: LuPackageOpen },
  RECEIVED: { palette: 'cyan', icon: LuPackageCheck },
  IN_WAREHOUSE: { palette: 'blue', icon: LuWarehouse },
  OUT_WAREHOUSE: { palette: 'teal', icon: LuPackageCheck },
  IN_TRANSIT: { palette: 'teal', icon: LuPackageCheck },
  TO_ASSIGN: { palette: 'purple', icon: LuUserPlus },
  TO_APPOINT: { palette: 'purple', icon: LuCalendarClock },
  TO_SIGN: { palette: 'green', icon: LuSignature },
  TO_REVISIT: { palette: 'green', icon: LuPhoneCall },
  ABNORMAL: { palette: 'red', icon: LuTriangleAlert },
  ARCHIVED: { palette: 'gray', icon: LuArchive },
  INTERCEPTED: { palette: 'red', icon: LuShieldBan },
  RECYCLED: { palette: 'gray', icon: LuTrash2 },
};

export function statusStyle(status: string): StatusStyle {
  return STYLES[status] ?? { palette: 'gray', icon: LuCircleHelp };
}
