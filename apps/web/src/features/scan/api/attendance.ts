import type { ClockInput, MyAttendance } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The signed-in worker's today: whether the factory keeps attendance, and their clocked times. */
const myAttendanceKey = ['attendance', 'me'] as const;

// The page works without it (a server without attendance, or no answer): the clock card stays hidden.
export const getMyAttendance = () => api.get<MyAttendance>('/api/attendance/me', { showsOwnMessage: true });

export function useMyAttendance() {
  return useQuery({ queryKey: myAttendanceKey, queryFn: getMyAttendance });
}

/** `POST api/attendance/clock`: clocks in or out now; the answer is the day as it now stands. */
export const clock = (action: ClockInput['action']) =>
  api.post<MyAttendance>('/api/attendance/clock', { action } satisfies ClockInput);

export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clock,
    onSuccess: (today) => queryClient.setQueryData(myAttendanceKey, today),
  });
}
