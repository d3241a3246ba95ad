import type { Page, Style, StyleInput, StyleQuery, StyleSummary } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { stylesKeys, styleWrite } from '@/features/styles/api/styles-keys';
import { api } from '@/lib/http';

/** One page of the factory's styles; `blurry` matches style number, name or order number. */
export const getStyles = (params: StyleQuery) => api.get<Page<StyleSummary>>('/api/styles', { params });
/** One style with its order quantities and processes (in sequence order). */
export const getStyle = (id: number) => api.get<Style>(`/api/styles/${id}`);
export const createStyle = (body: StyleInput) => api.post<Style>('/api/styles', body);
/** Replaces the whole style, its processes in list order. */
export const updateStyle = ({ id, body }: { id: number; body: StyleInput }) =>
  api.put<Style>(`/api/styles/${id}`, body);
/** Refused (409) while a cut order uses the style. */
export const deleteStyle = (id: number) => api.delete<void>(`/api/styles/${id}`);

export function useStyles(query: StyleQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: stylesKeys.list(query),
    queryFn: () => getStyles(query),
    placeholderData: keepPreviousData,
    enabled,
    // A style shows its customer's name.
    meta: { resources: ['styles', 'customers'] },
  });
}

export function useStyle(id: number | undefined) {
  return useQuery({
    queryKey: stylesKeys.one(id ?? 0),
    queryFn: () => getStyle(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: ['styles', 'customers'] },
  });
}

export const useCreateStyle = () => useMutation({ mutationFn: createStyle, ...styleWrite });
export const useUpdateStyle = () => useMutation({ mutationFn: updateStyle, ...styleWrite });
export const useDeleteStyle = () => useMutation({ mutationFn: deleteStyle, ...styleWrite });
