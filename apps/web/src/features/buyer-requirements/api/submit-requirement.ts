import { apiFetch } from '@/lib/api-client.ts';

/** The signed note of when the form was opened; the server drops a form sent too soon after. */
export const fetchFormToken = () =>
  apiFetch<{ token: string }>('/api/public/buyer-requirements/form').then((answer) => answer.token);

export const submitRequirement = (body: object) =>
  apiFetch<{ received: true }>('/api/public/buyer-requirements', { method: 'POST', body });
