import type { PageComponent } from '@gbo/contracts';

// The permission catalogue: every page and button with its permission string. The seed installs it as menus
// (seed/catalogue.ts); the menus and roles modules read which permissions are the platform's alone.

/**
 * Every seeded menu has its title in each language of the UI: `title` in English, `titleZh` in Simplified
 * Chinese (the migration 0013 gave existing databases the same Chinese titles).
 */
type Titles = { title: string; titleZh: string };
type ButtonSeed = Titles & { permission: string };
type PageSeed = Titles & {
  componentName: string;
  path: string;
  component: PageComponent;
  icon: string;
  permission: string;
  buttons?: ButtonSeed[];
  /** Granted to platform operators only, never to a factory's own roles. */
  platformOnly?: boolean;
};
type DirectorySeed = Titles & { path: string; icon: string; pages: PageSeed[] };

const crud = (subject: string, noun: string, nounZh: string): ButtonSeed[] => [
  { title: `Add ${noun}`, titleZh: `新增${nounZh}`, permission: `${subject}:add` },
  { title: `Edit ${noun}`, titleZh: `编辑${nounZh}`, permission: `${subject}:edit` },
  { title: `Delete ${noun}`, titleZh: `删除${nounZh}`, permission: `${subject}:del` },
];

/**
 * The menu catalogue every installation starts with: the business areas of the spec's route table and the
 * system screens, each page with its permission string and its buttons (eladmin's type-2 menus).
 */
