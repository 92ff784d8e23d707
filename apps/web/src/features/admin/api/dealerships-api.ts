import type {
  AdminDealershipApplication,
  AdminDealershipApplicationsPage,
  AdminDealershipCategory,
  AdminDealershipCompany,
  AdminDealershipRequirement,
  DealershipApplicationFilter,
  DealershipReviewStatus,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const base = '/api/admin/dealerships';
const key = ['admin', 'dealerships'] as const;
const id = (value: string) => encodeURIComponent(value);

/** Every write changes what the tabs count or list: all four are read again. */
const useDealershipMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useAdminCompanies = () =>
  useQuery({
    queryKey: [...key, 'companies'],
    queryFn: async () => (await apiFetch<{ items: AdminDealershipCompany[] }>(`${base}/companies`)).items,
  });

export const useAdminDealershipCategories = () =>
  useQuery({
    queryKey: [...key, 'categories'],
    queryFn: async () => (await apiFetch<{ items: AdminDealershipCategory[] }>(`${base}/categories`)).items,
  });

export const useAdminDealershipRequirements = () =>
  useQuery({
    queryKey: [...key, 'requirements'],
    queryFn: async () =>
      (await apiFetch<{ items: AdminDealershipRequirement[] }>(`${base}/requirements`)).items,
  });

export const useAdminDealershipApplications = (query: {
  status: DealershipApplicationFilter;
  page: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [...key, 'applications', query],
    queryFn: () =>
      apiFetch<AdminDealershipApplicationsPage>(
        `${base}/applications?${new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) })}`,
      ),
    placeholderData: keepPreviousData,
  });

export type CompanyBody = { name: string; description: string | null; website: string | null };

export const useSaveCompany = () =>
  useDealershipMutation(({ companyId, body }: { companyId: string | null; body: CompanyBody }) =>
    companyId
      ? apiFetch<AdminDealershipCompany>(`${base}/companies/${id(companyId)}`, { method: 'PUT', body })
      : apiFetch<AdminDealershipCompany>(`${base}/companies`, { method: 'POST', body }),
  );

export const useSetCompanyActive = () =>
  useDealershipMutation(({ companyId, isActive }: { companyId: string; isActive: boolean }) =>
    apiFetch<AdminDealershipCompany>(`${base}/companies/${id(companyId)}/active`, {
      method: 'PUT',
      body: { isActive },
    }),
  );

export const useSaveCategory = () =>
  useDealershipMutation(({ categoryId, name }: { categoryId: string | null; name: string }) =>
    categoryId
      ? apiFetch<AdminDealershipCategory>(`${base}/categories/${id(categoryId)}`, {
          method: 'PUT',
          body: { name },
        })
      : apiFetch<AdminDealershipCategory>(`${base}/categories`, { method: 'POST', body: { name } }),
  );

export const useDeleteCategory = () =>
  useDealershipMutation((categoryId: string) =>
    apiFetch<null>(`${base}/categories/${id(categoryId)}`, { method: 'DELETE' }),
  );

export type RequirementBody = {
  minFarmers: number;
  minAcres: number;
  minAnnualTurnover: number;
  requiredDocuments: string[];
  states: string[];
  commissionStructure: string | null;
  additionalRequirements: string | null;
};

export const useSaveRequirement = () =>
  useDealershipMutation(
    ({
      requirementId,
      companyId,
      categoryId,
      body,
    }: {
      requirementId: string | null;
      companyId: string;
      categoryId: string;
      body: RequirementBody;
    }) =>
      requirementId
        ? apiFetch<AdminDealershipRequirement>(`${base}/requirements/${id(requirementId)}`, {
            method: 'PUT',
            body,
          })
        : apiFetch<AdminDealershipRequirement>(`${base}/requirements`, {
            method: 'POST',
            body: { companyId, categoryId, ...body },
          }),
  );

export const useDeleteRequirement = () =>
  useDealershipMutation((requirementId: string) =>
    apiFetch<null>(`${base}/requirements/${id(requirementId)}`, { method: 'DELETE' }),
  );

export const useMoveApplication = () =>
  useDealershipMutation(
    ({
      applicationId,
      status,
      note,
    }: {
      applicationId: string;
      status: DealershipReviewStatus;
      note: string;
    }) =>
      apiFetch<AdminDealershipApplication>(`${base}/applications/${id(applicationId)}/status`, {
        method: 'PUT',
        body: { status, note: note.trim() || null },
      }),
  );
