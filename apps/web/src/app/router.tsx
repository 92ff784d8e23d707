import { requiredPlanForPath } from '@sangam/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRoute } from './admin-route.tsx';
import { GatedRoute } from './gated-route.tsx';
import { RootGuard } from './root-guard.tsx';
import { NotAvailableScreen, type ScreenHandle } from './routes/not-available.tsx';

/** A route whose screen Sangam does not have yet: it says so, under its own name. */
const notYet = (path: string, titleKey: string): RouteObject => {
  const needed = requiredPlanForPath(`/${path}`);
  return {
    path,
    element: needed ? (
      <GatedRoute needed={needed}>
        <NotAvailableScreen />
      </GatedRoute>
    ) : (
      <NotAvailableScreen />
    ),
    handle: { titleKey } satisfies ScreenHandle,
  };
};

const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  lazy: () => load().then((module) => ({ Component: pick(module) })),
});

/** The route table of spec 2.1 (and document 2 for admin and public pages). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootGuard,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'login',
        ...screen(
          () => import('./routes/login.tsx'),
          (m) => m.LoginScreen,
        ),
      },
      {
        path: 'signup',
        ...screen(
          () => import('./routes/signup.tsx'),
          (m) => m.SignUpScreen,
        ),
      },
      {
        path: 'reset-password',
        ...screen(
          () => import('./routes/reset-password.tsx'),
          (m) => m.ResetPasswordScreen,
        ),
      },
      {
        path: 'welcome',
        ...screen(
          () => import('./routes/welcome.tsx'),
          (m) => m.WelcomeScreen,
        ),
      },
      notYet('mandi', 'screens.mandi'),
      notYet('mandi/fpo/:fpoId', 'screens.mandiFpo'),
      notYet('public/buyer_requirement', 'screens.buyerRequirement'),
      {
        ...screen(
          () => import('./shell-layout.tsx'),
          (m) => m.ShellLayout,
        ),
        children: [
          {
            path: 'dashboard',
            ...screen(
              () => import('./routes/dashboard.tsx'),
              (m) => m.DashboardScreen,
            ),
          },
          {
            path: 'farmers',
            ...screen(
              () => import('./routes/farmers.tsx'),
              (m) => m.FarmersScreen,
            ),
          },
          {
            path: 'farmers/:farmerId',
            ...screen(
              () => import('./routes/farmer-detail.tsx'),
              (m) => m.FarmerDetailScreen,
            ),
          },
          {
            path: 'upload',
            ...screen(
              () => import('./routes/upload.tsx'),
              (m) => m.UploadScreen,
            ),
          },
          notYet('business', 'nav.business'),
          notYet('fpo-product', 'nav.products'),
          notYet('fpo-product/:productId', 'nav.products'),
          notYet('product-brochure', 'screens.productBrochure'),
          notYet('input', 'nav.input'),
          notYet('marketplace', 'nav.input'),
          notYet('inputMarketplace', 'nav.input'),
          notYet('settings', 'account.settings'),
          {
            path: 'file-details/:fileId',
            ...screen(
              () => import('./routes/file-details.tsx'),
              (m) => m.FileDetailsScreen,
            ),
          },
          notYet('buyer', 'nav.buyer'),
          notYet('buyer/buyers/:globalBuyerId', 'nav.buyer'),
          notYet('buyer/:globalBuyerId', 'nav.buyer'),
          notYet('finance', 'nav.finance'),
          notYet('schemes', 'nav.schemes'),
          notYet('accounting', 'nav.accounting'),
          notYet('reports', 'nav.reports'),
          notYet('dealership', 'nav.dealership'),
          notYet('farmer-mobilization', 'nav.advisory'),
          notYet('advanced-buyers', 'nav.advancedBuyers'),
          notYet('ca-services', 'nav.caServices'),
          notYet('cs-services', 'nav.csServices'),
          notYet('dpr-services', 'nav.dprServices'),
          notYet('hfn-stores', 'nav.hfnStores'),
          notYet('trade-fairs', 'nav.tradeFairs'),
          notYet('dividend-calculator', 'nav.dividend'),
          {
            path: 'admin/*',
            element: (
              <AdminRoute>
                <NotAvailableScreen />
              </AdminRoute>
            ),
            handle: { titleKey: 'account.adminPanel' } satisfies ScreenHandle,
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
