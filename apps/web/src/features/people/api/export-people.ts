import type { PeopleQuery } from '@/features/people/utils/people-query';
import { api } from '@/lib/http';

/** Every person the list shows with these filters and this order, as an Excel workbook. */
export const exportPeople = ({ page: _page, size: _size, ...filters }: PeopleQuery) =>
  api.get<Blob>('/api/users/download', { params: filters, responseType: 'blob' });
