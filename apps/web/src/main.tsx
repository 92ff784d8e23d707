import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { checkSession } from './lib/session.ts';
import './index.css';

// What the first screen needs is requested at once and side by side: the session check, the
// screen's code and its texts. Nothing waits for the route guard to render before asking.
void checkSession();
await initI18n(storedLanguage(), preloadScreen(window.location.pathname));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
