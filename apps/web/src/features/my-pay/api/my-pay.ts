import type {
  Dispute,
  DisputeInput,
  EfficiencyRow,
  WageDetail,
  WageNotice,
  WageNoticesSeen,
} from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import type { Period } from '@/lib/work-days';

/** This feature's query keys, all under 'myPay'. */
export const myPayKeys = {
  all: ['myPay'] as const,
  wage: (period: Period) => ['myPay', 'wage', period] as const,
  efficiency: (period: Period) => ['myPay', 'efficiency', period] as const,
  notices: ['myPay', 'notices'] as const,
  questions: ['myPay', 'questions'] as const,
  unseenAnswers: ['myPay', 'unseenAnswers'] as const,
};

/** The badge on the pay link asks again this often, and whenever the phone comes back to the page. */
const NOTICE_POLL_MS = 60_000;

export const getMyWage = (period: Period) => api.get<WageDetail>('/api/wages/me', { params: period });

/** The worker's own pay for a period: itemised lines, days, adjustments and the settlements that paid it. */
export function useMyWage(period: Period) {
  return useQuery({
    queryKey: myPayKeys.wage(period),
    queryFn: () => getMyWage(period),
    placeholderData: keepPreviousData,
    meta: { resources: ['scans', 'wages'] },
  });
}

// A server or period without standard minutes answers rows without earned minutes: the card then hides.
export const getMyEfficiency = (period: Period) =>
  api.get<EfficiencyRow[]>('/api/efficiency/me', { params: period, showsOwnMessage: true });

export function useMyEfficiency(period: Period) {
  return useQuery({
    queryKey: myPayKeys.efficiency(period),
    queryFn: () => getMyEfficiency(period),
    meta: { resources: ['scans', 'attendance'] },
  });
}

export const getNotices = () => api.get<WageNotice[]>('/api/wages/me/notices', { showsOwnMessage: true });

/** Adjustments of the worker's pay made or changed since they last saw them. */
export function useNotices() {
  return useQuery({
    queryKey: myPayKeys.notices,
    queryFn: getNotices,
    refetchInterval: NOTICE_POLL_MS,
    meta: { resources: ['wages'] },
  });
}

/** Marks the notices shown seen, each as it was shown (one changed meanwhile stays news). */
export const seeNotices = (shown: WageNotice[]) =>
  api.put<unknown>('/api/wages/me/notices', {
    seen: shown.map(({ id, version }) => ({ id, version })),
  } satisfies WageNoticesSeen);

/** Marks notices seen; the list is asked again (nothing else the page shows changes). */
export function useSeeNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seeNotices,
    // Asked again rather than dropped here: a change made meanwhile is still news.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPayKeys.notices }),
  });
}

export const getUnseenAnswers = () =>
  api.get<{ answers: number }>('/api/disputes/mine/unseen', { showsOwnMessage: true });

/** Answers to the worker's questions they have not read (reading the questions marks them read). */
export function useUnseenAnswers() {
  return useQuery({
    queryKey: myPayKeys.unseenAnswers,
    queryFn: getUnseenAnswers,
    refetchInterval: NOTICE_POLL_MS,
    select: (unseen) => unseen.answers,
    meta: { resources: ['disputes'] },
  });
}

export const getMyQuestions = () => api.get<Dispute[]>('/api/disputes/mine');

/** The worker's questions about their pay, newest first, with the answers (reading marks answers read). */
export function useMyQuestions() {
  return useQuery({
    queryKey: myPayKeys.questions,
    queryFn: getMyQuestions,
    meta: { resources: ['disputes'] },
  });
}

/** The question dialog shows a refusal itself, on the field it names. */
export const askQuestion = (input: DisputeInput) =>
  api.post<Dispute>('/api/disputes', input, { showsOwnMessage: true });

export const useAskQuestion = () =>
  useMutation({
    mutationFn: askQuestion,
    meta: { invalidates: ['disputes'] },
  });
