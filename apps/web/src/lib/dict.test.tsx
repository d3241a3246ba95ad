import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toDictionary, useDict } from '@/lib/dict';
import { fakeApi, restoreApi } from '@/testing/fake-api';

const active = { id: 1, label: 'Active', value: 'true', dictSort: 1 };
const disabled = { id: 2, label: 'Disabled', value: 'false', dictSort: 2 };

afterEach(restoreApi);

describe('toDictionary', () => {
  it.each<[string, string | undefined]>([
    ['true', 'Active'],
    ['false', 'Disabled'],
    ['maybe', undefined],
  ])('labels %s as %s', (value, label) => {
    expect(toDictionary([active, disabled]).labelOf(value)).toBe(label);
  });

  it('keeps the server order', () => {
    expect(toDictionary([disabled, active]).entries).toEqual([disabled, active]);
  });
});

describe('useDict', () => {
  it('reads the whole dictionary by name: dictName, page 0, size 9999', async () => {
    const requests = fakeApi({
      'GET /api/dictDetail': () => ({ content: [active, disabled], totalElements: 2 }),
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDict('user_status'), { wrapper });
    await waitFor(() => expect(result.current.data?.entries).toEqual([active, disabled]));
    expect(result.current.data?.labelOf('false')).toBe('Disabled');
    expect(requests[0]?.params).toEqual({ dictName: 'user_status', page: 0, size: 9999 });
  });
});
