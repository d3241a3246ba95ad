import { type ImportKind, type ImportResult, importRejectedSchema } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { api } from '@/lib/http';
import type { ApiResource } from '@/lib/query-client';
import { saveFile } from '@/lib/save-file';

/** The records each kind of import writes: the queries reading them are fetched again after a write. */
const WRITES: Record<ImportKind, readonly ApiResource[]> = {
  styles: ['styles'],
  processes: ['styles'],
  orderQuantities: ['styles'],
  customers: ['customers'],
  people: ['users', 'depts'],
};

/** Saves the kind's template workbook, its header in the UI's language (the client's Accept-Language). */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const { file, name } = await api.download(`/api/imports/${kind}/template`);
  saveFile(file, name ?? `${kind}-template.xlsx`);
}

type ImportFile = { kind: ImportKind; file: File; signal?: AbortSignal };

function postImport({ kind, file, signal }: ImportFile, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<ImportResult>(`/api/imports/${kind}`, body, {
    params: dryRun ? { dryRun: true } : undefined,
    // The client's default JSON type would turn the form into JSON; this lets the browser set the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    // The dialog shows a refused file's message (and a 409's errors) itself.
    showsOwnMessage: true,
    signal,
  });
}

/** Checks a file: its counts, errors and preview; nothing is written. */
export const checkImport = (input: ImportFile) => postImport(input, true);
/** Writes a file all or nothing: 200 with the counts, or a 409 carrying the errors (see `rejectedResult`). */
export const runImport = (input: ImportFile) => postImport(input, false);

/** The check's answer a refused write (409) carries: nothing was written, these are why. */
export function rejectedResult(error: unknown): ImportResult | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined;
  const parsed = importRejectedSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.result : undefined;
}

export const useCheckImport = () => useMutation({ mutationFn: checkImport });

export const useRunImport = (kind: ImportKind) =>
  useMutation({ mutationFn: runImport, meta: { invalidates: WRITES[kind] } });
