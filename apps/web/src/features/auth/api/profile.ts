import type { ProfileUpdate } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInfo } from '@/features/auth/api/get-info';
import { patchSessionUser } from '@/features/auth/utils/patch-session-user';
import { api } from '@/lib/http';

const PROFILE_KEY = ['auth', 'profile'] as const;

/** Changes the caller's own name and email. */
export const updateProfile = (profile: ProfileUpdate) => api.put<void>('/api/users/center', profile);

/** Uploads the caller's avatar (multipart field `avatar`); the reply names the stored picture. */
export function uploadAvatar(file: Blob, fileName: string) {
  const body = new FormData();
  body.append('avatar', file, fileName);
  // The client's default JSON type would turn the form into JSON; this lets the browser set the boundary.
  return api.post<{ avatarName: string }>('/api/users/updateAvatar', body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

/** The signed-in user's profile, read afresh when the personal center opens. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: getInfo, refetchOnMount: 'always' });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_, { name, email }) => {
      // The navbar shows the name from the session: it changes at once.
      patchSessionUser({ name, email: email ?? null });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fileName }: { file: Blob; fileName: string }) => uploadAvatar(file, fileName),
    onSuccess: async ({ avatarName }) => {
      patchSessionUser({ avatarName });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
