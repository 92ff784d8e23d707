import type { AdminPage } from '@sangam/domain';
import {
  BarChart3,
  Database,
  KeyRound,
  MessageCircle,
  Package,
  Sprout,
  Tent,
  Trophy,
  Users,
  Wheat,
  Handshake,
  Store,
  type LucideIcon,
} from 'lucide-react';

export type AdminCard = { page: AdminPage; to: string; key: string; Icon: LucideIcon };

/** The dashboard's cards by section (document 2, 2.2); each shows only with view on its page. */
export const adminSections: { key: string; cards: AdminCard[] }[] = [
  {
    key: 'people',
    cards: [
      { page: 'users', to: '/admin/trials', key: 'users', Icon: Users },
      { page: 'access', to: '/admin/access', key: 'access', Icon: KeyRound },
    ],
  },
  {
    key: 'marketplace',
    cards: [
      { page: 'buyers', to: '/admin/buyers', key: 'buyers', Icon: Handshake },
      { page: 'products', to: '/admin/products', key: 'products', Icon: Package },
      { page: 'inputs', to: '/admin/inputs', key: 'inputs', Icon: Sprout },
      { page: 'crops', to: '/admin/crops', key: 'crops', Icon: Wheat },
      { page: 'dealerships', to: '/admin/dealerships', key: 'dealerships', Icon: Store },
      { page: 'trade_fairs', to: '/admin/trade-fairs', key: 'tradeFairs', Icon: Tent },
    ],
  },
  {
    key: 'insight',
    cards: [
      { page: 'scorecard', to: '/admin/scorecard', key: 'scorecard', Icon: Trophy },
      { page: 'reports', to: '/admin/reports', key: 'reports', Icon: BarChart3 },
      { page: 'data_refresh', to: '/admin/data-refresh', key: 'dataRefresh', Icon: Database },
      { page: 'whatsapp', to: '/admin/whatsapp', key: 'whatsapp', Icon: MessageCircle },
    ],
  },
];
