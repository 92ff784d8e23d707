import {
  BadgeCheck,
  BarChart3,
  Briefcase,
  Calculator,
  FileCheck2,
  FileSignature,
  FileText,
  Handshake,
  Landmark,
  LayoutDashboard,
  Megaphone,
  Package,
  PiggyBank,
  ScrollText,
  ShoppingBag,
  Sprout,
  Store,
  Tent,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { key: string; to: string; Icon: LucideIcon };
export type NavGroup = { key: string | null; items: NavItem[] };

/**
 * The sidebar as spec 2.5 lists it, and the FPO's team (issue 20); labels are `nav.<key>` in the
 * common namespace. The sidebar leaves out what the member's role does not open (teamAreaOfPage).
 */
export const navGroups: NavGroup[] = [
  { key: null, items: [{ key: 'dashboard', to: '/dashboard', Icon: LayoutDashboard }] },
  {
    key: 'starters',
    items: [
      { key: 'farmers', to: '/farmers', Icon: Users },
      { key: 'products', to: '/fpo-product', Icon: Package },
      { key: 'input', to: '/input', Icon: Sprout },
      { key: 'buyer', to: '/buyer', Icon: Handshake },
    ],
  },
  {
    key: 'pro',
    items: [
      { key: 'business', to: '/business', Icon: Briefcase },
      { key: 'advisory', to: '/farmer-mobilization', Icon: Megaphone },
      { key: 'advancedBuyers', to: '/advanced-buyers', Icon: Store },
      { key: 'dealership', to: '/dealership', Icon: BadgeCheck },
      { key: 'finance', to: '/finance', Icon: Landmark },
      { key: 'schemes', to: '/schemes', Icon: ScrollText },
      { key: 'accounting', to: '/accounting', Icon: Calculator },
      { key: 'reports', to: '/reports', Icon: BarChart3 },
    ],
  },
  {
    key: 'proMax',
    items: [
      { key: 'caServices', to: '/ca-services', Icon: FileCheck2 },
      { key: 'csServices', to: '/cs-services', Icon: FileSignature },
      { key: 'dprServices', to: '/dpr-services', Icon: FileText },
      { key: 'hfnStores', to: '/hfn-stores', Icon: ShoppingBag },
      { key: 'tradeFairs', to: '/trade-fairs', Icon: Tent },
      { key: 'dividend', to: '/dividend-calculator', Icon: PiggyBank },
    ],
  },
  { key: 'fpo', items: [{ key: 'team', to: '/team', Icon: UserCog }] },
];

/** Active when the path equals the item's route or starts with it (spec 2.5). */
export const isActivePath = (path: string, to: string) => path === to || path.startsWith(`${to}/`);
