import type { Service } from '@streamfront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { useCreateService } from './create-service';
import { useDeleteService } from './delete-service';
import { servicesKeys } from './services-keys';
import { useUpdateService } from './update-service';

const item = (id: string, name: string) => ({ _id: id, id, name }) as Service;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(servicesKeys.admin, [item('a', 'Basic'), item('b', 'Plus')]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const list = () => queryClient.getQueryData<Service[]>(servicesKeys.admin)?.map((s) => s.name);
  return { wrapper, list };
}

describe('the admin list changes in place after a mutation (spec §4)', () => {
  it('create adds the new package', async () => {
    stubFetch(() => jsonResponse(201, { success: true, data: item('c', 'Max') }));
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useCreateService(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ name: 'Max', price: 1, periodMonths: 1, maxDevices: 1 }),
    );
    expect(list()).toEqual(['Basic', 'Plus', 'Max']);
  });

  it('update replaces it', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: item('b', 'Plus HD') }));
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useUpdateService(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'b', changes: { name: 'Plus HD' } }));
    expect(list()).toEqual(['Basic', 'Plus HD']);
  });

  it('delete removes it', async () => {
    stubFetch(() =>
      jsonResponse(200, { success: true, data: { _id: 'a', id: 'a', deleted: true } }),
    );
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useDeleteService(), { wrapper });
    await act(() => result.current.mutateAsync('a'));
    expect(list()).toEqual(['Plus']);
  });
});
