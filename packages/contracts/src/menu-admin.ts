import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema } from './common';
import { optionalTextSchema, requiredTextSchema, sortOrderSchema } from './form-fields';

/** menus.type: eladmin's 0 directory, 1 menu (a page), 2 button (a permission only). */
export const MENU_TYPES = { directory: 0, menu: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPES)[keyof typeof MENU_TYPES];

/** An iFrame menu opens a web page, so its path must be an http(s) address (eladmin's rule). */
export function isWebLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * eladmin's MenuDto as the menu screen reads it, without sub-menus. `pid` is null at the top level; `subCount`
 * counts direct sub-menus, and `hasChildren`/`leaf` say the same for lazy tree tables; `label` is the title,
 * for tree selects.
 */
export const menuSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  type: z.number().int(),
  /** The title in English; `titleZh` in Simplified Chinese, null when none was given. */
  title: z.string(),
  titleZh: z.string().nullable(),
  componentName: z.string().nullable(),
  component: z.string().nullable(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  permission: z.string().nullable(),
  menuSort: z.number().int(),
  cache: z.boolean(),
  hidden: z.boolean(),
  iFrame: z.boolean(),
  createTime: z.string(),
  subCount: z.number().int(),
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  label: z.string(),
});

/** A MenuDto with its sub-menus nested, present only when the reply nests them. */
export type MenuDto = z.infer<typeof menuSchema> & { children?: MenuDto[] };
export const menuDtoSchema: z.ZodType<MenuDto> = z.lazy(() =>
  menuSchema.extend({ children: z.array(menuDtoSchema).optional() }),
);
export const menuDtoListSchema = z.array(menuDtoSchema);
export const menuPageSchema = pageSchema(menuDtoSchema);

const PARENT_MESSAGE = 'must be 0 (top level) or a menu id';
/** A parent id where 0 (eladmin's form default) and null both mean the top level; the result is null there. */
const parentIdSchema = z.coerce
  .number({ error: PARENT_MESSAGE })
  .int(PARENT_MESSAGE)
  .min(0, PARENT_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, PARENT_MESSAGE)
  .nullish()
  .transform((pid) => pid || null);

/**
 * `GET api/menus`: with neither `blurry` nor `pid`, the top-level menus with their sub-menus nested (a tree);
 * with `pid`, that menu's direct sub-menus; with `blurry`, every menu whose title contains it (a flat list).
 * page, size and sort apply to the rows of the first level returned; sub-menus follow menuSort.
 */
export const menuQuerySchema = pageQuerySchema.extend({
  blurry: z.string().trim().max(64).optional(),
  pid: parentIdSchema,
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** `GET api/menus/lazy?pid=`: the direct sub-menus of pid (absent or 0: the top level). */
export const menuLazyQuerySchema = z.object({ pid: parentIdSchema });
export type MenuLazyQuery = z.infer<typeof menuLazyQuerySchema>;

/** `GET api/menus/child?id=`. */
export const menuChildQuerySchema = z.object({ id: idSchema });
/** The menu's id followed by the ids of every menu below it. */
export const menuChildResponseSchema = z.array(z.number().int());

/** `POST api/menus/superior`: the menus being edited; an empty list asks for the top level only. */
export const menuSuperiorRequestSchema = z.array(idSchema, { error: 'must be a list of ids' }).max(1000);

const menuFields = {
  title: requiredTextSchema('title', 64),
  /** Optional: a menu without a Chinese title shows its English one in Chinese. */
  titleZh: optionalTextSchema(64),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'must be 0 (directory), 1 (menu) or 2 (button)',
  }),
  pid: parentIdSchema,
  componentName: optionalTextSchema(64),
  component: optionalTextSchema(255),
  path: optionalTextSchema(255),
  icon: optionalTextSchema(64),
  permission: optionalTextSchema(128),
  menuSort: sortOrderSchema,
  cache: z.boolean({ error: 'must be true or false' }).default(false),
  hidden: z.boolean({ error: 'must be true or false' }).default(false),
  iFrame: z.boolean({ error: 'must be true or false' }).default(false),
};

type MenuFields = z.infer<z.ZodObject<typeof menuFields>>;

/**
 * The form rules that need no database: directories and menus are routes, so they need a path; a menu page
 * needs its component unless it is an external link; an external link must be an http(s) address.
 */
function checkMenuForm(menu: MenuFields, context: z.RefinementCtx) {
  const issue = (path: keyof MenuFields, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (menu.type === MENU_TYPES.button) return;
  if (!menu.path) {
    issue('path', 'path is required for a directory or a menu');
  } else if (menu.iFrame && !isWebLink(menu.path)) {
    issue('path', 'path of an external link must start with http:// or https://');
  }
  if (menu.type === MENU_TYPES.menu && !menu.iFrame && !menu.component) {
    issue('component', 'component is required for a menu that is not an external link');
  }
}

/** `POST api/menus`. */
export const menuCreateSchema = z.object(menuFields).superRefine(checkMenuForm);
export type MenuCreate = z.infer<typeof menuCreateSchema>;

/** `PUT api/menus`: the whole menu again, with its id (other fields the table sends back are ignored). */
export const menuUpdateSchema = z.object({ id: idSchema, ...menuFields }).superRefine(checkMenuForm);
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;
