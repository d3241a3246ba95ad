import type { AttendanceInput, AttendanceQuery, AttendanceRow, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The attendance list's filters and page, as `GET api/attendance` takes them. */
export type AttendanceListQuery = Pick<AttendanceQuery, 'from' | 'to' | 'deptId' | 'workerId'> & {
  page: number;
  size: number;
};

/** This feature's query keys, all under 'attendance'. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  list: (query: AttendanceListQuery) => ['attendance', 'list', query] as const,
};

/** What the list reads: the days kept, the pieces scanned, people's names and departments (and their shifts). */
const ATTENDANCE_RESOURCES = ['attendance', 'scans', 'users', 'depts'] as const;
const attendanceWrite = { meta: { invalidates: ['attendance'] } } as const;

export const getAttendance = (params: AttendanceListQuery) =>
  api.get<Page<AttendanceRow>>('/api/attendance', { params });

export function useAttendance(query: AttendanceListQuery) {
  return useQuery({
    queryKey: attendanceKeys.list(query),
    queryFn: () => getAttendance(query),
    placeholderData: keepPreviousData,
    meta: { resources: ATTENDANCE_RESOURCES },
  });
}

/** The edit dialog shows a refusal itself, on the field it names. */
export const saveAttendance = (input: AttendanceInput) =>
  api.put<unknown>('/api/attendance', input, { showsOwnMessage: true });
export const useSaveAttendance = () => useMutation({ mutationFn: saveAttendance, ...attendanceWrite });

/** Clear from the list: a refusal is told by the HTTP client's notice. */
export const clearAttendance = (input: AttendanceInput) => api.put<unknown>('/api/attendance', input);
export const useClearAttendance = () => useMutation({ mutationFn: clearAttendance, ...attendanceWrite });