export const MENU_CATALOGUE: DirectorySeed[] = [
  {
    title: 'Cutting room',
    titleZh: '裁床',
    path: 'bundle',
    icon: 'tools',
    pages: [
      {
        title: 'Bundle numbering',
        titleZh: '分扎编号',
        componentName: 'BundleCreate',
        path: 'create',
        component: 'bundle/create',
        icon: 'database',
        permission: 'bundle:list',
        buttons: [
          ...crud('bundle', 'cutting bed', '床次'),
          { title: 'Print tickets', titleZh: '打印扎票', permission: 'bundle:print' },
        ],
      },
      {
        title: 'Add bundle data',
        titleZh: '新增扎号数据',
        componentName: 'BundleAdd',
        path: 'add',
        component: 'bundle/add',
        icon: 'param',
        permission: 'bundle:add',
      },
      {
        title: 'Styles',
        titleZh: '款式',
        componentName: 'Style',
        path: 'style',
        component: 'bundle/style',
        icon: 'skill',
        permission: 'style:list',
        buttons: crud('style', 'style', '款式'),
      },
      {
        title: 'Customers',
        titleZh: '客户',
        componentName: 'Customer',
        path: 'customer',
        component: 'bundle/customer',
        icon: 'peoples',
        permission: 'customer:list',
        buttons: crud('customer', 'customer', '客户'),
      },
    ],
  },
  {
    title: 'Production',
    titleZh: '生产管理',
    path: 'work',
    icon: 'monitor',
    pages: [
      {
        title: 'Bundle production detail',
        titleZh: '扎号生产明细',
        componentName: 'WorkList',
        path: 'list',
        component: 'work/list',
        icon: 'timing',
        permission: 'work:list',
      },
      {
        title: 'Scan data detail',
        titleZh: '扫码数据明细',
        componentName: 'WorkDetail',
        path: 'detail',
        component: 'work/detail',
        icon: 'sqlMonitor',
        permission: 'scan:list',
        buttons: [
          { title: 'Record a scan', titleZh: '录入扫码', permission: 'scan:add' },
          { title: 'Undo a scan', titleZh: '撤销扫码', permission: 'scan:undo' },
          { title: 'Export scans', titleZh: '导出扫码', permission: 'scan:export' },
          {
            title: 'Scan own tickets (paid by the piece)',
            titleZh: '扫自己的扎票（计件）',
            permission: 'scan:self',
          },
        ],
      },
      {
        title: 'Wages',
        titleZh: '工资',
        componentName: 'WorkWage',
        path: 'wage',
        component: 'work/wage',
        icon: 'alipay',
        permission: 'wage:list',
        buttons: [
          { title: 'Edit wage adjustments', titleZh: '编辑工资调整', permission: 'wage:edit' },
          { title: 'Settle wages', titleZh: '结算工资', permission: 'wage:settle' },
          { title: 'Export payroll', titleZh: '导出工资表', permission: 'wage:export' },
        ],
      },
      {
        title: 'Quality inspections',
        titleZh: '质检',
        componentName: 'WorkQuality',
        path: 'quality',
        component: 'work/quality',
        icon: 'permission',
        permission: 'qc:list',
        buttons: [
          { title: 'Record inspections', titleZh: '录入质检', permission: 'qc:add' },
          { title: 'Undo an inspection', titleZh: '撤销质检', permission: 'qc:undo' },
          { title: 'Export inspections', titleZh: '导出质检', permission: 'qc:export' },
          { title: 'Edit defect codes', titleZh: '编辑疵点代码', permission: 'qc:code' },
        ],
      },
      {
        title: 'Attendance',
        titleZh: '考勤',
        componentName: 'WorkAttendance',
        path: 'attendance',
        component: 'work/attendance',
        icon: 'date',
        permission: 'attendance:list',
        buttons: [{ title: 'Edit attendance', titleZh: '编辑考勤', permission: 'attendance:edit' }],
      },
      {
        title: 'Efficiency',
        titleZh: '效率',
        componentName: 'WorkEfficiency',
        path: 'efficiency',
        component: 'work/efficiency',
        icon: 'chart',
        permission: 'efficiency:list',
      },
      {
        title: 'Line boards',
        titleZh: '产线看板',
        componentName: 'WorkBoard',
        path: 'board',
        component: 'work/board',
        icon: 'monitor',
        permission: 'board:list',
        buttons: [
          { title: 'Issue display links', titleZh: '发放看板链接', permission: 'board:add' },
          { title: 'Revoke display links', titleZh: '撤销看板链接', permission: 'board:del' },
        ],
      },
      {
        title: 'Pay questions',
        titleZh: '工资疑问',
        componentName: 'WorkDispute',
        path: 'dispute',
        component: 'work/dispute',
        icon: 'email',
        permission: 'dispute:list',
        buttons: [{ title: 'Answer pay questions', titleZh: '答复工资疑问', permission: 'dispute:answer' }],
      },
    ],
  },
  {
    title: 'Shipping',
    titleZh: '出货管理',
    path: 'bill',
    icon: 'deploy',
    pages: [
      {
        title: 'Shipment orders',
        titleZh: '出货单',
        componentName: 'BillOut',
        path: 'out',
        component: 'bill/out',
        icon: 'backup',
        permission: 'shipment:list',
        buttons: [
          ...crud('shipment', 'shipment order', '出货单'),
          { title: 'Print', titleZh: '打印', permission: 'shipment:print' },
          { title: 'Confirm shipment order', titleZh: '确认出货单', permission: 'shipment:confirm' },
          { title: 'Void shipment order', titleZh: '作废出货单', permission: 'shipment:void' },
          { title: 'Export shipment orders', titleZh: '导出出货单', permission: 'shipment:export' },
        ],
      },
    ],
  },
  {
    title: 'System',
    titleZh: '系统管理',
    path: 'system',
    icon: 'system',
    pages: [
      {
        title: 'Users',
        titleZh: '用户管理',
        componentName: 'User',
        path: 'user',
        component: 'system/user',
        icon: 'user',
        permission: 'user:list',
        buttons: crud('user', 'user', '用户'),
      },
      {
        title: 'Roles',
        titleZh: '角色管理',
        componentName: 'Role',
        path: 'role',
        component: 'system/role',
        icon: 'role',
        permission: 'roles:list',
        buttons: crud('roles', 'role', '角色'),
      },
      {
        title: 'Departments',
        titleZh: '部门管理',
        componentName: 'Dept',
        path: 'dept',
        component: 'system/dept',
        icon: 'dept',
        permission: 'dept:list',
        buttons: crud('dept', 'department', '部门'),
      },
      {
        title: 'Dictionaries',
        titleZh: '字典管理',
        componentName: 'Dict',
        path: 'dict',
        component: 'system/dict',
        icon: 'dictionary',
        permission: 'dict:list',
        buttons: crud('dict', 'dictionary', '字典'),
      },
      {
        title: 'Menus',
        titleZh: '菜单管理',
        componentName: 'Menu',
        path: 'menu',
        component: 'system/menu',
        icon: 'menu',
        permission: 'menu:list',
        buttons: crud('menu', 'menu', '菜单'),
        platformOnly: true,
      },
      {
        title: 'Factories',
        titleZh: '工厂管理',
        componentName: 'Factory',
        path: 'factory',
        component: 'system/factory',
        icon: 'factory',
        permission: 'factory:list',
        buttons: [
          { title: 'Register factory', titleZh: '注册工厂', permission: 'factory:add' },
          { title: 'Edit factory', titleZh: '编辑工厂', permission: 'factory:edit' },
          { title: 'Export factory data', titleZh: '导出工厂数据', permission: 'factory:export' },
        ],
        platformOnly: true,
      },
      {
        title: 'Label printers',
        titleZh: '标签打印机',
        componentName: 'Printer',
        path: 'printer',
        component: 'system/printer',
        icon: 'tools',
        permission: 'printer:list',
        buttons: [
          ...crud('printer', 'printer', '打印机'),
          { title: 'Test print', titleZh: '测试打印', permission: 'printer:test' },
          { title: 'Manage print jobs', titleZh: '管理打印任务', permission: 'printer:job' },
        ],
      },
    ],
  },
  {
    title: 'Monitor',
    titleZh: '系统监控',
    path: 'monitor',
    icon: 'log',
    pages: [
      {
        title: 'Audit log',
        titleZh: '操作日志',
        componentName: 'Log',
        path: 'log',
        component: 'monitor/log',
        icon: 'log',
        permission: 'log:list',
      },
      {
        title: 'Online users',
        titleZh: '在线用户',
        componentName: 'OnlineUser',
        path: 'online',
        component: 'monitor/online',
        icon: 'monitor',
        permission: 'online:list',
        buttons: [{ title: 'Kick out', titleZh: '强制下线', permission: 'online:kick' }],
      },
      {
        title: 'Backups',
        titleZh: '备份与恢复',
        componentName: 'Backup',
        path: 'backup',
        component: 'monitor/backup',
        icon: 'backup',
        permission: 'backup:list',
        buttons: [
          { title: 'Back up now', titleZh: '立即备份', permission: 'backup:add' },
          { title: 'Restore', titleZh: '恢复', permission: 'backup:restore' },
          { title: 'Delete backup', titleZh: '删除备份', permission: 'backup:del' },
        ],
        platformOnly: true,
      },
      {
        title: 'Server',
        titleZh: '服务监控',
        componentName: 'ServerMonitor',
        path: 'server',
        component: 'monitor/server',
        icon: 'server',
        permission: 'server:list',
        platformOnly: true,
      },
    ],
  },
];

/** Permission strings that only platform operators hold. */
export const PLATFORM_PERMISSIONS: ReadonlySet<string> = new Set(
  MENU_CATALOGUE.flatMap((directory) => directory.pages)
    .filter((page) => page.platformOnly)
    .flatMap((page) => [page.permission, ...(page.buttons ?? []).map((button) => button.permission)]),
);
