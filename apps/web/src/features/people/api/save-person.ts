import type { Person, PersonCreate, PersonUpdate } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { peopleWrite } from '@/features/people/api/people-keys';
import { api } from '@/lib/http';

/** Adds a person: a new account, or only a membership when the mobile number has an account already. */
export const createPerson = (body: PersonCreate) => api.post<Person>('/api/users/createUser', body);

/** Edits a person; also disables, enables, marks as left and brings back. */
export const updatePerson = (body: PersonUpdate) => api.post<void>('/api/users/modifyUser', body);

export function useCreatePerson() {
  return useMutation({ mutationFn: createPerson, ...peopleWrite });
}

export function useUpdatePerson() {
  return useMutation({ mutationFn: updatePerson, ...peopleWrite });
}
