import { z } from 'zod';

/**
 * eladmin's MenuMetaVo, with the title in each language the UI speaks: `title` in English, `titleZh` in
 * Simplified Chinese (null: none given, `title` shows). Both come whatever the request's language, so the
 * sidebar and the tabs switch with the UI's language without asking again.
 */
export const menuMetaSchema = z.object({
  title: z.string(),
  titleZh: z.string().nullable(),
  icon: z.string().nullable(),
  noCache: z.boolean(),
});
export type MenuMeta = z.infer<typeof menuMetaSchema>;

/**
 * eladmin's MenuVo, as `GET api/menus/build` returns it:
 * - `component` is 'Layout' (top level), 'ParentView' (a nested directory) or a page id such as 'bundle/create';
 * - directories with children carry `alwaysShow: true` and `redirect: 'noredirect'`;
 * - a top-level leaf is wrapped in a 'Layout' node with `name: null, meta: null` and one child at path 'index'.
 */
export type MenuVo = {
  name: string | null;
  path: string;
  hidden: boolean;
  component?: string;
  redirect?: string;
  alwaysShow?: boolean;
  meta: MenuMeta | null;
  children?: MenuVo[];
};

export const menuVoSchema: z.ZodType<MenuVo> = z.lazy(() =>
  z.object({
    name: z.string().nullable(),
    path: z.string(),
    hidden: z.boolean(),
    component: z.string().optional(),
    redirect: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: menuMetaSchema.nullable(),
    children: z.array(menuVoSchema).optional(),
  }),
);
export const menuBuildResponseSchema = z.array(menuVoSchema);
