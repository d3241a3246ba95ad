import type { Customer, CustomerCreate, CustomerQuery, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { customersKeys, customerWrite } from '@/features/customers/api/customers-keys';
import { api } from '@/lib/http';

/** One page of the factory's customers, `blurry` matching name, contact or phone. */
export const getCustomers = (params: CustomerQuery) => api.get<Page<Customer>>('/api/customers', { params });
export const createCustomer = (body: CustomerCreate) => api.post<Customer>('/api/customers', body);
export const updateCustomer = ({ id, body }: { id: number; body: CustomerCreate }) =>
  api.put<Customer>(`/api/customers/${id}`, body);
/** Refused (409) while a style names the customer. */
export const deleteCustomer = (id: number) => api.delete<void>(`/api/customers/${id}`);

export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: customersKeys.list(query),
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['customers'] },
  });
}

export const useCreateCustomer = () => useMutation({ mutationFn: createCustomer, ...customerWrite });
export const useUpdateCustomer = () => useMutation({ mutationFn: updateCustomer, ...customerWrite });
export const useDeleteCustomer = () => useMutation({ mutationFn: deleteCustomer, ...customerWrite });
