/** Screens of the rule-bearing basic data (time limits, blind areas, sorting) and of contracts and transport lines. */
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { validateEntitySearch } from '@/components/ui/entity-screen/search';
import type * as SortingScreens from '@/features/rules/components/sorting-rule-screen';

type SortingScreen = keyof typeof SortingScreens;

interface Entry {
  component: RouteComponent;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

const list = (component: RouteComponent): Entry => ({ component, validateSearch: validateEntitySearch });
const sorting = (name: SortingScreen) => list(lazyRouteComponent(() => import('@/features/rules/components/sorting-rule-screen'), name));

export const RULES_SCREENS: Record<string, Entry> = {
  saasBasicTimeLimitGlobal: { component: lazyRouteComponent(() => import('@/features/rules/components/time-limit-global-screen'), 'TimeLimitGlobalScreen') },
  saasBasicTimeLimitDistrict: list(lazyRouteComponent(() => import('@/features/rules/components/time-limit-district-screen'), 'TimeLimitDistrictScreen')),
  saasBasicTimeLimitTicket: list(lazyRouteComponent(() => import('@/features/rules/components/time-limit-ticket-screen'), 'TimeLimitTicketScreen')),
  saasBasicBlindAreaIndex: list(lazyRouteComponent(() => import('@/features/rules/components/blind-area-screen'), 'BlindAreaScreen')),
  saasBasicTownKeywordIndex: list(lazyRouteComponent(() => import('@/features/rules/components/town-keyword-screen'), 'TownKeywordScreen')),
  saasBasicSortingTicket: sorting('SortingTicketScreen'),
  saasBasicSortingStorageLocation: sorting('SortingStorageLocationScreen'),
  saasBasicSortingAbnormal: sorting('SortingAbnormalScreen'),
  saasBasicSortingRoute: sorting('SortingRouteScreen'),
  saasBasicSortingStaticRoute: sorting('SortingStaticRouteScreen'),
  saasBasicSortingStation: sorting('SortingStationScreen'),
  saasBasicSortingDelivery: sorting('SortingDeliveryScreen'),
  saasBasicSortingDeliveryConsignor: sorting('SortingDeliveryConsignorScreen'),
  saasResourceContractIndex: list(lazyRouteComponent(() => import('@/features/rules/components/contract-screen'), 'ContractScreen')),
  saasResourceLineIndex: list(lazyRouteComponent(() => import('@/features/rules/components/line-list-screen'), 'LineListScreen')),
  saasResourceLineCreate: { component: lazyRouteComponent(() => import('@/features/rules/components/line-create-screen'), 'LineCreateScreen') },
  saasResourceLineDetailId: { component: lazyRouteComponent(() => import('@/features/rules/components/line-detail-screen'), 'LineDetailScreen') },
  saasResourceLineLineCreateId: { component: lazyRouteComponent(() => import('@/features/rules/components/leg-create-screen'), 'LegCreateScreen') },
};
