import { requiredPlanForPath } from '@sangam/domain';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import type { Namespace } from '@/lib/i18n.ts';
import { RootGuard } from './root-guard.tsx';

/**
 * What a route needs before it can paint: its screen's code and its translation namespaces (common
 * is always loaded). main.tsx starts both for the address being opened, together with the session
 * check, so nothing waits for the route guard to render first.
 */
export type ScreenNeeds = { preload?: () => Promise<unknown>; namespaces: readonly Namespace[] };

/** A screen's code, fetched once: by the start-up preload or by its first render, whichever is first. */
const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then(pick));
  return { preload, Screen: lazy(() => preload().then((Component) => ({ default: Component }))) };
};

const GatedRoute = lazy(() => import('./gated-route.tsx').then((m) => ({ default: m.GatedRoute })));
// Only admins open the back office: its guard (and the permission rules) load with it.
const AdminRoute = lazy(() => import('./admin-route.tsx').then((m) => ({ default: m.AdminRoute })));

const screen = <M,>(
  path: string | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[],
  children?: RouteObject[],
): RouteObject => {
  const { preload, Screen } = lazyScreen(load, pick);
  // A Pro or Pro Max screen shows the upgrade gate instead when the plan does not cover it.
  const needed = path === undefined ? undefined : requiredPlanForPath(`/${path}`);
  return {
    path,
    element: needed ? (
      <GatedRoute needed={needed}>
        <Screen />
      </GatedRoute>
    ) : (
      <Screen />
    ),
    handle: { preload, namespaces: needed ? [...namespaces, 'plans'] : namespaces } satisfies ScreenNeeds,
    children,
  };
};

const auth = ['auth'] as const;
const inventory = ['inventory', 'fpoProfile'] as const;

