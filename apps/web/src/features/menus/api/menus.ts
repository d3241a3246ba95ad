import type { MenuCreate, MenuDto, MenuUpdate, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** What the menu table asks for: one page of the top level with everything below it, or a title search. */
export interface MenuListQuery {
  page: number;
  size: number;
  blurry?: string;
}

const menuKeys = {
  all: ['menus', 'admin'] as const,
  list: (query: MenuListQuery) => [...menuKeys.all, 'list', query] as const,
};

export const getMenus = (query: MenuListQuery) =>
  api.get<Page<MenuDto>>('/api/menus', { params: { ...query, blurry: query.blurry || undefined } });
/** The direct sub-menus of `pid` (0: the top level). */
export const getMenuChildren = (pid: number) => api.get<MenuDto[]>('/api/menus/lazy', { params: { pid } });
/** The menu's id and the ids of everything below it: what deleting it removes. */
export const getMenuBranchIds = (id: number) => api.get<number[]>('/api/menus/child', { params: { id } });
/** The parent-picker tree while `ids` are edited: the top level, opened down to each of them. */
export const getMenuSuperior = (ids: number[]) => api.post<MenuDto[]>('/api/menus/superior', ids);
export const createMenu = (menu: MenuCreate) => api.post<MenuDto>('/api/menus', menu);
export const updateMenu = (menu: MenuUpdate) => api.put<void>('/api/menus', menu);
export const deleteMenus = (ids: number[]) => api.delete<void>('/api/menus', { data: ids });

export function useMenus(query: MenuListQuery) {
  return useQuery({
    queryKey: menuKeys.list(query),
    queryFn: () => getMenus(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['menus'] },
  });
}

/** How many menus and buttons sit below the menu, for the delete confirmation. */
export function useMenusBelow(id: number) {
  return useQuery({
    queryKey: [...menuKeys.all, 'branch', id],
    queryFn: () => getMenuBranchIds(id),
    select: (ids) => ids.length - 1,
    gcTime: 0,
    meta: { resources: ['menus'] },
  });
}

export function useMenuSuperior(ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: [...menuKeys.all, 'superior', ids],
    queryFn: () => getMenuSuperior(ids),
    enabled,
    // The tree changes when menus do: always fetch it afresh for the form.
    gcTime: 0,
    meta: { resources: ['menus'] },
  });
}

/** A write, after which every query reading menus is fetched again (this screen's, and the roles' grants). */
function useMenuWrite<T, R>(write: (variables: T) => Promise<R>) {
  return useMutation({ mutationFn: write, meta: { invalidates: ['menus'] } });
}

export const useCreateMenu = () => useMenuWrite(createMenu);
export const useUpdateMenu = () => useMenuWrite(updateMenu);
export const useDeleteMenus = () => useMenuWrite(deleteMenus);
