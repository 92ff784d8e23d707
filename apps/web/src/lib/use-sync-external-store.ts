// react-i18next imports use-sync-external-store's shim to support React 17; React 19 has the hook
// itself, so the bundler resolves the shim to it instead of shipping the shim to every page.
export { useSyncExternalStore } from 'react';
