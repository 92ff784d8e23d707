import type { MandiFilter, MandiPage, MandiProduct, PublicFpo } from '@sangam/domain';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '@/lib/api-client.ts';
import { usePublicJson } from '@/lib/use-public-json.ts';

const pageUrl = (search: string, packaging: MandiFilter, page: number) => {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (packaging !== 'all') query.set('packaging', packaging);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/api/mandi/products${text ? `?${text}` : ''}`;
};

type Listing = { items: MandiProduct[]; total: number; pages: number; pageSize: number };

/**
 * The Mandi's products for a search and filter, a page at a time from the server; 'Show more'
 * appends the next page. A new search starts again from the first page, and an answer to an older
 * search never replaces a newer one.
 */
export const useMandiProducts = (search: string, packaging: MandiFilter) => {
  const [listing, setListing] = useState<Listing | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    apiFetch<MandiPage>(pageUrl(search, packaging, 1), { signal: controller.signal }).then(
      (page) => {
        setListing({ items: page.items, total: page.total, pages: 1, pageSize: page.pageSize });
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure : new ApiError(0, 'network_error'));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [search, packaging, attempt]);

  const loadMore = useCallback(async () => {
    if (!listing) return;
    setLoading(true);
    try {
      const next = await apiFetch<MandiPage>(pageUrl(search, packaging, listing.pages + 1));
      setListing(
        (current) =>
          current && {
            ...current,
            items: [...current.items, ...next.items],
            total: next.total,
            pages: current.pages + 1,
          },
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new ApiError(0, 'network_error'));
    } finally {
      setLoading(false);
    }
  }, [listing, search, packaging]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { listing, error, loading, loadMore, retry };
};

/** One product for a shared link, when it is not among the products already on the page. */
export const useMandiProduct = (id: string | null) =>
  usePublicJson<MandiProduct>(id ? `/api/mandi/products/${encodeURIComponent(id)}` : null);

export const usePublicFpo = (id: string) =>
  usePublicJson<PublicFpo>(`/api/mandi/fpos/${encodeURIComponent(id)}`);
