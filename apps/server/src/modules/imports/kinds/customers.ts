import { type CustomerCreate, customerCreateSchema, type ImportAction } from '@gbo/contracts';
import { msg } from '../../../lib/messages';
import type { CustomerService } from '../../customers';
import type { ColumnSpec } from '../columns';
import {
  actionOf,
  type ImportKindSpec,
  type ImportWrite,
  type RowProblem,
  repeatsInFile,
  schemaProblems,
} from '../kind';
import { ACTION_COLUMN, NOTE_COLUMN } from './shared-columns';

type Key = 'action' | 'name' | 'contact' | 'phone' | 'address' | 'note';

const COLUMNS: readonly ColumnSpec<Key>[] = [
  ACTION_COLUMN,
  {
    key: 'name',
    header: { en: 'Customer', 'zh-CN': '客户名称' },
    aliases: ['Name', 'Customer name', '客户', '名称'],
    required: true,
    note: { en: 'The customer’s name, unique in the factory.', 'zh-CN': '客户名称，本厂内不重复。' },
    example: 'Seaside Apparel Ltd',
  },
  {
    key: 'contact',
    header: { en: 'Contact', 'zh-CN': '联系人' },
    note: { en: 'Who to ask for.', 'zh-CN': '联系人姓名。' },
    example: 'Ms Wang',
  },
  {
    key: 'phone',
    header: { en: 'Phone', 'zh-CN': '电话' },
    aliases: ['Telephone', '联系电话'],
    note: { en: 'A phone number: digits, spaces, + - ( ).', 'zh-CN': '电话号码：数字、空格、+ - ( )。' },
    example: '+86 574 8888 1234',
  },
  {
    key: 'address',
    header: { en: 'Address', 'zh-CN': '地址' },
    note: { en: 'Where shipments go.', 'zh-CN': '发货地址。' },
    example: '88 Harbour Road, Ningbo',
  },
  NOTE_COLUMN,
];

const FIELDS = new Set<string>(['name', 'contact', 'phone', 'address', 'note']);

const sameCustomer = (a: CustomerCreate, b: CustomerCreate) =>
  (['name', 'contact', 'phone', 'address', 'note'] as const).every(
    (field) => (a[field] ?? null) === (b[field] ?? null),
  );

/** Customers, matched by name: a name the factory has is changed only on a row marked update. */
export function customersImport(
  customers: Pick<CustomerService, 'named' | 'create' | 'update'>,
): ImportKindSpec<Key> {
  return {
    kind: 'customers',
    columns: COLUMNS,
    permissions: { create: 'customer:add', update: 'customer:edit' },
    async plan({ auth, rows }) {
      const problems: RowProblem<Key>[] = [];
      const actions = new Map<number, ImportAction>();
      const parsed = rows.flatMap((row) => {
        const result = customerCreateSchema.safeParse({
          name: row.get('name') ?? '',
          contact: row.get('contact'),
          phone: row.get('phone'),
          address: row.get('address'),
          note: row.get('note'),
        });
        const action = actionOf(row.get('action'));
        if (action === null)
          problems.push({ row: row.row, key: 'action', message: msg('imports.badAction') });
        if (!result.success) {
          problems.push(
            ...schemaProblems<Key>(row.row, result.error.issues, ([field]) =>
              FIELDS.has(String(field)) ? (field as Key) : null,
            ),
          );
          return [];
        }
        return action === null ? [] : [{ row: row.row, action, body: result.data }];
      });
      problems.push(
        ...repeatsInFile(
          parsed.map(({ row, body }) => ({ row, value: body.name })),
          'name',
        ),
      );
      const existing = new Map(
        (await customers.named(auth.factoryId, [...new Set(parsed.map(({ body }) => body.name))])).map(
          (customer) => [customer.name, customer],
        ),
      );
      const writes: ImportWrite[] = [];
      for (const { row, action, body } of parsed) {
        const current = existing.get(body.name);
        if (current && sameCustomer(current, body)) {
          actions.set(row, 'unchanged');
        } else if (current && action !== 'update') {
          problems.push({ row, key: 'name', message: msg('imports.exists', { value: body.name }) });
        } else if (current) {
          actions.set(row, 'update');
          writes.push({ row, run: () => customers.update(auth, current.id, body) });
        } else if (action === 'update') {
          problems.push({ row, key: 'name', message: msg('imports.notThere', { value: body.name }) });
        } else {
          actions.set(row, 'create');
          writes.push({ row, run: () => customers.create(auth, body) });
        }
      }
      return { actions, problems, writes };
    },
  };
}
