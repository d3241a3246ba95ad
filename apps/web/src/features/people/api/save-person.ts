import type { Person, PersonCreate, PersonUpdate } from '@gbo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterPeopleChange } from '@/features/people/api/people-keys';
import { api } from '@/lib/http';

/** Adds a person: a new account, or only a membership when the mobile number has an account already. */
export const createPerson = (body: PersonCreate) => api.post<Person>('/api/users/createUser', body);

/** Edits a person; also disables, enables, marks as left and brings back. */
export const updatePerson = (body: PersonUpdate) => api.post<void>('/api/users/modifyUser', body);

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPerson, onSuccess: () => invalidateAfterPeopleChange(queryClient) });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePerson, onSuccess: () => invalidateAfterPeopleChange(queryClient) });
}