/** The route table of spec 2.1 (and document 2 for admin and public pages). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootGuard />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      screen(
        'login',
        () => import('./routes/login.tsx'),
        (m) => m.LoginScreen,
        auth,
      ),
      screen(
        'signup',
        () => import('./routes/signup.tsx'),
        (m) => m.SignUpScreen,
        auth,
      ),
      screen(
        'reset-password',
        () => import('./routes/reset-password.tsx'),
        (m) => m.ResetPasswordScreen,
        auth,
      ),
      // An invitation to an FPO's team opens signed out or in, without the shell (issue 20).
      screen(
        'invitations/:token',
        () => import('./routes/invitation.tsx'),
        (m) => m.InvitationScreen,
        ['auth', 'invitation', 'teamRoles'],
      ),
      screen(
        'welcome',
        () => import('./routes/welcome.tsx'),
        (m) => m.WelcomeScreen,
        ['onboarding'],
      ),
      screen(
        'mandi',
        () => import('./routes/mandi.tsx'),
        (m) => m.MandiScreen,
        ['mandi'],
      ),
      screen(
        'mandi/fpo/:fpoId',
        () => import('./routes/mandi-fpo.tsx'),
        (m) => m.MandiFpoScreen,
        ['mandi'],
      ),
      screen(
        'public/buyer_requirement',
        () => import('./routes/buyer-requirement.tsx'),
        (m) => m.BuyerRequirementScreen,
        ['mandi', 'requirements'],
      ),
      screen(
        'product-brochure',
        () => import('./routes/product-brochure.tsx'),
        (m) => m.ProductBrochureScreen,
        ['inventory'],
      ),
      screen(
        undefined,
        () => import('./shell-layout.tsx'),
        (m) => m.ShellLayout,
        ['plans'],
        [
          screen(
            'dashboard',
            () => import('./routes/dashboard.tsx'),
            (m) => m.DashboardScreen,
            ['dashboard', 'farmers'],
          ),
          screen(
            'farmers',
            () => import('./routes/farmers.tsx'),
            (m) => m.FarmersScreen,
            // The waiting list and the conflict screens (decision 037).
            ['farmers', 'fpoProfile', 'offline'],
          ),
          screen(
            'farmers/:farmerId',
            () => import('./routes/farmer-detail.tsx'),
            (m) => m.FarmerDetailScreen,
            // The waiting list and the conflict screens (decision 037).
            ['farmers', 'fpoProfile', 'offline'],
          ),
          screen(
            'upload',
            () => import('./routes/upload.tsx'),
            (m) => m.UploadScreen,
            ['imports', 'fpoProfile'],
          ),
          screen(
            'business',
            () => import('./routes/business.tsx'),
            (m) => m.BusinessScreen,
            ['business'],
          ),
          screen(
            'fpo-product',
            () => import('./routes/products.tsx'),
            (m) => m.ProductsScreen,
            inventory,
          ),
          screen(
            'fpo-product/:productId',
            () => import('./routes/product-detail.tsx'),
            (m) => m.ProductDetailScreen,
            inventory,
          ),
          // One screen under three addresses (decision S3).
          ...['input', 'marketplace', 'inputMarketplace'].map((path) =>
            screen(
              path,
              () => import('./routes/inputs.tsx'),
              (m) => m.InputsScreen,
              inventory,
            ),
          ),
          screen(
            'settings',
            () => import('./routes/settings.tsx'),
            (m) => m.SettingsScreen,
            ['settings', 'compliance'],
          ),
          screen(
            'file-details/:fileId',
            () => import('./routes/file-details.tsx'),
            (m) => m.FileDetailsScreen,
            ['imports'],
          ),
          screen(
            'buyer',
            () => import('./routes/buyers.tsx'),
            (m) => m.BuyersScreen,
            ['buyers', 'fpoProfile', 'requirements'],
          ),
          // One screen under two addresses (decision S2).
          ...['buyer/buyers/:buyerId', 'buyer/:buyerId'].map((path) =>
            screen(
              path,
              () => import('./routes/buyer-profile.tsx'),
              (m) => m.BuyerProfileScreen,
              ['buyers'],
            ),
          ),
          screen(
            'finance',
            () => import('./routes/finance.tsx'),
            (m) => m.FinanceScreen,
            ['recommendations'],
          ),
          screen(
            'schemes',
            () => import('./routes/schemes.tsx'),
            (m) => m.SchemesScreen,
            ['recommendations'],
          ),
          screen(
            'accounting',
            () => import('./routes/accounting.tsx'),
            (m) => m.AccountingScreen,
            ['services'],
          ),
          screen(
            'reports',
            () => import('./routes/reports.tsx'),
            (m) => m.ReportsScreen,
            ['reports'],
          ),
          screen(
            'dealership',
            () => import('./routes/dealership.tsx'),
            (m) => m.DealershipScreen,
            ['dealership'],
          ),
          screen(
            'farmer-mobilization',
            () => import('./routes/farmer-mobilization.tsx'),
            (m) => m.FarmerMobilizationScreen,
            ['mobilization'],
          ),
          screen(
            'advanced-buyers',
            () => import('./routes/advanced-buyers.tsx'),
            (m) => m.AdvancedBuyersScreen,
            ['advancedBuyers'],
          ),
          screen(
            'ca-services',
            () => import('./routes/service-pages.tsx'),
            (m) => m.CaServicesScreen,
            ['services'],
          ),
          screen(
            'cs-services',
            () => import('./routes/service-pages.tsx'),
            (m) => m.CsServicesScreen,
            ['services'],
          ),
          screen(
            'dpr-services',
            () => import('./routes/service-pages.tsx'),
            (m) => m.DprServicesScreen,
            ['services'],
          ),
          screen(
            'hfn-stores',
            () => import('./routes/hfn-stores.tsx'),
            (m) => m.HfnStoresScreen,
            ['services'],
          ),
          screen(
            'trade-fairs',
            () => import('./routes/trade-fairs.tsx'),
            (m) => m.TradeFairsScreen,
            ['tradeFairs'],
          ),
          screen(
            'dividend-calculator',
            () => import('./routes/dividend-calculator.tsx'),
            (m) => m.DividendCalculatorScreen,
            ['dividends'],
          ),
          screen(
            'team',
            () => import('./routes/team.tsx'),
            (m) => m.TeamScreen,
            ['team', 'teamRoles'],
          ),
          {
            path: 'admin',
            element: <AdminRoute />,
            children: [
              {
                ...screen(
                  undefined,
                  () => import('./routes/admin-dashboard.tsx'),
                  (m) => m.AdminDashboardScreen,
                  ['admin'],
                ),
                index: true,
                children: undefined,
              },
              screen(
                'access',
                () => import('./routes/admin-access.tsx'),
                (m) => m.AdminAccessScreen,
                ['admin'],
              ),
              // One screen under three addresses (document 2, 2.1).
              ...['trials', 'users', 'farmers'].map((path) =>
                screen(
                  path,
                  () => import('./routes/admin-users.tsx'),
                  (m) => m.AdminUsersScreen,
                  ['admin'],
                ),
              ),
              screen(
                'users/:userId',
                () => import('./routes/admin-user-detail.tsx'),
                (m) => m.AdminUserDetailScreen,
                ['admin'],
              ),
              screen(
                'data-refresh',
                () => import('./routes/admin-data-refresh.tsx'),
                (m) => m.AdminDataRefreshScreen,
                ['admin'],
              ),
              screen(
                'buyers',
                () => import('./routes/admin-buyers.tsx'),
                (m) => m.AdminBuyersScreen,
                ['admin'],
              ),
              screen(
                'dealerships',
                () => import('./routes/admin-dealerships.tsx'),
                (m) => m.AdminDealershipsScreen,
                ['admin'],
              ),
              screen(
                'crops',
                () => import('./routes/admin-crops.tsx'),
                (m) => m.AdminCropsScreen,
                ['admin', 'requirements'],
              ),
              screen(
                'whatsapp',
                () => import('./routes/admin-whatsapp.tsx'),
                (m) => m.AdminWhatsappScreen,
                ['admin'],
              ),
              screen(
                'scorecard',
                () => import('./routes/admin-scorecard.tsx'),
                (m) => m.AdminScorecardScreen,
                ['admin'],
              ),
              // /admin/reports: its path is set after `screen`, or the Pro gate of the FPO's own /reports
              // would wrap the back office's farmers report.
              {
                ...screen(
                  undefined,
                  () => import('./routes/admin-farmer-report.tsx'),
                  (m) => m.AdminFarmerReportScreen,
                  ['admin'],
                ),
                path: 'reports',
                children: undefined,
              },
              screen(
                'audit',
                () => import('./routes/admin-audit.tsx'),
                (m) => m.AdminAuditScreen,
                ['admin'],
              ),
              screen(
                'products',
                () => import('./routes/admin-products.tsx'),
                (m) => m.AdminProductsScreen,
                ['admin'],
              ),
              screen(
                'inputs',
                () => import('./routes/admin-inputs.tsx'),
                (m) => m.AdminInputsScreen,
                ['admin', 'inventory'],
              ),
              // /admin/trade-fairs: its path is set after `screen`, or the Pro Max gate of the FPO's own
              // /trade-fairs would wrap the back office's screen.
              {
                ...screen(
                  undefined,
                  () => import('./routes/admin-trade-fairs.tsx'),
                  (m) => m.AdminTradeFairsScreen,
                  ['admin', 'tradeFairs'],
                ),
                path: 'trade-fairs',
                children: undefined,
              },
              // Every page of the back office exists: another address opens its dashboard.
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      ),
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

const needsOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as ScreenNeeds | undefined);

/** The translation namespaces the screen at `pathname` needs to paint, beside `common`. */
export const screenNamespaces = (pathname: string): Namespace[] => [
  ...new Set(needsOf(pathname).flatMap((need) => need?.namespaces ?? [])),
];

/**
 * Starts loading the code of the screen at `pathname` and returns its namespaces. The data router
 * did this itself; with declarative routes the screen's chunk would otherwise be requested only
 * once the guard had the session and rendered it.
 */
export const preloadScreen = (pathname: string): Namespace[] => {
  for (const need of needsOf(pathname)) void need?.preload?.();
  return screenNamespaces(pathname);
};

export const AppRoutes = () => useRoutes(routes);
